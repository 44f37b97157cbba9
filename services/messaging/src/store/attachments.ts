import type { AttachmentType } from '../domain/attachments';
import type { Db } from './db';

export interface AttachmentMeta {
  id: string;
  conversationId: string;
  uploaderUserId: string;
  messageId: string | null;
  fileNameCiphertext: Uint8Array;
  contentType: string;
  sizeBytes: number;
}

const META = {
  id: true,
  conversationId: true,
  uploaderUserId: true,
  messageId: true,
  fileNameCiphertext: true,
  contentType: true,
  sizeBytes: true,
} as const;

export async function insertAttachment(
  db: Db,
  a: {
    id: string;
    conversationId: string;
    uploaderUserId: string;
    fileNameCiphertext: Uint8Array;
    contentType: AttachmentType;
    sizeBytes: number;
    contentCiphertext: Uint8Array;
    createdAt: Date;
  },
): Promise<void> {
  await db.attachment.create({
    data: {
      ...a,
      fileNameCiphertext: new Uint8Array(a.fileNameCiphertext),
      contentCiphertext: new Uint8Array(a.contentCiphertext),
    },
  });
}

export async function countPending(db: Db, conversationId: string, uploaderUserId: string): Promise<number> {
  return db.attachment.count({ where: { conversationId, uploaderUserId, messageId: null } });
}

/**
 * Binds the sender's unsent uploads of this conversation to the message; returns how many it bound (fewer than
 * asked means one was not theirs, not here, or already sent).
 */
export async function bindToMessage(
  db: Db,
  ids: string[],
  m: { messageId: string; conversationId: string; uploaderUserId: string },
): Promise<number> {
  if (ids.length === 0) return 0;
  return db.$executeRaw`
    UPDATE attachments SET message_id = ${m.messageId}::uuid
    WHERE id = ANY(${ids}::uuid[]) AND conversation_id = ${m.conversationId}::uuid
      AND uploader_user_id = ${m.uploaderUserId}::uuid AND message_id IS NULL`;
}

export async function attachmentsOf(db: Db, messageIds: string[]): Promise<AttachmentMeta[]> {
  if (messageIds.length === 0) return [];
  return db.attachment.findMany({
    where: { messageId: { in: messageIds } },
    select: META,
    orderBy: { id: 'asc' },
  });
}

export async function findSealedAttachment(
  db: Db,
  id: string,
): Promise<(AttachmentMeta & { contentCiphertext: Uint8Array }) | null> {
  return db.attachment.findUnique({ where: { id }, select: { ...META, contentCiphertext: true } });
}

/** Housekeeping: uploads never sent, older than `before`. */
export async function deleteUnsentBefore(db: Db, before: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM attachments WHERE message_id IS NULL AND created_at < ${before}`;
}
