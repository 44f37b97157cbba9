import type { ReportStatus } from '../domain/reports';
import type { Db } from './db';

export interface ReportRecord {
  id: string;
  messageId: string;
  conversationId: string;
  reporterUserId: string;
  senderUserId: string;
  status: ReportStatus;
  createdAt: Date;
  resolvedAt: Date | null;
}

export interface SealedReport extends ReportRecord {
  reasonCiphertext: Uint8Array;
  resolutionNoteCiphertext: Uint8Array | null;
}

// Lists never select the ciphertexts: what is not read cannot leak.
const SUMMARY = {
  id: true,
  messageId: true,
  conversationId: true,
  reporterUserId: true,
  senderUserId: true,
  status: true,
  createdAt: true,
  resolvedAt: true,
} as const;

export async function insertReport(
  db: Db,
  r: Omit<ReportRecord, 'status' | 'resolvedAt'> & { reasonCiphertext: Uint8Array },
): Promise<void> {
  await db.messageReport.create({ data: { ...r, reasonCiphertext: new Uint8Array(r.reasonCiphertext) } });
}

export async function hasOpenReport(db: Db, messageId: string, reporterUserId: string): Promise<boolean> {
  return (await db.messageReport.count({ where: { messageId, reporterUserId, status: 'open' } })) > 0;
}

/**
 * Locks the reported message's row for the rest of the transaction, so two reports of one message by one person
 * queue up and the second sees the first (one open report per message and reporter).
 */
export async function lockMessage(db: Db, messageId: string): Promise<void> {
  await db.$queryRaw`SELECT id FROM messages WHERE id = ${messageId}::uuid FOR UPDATE`;
}

export async function listReports(db: Db, status: ReportStatus | null): Promise<ReportRecord[]> {
  return db.messageReport.findMany({
    where: status ? { status } : {},
    select: SUMMARY,
    // Open ones are a queue: oldest first. The id (UUIDv7) breaks ties.
    orderBy: [{ createdAt: status === 'open' ? 'asc' : 'desc' }, { id: status === 'open' ? 'asc' : 'desc' }],
    take: 500,
  });
}

export async function findSealedReport(db: Db, id: string): Promise<SealedReport | null> {
  return db.messageReport.findUnique({
    where: { id },
    select: { ...SUMMARY, reasonCiphertext: true, resolutionNoteCiphertext: true },
  });
}

export async function lockReport(db: Db, id: string): Promise<ReportRecord | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM message_reports WHERE id = ${id}::uuid FOR UPDATE`;
  if (rows.length === 0) return null;
  return db.messageReport.findUnique({ where: { id }, select: SUMMARY });
}

export async function resolveReport(
  db: Db,
  id: string,
  r: { noteCiphertext: Uint8Array; resolvedByUserId: string; at: Date },
): Promise<ReportRecord> {
  return db.messageReport.update({
    where: { id },
    data: {
      status: 'resolved',
      resolutionNoteCiphertext: new Uint8Array(r.noteCiphertext),
      resolvedByUserId: r.resolvedByUserId,
      resolvedAt: r.at,
    },
    select: SUMMARY,
  });
}
