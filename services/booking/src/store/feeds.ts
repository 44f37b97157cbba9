import type { Db } from './db';

export async function feedTokenOf(db: Db, userId: string): Promise<string | null> {
  const r = await db.calendarFeed.findUnique({ where: { userId }, select: { token: true } });
  return r?.token ?? null;
}

export async function setFeedToken(db: Db, userId: string, token: string, now: Date): Promise<void> {
  await db.calendarFeed.upsert({
    where: { userId },
    create: { userId, token, createdAt: now },
    update: { token, createdAt: now },
  });
}

export async function userOfFeedToken(db: Db, token: string): Promise<string | null> {
  const r = await db.calendarFeed.findUnique({ where: { token }, select: { userId: true } });
  return r?.userId ?? null;
}
