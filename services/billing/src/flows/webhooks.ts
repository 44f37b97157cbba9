import type Stripe from 'stripe';
import { applyFact, type PaymentFact } from '../domain/payment';
import { publish } from '../events';
import { transaction } from '../store/db';
import { lockPayment, recordStripeEvent, updatePayment } from '../store/payments';
import type { Deps } from './deps';
import { afterPaid } from './paid';

// What a verified Stripe event does. Each event id counts once: its row in stripe_event is written in the same
// transaction as the change it causes (and the outbox event), so a redelivery, even a concurrent one, does nothing.

export type WebhookOutcome =
  | 'applied'
  | 'unchanged'
  | 'duplicate'
  | 'ignored'
  | 'unknown_payment'
  | 'refund_noted';

/**
 * Stripe's echo of a refund billing made itself (flows/refunds.ts records it from the API's answer): known, and
 * changes nothing, so it can never become a second refund row.
 */
const REFUND_ECHOES = new Set(['refund.created', 'refund.updated', 'charge.refunded']);

interface Located {
  fact: PaymentFact;
  by: { id?: string | null; checkoutSessionId?: string | null; paymentIntentId?: string | null };
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** Stripe's event as a fact about one of our payments; null for every type this slice does not act on. */
export function factOf(event: Stripe.Event): Located | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object;
      // Card payments are paid on completion; anything else ('unpaid' delayed methods) waits for its own event.
      if (s.payment_status !== 'paid') return null;
      const paymentIntentId = idOf(s.payment_intent);
      return {
        fact: { kind: 'paid', paymentIntentId },
        by: { id: s.metadata?.payment_id, checkoutSessionId: s.id },
      };
    }
    case 'checkout.session.expired': {
      const s = event.data.object;
      // A card-setup checkout (saved cards) pays for nothing: its end is no payment's business.
      if (s.mode === 'setup') return null;
      return { fact: { kind: 'expired' }, by: { id: s.metadata?.payment_id, checkoutSessionId: s.id } };
    }
    case 'payment_intent.payment_failed': {
      const pi = event.data.object;
      const e = pi.last_payment_error;
      const failureCode = (e?.decline_code || e?.code || 'payment_failed').slice(0, 64);
      return {
        fact: { kind: 'failed', failureCode, paymentIntentId: pi.id },
        by: { id: pi.metadata?.payment_id, paymentIntentId: pi.id },
      };
    }
    default:
      return null;
  }
}

export async function handleStripeEvent(d: Deps, event: Stripe.Event): Promise<WebhookOutcome> {
  if (REFUND_ECHOES.has(event.type)) {
    d.log.info({ event_id: event.id, type: event.type }, 'stripe refund event noted');
    return 'refund_noted';
  }
  const located = factOf(event);
  if (!located) return 'ignored';
  return transaction(d.prisma, async (tx) => {
    const now = d.clock();
    if (!(await recordStripeEvent(tx, { id: event.id, type: event.type }, now))) return 'duplicate';
    const payment = await lockPayment(tx, located.by);
    if (!payment) {
      // Not ours (another integration on the account) or from a checkout whose start never committed.
      d.log.warn({ event_id: event.id, type: event.type }, 'stripe event for no known payment');
      return 'unknown_payment';
    }
    const { next, announce } = applyFact(payment, located.fact);
    if (!next) return 'unchanged';
    const fact = located.fact;
    const updated = await updatePayment(
      tx,
      payment.id,
      {
        status: next.status,
        failureCode: next.failureCode,
        ...(next.paid ? { paidAt: now } : {}),
        ...(fact.kind !== 'expired' ? { paymentIntentId: fact.paymentIntentId } : {}),
      },
      now,
    );
    if (announce === 'succeeded') await afterPaid(tx, d, updated, now);
    if (announce === 'failed') await publish.failed(tx, updated, now);
    d.log.info(
      { payment_id: payment.id, booking_id: payment.bookingId, event_id: event.id, status: next.status },
      'payment updated from stripe',
    );
    return 'applied';
  });
}
