import type { Actor, Tx } from '@oslonac/kit';
import { checkDocument, checkStorageQuota, cleanFileName, type W8BenData } from '../domain/documents';
import { errors } from '../domain/errors';
import { newId } from '../ids';
import { writeAudit } from '../store/audit';
import { type Db, transaction } from '../store/db';
import {
  type DocumentInfo,
  type DocumentKind,
  deleteDocumentOf,
  documentsOfProfile,
  documentUsage,
  findSealedDocument,
  findSealedW8Ben,
  insertDocument,
  lockProfileForUpload,
  saveSealedW8Ben,
} from '../store/documents';
import { findProfileRef } from '../store/profiles';
import type { Deps } from './deps';

// Diplomas, certificates and the W-8BEN: envelope-encrypted with the therapist's own data key (owner
// `therapist:<userId>`), readable by that therapist and by admins. Every admin read writes an audit row in
// the same transaction that reads the data, so there is no read without its record.

export function ownerOf(therapistUserId: string): string {
  return `therapist:${therapistUserId}`;
}

function isAdmin(actor: Actor): boolean {
  return actor.roles.includes('admin') || actor.roles.includes('superuser');
}

function audit(tx: Db, actor: Actor, action: string, subjectType: string, subjectId: string, at: Date) {
  return writeAudit(tx, { actorUserId: actor.userId, action, subjectType, subjectId, at });
}

async function ownProfile(db: Db, actor: Actor): Promise<{ id: string; userId: string }> {
  const p = await findProfileRef(db, { userId: actor.userId });
  if (!p) throw errors.noProfile();
  return p;
}

/**
 * Whose profile the call is about: the caller's own, or (admins only) the named one. `audited` says whether
 * the read is another person's data and must be logged.
 */
async function targetProfile(
  db: Db,
  actor: Actor,
  profileId: string,
): Promise<{ id: string; userId: string; audited: boolean }> {
  if (!profileId) return { ...(await ownProfile(db, actor)), audited: false };
  const p = await findProfileRef(db, { id: profileId });
  if (p && p.userId === actor.userId) return { ...p, audited: false };
  if (!isAdmin(actor)) throw errors.forbidden();
  if (!p) throw errors.notFound('profile');
  return { ...p, audited: true };
}

export async function uploadDocument(
  d: Deps,
  actor: Actor,
  input: { kind: DocumentKind; fileName: string; contentType: string; content: Uint8Array },
): Promise<DocumentInfo> {
  const type = checkDocument(input.content, input.contentType);
  return transaction(d.prisma, async (tx) => {
    const profile = await lockProfileForUpload(tx, actor.userId);
    if (!profile) throw errors.noProfile();
    checkStorageQuota(await documentUsage(tx, profile.id), input.content.length);
    const id = newId();
    const ciphertext = await d.crypto.encrypt(
      tx as unknown as Tx,
      ownerOf(profile.userId),
      input.content,
      id,
    );
    return insertDocument(tx, {
      id,
      profileId: profile.id,
      kind: input.kind,
      fileName: cleanFileName(input.fileName),
      contentType: type,
      sizeBytes: input.content.length,
      ciphertext,
      uploadedAt: d.clock(),
    });
  });
}

export async function listDocuments(d: Deps, actor: Actor, profileId: string): Promise<DocumentInfo[]> {
  return transaction(d.prisma, async (tx) => {
    const target = await targetProfile(tx, actor, profileId);
    if (target.audited) await audit(tx, actor, 'documents.list', 'profile', target.id, d.clock());
    return documentsOfProfile(tx, target.id);
  });
}

export async function getDocument(
  d: Deps,
  actor: Actor,
  documentId: string,
): Promise<{ info: DocumentInfo; content: Buffer }> {
  return transaction(d.prisma, async (tx) => {
    const doc = await findSealedDocument(tx, documentId);
    // Someone else's document answers like a missing one unless the caller is an admin.
    if (!doc || (doc.ownerUserId !== actor.userId && !isAdmin(actor))) throw errors.notFound('document');
    if (doc.ownerUserId !== actor.userId) {
      await audit(tx, actor, 'documents.read', 'document', doc.info.id, d.clock());
    }
    const content = await d.crypto.decrypt(tx as unknown as Tx, doc.ciphertext, doc.info.id);
    return { info: doc.info, content };
  });
}

export async function deleteDocument(d: Deps, actor: Actor, documentId: string): Promise<void> {
  if (!(await deleteDocumentOf(d.prisma, actor.userId, documentId))) throw errors.notFound('document');
}

const W8_CONTEXT = 'w8ben';

export async function getW8Ben(d: Deps, actor: Actor, profileId: string): Promise<W8BenData | null> {
  return transaction(d.prisma, async (tx) => {
    const target = await targetProfile(tx, actor, profileId);
    if (target.audited) await audit(tx, actor, 'w8ben.read', 'profile', target.id, d.clock());
    const ciphertext = await findSealedW8Ben(tx, target.id);
    if (!ciphertext) return null;
    const plain = await d.crypto.decrypt(tx as unknown as Tx, ciphertext, `${W8_CONTEXT}:${target.id}`);
    return JSON.parse(plain.toString('utf8')) as W8BenData;
  });
}

export async function saveW8Ben(d: Deps, actor: Actor, form: W8BenData): Promise<W8BenData> {
  return transaction(d.prisma, async (tx) => {
    const profile = await ownProfile(tx, actor);
    const ciphertext = new Uint8Array(
      await d.crypto.encrypt(
        tx as unknown as Tx,
        ownerOf(profile.userId),
        Buffer.from(JSON.stringify(form), 'utf8'),
        `${W8_CONTEXT}:${profile.id}`,
      ),
    );
    await saveSealedW8Ben(tx, profile.id, ciphertext, d.clock());
    return form;
  });
}

/** Crypto-erasure of everything the therapist uploaded (documents and W-8BEN become unreadable). */
export async function eraseTherapistData(d: Deps, therapistUserId: string): Promise<number> {
  return transaction(d.prisma, (tx) => d.crypto.eraseOwner(tx as unknown as Tx, ownerOf(therapistUserId)));
}
