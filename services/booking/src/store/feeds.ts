import type { Db } from './db';

// calendar_feed holds only the SHA-256 of each feed token (see flows/feeds.ts): the token itself is shown once.

export async function feedOf(db: Db, userId: string): Promise<{ createdAt: Date } | null> {
  return db.calendarFeed.findUnique({ where: { userId }, select: { createdAt: true } });
}

export async function setFeedTokenHash(db: Db, userId: string, tokenHash: string, now: Date): Promise<void> {
  await db.calendarFeed.upsert({
    where: { userId },
    create: { userId, tokenHash, createdAt: now },
    update: { tokenHash, createdAt: now },
  });
}

export async function userOfFeedTokenHash(db: Db, tokenHash: string): Promise<string | null> {
  const r = await db.calendarFeed.findUnique({ where: { tokenHash }, select: { userId: true } });
  return r?.userId ?? null;
}

/** The person's feed stops working; true when there was one. */
export async function deleteFeedOf(db: Db, userId: string): Promise<boolean> {
  const r = await db.calendarFeed.deleteMany({ where: { userId } });
  return r.count > 0;
}
