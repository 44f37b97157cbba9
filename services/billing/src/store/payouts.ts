import type { PayoutMethod, PayoutStatus } from '../domain/payout';
import type { Db } from './db';

// Payout accounts and payouts. The only place that touches payout_account and payout.

export const accountSelect = {
  therapistUserId: true,
  country: true,
  accountHolder: true,
  accountSealed: true,
  accountLast4: true,
  method: true,
  stripeAccountId: true,
} as const;

export interface AccountRecord {
  therapistUserId: string;
  country: string;
  accountHolder: string;
  accountSealed: Uint8Array;
  accountLast4: string;
  method: PayoutMethod;
  stripeAccountId: string | null;
}

export function accountOf(db: Db, therapistUserId: string): Promise<AccountRecord | null> {
  return db.payoutAccount.findUnique({ where: { therapistUserId }, select: accountSelect });
}

export function accountsOf(db: Db, therapistUserIds: readonly string[]): Promise<AccountRecord[]> {
  return db.payoutAccount.findMany({
    where: { therapistUserId: { in: [...therapistUserIds] } },
    select: accountSelect,
  });
}

export function saveAccount(
  db: Db,
  a: Omit<AccountRecord, 'accountSealed'> & { accountSealed: Uint8Array<ArrayBuffer> },
  now: Date,
): Promise<AccountRecord> {
  const { therapistUserId, ...rest } = a;
  return db.payoutAccount.upsert({
    where: { therapistUserId },
    create: { ...a, createdAt: now, updatedAt: now },
    update: { ...rest, updatedAt: now },
    select: accountSelect,
  });
}

export async function deleteAccount(db: Db, therapistUserId: string): Promise<number> {
  const out = await db.payoutAccount.deleteMany({ where: { therapistUserId } });
  return out.count;
}

export const payoutSelect = {
  id: true,
  therapistUserId: true,
  period: true,
  amountMinor: true,
  currency: true,
  method: true,
  status: true,
  stripeTransferId: true,
  reference: true,
  attempts: true,
  lastError: true,
  paidByUserId: true,
  createdAt: true,
  paidAt: true,
} as const;

export interface PayoutRecord {
  id: string;
  therapistUserId: string;
  period: string;
  amountMinor: bigint;
  currency: string;
  method: PayoutMethod;
  status: PayoutStatus;
  stripeTransferId: string | null;
  reference: string;
  /** Refusals Stripe answered so far (part of the next transfer's idempotency key). */
  attempts: number;
  lastError: string;
  paidByUserId: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

/** Inserts a month's payout unless that therapist, month and currency has one; true when this call made it. */
export async function insertPayout(
  db: Db,
  p: Pick<PayoutRecord, 'id' | 'therapistUserId' | 'period' | 'amountMinor' | 'currency' | 'method'>,
  now: Date,
): Promise<boolean> {
  const out = await db.payout.createMany({
    data: [{ ...p, status: 'pending', createdAt: now, updatedAt: now }],
    skipDuplicates: true,
  });
  return out.count === 1;
}

/** What every earlier payout of a therapist in a currency holds (pending, failed or paid): money already assigned. */
export async function assignedOf(db: Db, therapistUserId: string, currency: string): Promise<bigint> {
  const agg = await db.payout.aggregate({
    where: { therapistUserId, currency },
    _sum: { amountMinor: true },
  });
  return agg._sum.amountMinor ?? 0n;
}

export function payoutById(db: Db, id: string): Promise<PayoutRecord | null> {
  return db.payout.findUnique({ where: { id }, select: payoutSelect });
}

/** One payout, locked for the transaction. */
export async function lockPayout(db: Db, id: string): Promise<PayoutRecord | null> {
  const rows = await db.$queryRaw<
    { id: string }[]
  >`SELECT id::text AS id FROM payout WHERE id = ${id}::uuid FOR UPDATE`;
  if (rows.length === 0) return null;
  return payoutById(db, id);
}

export function payoutsOf(db: Db, therapistUserId: string, size = 120): Promise<PayoutRecord[]> {
  return db.payout.findMany({
    where: { therapistUserId },
    orderBy: [{ period: 'desc' }, { id: 'desc' }],
    take: size,
    select: payoutSelect,
  });
}

export function listPayouts(
  db: Db,
  filter: { status?: PayoutStatus; method?: PayoutMethod },
  offset: number,
  size: number,
): Promise<PayoutRecord[]> {
  return db.payout.findMany({
    where: {
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.method ? { method: filter.method } : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: offset,
    take: size,
    select: payoutSelect,
  });
}

/** Connect payouts a round should (re)send: pending or failed. */
export function unsentConnectPayouts(db: Db, limit: number): Promise<PayoutRecord[]> {
  return db.payout.findMany({
    where: { method: 'stripe_connect', status: { in: ['pending', 'failed'] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: limit,
    select: payoutSelect,
  });
}

export function markPaid(
  db: Db,
  id: string,
  p: { reference: string; stripeTransferId?: string | null; paidByUserId?: string | null },
  now: Date,
): Promise<PayoutRecord> {
  return db.payout.update({
    where: { id },
    data: {
      status: 'paid',
      reference: p.reference,
      stripeTransferId: p.stripeTransferId ?? null,
      paidByUserId: p.paidByUserId ?? null,
      paidAt: now,
      updatedAt: now,
    },
    select: payoutSelect,
  });
}

/** FAILED with Stripe's message; `answered`: Stripe refused it (counted, so the next try uses a new key). */
export async function markFailed(
  db: Db,
  id: string,
  error: string,
  answered: boolean,
  now: Date,
): Promise<void> {
  await db.payout.update({
    where: { id },
    data: {
      status: 'failed',
      attempts: { increment: answered ? 1 : 0 },
      lastError: error.slice(0, 500),
      updatedAt: now,
    },
    select: { id: true },
  });
}

/** A bank transfer waits for staff; a Connect payout whose account is missing waits for the therapist. */
export async function setMethod(db: Db, id: string, method: PayoutMethod, now: Date): Promise<void> {
  await db.payout.update({ where: { id }, data: { method, updatedAt: now }, select: { id: true } });
}

export function countPayoutsOf(db: Db, therapistUserId: string): Promise<number> {
  return db.payout.count({ where: { therapistUserId } });
}
