import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@oslonac/kit';
import { eventually, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { RefundIssued } from '@oslonac/proto/oslonac/events/v1/billing';
import { BookingCancelled, BookingPaymentRejected } from '@oslonac/proto/oslonac/events/v1/booking';
import type { RunningStripeEmulator } from '@oslonac/stripe-emulator';
import { v7 } from 'uuid';
import { BOOKING_CANCELLED_DURABLE, PAYMENT_REJECTED_DURABLE, startConsumers } from '../src/consumers';
import { completeRefund, issueRequestedRefunds } from '../src/flows/refunds';
import type { FakeBooking } from './support/doubles';
import { type Harness, PUBLIC_URL } from './support/harness';
import { billingWithStripeEmulator, bookingAwaitingPayment, type WithStripeEmulator } from './support/world';

// Money going back, end to end on real PostgreSQL and NATS and the project's Stripe emulator: booking's events
// arrive on the bus, the consumers write refunds 'requested', the refund round asks Stripe (the emulator) and
// finishes them; the emulator's refund webhooks come back to billing and change nothing.

const START = new Date('2026-12-01T10:00:00Z');
const log = createLogger('billing-refunds-test', process.env.TEST_LOG_LEVEL ?? 'silent');
let h: Harness;
let booking: FakeBooking;
let stripe: RunningStripeEmulator;
let world: WithStripeEmulator;
let events: TestBus;
let consumers: { stop(): Promise<void> };

beforeAll(async () => {
  world = await billingWithStripeEmulator('billing_refunds', START);
  ({ h, booking, stripe } = world);
  events = await startTestBus('billing-test', log);
  consumers = await startConsumers({ bus: events.bus, deps: h.deps });
});
afterAll(async () => {
  await consumers?.stop();
  await events?.close();
  await world?.close();
});

/** A card payment started for a booking awaiting payment: its checkout is open at the emulator. */
async function openCheckout() {
  const me = await h.person(['client']);
  const bookingId = bookingAwaitingPayment(h, booking, me.actor.userId);
  const out = await h.call(
    h.client.startCardPayment.bind(h.client),
    {
      bookingId,
      successUrl: `${PUBLIC_URL}/app/placanje/uspeh`,
      cancelUrl: `${PUBLIC_URL}/app/placanje/otkazano`,
    },
    me.token,
  );
  const paymentId = out.payment?.id ?? '';
  const row = await h.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
  return { bookingId, paymentId, clientUserId: me.actor.userId, sessionId: row.checkoutSessionId ?? '' };
}

/** A booking paid with 4242 (4.000,00 RSD) through the emulator's checkout. */
async function paidBooking() {
  const c = await openCheckout();
  const res = await fetch(`${stripe.url}/_emulator/checkout/${c.sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: '4242 4242 4242 4242' }),
  });
  expect(res.status).toBe(200);
  await stripe.whenIdle();
  const p = await h.prisma.payment.findUniqueOrThrow({ where: { id: c.paymentId } });
  expect(p.status).toBe('succeeded');
  return { ...c, paymentIntentId: p.paymentIntentId ?? '' };
}

const handled = (consumer: string) => h.prisma.inbox.count({ where: { consumer } });
async function waitHandled(consumer: string, n: number) {
  await eventually(`${n} events handled by ${consumer}`, async () =>
    (await handled(consumer)) >= n ? true : null,
  );
}

async function cancel(
  b: { bookingId: string; clientUserId: string },
  msgID: string,
  o: { refundPercent: number; wasConfirmed: boolean; by?: string },
) {
  await events.bus.js.publish(
    `${events.prefix}booking.booking.cancelled.v1`,
    BookingCancelled.encode({
      bookingId: b.bookingId,
      clientUserId: b.clientUserId,
      therapistUserId: v7(),
      therapistProfileId: v7(),
      cancelledBy: o.by ?? 'client',
      wasConfirmed: o.wasConfirmed,
      refundPercent: o.refundPercent,
      startsAt: new Date(START.getTime() + 3 * 24 * 3600_000),
      occurredAt: h.clock.now,
    }).finish(),
    { msgID },
  );
}

const refundsAtStripe = (paymentIntentId: string) =>
  [...stripe.app.emulator.state.refunds.values()].filter((r) => r.payment_intent === paymentIntentId);
const paymentOf = (id: string) =>
  h.prisma.payment.findUniqueOrThrow({ where: { id }, select: { status: true, refundedMinor: true } });
async function refundsIssued(bookingId: string) {
  const rows = await h.prisma.outbox.findMany({
    where: { aggregateId: bookingId, subject: 'billing.refund.issued.v1' },
    select: { payload: true },
  });
  return rows.map((r) => RefundIssued.decode(r.payload));
}
async function round() {
  const out = await issueRequestedRefunds(h.deps);
  await stripe.whenIdle();
  return out;
}

describe('refunds by the booking’s cancellation policy', () => {
  it('a confirmed booking cancelled in the free window: one full refund, even when the cancel arrives twice', async () => {
    const b = await paidBooking();
    const before = await handled(BOOKING_CANCELLED_DURABLE);
    await cancel(b, `cancel-${b.bookingId}`, { refundPercent: 100, wasConfirmed: true });
    // The same cancellation again under another message id (the inbox cannot tell them apart).
    await cancel(b, `cancel-again-${b.bookingId}`, { refundPercent: 100, wasConfirmed: true });
    await waitHandled(BOOKING_CANCELLED_DURABLE, before + 2);

    expect(await round()).toEqual({ issued: 1, pending: 0 });
    expect(await round()).toEqual({ issued: 0, pending: 0 });

    const atStripe = refundsAtStripe(b.paymentIntentId);
    expect(atStripe).toHaveLength(1);
    expect(atStripe[0]).toMatchObject({
      amount: 400000,
      metadata: { booking_id: b.bookingId, payment_id: b.paymentId },
    });
    expect(await paymentOf(b.paymentId)).toEqual({ status: 'refunded', refundedMinor: 400000n });
    const issued = await refundsIssued(b.bookingId);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ paymentId: b.paymentId, amountMinor: 400000, currency: 'RSD' });
    // The idempotency key names the booking and the cancel event that asked.
    const row = await h.prisma.refund.findFirstOrThrow({ where: { paymentId: b.paymentId } });
    expect(row).toMatchObject({
      status: 'issued',
      idempotencyKey: `refund:${b.bookingId}:cancel-${b.bookingId}`,
    });
    expect(row.stripeRefundId).toBe(atStripe[0]?.id);

    // Stripe's refund.created and charge.refunded came back signed: accepted, and no second refund row.
    const echoes = stripe.events().filter((e) => ['refund.created', 'charge.refunded'].includes(e.type));
    expect(echoes.map((e) => e.type).sort()).toEqual(['charge.refunded', 'refund.created']);
    expect(stripe.deliveries().every((d) => d.status === 200)).toBe(true);
    expect(await h.prisma.refund.count({ where: { paymentId: b.paymentId } })).toBe(1);
  });

  it('a late cancellation with half back refunds round(amount × 50 / 100)', async () => {
    const b = await paidBooking();
    const before = await handled(BOOKING_CANCELLED_DURABLE);
    await cancel(b, `late-${b.bookingId}`, { refundPercent: 50, wasConfirmed: true });
    await waitHandled(BOOKING_CANCELLED_DURABLE, before + 1);
    await round();
    expect(refundsAtStripe(b.paymentIntentId).map((r) => r.amount)).toEqual([200000]);
    expect(await paymentOf(b.paymentId)).toEqual({ status: 'partially_refunded', refundedMinor: 200000n });
    expect((await refundsIssued(b.bookingId)).map((r) => r.amountMinor)).toEqual([200000]);
  });

  it('0 % back: nothing is refunded', async () => {
    const b = await paidBooking();
    const before = await handled(BOOKING_CANCELLED_DURABLE);
    await cancel(b, `none-${b.bookingId}`, { refundPercent: 0, wasConfirmed: true });
    await waitHandled(BOOKING_CANCELLED_DURABLE, before + 1);
    await round();
    expect(refundsAtStripe(b.paymentIntentId)).toHaveLength(0);
    expect(await h.prisma.refund.count({ where: { bookingId: b.bookingId } })).toBe(0);
    expect(await paymentOf(b.paymentId)).toEqual({ status: 'succeeded', refundedMinor: 0n });
  });

  it('a crash between Stripe and the second step: the retry finishes it, Stripe refunds once', async () => {
    const b = await paidBooking();
    const before = await handled(BOOKING_CANCELLED_DURABLE);
    await cancel(b, `crash-${b.bookingId}`, { refundPercent: 100, wasConfirmed: true });
    await waitHandled(BOOKING_CANCELLED_DURABLE, before + 1);

    const crashed = await issueRequestedRefunds(h.deps, {
      complete: () => Promise.reject(new Error('process died after stripe answered')),
    });
    await stripe.whenIdle();
    expect(crashed).toEqual({ issued: 0, pending: 1 });
    expect(refundsAtStripe(b.paymentIntentId)).toHaveLength(1);
    expect(await h.prisma.refund.findFirstOrThrow({ where: { bookingId: b.bookingId } })).toMatchObject({
      status: 'requested',
    });
    expect(await paymentOf(b.paymentId)).toEqual({ status: 'succeeded', refundedMinor: 0n });

    // The periodic round asks again with the same key: Stripe replays its refund, billing records it once.
    expect(await round()).toEqual({ issued: 1, pending: 0 });
    expect(refundsAtStripe(b.paymentIntentId)).toHaveLength(1);
    expect(await paymentOf(b.paymentId)).toEqual({ status: 'refunded', refundedMinor: 400000n });
    expect(await refundsIssued(b.bookingId)).toHaveLength(1);
    // Finishing it again (a late twin of the second step) changes nothing.
    const row = await h.prisma.refund.findFirstOrThrow({ where: { bookingId: b.bookingId } });
    expect(await completeRefund(h.deps, row.id, row.stripeRefundId ?? '')).toBe(false);
  });
});

describe('a payment booking could not take', () => {
  it('BookingPaymentRejected (the booking had expired): refunded in full', async () => {
    const b = await paidBooking();
    const before = await handled(PAYMENT_REJECTED_DURABLE);
    const reject = () =>
      events.bus.js.publish(
        `${events.prefix}booking.payment.rejected.v1`,
        BookingPaymentRejected.encode({
          paymentId: b.paymentId,
          bookingId: b.bookingId,
          clientUserId: b.clientUserId,
          reason: 'not_awaiting_payment',
          occurredAt: h.clock.now,
        }).finish(),
        { msgID: `rejected-${v7()}` },
      );
    await reject();
    await reject();
    await waitHandled(PAYMENT_REJECTED_DURABLE, before + 2);
    await round();
    expect(refundsAtStripe(b.paymentIntentId).map((r) => r.amount)).toEqual([400000]);
    expect(await paymentOf(b.paymentId)).toEqual({ status: 'refunded', refundedMinor: 400000n });
    expect(await refundsIssued(b.bookingId)).toHaveLength(1);
  });
});

describe('a booking no longer payable', () => {
  it('cancelled (or expired by booking’s sweeper) with its checkout open: the session is expired', async () => {
    const c = await openCheckout();
    const before = await handled(BOOKING_CANCELLED_DURABLE);
    await cancel(c, `expired-${c.bookingId}`, { refundPercent: 0, wasConfirmed: false, by: 'system' });
    await waitHandled(BOOKING_CANCELLED_DURABLE, before + 1);
    await stripe.whenIdle();
    expect(stripe.app.emulator.state.session(c.sessionId).object.status).toBe('expired');
    expect(await h.prisma.payment.findUniqueOrThrow({ where: { id: c.paymentId } })).toMatchObject({
      status: 'cancelled',
    });
    // The client's page can no longer take the card.
    const res = await fetch(`${stripe.url}/_emulator/checkout/${c.sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: '4242 4242 4242 4242' }),
    });
    expect(res.status).not.toBe(200);
    expect(await h.prisma.refund.count({ where: { bookingId: c.bookingId } })).toBe(0);
  });
});
