import type { Actor } from '@oslonac/kit';
import { checkUpload, MAX_PENDING_ATTACHMENTS, UNSENT_ATTACHMENT_TTL_MS } from '../domain/attachments';
import { errors } from '../domain/errors';
import { newId } from '../ids';
import {
  countPending,
  deleteUnsentBefore,
  findSealedAttachment,
  insertAttachment,
} from '../store/attachments';
import { findById, findForMember } from '../store/conversations';
import { type PrismaClient, transaction } from '../store/db';
import type { Deps } from './deps';
import {
  type AttachmentView,
  asTx,
  CONTENT_CONTEXT,
  FILE_NAME_CONTEXT,
  openAttachment,
  seal,
} from './sealing';

// Attachments: uploaded (checked by content, sealed) before the message that carries them, bound to it on send,
// removed by housekeeping when never sent.

export async function upload(
  d: Deps,
  actor: Actor,
  r: { relationshipId: string; fileName: string; content: Uint8Array },
): Promise<AttachmentView> {
  const checked = checkUpload(r.content, r.fileName);
  return transaction(d.prisma, async (tx) => {
    const c = await findForMember(tx, r.relationshipId, actor.userId);
    if (!c) throw errors.notFound();
    if (c.closedAt) throw errors.conversationClosed();
    if ((await countPending(tx, c.id, actor.userId)) >= MAX_PENDING_ATTACHMENTS) {
      throw errors.tooManyPendingAttachments(MAX_PENDING_ATTACHMENTS);
    }
    const id = newId();
    const author = { conversationId: c.id, userId: actor.userId };
    await insertAttachment(tx, {
      id,
      conversationId: c.id,
      uploaderUserId: actor.userId,
      fileNameCiphertext: await seal(d.crypto, tx, author, checked.fileName, FILE_NAME_CONTEXT(id)),
      contentType: checked.type,
      sizeBytes: r.content.length,
      contentCiphertext: await seal(d.crypto, tx, author, r.content, CONTENT_CONTEXT(id)),
      createdAt: d.clock(),
    });
    return { id, fileName: checked.fileName, contentType: checked.type, sizeBytes: r.content.length };
  });
}

/**
 * An attachment for a member of the conversation it was sent in, or for its uploader before it is sent (while
 * still a member); NOT_FOUND for anyone else.
 */
export async function get(
  d: Deps,
  actor: Actor,
  attachmentId: string,
): Promise<{ attachment: AttachmentView; content: Buffer }> {
  return transaction(d.prisma, async (tx) => {
    const a = await findSealedAttachment(tx, attachmentId);
    if (!a) throw errors.attachmentNotFound();
    const c = await findById(tx, a.conversationId);
    const isMember = c?.members.some((m) => m.userId === actor.userId) ?? false;
    const mayRead = isMember && (a.messageId !== null || a.uploaderUserId === actor.userId);
    if (!mayRead) throw errors.attachmentNotFound();
    const attachment = await openAttachment(d.crypto, tx, a);
    const content = await d.crypto.decrypt(asTx(tx), a.contentCiphertext, CONTENT_CONTEXT(a.id));
    return { attachment, content };
  });
}

/** Removes uploads never sent within a day; an idempotent DELETE, safe on every replica at once. */
export async function pruneUnsent(prisma: PrismaClient, now: Date): Promise<number> {
  return deleteUnsentBefore(prisma, new Date(now.getTime() - UNSENT_ATTACHMENT_TTL_MS));
}
