import type { Tx } from '@oslonac/kit';
import type { BookingCancelled, BookingPaymentRejected } from '@oslonac/proto/oslonac/events/v1/booking';
import { type RefundReason, refundAmount, refundable, refundKey, statusAfterRefund } from '../domain/refund';
import { publish } from '../events';
import { newId } from '../ids';
import { type Db, transaction } from '../store/db';
import { cancelPayment, openCardPayment, type PaymentRecord } from '../store/payments';
import {
  addRefunded,
  askedOf,
  insertRequestedRefund,
  lockPaidPaymentsOf,
  lockPaymentById,
  lockRefund,
  markRefundIssued,
  noteRefundAttempt,
  type RefundRecord,
  requestedRefunds,
} from '../store/refunds';
import type { Deps } from './deps';
import { issueCreditNote } from './invoices';
import { afterRefundIssued } from './paid';

// Money going back, in two steps around Stripe. Step 1, in the consumer's transaction (with its inbox row): a
// refund row 'requested' under the idempotency key refund:<booking id>:<event id>. Step 2, outside any
// transaction: stripe.refunds.create with that key, then one transaction marks the row 'issued', adds to the
// payment's refunded_minor and writes RefundIssued. A crash between Stripe and step 2 leaves the row 'requested':
// the next round of issueRequestedRefunds asks Stripe again with the same key (Stripe answers with the refund it
// already made) and finishes it. So however often anything is retried, Stripe refunds once and RefundIssued is
// written once.

const db = (tx: Tx) => tx as unknown as Db;

async function requestRefund(
  tx: Db,
  p: PaymentRecord,
  wanted: bigint,
  reason: RefundReason,
  eventId: string,
  now: Date,
): Promise<bigint> {
  const amount = refundable(p.amountMinor, await askedOf(tx, p.id), wanted);
  if (amount <= 0n) return 0n;
  const inserted = await insertRequestedRefund(
    tx,
    {
      id: newId(),
      paymentId: p.id,
      bookingId: p.bookingId,
      reason,
      idempotencyKey: refundKey(p.bookingId, eventId),
      amountMinor: amount,
      currency: p.currency,
    },
    now,
  );
  return inserted ? amount : 0n;
}

/**
 * booking.booking.cancelled.v1: the booking's paid card payment gets refund_percent of its amount back (0 % →
 * nothing), once per booking however often and under whatever message id the cancellation arrives; a Checkout
 * Session still open for it is expired, so nobody pays for a time they no longer hold.
 */
export async function onBookingCancelled(
  d: Deps,
  txc: Tx,
  e: BookingCancelled,
  eventId: string,
): Promise<{ requested: bigint; checkoutExpired: boolean }> {
  const tx = db(txc);
  const now = d.clock();
  const ids = { booking_id: e.bookingId, event_id: eventId };
  let requested = 0n;
  if (e.refundPercent > 0) {
    const paid = (await lockPaidPaymentsOf(tx, e.bookingId)).reverse();
    // A booking is cancelled once: one cancellation refund, even from a twin event under another message id.
    const before = await tx.refund.count({ where: { bookingId: e.bookingId, reason: 'booking_cancelled' } });
    for (const p of before ? [] : paid) {
      requested = await requestRefund(
        tx,
        p,
        refundAmount(p.amountMinor, e.refundPercent),
        'booking_cancelled',
        eventId,
        now,
      );
      // The oldest payment with something left is the one that confirmed the booking (a later one is rejected
      // by booking and refunded on that).
      if (requested > 0n) break;
    }
    d.log.info(
      { ...ids, refund_percent: e.refundPercent, amount_minor: Number(requested) },
      'cancellation refund',
    );
  }
  const checkoutExpired = await expireOpenCheckout(d, tx, e.bookingId, now);
  return { requested, checkoutExpired };
}

/** booking.payment.rejected.v1: a payment that confirmed nothing goes back in full. */
export async function onPaymentRejected(
  d: Deps,
  txc: Tx,
  e: BookingPaymentRejected,
  eventId: string,
): Promise<bigint> {
  const tx = db(txc);
  const p = await lockPaymentById(tx, e.paymentId);
  const ids = { payment_id: e.paymentId, booking_id: e.bookingId, reason: e.reason };
  if (!p || (p.status !== 'succeeded' && p.status !== 'partially_refunded')) {
    d.log.warn(
      { ...ids, status: p?.status },
      'rejected payment is not a paid payment of ours; nothing to refund',
    );
    return 0n;
  }
  const amount = await requestRefund(tx, p, p.amountMinor, 'payment_rejected', eventId, d.clock());
  d.log.info({ ...ids, amount_minor: Number(amount) }, 'rejected payment refund');
  return amount;
}

/**
 * Expires the booking's open Checkout Session at Stripe and cancels the payment. Called inside the consumer's
 * transaction: expiring is idempotent at our end (an already expired session counts as done), and a failure
 * rolls the event back for the consumer's retry. A session already completed (paid a moment ago) is left to its
 * webhook: booking then rejects that payment and it is refunded.
 */
async function expireOpenCheckout(d: Deps, tx: Db, bookingId: string, now: Date): Promise<boolean> {
  const open = await openCardPayment(tx, bookingId);
  if (!open?.checkoutSessionId) return false;
  try {
    await d.stripe.checkout.sessions.expire(open.checkoutSessionId);
  } catch (err) {
    const session = await d.stripe.checkout.sessions.retrieve(open.checkoutSessionId);
    if (session.status === 'complete') {
      d.log.info({ booking_id: bookingId, payment_id: open.id }, 'checkout completed before it could expire');
      return false;
    }
    if (session.status !== 'expired') throw err;
  }
  await cancelPayment(tx, open.id, now);
  d.log.info({ booking_id: bookingId, payment_id: open.id }, 'checkout expired: booking no longer payable');
  return true;
}

/**
 * Step 2 after Stripe: the row issued, the payment's refunded_minor grown, RefundIssued; once. An IPS payment's
 * refund has no Stripe id: staff send it from the bank and mark it sent (flows/staff-refunds.ts), passing their
 * audit row as `also`, which commits with the rest.
 */
export async function completeRefund(
  d: Deps,
  refundId: string,
  stripeRefundId: string | null,
  also?: (tx: Db, now: Date) => Promise<void>,
): Promise<boolean> {
  return transaction(d.prisma, async (tx) => {
    const now = d.clock();
    const r = await lockRefund(tx, refundId);
    if (r?.status !== 'requested') return false;
    const p = await lockPaymentById(tx, r.paymentId);
    if (!p) throw new Error(`refund ${r.id} of no payment`);
    const refunded = p.refundedMinor + r.amountMinor;
    const updated = await addRefunded(tx, p.id, refunded, statusAfterRefund(p.amountMinor, refunded), now);
    await markRefundIssued(tx, r.id, stripeRefundId, now);
    await publish.refundIssued(tx, r, updated, now);
    // The credit note (knjižno odobrenje) correcting the payment's invoice, in this same transaction.
    await issueCreditNote(tx, d, r, now);
    await afterRefundIssued(tx, d, r, p, now);
    await also?.(tx, now);
    return true;
  });
}

const stripeErrorType = (err: unknown) => (err as { type?: string })?.type ?? '';

/** Stripe refused the request itself (no charge to refund, more than is left): no retry can change that. */
const isPermanent = (err: unknown) =>
  ['StripeInvalidRequestError', 'StripeIdempotencyError'].includes(stripeErrorType(err));

/**
 * One round: every 'requested' refund of a card payment is sent to Stripe with its own idempotency key and
 * finished (an IPS payment's refunds wait for staff to send them from the bank: Stripe holds no charge of it). Run by
 * service.every in main.ts; a refund whose second step failed is finished by a later round.
 */
export async function issueRequestedRefunds(
  d: Deps,
  opts: { limit?: number; complete?: typeof completeRefund } = {},
): Promise<{ issued: number; pending: number }> {
  const complete = opts.complete ?? completeRefund;
  let issued = 0;
  let pending = 0;
  for (const r of await requestedRefunds(d.prisma, opts.limit ?? 50)) {
    const ids = { refund_id: r.id, payment_id: r.paymentId, booking_id: r.bookingId };
    const stripeRefundId = await createAtStripe(d, r);
    if (!stripeRefundId) {
      pending += 1;
      continue;
    }
    try {
      if (await complete(d, r.id, stripeRefundId)) issued += 1;
      d.log.info({ ...ids, stripe_refund_id: stripeRefundId }, 'refund issued');
    } catch (err) {
      pending += 1;
      d.log.warn(
        { ...ids, stripe_refund_id: stripeRefundId, error: (err as Error).message },
        'refund made at stripe but not recorded; the next round finishes it',
      );
    }
  }
  return { issued, pending };
}

async function createAtStripe(d: Deps, r: RefundRecord): Promise<string | null> {
  const ids = { refund_id: r.id, payment_id: r.paymentId, booking_id: r.bookingId };
  const p = await d.prisma.payment.findUnique({
    where: { id: r.paymentId },
    select: { paymentIntentId: true },
  });
  if (!p?.paymentIntentId) {
    await noteRefundAttempt(d.prisma, r.id, 'no_payment_intent', true, d.clock());
    d.log.error(ids, 'refund of a payment without a payment intent; needs a person');
    return null;
  }
  try {
    const refund = await d.stripe.refunds.create(
      {
        payment_intent: p.paymentIntentId,
        amount: Number(r.amountMinor),
        // The same on every retry: Stripe replays a key only for the same parameters.
        metadata: { refund_id: r.id, booking_id: r.bookingId, payment_id: r.paymentId },
      },
      { idempotencyKey: r.idempotencyKey },
    );
    return refund.id;
  } catch (err) {
    const permanent = isPermanent(err);
    await noteRefundAttempt(d.prisma, r.id, (err as Error).message, permanent, d.clock());
    if (permanent)
      d.log.error({ ...ids, error: (err as Error).message }, 'stripe refused the refund; needs a person');
    else
      d.log.warn(
        { ...ids, error: (err as Error).message },
        'refund not made at stripe yet; retried next round',
      );
    return null;
  }
}
