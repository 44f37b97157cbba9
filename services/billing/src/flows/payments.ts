import { type Actor, isUniqueViolation } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { checkoutExpiry, isOwnUrl, isResumable } from '../domain/payment';
import { newId } from '../ids';
import { transaction } from '../store/db';
import { billingDetailsOf, setPaymentBuyer } from '../store/invoices';
import {
  cancelPayment,
  insertPayment,
  latestPayment,
  openCardPayment,
  type PaymentRecord,
  paymentsOf,
} from '../store/payments';
import { ensureCustomer } from './cards';
import { payableBookingOf, paymentBuyerOf } from './client-booking';
import type { Deps } from './deps';

const isAdmin = (a: Actor) => a.roles.includes('admin') || a.roles.includes('superuser');

export interface StartedPayment {
  payment: PaymentRecord;
  checkoutUrl: string;
}

/**
 * Card payment of the caller's own booking that awaits payment. Amount, currency and deadline come from booking
 * (read with the caller's token), never from the request. An open checkout with time left is handed out again;
 * otherwise a new Checkout Session is made first and the payment written after it, in one transaction with the
 * end of the stale one: if Stripe fails, nothing is written.
 */
export async function startCardPayment(
  d: Deps,
  actor: Actor,
  actorToken: string,
  req: { bookingId: string; successUrl: string; cancelUrl: string },
): Promise<StartedPayment> {
  if (!isOwnUrl(req.successUrl, d.settings.publicUrl)) throw errors.badReturnUrl('success_url');
  if (!isOwnUrl(req.cancelUrl, d.settings.publicUrl)) throw errors.badReturnUrl('cancel_url');
  const booking = await payableBookingOf(d, actor, actorToken, req.bookingId);
  const price = booking.price;
  if (!price || price.amountMinor <= 0 || !/^[A-Z]{3}$/.test(price.currency)) {
    throw errors.bookingNotPayable('no_price');
  }

  const now = d.clock();
  const open = await openCardPayment(d.prisma, booking.id);
  if (open?.checkoutUrl && isResumable(open.checkoutExpiresAt, now)) {
    return { payment: open, checkoutUrl: open.checkoutUrl };
  }

  const paymentId = newId();
  const expiresAt = checkoutExpiry(now, booking.expiresAt ?? null);
  // The client's Stripe Customer (made on their first card payment): Checkout then lists their saved cards to
  // pay with and offers to save the new one. Stripe down here means the checkout could not start either.
  const customer = await ensureCustomer(d, actor.userId);
  let session: { id: string; url: string | null; expires_at: number; payment_intent: unknown };
  try {
    session = await d.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: price.currency.toLowerCase(),
              unit_amount: price.amountMinor,
              product_data: { name: `Seansa — ${booking.therapistName}` },
            },
          },
        ],
        client_reference_id: booking.id,
        customer,
        // "Save card for future payments" on Stripe's page: the person's own choice, unchecked by default.
        saved_payment_method_options: { payment_method_save: 'enabled' },
        metadata: { booking_id: booking.id, payment_id: paymentId },
        // The PaymentIntent carries them too: payment_intent.payment_failed names no session.
        payment_intent_data: { metadata: { booking_id: booking.id, payment_id: paymentId } },
        expires_at: Math.floor(expiresAt.getTime() / 1000),
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
      },
      { idempotencyKey: `oslonac-payment-${paymentId}` },
    );
  } catch (err) {
    d.log.warn({ error: (err as Error).message, booking_id: booking.id }, 'checkout session not created');
    throw errors.providerUnavailable();
  }
  if (!session.url) {
    d.log.warn({ booking_id: booking.id }, 'checkout session without a url');
    throw errors.providerUnavailable();
  }

  const payment: PaymentRecord = {
    id: paymentId,
    bookingId: booking.id,
    clientUserId: actor.userId,
    therapistUserId: booking.therapistUserId,
    method: 'card',
    status: 'pending',
    amountMinor: BigInt(price.amountMinor),
    currency: price.currency,
    checkoutSessionId: session.id,
    checkoutUrl: session.url,
    checkoutExpiresAt: new Date(session.expires_at * 1000),
    paymentIntentId: typeof session.payment_intent === 'string' ? session.payment_intent : null,
    ipsReference: null,
    failureCode: '',
    refundedMinor: 0n,
    createdAt: now,
    paidAt: null,
    updatedAt: now,
  };
  try {
    // Who the invoice will name: the client's saved billing details, else the name booking knows them by.
    const details = await billingDetailsOf(d.prisma, actor.userId);
    await transaction(d.prisma, async (tx) => {
      if (open) await cancelPayment(tx, open.id, now);
      await insertPayment(tx, payment);
      await setPaymentBuyer(tx, payment.id, paymentBuyerOf(details, booking));
    });
  } catch (err) {
    // A concurrent start for the same booking won: hand out its checkout (ours expires unused at Stripe).
    if (!isUniqueViolation(err)) throw err;
    const winner = await openCardPayment(d.prisma, booking.id);
    if (!winner?.checkoutUrl) throw err;
    return { payment: winner, checkoutUrl: winner.checkoutUrl };
  }
  return { payment, checkoutUrl: session.url };
}

/** The booking's latest payment, for its client, its therapist or staff; nothing for anyone else. */
export async function bookingPayment(
  d: Deps,
  actor: Actor,
  bookingId: string,
): Promise<PaymentRecord | null> {
  const p = await latestPayment(d.prisma, bookingId);
  if (!p) return null;
  if (p.clientUserId === actor.userId || p.therapistUserId === actor.userId || isAdmin(actor)) return p;
  return null;
}

export async function listMine(
  d: Deps,
  actor: Actor,
  page: { offset: number; size: number },
): Promise<{ payments: PaymentRecord[]; nextOffset: number | null }> {
  const rows = await paymentsOf(d.prisma, actor.userId, page.offset, page.size + 1);
  const more = rows.length > page.size;
  return { payments: rows.slice(0, page.size), nextOffset: more ? page.offset + page.size : null };
}
