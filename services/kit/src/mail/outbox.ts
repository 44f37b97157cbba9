import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { v7 as uuidv7 } from 'uuid';
import type { EnvelopeCrypto } from '../crypto/envelope';
import type { Tx } from '../events/tx';

export const mailSqlPath = new URL('../../sql/mail.sql', import.meta.url);

/** The DDL of the mail_outbox table (for a service's migration and for tests). */
export function mailSql(): string {
  return readFileSync(mailSqlPath, 'utf8');
}

/**
 * One data key for all of a service's outgoing mail: the body lives only until it is sent (minutes), so
 * per-person keys would buy nothing but rows; what matters is that the table alone opens nothing.
 */
export const MAIL_KEY_OWNER = 'mail-outbox';

export interface OutgoingMail {
  /** What the mail is, for the staff log (e.g. 'identity.sign_in_link'); never personal. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (e.g. Reply-To); Message-ID is set by the sender from the row id. */
  headers?: Record<string, string>;
}

/** What is sealed in a row: the whole message. */
export interface SealedMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

/**
 * The address as the staff log and erasure know it: a sha256 of the lower-cased address, so a row can be
 * found by its recipient without the address being stored in clear.
 */
export function recipientHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

/**
 * Writes a mail in the caller's transaction (a sign-in link row and its mail commit together or not at all),
 * sealed, due at once. Returns the row id (the Message-ID is derived from it).
 */
export async function enqueueMail(
  tx: Tx,
  crypto: EnvelopeCrypto,
  mail: OutgoingMail,
  now: Date,
): Promise<string> {
  const id = uuidv7();
  const body: SealedMail = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? {},
  };
  const sealed = await crypto.encrypt(tx, MAIL_KEY_OWNER, Buffer.from(JSON.stringify(body)), id);
  await tx.$executeRaw`INSERT INTO mail_outbox (id, kind, recipient_hash, sealed, status, attempts, next_attempt_at, created_at)
    VALUES (${id}::uuid, ${mail.kind}, ${recipientHash(mail.to)}, ${sealed}, 'pending', 0, ${now}, ${now})`;
  return id;
}

/** Opens a row's body (inside a transaction that can read data_keys). */
export async function openMail(
  tx: Tx,
  crypto: EnvelopeCrypto,
  id: string,
  sealed: Uint8Array,
): Promise<SealedMail> {
  return JSON.parse((await crypto.decrypt(tx, sealed, id)).toString('utf8')) as SealedMail;
}

/**
 * Erasure: every row to these addresses goes — unsent mail with its sealed body, and the log rows of mail sent,
 * whose unsalted hash anyone holding the address could still match. Returns how many rows went.
 */
export async function dropMailTo(tx: Tx, addresses: readonly string[]): Promise<number> {
  let dropped = 0;
  for (const a of new Set(addresses.map(recipientHash))) {
    dropped += await tx.$executeRaw`DELETE FROM mail_outbox WHERE recipient_hash = ${a}`;
  }
  return dropped;
}

/**
 * Staff's resend of a dead-lettered mail: it goes back to pending, due at `now`, with its attempts reset, and keeps
 * its Message-ID (the row id), so a server that did take an earlier attempt can recognise the duplicate. Only a
 * dead mail that still holds its body can be resent; returns false for any other row (unknown, pending, sent).
 */
export async function resendMail(tx: Tx, id: string, now: Date): Promise<boolean> {
  const n =
    await tx.$executeRaw`UPDATE mail_outbox SET status = 'pending', attempts = 0, next_attempt_at = ${now},
    last_error = NULL WHERE id = ${id}::uuid AND status = 'dead' AND sealed IS NOT NULL`;
  return n > 0;
}

/** Housekeeping: forgets the log rows of mail sent (or given up on) before `before`. */
export async function pruneMailLog(tx: Tx, before: Date): Promise<number> {
  return tx.$executeRaw`DELETE FROM mail_outbox WHERE status <> 'pending' AND created_at < ${before}`;
}
