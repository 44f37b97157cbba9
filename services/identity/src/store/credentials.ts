// Raw statements pass times as ISO strings cast to timestamptz: unambiguous whatever the session time zone.
import type { Db } from './db';

// E-mail links and mobile hand-off codes: one-time credentials stored only as hashes.

export async function insertEmailLink(
  db: Db,
  l: {
    id: string;
    userId: string;
    email: string;
    tokenHash: string;
    nextPath: string | null;
    changesEmail: boolean;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.emailLink.create({
    data: {
      id: l.id,
      userId: l.userId,
      email: l.email,
      tokenHash: l.tokenHash,
      nextPath: l.nextPath,
      changesEmail: l.changesEmail,
      createdAt: l.now,
      expiresAt: l.expiresAt,
    },
    select: { id: true },
  });
}

/**
 * Marks the link used and returns it, or null when it is unknown, used or expired. One UPDATE decides, so
 * two requests racing with the same link cannot both win.
 */
export async function useEmailLink(db: Db, tokenHash: string, now: Date): Promise<UsedEmailLink | null> {
  const rows = await db.$queryRaw<
    { user_id: string; email: string; next_path: string | null; changes_email: boolean }[]
  >`
    UPDATE email_links SET used_at = ${now.toISOString()}::timestamptz
    WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz
    RETURNING user_id::text, email::text, next_path, changes_email`;
  const row = rows[0];
  return row
    ? { userId: row.user_id, email: row.email, nextPath: row.next_path, changesEmail: row.changes_email }
    : null;
}

/** The link as useEmailLink would take it, without using it: null when unknown, used or expired. */
export async function findUsableEmailLink(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<UsedEmailLink | null> {
  return db.emailLink.findFirst({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
    select: { userId: true, email: true, nextPath: true, changesEmail: true },
  });
}

export interface UsedEmailLink {
  userId: string;
  /** The address the link was sent to. */
  email: string;
  nextPath: string | null;
  /** An address-change link: using it moves the account to `email`. */
  changesEmail: boolean;
}

export async function insertHandoff(
  db: Db,
  h: { id: string; userId: string; codeHash: string; signedInAt: Date; now: Date; expiresAt: Date },
): Promise<void> {
  await db.mobileHandoff.create({
    data: {
      id: h.id,
      userId: h.userId,
      codeHash: h.codeHash,
      signedInAt: h.signedInAt,
      createdAt: h.now,
      expiresAt: h.expiresAt,
    },
    select: { id: true },
  });
}

export async function useHandoff(
  db: Db,
  codeHash: string,
  now: Date,
): Promise<{ userId: string; signedInAt: Date } | null> {
  const rows = await db.$queryRaw<{ user_id: string; signed_in_at: Date }[]>`
    UPDATE mobile_handoffs SET used_at = ${now.toISOString()}::timestamptz
    WHERE code_hash = ${codeHash} AND used_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz
    RETURNING user_id::text, signed_in_at`;
  const row = rows[0];
  return row ? { userId: row.user_id, signedInAt: new Date(row.signed_in_at) } : null;
}

/** Housekeeping: links and codes that expired before `before`. */
export async function pruneCredentials(db: Db, before: Date): Promise<number> {
  const links = await db.emailLink.deleteMany({ where: { expiresAt: { lt: before } } });
  const codes = await db.mobileHandoff.deleteMany({ where: { expiresAt: { lt: before } } });
  return links.count + codes.count;
}
