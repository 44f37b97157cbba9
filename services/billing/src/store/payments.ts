import type { PaymentStatus } from '../domain/payment';
import type { Db } from './db';

// Payments and the Stripe events already handled. The only place that touches billing's tables.

export const paymentSelect = {
  id: true,
  bookingId: true,
  clientUserId: true,
  therapistUserId: true,
  method: true,
  status: true,
  amountMinor: true,
  currency: true,
  checkoutSessionId: true,
  checkoutUrl: true,
  checkoutExpiresAt: true,
  paymentIntentId: true,
  ipsReference: true,
  failureCode: true,
  refundedMinor: true,
  createdAt: true,
  paidAt: true,
  updatedAt: true,
} as const;

export interface PaymentRecord {
  id: string;
  bookingId: string;
  clientUserId: string;
  therapistUserId: string;
  method: 'card' | 'ips';
  status: PaymentStatus;
  amountMinor: bigint;
  currency: string;
  checkoutSessionId: string | null;
  checkoutUrl: string | null;
  checkoutExpiresAt: Date | null;
  paymentIntentId: string | null;
  ipsReference: string | null;
  failureCode: string;
  refundedMinor: bigint;
  createdAt: Date;
  paidAt: Date | null;
  updatedAt: Date;
}

export function openCardPayment(db: Db, bookingId: string): Promise<PaymentRecord | null> {
  return db.payment.findFirst({
    where: { bookingId, method: 'card', status: 'pending' },
    select: paymentSelect,
  });
}

const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/**
 * The payment that speaks for the booking: the one that took money when there is one (a card can succeed after a
 * bank order was opened, or the reverse), else the newest attempt.
 */
export async function latestPayment(db: Db, bookingId: string): Promise<PaymentRecord | null> {
  const paid = await db.payment.findFirst({
    where: { bookingId, status: { in: ['succeeded', 'partially_refunded', 'refunded'] } },
    select: paymentSelect,
    orderBy: NEWEST_FIRST,
  });
  return paid ?? db.payment.findFirst({ where: { bookingId }, select: paymentSelect, orderBy: NEWEST_FIRST });
}

/** The booking's other open attempts, closed when one of them is paid: nobody is asked to pay twice. */
export async function cancelOtherPending(
  db: Db,
  bookingId: string,
  paidId: string,
  now: Date,
): Promise<number> {
  const r = await db.payment.updateMany({
    where: { bookingId, status: 'pending', id: { not: paidId } },
    data: { status: 'cancelled', updatedAt: now },
  });
  return r.count;
}

export function paymentsOf(
  db: Db,
  clientUserId: string,
  skip: number,
  take: number,
): Promise<PaymentRecord[]> {
  return db.payment.findMany({
    where: { clientUserId },
    select: paymentSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip,
    take,
  });
}

export async function insertPayment(db: Db, p: PaymentRecord): Promise<void> {
  await db.payment.create({ data: p, select: { id: true } });
}

/** Ends an open checkout that can no longer be resumed (its session expired or is about to). */
export async function cancelPayment(db: Db, id: string, now: Date): Promise<void> {
  await db.payment.updateMany({
    where: { id, status: 'pending' },
    data: { status: 'cancelled', updatedAt: now },
  });
}

/** The payment a Stripe object points at, locked for the rest of the transaction. */
export async function lockPayment(
  db: Db,
  by: { id?: string | null; checkoutSessionId?: string | null; paymentIntentId?: string | null },
): Promise<PaymentRecord | null> {
  const id = by.id && /^[0-9a-f-]{36}$/i.test(by.id) ? by.id : null;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM payment
     WHERE (${id}::uuid IS NOT NULL AND id = ${id}::uuid)
        OR (${by.checkoutSessionId ?? null}::text IS NOT NULL AND stripe_checkout_session_id = ${by.checkoutSessionId ?? null})
        OR (${by.paymentIntentId ?? null}::text IS NOT NULL AND stripe_payment_intent_id = ${by.paymentIntentId ?? null})
     ORDER BY created_at DESC
     LIMIT 1
     FOR UPDATE`;
  const found = rows[0];
  if (!found) return null;
  return db.payment.findUnique({ where: { id: found.id }, select: paymentSelect });
}

export async function updatePayment(
  db: Db,
  id: string,
  data: {
    status: PaymentStatus;
    failureCode: string;
    paidAt?: Date;
    paymentIntentId?: string | null;
  },
  now: Date,
): Promise<PaymentRecord> {
  return db.payment.update({
    where: { id },
    data: {
      status: data.status,
      failureCode: data.failureCode,
      ...(data.paidAt ? { paidAt: data.paidAt } : {}),
      ...(data.paymentIntentId ? { paymentIntentId: data.paymentIntentId } : {}),
      updatedAt: now,
    },
    select: paymentSelect,
  });
}

/** Records a Stripe event; false when it was recorded before (a redelivery). Waits for a concurrent twin. */
export async function recordStripeEvent(
  db: Db,
  e: { id: string; type: string },
  now: Date,
): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO stripe_event (id, type, received_at) VALUES (${e.id}, ${e.type}, ${now})
    ON CONFLICT (id) DO NOTHING`;
  return inserted === 1;
}

/** How many payments of the person billing keeps (financial records). */
export function countPaymentsOf(db: Db, userId: string): Promise<number> {
  return db.payment.count({ where: { clientUserId: userId } });
}
