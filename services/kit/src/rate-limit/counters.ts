import { readFileSync } from 'node:fs';
import type { Tx } from '../events/tx';

// The store side of src/rate-limit/window.ts, over the `rate_limits` table of sql/rate-limits.sql. Raw statements
// pass times as ISO strings cast to timestamptz: unambiguous whatever the session time zone.

export const rateLimitsSqlPath = new URL('../../sql/rate-limits.sql', import.meta.url);

/** The DDL of the `rate_limits` table (for a service's migration and for tests). */
export function rateLimitsSql(): string {
  return readFileSync(rateLimitsSqlPath, 'utf8');
}

/** Adds one to the counter of this key and window and returns the new count (one round trip, race-free). */
export async function hitCounter(db: Tx, key: string, windowStart: Date): Promise<number> {
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart.toISOString()}::timestamptz, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
    RETURNING count`;
  return Number(rows[0]?.count ?? 0);
}

/** Takes one hit back (never below zero): an attempt that turned out fine does not count against anyone. */
export async function refundCounter(db: Tx, key: string, windowStart: Date): Promise<void> {
  await db.$executeRaw`
    UPDATE rate_limits SET count = count - 1
    WHERE key = ${key} AND window_start = ${windowStart.toISOString()}::timestamptz AND count > 0`;
}

/** Deletes the windows that started before `before`; an idempotent DELETE, safe on every replica at once. */
export function pruneCounters(db: Tx, before: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM rate_limits WHERE window_start < ${before.toISOString()}::timestamptz`;
}
