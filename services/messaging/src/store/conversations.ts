import type { MemberRole } from '../domain/conversations';
import type { Prisma } from '../generated/prisma/client';
import { newId } from '../ids';
import type { Db } from './db';

export interface MemberRecord {
  userId: string;
  role: MemberRole;
  lastReadMessageId: string | null;
}

export interface ConversationRecord {
  id: string;
  relationshipId: string;
  closedAt: Date | null;
  stateAt: Date;
  lastMessageAt: Date | null;
  members: MemberRecord[];
}

const SELECT = {
  id: true,
  relationshipId: true,
  closedAt: true,
  stateAt: true,
  lastMessageAt: true,
  members: {
    select: { userId: true, role: true, lastReadMessageId: true },
    orderBy: [{ joinedAt: 'asc' as const }, { userId: 'asc' as const }],
  },
} satisfies Prisma.ConversationSelect;

/**
 * The relationship's conversation, made by whichever event arrives first (open, or closed when that event says
 * the relationship ended); its id either way.
 */
export async function ensureConversation(
  db: Db,
  relationshipId: string,
  at: Date,
  closed: boolean,
): Promise<string> {
  const id = newId();
  const closedAt = closed ? at : null;
  const rows = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO conversations (id, relationship_id, closed_at, state_at, created_at)
    VALUES (${id}::uuid, ${relationshipId}::uuid, ${closedAt}, ${at}, ${at})
    ON CONFLICT (relationship_id) DO UPDATE SET relationship_id = EXCLUDED.relationship_id
    RETURNING id::text AS id`;
  return (rows[0] as { id: string }).id;
}

/** Adds a member; one already there keeps their role and read position (a redelivered event changes nothing). */
export async function addMember(
  db: Db,
  conversationId: string,
  userId: string,
  role: MemberRole,
  at: Date,
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO conversation_members (conversation_id, user_id, role, joined_at)
    VALUES (${conversationId}::uuid, ${userId}::uuid, ${role}::member_role, ${at})
    ON CONFLICT (conversation_id, user_id) DO NOTHING`;
}

/** Opens or closes the conversation when `at` is newer than the state it has; true when it changed. */
export async function setClosed(db: Db, conversationId: string, closed: boolean, at: Date): Promise<boolean> {
  const closedAt = closed ? at : null;
  const n = await db.$executeRaw`
    UPDATE conversations SET closed_at = ${closedAt}, state_at = ${at}
    WHERE id = ${conversationId}::uuid AND state_at < ${at}`;
  return n === 1;
}

/** The conversation of a relationship if `userId` is in it; null otherwise (the caller answers NOT_FOUND). */
export async function findForMember(
  db: Db,
  relationshipId: string,
  userId: string,
): Promise<ConversationRecord | null> {
  return db.conversation.findFirst({
    where: { relationshipId, members: { some: { userId } } },
    select: SELECT,
  });
}

export async function findById(db: Db, id: string): Promise<ConversationRecord | null> {
  return db.conversation.findUnique({ where: { id }, select: SELECT });
}

export async function listForMember(db: Db, userId: string): Promise<ConversationRecord[]> {
  return db.conversation.findMany({
    where: { members: { some: { userId } } },
    select: SELECT,
    // Newest activity first; a conversation nobody wrote in yet sorts by when it began.
    orderBy: [{ lastMessageAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }],
    take: 500,
  });
}

/**
 * Locks the conversation for the rest of the transaction when `userId` is a member: sends to one conversation
 * queue up, so message ids (UUIDv7, made after the lock) commit in the order they sort and a reader resuming
 * after an id never misses one.
 */
export async function lockForMember(
  db: Db,
  relationshipId: string,
  userId: string,
): Promise<{ id: string; closedAt: Date | null } | null> {
  const rows = await db.$queryRaw<{ id: string; closed_at: Date | null }[]>`
    SELECT c.id::text AS id, c.closed_at FROM conversations c
    JOIN conversation_members m ON m.conversation_id = c.id AND m.user_id = ${userId}::uuid
    WHERE c.relationship_id = ${relationshipId}::uuid
    FOR UPDATE OF c`;
  const row = rows[0];
  return row ? { id: row.id, closedAt: row.closed_at } : null;
}

export async function touchLastMessage(db: Db, conversationId: string, at: Date): Promise<void> {
  await db.conversation.update({ where: { id: conversationId }, data: { lastMessageAt: at } });
}

/** Unread messages (from the others, newer than the member's last read) per conversation of the person. */
export async function unreadByConversation(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ conversation_id: string; n: bigint }[]>`
    SELECT m.conversation_id::text AS conversation_id, count(*) AS n
    FROM conversation_members cm
    JOIN messages m ON m.conversation_id = cm.conversation_id
      AND m.sender_user_id <> cm.user_id
      AND (cm.last_read_message_id IS NULL OR m.id > cm.last_read_message_id)
    WHERE cm.user_id = ${userId}::uuid
    GROUP BY m.conversation_id`;
  return new Map(rows.map((r) => [r.conversation_id, Number(r.n)]));
}

/** Moves the member's read position forward to `upTo` (never back); the member as it is afterwards. */
export async function markRead(
  db: Db,
  conversationId: string,
  userId: string,
  upTo: string,
): Promise<{ member: MemberRecord; moved: boolean }> {
  const moved = await db.$executeRaw`
    UPDATE conversation_members SET last_read_message_id = ${upTo}::uuid
    WHERE conversation_id = ${conversationId}::uuid AND user_id = ${userId}::uuid
      AND (last_read_message_id IS NULL OR last_read_message_id < ${upTo}::uuid)`;
  const member = await db.conversationMember.findUniqueOrThrow({
    where: { conversationId_userId: { conversationId, userId } },
    select: { userId: true, role: true, lastReadMessageId: true },
  });
  return { member, moved: moved === 1 };
}

/** The conversation in which these two are client and therapist (the demo seed finds booking's demo pair so). */
export async function findOfPair(
  db: Db,
  clientUserId: string,
  therapistUserId: string,
): Promise<string | null> {
  const found = await db.conversation.findFirst({
    where: {
      AND: [
        { members: { some: { userId: clientUserId, role: 'client' } } },
        { members: { some: { userId: therapistUserId, role: 'therapist' } } },
      ],
    },
    select: { id: true },
  });
  return found?.id ?? null;
}

/** Sets a member's read position outright (seeded history only; people move it with markRead). */
export async function setReadPosition(
  db: Db,
  conversationId: string,
  userId: string,
  messageId: string,
): Promise<void> {
  await db.conversationMember.update({
    where: { conversationId_userId: { conversationId, userId } },
    data: { lastReadMessageId: messageId },
  });
}
