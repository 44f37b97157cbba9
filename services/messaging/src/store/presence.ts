import type { Db } from './db';

export async function setPresence(db: Db, userId: string, onlineUntil: Date): Promise<void> {
  await db.presence.upsert({
    where: { userId },
    create: { userId, onlineUntil },
    update: { onlineUntil },
  });
}

export async function presenceOf(db: Db, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.presence.findMany({ where: { userId: { in: userIds } } });
  return new Map(rows.map((r) => [r.userId, r.onlineUntil]));
}
