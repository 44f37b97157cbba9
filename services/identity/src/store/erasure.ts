import { dropMailTo } from '@oslonac/kit/mail';
import type { Db } from './db';
import { eraseNoticeRows } from './notices';

// Erasure (GDPR Art. 17) in identity's tables. `eraseUserRows` removes everything that names the person; the
// erasure record and its reports are all that is kept (no address, no name: see the migration).

/**
 * Deletes the person and everything that leads to them: the user row (roles, sessions, sign-in links and
 * hand-offs go with it by cascade), mail still waiting to go to any address the account used, rate-limit counters keyed by those
 * addresses or the user id, and their data keys when identity seals anything. Idempotent: returns false when
 * there was no such user (already erased).
 */
export async function eraseUserRows(db: Db, userId: string): Promise<boolean> {
  const users = await db.$queryRaw<{ email: string }[]>`
    SELECT email::text AS email FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  const current = users[0]?.email;
  // Every address the account used or was moved to: links remember where they were sent.
  const links = await db.$queryRaw<{ email: string }[]>`
    SELECT DISTINCT email::text AS email FROM email_links WHERE user_id = ${userId}::uuid`;
  const addresses = [...new Set([current, ...links.map((l) => l.email)].filter((a): a is string => !!a))].map(
    (a) => a.toLowerCase(),
  );
  // Mail not yet sent to those addresses goes (a sent row holds no body, only a hash of the address).
  await dropMailTo(db, addresses);
  for (const address of addresses) {
    await db.$executeRaw`DELETE FROM rate_limits WHERE strpos(lower(key), ${address}) > 0`;
  }
  await db.$executeRaw`DELETE FROM rate_limits WHERE strpos(key, ${userId}) > 0`;
  // Sealed data (if identity keeps any): its keys go, so nothing sealed for the person opens again.
  const keys = await db.$queryRaw<
    { present: boolean }[]
  >`SELECT to_regclass('data_keys') IS NOT NULL AS present`;
  if (keys[0]?.present) {
    await db.$executeRaw`DELETE FROM data_keys WHERE owner_id = ${userId} OR owner_id = ${`user:${userId}`}`;
  }
  // Notices: their reminders, partner and therapist read-model rows, preferences, unsubscribe tokens, throttle.
  await eraseNoticeRows(db, userId);
  const deleted = await db.$executeRaw`DELETE FROM users WHERE id = ${userId}::uuid`;
  return deleted > 0 || addresses.length > 0;
}

export interface ErasureRecord {
  id: string;
  userId: string;
  requestedAt: Date;
  expectedServices: string[];
  completedAt: Date | null;
  reports: { service: string; erasedAt: Date; keptRecords: number }[];
}

const erasureSelect = {
  id: true,
  userId: true,
  requestedAt: true,
  expectedServices: true,
  completedAt: true,
  reports: { select: { service: true, erasedAt: true, keptRecords: true }, orderBy: { erasedAt: 'asc' } },
} as const;

export async function insertErasure(
  db: Db,
  e: { id: string; userId: string; requestedAt: Date; expectedServices: string[] },
): Promise<void> {
  await db.erasure.create({ data: e, select: { id: true } });
}

export async function findErasure(db: Db, id: string): Promise<ErasureRecord | null> {
  return db.erasure.findUnique({ where: { id }, select: erasureSelect });
}

/** The erasures of a user still waiting for reports (normally one). */
export async function findOpenErasuresOfUser(db: Db, userId: string): Promise<ErasureRecord[]> {
  return db.erasure.findMany({
    where: { userId, completedAt: null },
    select: erasureSelect,
    orderBy: { requestedAt: 'asc' },
  });
}

/**
 * Takes the erasure's row lock for the rest of the transaction. Reports arrive on one consumer per service, so two
 * can commit side by side; each must see the other's row when it counts, or the last two both see one missing and
 * nobody marks the erasure complete.
 */
export async function lockErasure(db: Db, id: string): Promise<void> {
  await db.$queryRaw`SELECT id FROM erasures WHERE id = ${id}::uuid FOR UPDATE`;
}

/** Records one service's report; a repeated report changes nothing. Returns whether it was new. */
export async function insertErasureReport(
  db: Db,
  r: { erasureId: string; service: string; erasedAt: Date; keptRecords: number },
): Promise<boolean> {
  const n = await db.$executeRaw`INSERT INTO erasure_reports (erasure_id, service, erased_at, kept_records)
    VALUES (${r.erasureId}::uuid, ${r.service}, ${r.erasedAt}, ${r.keptRecords})
    ON CONFLICT (erasure_id, service) DO NOTHING`;
  return n > 0;
}

export async function markErasureComplete(db: Db, id: string, at: Date): Promise<void> {
  await db.erasure.update({ where: { id }, data: { completedAt: at }, select: { id: true } });
}
