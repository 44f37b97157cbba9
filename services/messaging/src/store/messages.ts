import type { Page } from '../domain/messages';
import type { TimedMessage } from '../domain/reply-time';
import type { Db } from './db';

export interface SealedMessage {
  id: string;
  conversationId: string;
  senderUserId: string;
  textCiphertext: Uint8Array;
  sentAt: Date;
}

const SEALED = {
  id: true,
  conversationId: true,
  senderUserId: true,
  textCiphertext: true,
  sentAt: true,
} as const;

/** Inserts the message unless the sender already sent one under this client id; true when it was inserted. */
export async function insertMessage(
  db: Db,
  m: SealedMessage & { clientMessageId: string },
): Promise<boolean> {
  const n = await db.$executeRaw`
    INSERT INTO messages (id, conversation_id, sender_user_id, client_message_id, text_ciphertext, sent_at)
    VALUES (${m.id}::uuid, ${m.conversationId}::uuid, ${m.senderUserId}::uuid, ${m.clientMessageId},
      ${Buffer.from(m.textCiphertext)}, ${m.sentAt})
    ON CONFLICT (sender_user_id, client_message_id) DO NOTHING`;
  return n === 1;
}

export async function findByClientId(
  db: Db,
  senderUserId: string,
  clientMessageId: string,
): Promise<SealedMessage | null> {
  return db.message.findUnique({
    where: { senderUserId_clientMessageId: { senderUserId, clientMessageId } },
    select: SEALED,
  });
}

export async function findMessage(db: Db, id: string): Promise<SealedMessage | null> {
  return db.message.findUnique({ where: { id }, select: SEALED });
}

/** One page of a conversation, oldest first. */
export async function listPage(db: Db, conversationId: string, page: Page): Promise<SealedMessage[]> {
  switch (page.kind) {
    case 'after':
      return db.message.findMany({
        where: { conversationId, id: { gt: page.afterId } },
        select: SEALED,
        orderBy: { id: 'asc' },
        take: page.limit,
      });
    case 'before': {
      const rows = await db.message.findMany({
        where: { conversationId, id: { lt: page.beforeId } },
        select: SEALED,
        orderBy: { id: 'desc' },
        take: page.limit,
      });
      return rows.reverse();
    }
    case 'newest': {
      const rows = await db.message.findMany({
        where: { conversationId },
        select: SEALED,
        orderBy: { id: 'desc' },
        take: page.limit,
      });
      return rows.reverse();
    }
  }
}

/** Whether the conversation has a message older than `id` (or, inclusive, at most `id`). */
export async function hasOlderThan(
  db: Db,
  conversationId: string,
  id: string,
  inclusive = false,
): Promise<boolean> {
  const found = await db.message.findFirst({
    where: { conversationId, id: inclusive ? { lte: id } : { lt: id } },
    select: { id: true },
  });
  return found !== null;
}

export async function isInConversation(db: Db, conversationId: string, id: string): Promise<boolean> {
  return (await db.message.count({ where: { id, conversationId } })) === 1;
}

/**
 * Who wrote when, in every conversation the therapist is in, since `since`: what the reply-time median needs
 * (no text is read).
 */
export async function timedMessagesOf(db: Db, therapistUserId: string, since: Date): Promise<TimedMessage[]> {
  const rows = await db.$queryRaw<{ conversation_id: string; from_therapist: boolean; sent_at: Date }[]>`
    SELECT m.conversation_id::text AS conversation_id, (m.sender_user_id = ${therapistUserId}::uuid) AS from_therapist,
      m.sent_at
    FROM messages m
    JOIN conversation_members t ON t.conversation_id = m.conversation_id
      AND t.user_id = ${therapistUserId}::uuid AND t.role = 'therapist'
    WHERE m.sent_at >= ${since}
    ORDER BY m.conversation_id, m.id
    LIMIT 100000`;
  return rows.map((r) => ({
    conversationId: r.conversation_id,
    fromTherapist: r.from_therapist,
    sentAt: r.sent_at,
  }));
}
