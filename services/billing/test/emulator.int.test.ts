import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningStripeEmulator } from '@oslonac/stripe-emulator';
import type { FakeBooking } from './support/doubles';
import { type Harness, PUBLIC_URL } from './support/harness';
import { billingWithStripeEmulator, bookingAwaitingPayment, type WithStripeEmulator } from './support/world';

// The whole card path against the project's Stripe emulator (packages/stripe-emulator): billing's SDK talks to it
// as STRIPE_API_BASE points it, the test pays on its control surface as the hosted page would, and the emulator
// posts signed webhooks to billing's route, on billing's own (test) clock.

const START = new Date('2026-12-01T10:00:00Z');
let h: Harness;
let booking: FakeBooking;
let stripe: RunningStripeEmulator;
let world: WithStripeEmulator;

beforeAll(async () => {
  world = await billingWithStripeEmulator('billing_emulator', START);
  ({ h, booking, stripe } = world);
});
afterAll(async () => {
  await world?.close();
});

async function startPayment() {
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
  const session = await h.prisma.payment.findUniqueOrThrow({
    where: { id: out.payment?.id ?? '' },
    select: { checkoutSessionId: true },
  });
  return { ...out, bookingId, sessionId: session.checkoutSessionId ?? '' };
}

async function pay(sessionId: string, card: string, extra: Record<string, string> = {}) {
  const res = await fetch(`${stripe.url}/_emulator/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card, ...extra }),
  });
  expect(res.status).toBe(200);
  await stripe.whenIdle();
}

const paymentOf = (id: string) =>
  h.prisma.payment.findUniqueOrThrow({ where: { id }, select: { status: true, failureCode: true } });
const subjectsOf = async (bookingId: string) =>
  (
    await h.prisma.$queryRaw<{ subject: string }[]>`
      SELECT subject FROM outbox WHERE aggregate_id = ${bookingId} ORDER BY id`
  ).map((r) => r.subject);

describe('card payment through the Stripe emulator', () => {
  it('a declined card, then 4242: one failure and one success announced, redelivery harmless', async () => {
    const started = await startPayment();
    const id = started.payment?.id ?? '';
    expect(started.checkoutUrl.startsWith(stripe.url)).toBe(true);

    await pay(started.sessionId, '4000 0000 0000 0002');
    expect(await paymentOf(id)).toEqual({ status: 'pending', failureCode: 'generic_decline' });

    await pay(started.sessionId, '4242 4242 4242 4242');
    expect(await paymentOf(id)).toEqual({ status: 'succeeded', failureCode: '' });
    expect(await subjectsOf(started.bookingId)).toEqual([
      'billing.payment.failed.v1',
      'billing.payment.succeeded.v1',
      'billing.invoice.issued.v1',
    ]);

    // Stripe sends the completion again: 200, nothing new.
    const completed = stripe.events().find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout.session.completed');
    const again = await stripe.app.emulator.resend(completed.id);
    expect(again).toMatchObject({ status: 200 });
    expect(await subjectsOf(started.bookingId)).toEqual([
      'billing.payment.failed.v1',
      'billing.payment.succeeded.v1',
      'billing.invoice.issued.v1',
    ]);
    // Every delivery was accepted: the emulator signs as Stripe does and billing verifies it.
    expect(stripe.deliveries().every((d) => d.status === 200)).toBe(true);
  });

  it('a card that asks for 3-D Secure succeeds once authenticated', async () => {
    const started = await startPayment();
    await pay(started.sessionId, '4000 0025 0000 3155', { authentication: 'complete' });
    expect(await paymentOf(started.payment?.id ?? '')).toEqual({ status: 'succeeded', failureCode: '' });
  });
});
