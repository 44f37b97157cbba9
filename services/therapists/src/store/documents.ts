import type { DocumentUsage } from '../domain/documents';
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

export const infoSelect = {
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

/**
 * The therapist's profile, locked until the transaction ends, so uploads to one profile count and insert one
 * after the other (the storage cap cannot be passed by parallel uploads). Null without a profile.
 */
export async function lockProfileForUpload(
  db: Db,
  therapistUserId: string,
): Promise<{ id: string; userId: string } | null> {
  const [row] = await db.$queryRaw<{ id: string; userId: string }[]>`
    SELECT id::text AS id, user_id::text AS "userId" FROM profiles
    WHERE user_id = ${therapistUserId}::uuid FOR NO KEY UPDATE`;
  return row ?? null;
}

/** How many documents the profile holds and their total size. */
export async function documentUsage(db: Db, profileId: string): Promise<DocumentUsage> {
  const [row] = await db.$queryRaw<{ files: number; bytes: bigint }[]>`
    SELECT count(*)::int AS files, COALESCE(sum(size_bytes), 0)::bigint AS bytes
    FROM documents WHERE profile_id = ${profileId}::uuid`;
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
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
