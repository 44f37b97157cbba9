import { recipientHash } from '@oslonac/kit/mail';
import type { Db } from './db';

// The staff view of the kit's mail_outbox: kind, status, attempts, times and the recipient when the hash still
// belongs to an account. Never the sealed body (nor the subject, which is inside it).

export type MailLogStatus = 'pending' | 'retrying' | 'sent' | 'dead';

export interface MailLogRow {
  id: string;
  kind: string;
  recipient: string | null;
  status: MailLogStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
}

interface RawRow {
  id: string;
  kind: string;
  recipient: string | null;
  status: 'pending' | 'sent' | 'dead';
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
}

function toRow(r: RawRow): MailLogRow {
  const status: MailLogStatus = r.status === 'pending' && r.attempts > 0 ? 'retrying' : r.status;
  return {
    id: r.id,
    kind: r.kind,
    recipient: r.recipient,
    status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
    nextAttemptAt: r.status === 'pending' ? r.next_attempt_at : null,
  };
}

export interface MailLogQuery {
  status: MailLogStatus | null;
  kind: string | null;
  /** An address: matched by its hash, as the log keeps it. */
  recipient: string | null;
  /** Rows older than this id (UUIDv7 ids sort by creation). */
  beforeId: string | null;
  limit: number;
}

/**
 * Newest first. The recipient is found by hashing each account's current address the way the kit hashes it
 * (sha256 of the trimmed, lower-cased address): a row whose address no longer belongs to an account shows none.
 */
export async function listMailLog(db: Db, q: MailLogQuery): Promise<MailLogRow[]> {
  const status = q.status === 'retrying' || q.status === 'pending' ? 'pending' : q.status;
  const attempts = q.status === 'retrying' ? 1 : q.status === 'pending' ? 0 : null;
  const hash = q.recipient ? recipientHash(q.recipient) : null;
  const rows = await db.$queryRaw<RawRow[]>`
    SELECT m.id::text AS id, m.kind, m.status, m.attempts, m.last_error, m.created_at, m.sent_at, m.next_attempt_at,
      (SELECT u.email::text FROM users u
        WHERE encode(sha256(convert_to(lower(btrim(u.email::text)), 'UTF8')), 'hex') = m.recipient_hash
        LIMIT 1) AS recipient
    FROM mail_outbox m
    WHERE (${status}::text IS NULL OR m.status = ${status}::text)
      AND (${attempts}::int IS NULL OR (${attempts}::int = 0 AND m.attempts = 0) OR (${attempts}::int = 1 AND m.attempts > 0))
      AND (${q.kind}::text IS NULL OR m.kind = ${q.kind}::text)
      AND (${hash}::text IS NULL OR m.recipient_hash = ${hash}::text)
      AND (${q.beforeId}::uuid IS NULL OR m.id < ${q.beforeId}::uuid)
    ORDER BY m.id DESC
    LIMIT ${q.limit}`;
  return rows.map(toRow);
}

export async function findMailLogEntry(db: Db, id: string): Promise<MailLogRow | null> {
  const rows = await db.$queryRaw<RawRow[]>`
    SELECT m.id::text AS id, m.kind, m.status, m.attempts, m.last_error, m.created_at, m.sent_at, m.next_attempt_at,
      (SELECT u.email::text FROM users u
        WHERE encode(sha256(convert_to(lower(btrim(u.email::text)), 'UTF8')), 'hex') = m.recipient_hash
        LIMIT 1) AS recipient
    FROM mail_outbox m WHERE m.id = ${id}::uuid`;
  return rows[0] ? toRow(rows[0]) : null;
}
