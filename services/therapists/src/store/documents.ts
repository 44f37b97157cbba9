import type { Db } from './db';

// Uploaded documents and the W-8BEN form: ciphertext only (the flows seal and open it with the kit's crypto).

export type DocumentKind = 'diploma' | 'licence' | 'certificate' | 'other';

export interface DocumentInfo {
  id: string;
  kind: DocumentKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: Date;
}

const infoSelect = {
  id: true,
  kind: true,
  fileName: true,
  contentType: true,
  sizeBytes: true,
  uploadedAt: true,
} as const;

export function insertDocument(
  db: Db,
  d: DocumentInfo & { profileId: string; ciphertext: Uint8Array },
): Promise<DocumentInfo> {
  return db.document.create({
    data: {
      id: d.id,
      profileId: d.profileId,
      kind: d.kind,
      fileName: d.fileName,
      contentType: d.contentType,
      sizeBytes: d.sizeBytes,
      ciphertext: new Uint8Array(d.ciphertext),
      uploadedAt: d.uploadedAt,
    },
    select: infoSelect,
  });
}

export function documentsOfProfile(db: Db, profileId: string): Promise<DocumentInfo[]> {
  return db.document.findMany({
    where: { profileId },
    select: infoSelect,
    orderBy: [{ uploadedAt: 'asc' }, { id: 'asc' }],
  });
}

/** The document with its ciphertext and the user id of the therapist it belongs to. */
export async function findSealedDocument(
  db: Db,
  id: string,
): Promise<{ info: DocumentInfo; ciphertext: Uint8Array; ownerUserId: string } | null> {
  const doc = await db.document.findUnique({
    where: { id },
    select: { ...infoSelect, ciphertext: true, profile: { select: { userId: true } } },
  });
  if (!doc) return null;
  const { ciphertext, profile, ...info } = doc;
  return { info, ciphertext, ownerUserId: profile.userId };
}

/** Only the therapist's own documents; false when there is no such document of theirs. */
export async function deleteDocumentOf(db: Db, therapistUserId: string, id: string): Promise<boolean> {
  const deleted = await db.document.deleteMany({ where: { id, profile: { userId: therapistUserId } } });
  return deleted.count > 0;
}

export async function findSealedW8Ben(db: Db, profileId: string): Promise<Uint8Array | null> {
  const row = await db.w8Ben.findUnique({ where: { profileId }, select: { ciphertext: true } });
  return row?.ciphertext ?? null;
}

export async function saveSealedW8Ben(
  db: Db,
  profileId: string,
  ciphertext: Uint8Array<ArrayBuffer>,
  now: Date,
): Promise<void> {
  await db.w8Ben.upsert({
    where: { profileId },
    create: { profileId, ciphertext, updatedAt: now },
    update: { ciphertext, updatedAt: now },
    select: { profileId: true },
  });
}
