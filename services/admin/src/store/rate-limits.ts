// Raw statements pass times as ISO strings cast to timestamptz: unambiguous whatever the session time zone.
import type { Db } from './db';

/** Adds one to the counter of this key and window and returns the new count (one round trip, race-free). */
export async function hitCounter(db: Db, key: string, windowStart: Date): Promise<number> {
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart.toISOString()}::timestamptz, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
    RETURNING count`;
  return Number(rows[0]?.count ?? 0);
}

export async function pruneCounters(db: Db, before: Date): Promise<number> {
  const { count } = await db.rateLimit.deleteMany({ where: { windowStart: { lt: before } } });
  return count;
}
