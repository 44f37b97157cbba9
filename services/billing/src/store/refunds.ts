import type { PaymentStatus } from '../domain/payment';
import type { RefundReason } from '../domain/refund';
import type { Db } from './db';
import { type PaymentRecord, paymentSelect } from './payments';

// Refunds. The only place that touches the refund table.

export const refundSelect = {
  id: true,
  paymentId: true,
  bookingId: true,
  reason: true,
  idempotencyKey: true,
  amountMinor: true,
  currency: true,
  status: true,
  stripeRefundId: true,
  attempts: true,
} as const;

export interface RefundRecord {
  id: string;
  paymentId: string;
  bookingId: string;
  reason: string;
  idempotencyKey: string;
  amountMinor: bigint;
  currency: string;
  status: 'requested' | 'issued' | 'failed';
  stripeRefundId: string | null;
  attempts: number;
}

/** The booking's card payments money can go back from (paid), newest first, locked for the transaction. */
export async function lockPaidPaymentsOf(db: Db, bookingId: string): Promise<PaymentRecord[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM payment
     WHERE booking_id = ${bookingId}::uuid AND status IN ('succeeded', 'partially_refunded')
     ORDER BY created_at DESC, id DESC
     FOR UPDATE`;
  if (rows.length === 0) return [];
  const found = await db.payment.findMany({
    where: { id: { in: rows.map((r) => r.id) } },
    select: paymentSelect,
  });
  return rows.map((r) => found.find((p) => p.id === r.id)).filter((p): p is PaymentRecord => !!p);
}

/** One payment by id, locked for the transaction. */
export async function lockPaymentById(db: Db, id: string): Promise<PaymentRecord | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM payment WHERE id = ${id}::uuid FOR UPDATE`;
  if (rows.length === 0) return null;
  return db.payment.findUnique({ where: { id }, select: paymentSelect });
}

/** What was asked back of a payment so far and not failed: issued plus requested. */
export async function askedOf(db: Db, paymentId: string): Promise<bigint> {
  const agg = await db.refund.aggregate({
    where: { paymentId, status: { in: ['requested', 'issued'] } },
    _sum: { amountMinor: true },
  });
  return agg._sum.amountMinor ?? 0n;
}

/** A refund asked for; false when its idempotency key was asked for before (the same event again). */
export async function insertRequestedRefund(
  db: Db,
  r: {
    id: string;
    paymentId: string;
    bookingId: string;
    reason: RefundReason;
    idempotencyKey: string;
    amountMinor: bigint;
    currency: string;
  },
  now: Date,
): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO refund (id, payment_id, booking_id, reason, idempotency_key, amount_minor, currency, status,
                        created_at, updated_at)
    VALUES (${r.id}::uuid, ${r.paymentId}::uuid, ${r.bookingId}::uuid, ${r.reason}, ${r.idempotencyKey},
            ${r.amountMinor}, ${r.currency}, 'requested', ${now}, ${now})
    ON CONFLICT (idempotency_key) DO NOTHING`;
  return inserted === 1;
}

/** Refunds still to be sent to Stripe, oldest first: card payments' only (IPS ones go back by bank transfer). */
export function requestedRefunds(db: Db, limit: number): Promise<RefundRecord[]> {
  return db.refund.findMany({
    where: { status: 'requested', payment: { method: 'card' } },
    select: refundSelect,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: limit,
  });
}

/** The refund locked for the transaction that finishes it. */
export async function lockRefund(db: Db, id: string): Promise<RefundRecord | null> {
  const rows = await db.$queryRaw<
    { id: string }[]
  >`SELECT id::text AS id FROM refund WHERE id = ${id}::uuid FOR UPDATE`;
  if (rows.length === 0) return null;
  return db.refund.findUnique({ where: { id }, select: refundSelect });
}

export async function markRefundIssued(
  db: Db,
  id: string,
  stripeRefundId: string | null,
  now: Date,
): Promise<void> {
  await db.refund.update({
    where: { id },
    data: { status: 'issued', stripeRefundId, issuedAt: now, updatedAt: now, lastError: '' },
    select: { id: true },
  });
}

/** A failed attempt: kept 'requested' for the next round, or 'failed' when Stripe refuses it for good. */
export async function noteRefundAttempt(
  db: Db,
  id: string,
  error: string,
  failed: boolean,
  now: Date,
): Promise<void> {
  await db.refund.updateMany({
    where: { id, status: 'requested' },
    data: {
      attempts: { increment: 1 },
      lastError: error.slice(0, 500),
      ...(failed ? { status: 'failed' } : {}),
      updatedAt: now,
    },
  });
}

export async function addRefunded(
  db: Db,
  paymentId: string,
  refundedMinor: bigint,
  status: PaymentStatus,
  now: Date,
): Promise<PaymentRecord> {
  return db.payment.update({
    where: { id: paymentId },
    data: { refundedMinor, status, updatedAt: now },
    select: paymentSelect,
  });
}
