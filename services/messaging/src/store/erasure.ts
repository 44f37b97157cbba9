import type { Db } from './db';

// One person's rows, for their data export and their erasure (flows/privacy.ts).

/** Every conversation the person is in or wrote in (a member removed earlier may have left words behind). */
export async function conversationsTouchedBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT conversation_id::text AS id FROM conversation_members WHERE user_id = ${userId}::uuid
    UNION SELECT conversation_id::text FROM messages WHERE sender_user_id = ${userId}::uuid
    UNION SELECT conversation_id::text FROM attachments WHERE uploader_user_id = ${userId}::uuid
    UNION SELECT conversation_id::text FROM message_reports WHERE reporter_user_id = ${userId}::uuid`;
  return rows.map((r) => r.id);
}

/**
 * Deletes everything the person wrote or filed: their messages (with their attachments and the reports about
 * them, by cascade), their unsent uploads, the reports they filed, their memberships, presence and promise.
 */
export async function deletePersonRows(db: Db, userId: string): Promise<void> {
  await db.$executeRaw`DELETE FROM message_reports WHERE reporter_user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM messages WHERE sender_user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM attachments WHERE uploader_user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM conversation_members WHERE user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM presence WHERE user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM reply_promises WHERE therapist_user_id = ${userId}::uuid`;
}

/** How many members each of these conversations has left (0 for one with none). */
export async function membersLeft(db: Db, conversationIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(conversationIds.map((id) => [id, 0]));
  if (conversationIds.length === 0) return counts;
  const rows = await db.$queryRaw<{ id: string; n: bigint }[]>`
    SELECT conversation_id::text AS id, count(*) AS n FROM conversation_members
    WHERE conversation_id = ANY(${conversationIds}::uuid[]) GROUP BY conversation_id`;
  for (const r of rows) counts.set(r.id, Number(r.n));
  return counts;
}

export async function deleteConversations(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.$executeRaw`DELETE FROM conversations WHERE id = ANY(${ids}::uuid[])`;
}

export async function closeConversations(db: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.$executeRaw`
    UPDATE conversations SET closed_at = COALESCE(closed_at, ${at}) WHERE id = ANY(${ids}::uuid[])`;
}

/** The owners of every data key whose owner id starts with one of these prefixes. */
export async function keyOwnersWithPrefix(db: Db, prefixes: string[]): Promise<string[]> {
  if (prefixes.length === 0) return [];
  const patterns = prefixes.map((p) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const rows = await db.$queryRaw<{ owner_id: string }[]>`
    SELECT DISTINCT owner_id FROM data_keys WHERE owner_id LIKE ANY(${patterns}::text[])`;
  return rows.map((r) => r.owner_id);
}

export async function membershipsOf(db: Db, userId: string) {
  return db.conversationMember.findMany({
    where: { userId },
    select: {
      role: true,
      joinedAt: true,
      lastReadMessageId: true,
      conversation: { select: { id: true, relationshipId: true, closedAt: true } },
    },
    orderBy: { joinedAt: 'asc' },
  });
}

export async function messagesOf(db: Db, userId: string) {
  return db.message.findMany({
    where: { senderUserId: userId },
    select: {
      id: true,
      conversationId: true,
      textCiphertext: true,
      sentAt: true,
      attachments: {
        select: { id: true, fileNameCiphertext: true, contentType: true, sizeBytes: true },
        orderBy: { id: 'asc' },
      },
    },
    orderBy: { id: 'asc' },
  });
}

export async function reportsFiledBy(db: Db, userId: string) {
  return db.messageReport.findMany({
    where: { reporterUserId: userId },
    select: {
      id: true,
      messageId: true,
      conversationId: true,
      status: true,
      reasonCiphertext: true,
      createdAt: true,
      resolvedAt: true,
    },
    orderBy: { id: 'asc' },
  });
}
