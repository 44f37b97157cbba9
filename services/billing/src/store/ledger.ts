import type { LedgerKind } from '../domain/ledger';
import type { Db } from './db';

// The therapist's ledger. The only place that touches ledger_entry. Entries are only ever inserted.

export const ledgerSelect = {
  id: true,
  therapistUserId: true,
  kind: true,
  amountMinor: true,
  currency: true,
  bookingId: true,
  paymentId: true,
  refundId: true,
  payoutId: true,
  occurredAt: true,
} as const;

export interface LedgerRecord {
  id: string;
  therapistUserId: string;
  kind: LedgerKind;
  amountMinor: bigint;
  currency: string;
  bookingId: string | null;
  paymentId: string | null;
  refundId: string | null;
  payoutId: string | null;
  occurredAt: Date;
}

export interface NewEntry extends Omit<LedgerRecord, 'bookingId' | 'paymentId' | 'refundId' | 'payoutId'> {
  bookingId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  /** Names the fact and kind: a fact retried writes its entries once. */
  entryKey: string;
}

/** Inserts the entries a fact writes; those of a fact already written are left as they are. Zeros are skipped. */
export async function insertEntries(db: Db, entries: readonly NewEntry[]): Promise<number> {
  const rows = entries.filter((e) => e.amountMinor !== 0n);
  if (rows.length === 0) return 0;
  const out = await db.ledgerEntry.createMany({ data: [...rows], skipDuplicates: true });
  return out.count;
}

/** The therapist's entries in a currency, newest first. */
export function entriesOf(
  db: Db,
  therapistUserId: string,
  currency: string,
  offset: number,
  size: number,
): Promise<LedgerRecord[]> {
  return db.ledgerEntry.findMany({
    where: { therapistUserId, currency },
    orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
    skip: offset,
    take: size,
    select: ledgerSelect,
  });
}

/** Every entry of a therapist (for the export and the balance test), oldest first. */
export function allEntriesOf(db: Db, therapistUserId: string): Promise<LedgerRecord[]> {
  return db.ledgerEntry.findMany({
    where: { therapistUserId },
    orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }],
    select: ledgerSelect,
  });
}

/** The entries of one payout period, oldest first (for the statement): everything in [from, to) but payouts. */
export function entriesBetween(
  db: Db,
  therapistUserId: string,
  currency: string,
  from: Date,
  to: Date,
): Promise<LedgerRecord[]> {
  return db.ledgerEntry.findMany({
    where: { therapistUserId, currency, occurredAt: { gte: from, lt: to }, kind: { not: 'payout' } },
    orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }],
    select: ledgerSelect,
  });
}

/** Sum of the therapist's entries in a currency (all kinds), optionally only those before `before`. */
export async function sumOf(
  db: Db,
  therapistUserId: string,
  currency: string,
  opts: { before?: Date; withoutPayouts?: boolean } = {},
): Promise<bigint> {
  const agg = await db.ledgerEntry.aggregate({
    where: {
      therapistUserId,
      currency,
      ...(opts.before ? { occurredAt: { lt: opts.before } } : {}),
      ...(opts.withoutPayouts ? { kind: { not: 'payout' } } : {}),
    },
    _sum: { amountMinor: true },
  });
  return agg._sum.amountMinor ?? 0n;
}

/** Every therapist and currency with earnings (not payouts) before `before`, and their sum. */
export async function earnedBefore(
  db: Db,
  before: Date,
): Promise<{ therapistUserId: string; currency: string; earnedMinor: bigint }[]> {
  const rows = await db.ledgerEntry.groupBy({
    by: ['therapistUserId', 'currency'],
    where: { occurredAt: { lt: before }, kind: { not: 'payout' } },
    _sum: { amountMinor: true },
  });
  return rows.map((r) => ({
    therapistUserId: r.therapistUserId,
    currency: r.currency,
    earnedMinor: r._sum.amountMinor ?? 0n,
  }));
}

/** The currency the therapist's ledger is in (their latest entry's), or null when they have none. */
export async function currencyOf(db: Db, therapistUserId: string): Promise<string | null> {
  const row = await db.ledgerEntry.findFirst({
    where: { therapistUserId },
    orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
    select: { currency: true },
  });
  return row?.currency ?? null;
}

export function countEntriesOf(db: Db, therapistUserId: string): Promise<number> {
  return db.ledgerEntry.count({ where: { therapistUserId } });
}
