import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Logger, OutboxRelay } from '@oslonac/kit';
import { startTestBus } from '@oslonac/kit/testing';
import { PaymentFailed, PaymentSucceeded } from '@oslonac/proto/oslonac/events/v1/billing';
import Stripe from 'stripe';
import { v7 } from 'uuid';
import { insertPayment, latestPayment, type PaymentRecord } from '../src/store/payments';
import { type Harness, startBilling, WEBHOOK_SECRET } from './support/harness';

// Stripe's webhook: verified over the raw body, each event id once, any order harmless, one transaction per change.

const START = new Date('2026-12-01T10:00:00Z');
const stripe = new Stripe('sk_test_signing_only');
let h: Harness;
/** What the service logged at warn level: [fields, message]. */
const warnings: [Record<string, unknown>, string][] = [];
const recorder = {
  warn: (fields: Record<string, unknown>, msg: string) => warnings.push([fields, msg]),
  info: () => {},
  error: () => {},
  debug: () => {},
  child: () => recorder,
} as unknown as Logger;

beforeAll(async () => {
  h = await startBilling('billing_webhooks', START, { log: recorder });
});
afterAll(async () => {
  await h?.close();
});

async function pendingPayment(): Promise<PaymentRecord> {
  const id = v7();
  const p: PaymentRecord = {
    id,
    bookingId: v7(),
    clientUserId: v7(),
    therapistUserId: v7(),
    method: 'card',
    status: 'pending',
    amountMinor: 400000n,
    currency: 'RSD',
    checkoutSessionId: `cs_test_${id}`,
    checkoutUrl: `https://checkout.test/${id}`,
    checkoutExpiresAt: new Date(START.getTime() + 3600_000),
    paymentIntentId: null,
    ipsReference: null,
    failureCode: '',
    refundedMinor: 0n,
    createdAt: START,
    paidAt: null,
    updatedAt: START,
  };
  await insertPayment(h.prisma, p);
  return p;
}

function event(type: string, object: Record<string, unknown>, id = `evt_${v7()}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(h.clock.now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

const completed = (p: PaymentRecord, id?: string) =>
  event(
    'checkout.session.completed',
    {
      id: p.checkoutSessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
      payment_intent: `pi_${p.id}`,
      client_reference_id: p.bookingId,
      metadata: { booking_id: p.bookingId, payment_id: p.id },
    },
    id,
  );
const failed = (p: PaymentRecord, code = 'card_declined') =>
  event('payment_intent.payment_failed', {
    id: `pi_${p.id}`,
    object: 'payment_intent',
    status: 'requires_payment_method',
    last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: code },
    metadata: { booking_id: p.bookingId, payment_id: p.id },
  });
const expired = (p: PaymentRecord) =>
  event('checkout.session.expired', {
    id: p.checkoutSessionId,
    object: 'checkout.session',
    payment_status: 'unpaid',
    status: 'expired',
    metadata: { booking_id: p.bookingId, payment_id: p.id },
  });

async function deliver(payload: string, secret = WEBHOOK_SECRET, header?: string) {
  const signature =
    header ??
    stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(h.clock.now.getTime() / 1000),
    });
  const res = await fetch(h.webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { outcome?: string; error?: string } };
}

async function outboxOf(p: PaymentRecord) {
  return h.prisma.$queryRaw<{ subject: string; payload: Uint8Array }[]>`
    SELECT subject, payload FROM outbox WHERE aggregate_id = ${p.bookingId} ORDER BY id`;
}

const stateOf = (p: PaymentRecord) =>
  h.prisma.payment.findUniqueOrThrow({
    where: { id: p.id },
    select: { status: true, failureCode: true, paidAt: true, paymentIntentId: true },
  });

describe('POST /webhooks/stripe', () => {
  it('counts a payment once: five deliveries, later events reordered after it, a forged one refused', async () => {
    const p = await pendingPayment();
    const paid = completed(p);
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await deliver(paid);
      expect(r.status).toBe(200);
      outcomes.push(r.body.outcome ?? '');
    }
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    // A declined attempt and the expiry of the same checkout arrive late: they change nothing.
    expect((await deliver(failed(p))).body.outcome).toBe('unchanged');
    expect((await deliver(expired(p))).body.outcome).toBe('unchanged');
    // Signed with another secret: refused, and nothing recorded.
    const forged = await deliver(completed(p, `evt_forged_${v7()}`), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ error: 'bad_signature' });
    // One warning line, and nothing of the body in it.
    const refused = warnings.filter(([, msg]) => msg.includes('bad signature'));
    expect(refused).toHaveLength(1);
    expect(JSON.stringify(refused)).not.toContain(p.id);
    expect(JSON.stringify(refused)).not.toContain('checkout.session');

    expect(await stateOf(p)).toEqual({
      status: 'succeeded',
      failureCode: '',
      paidAt: START,
      paymentIntentId: `pi_${p.id}`,
    });
    const out = await outboxOf(p);
    // The success and its invoice, once (five deliveries).
    expect(out.map((r) => r.subject)).toEqual(['billing.payment.succeeded.v1', 'billing.invoice.issued.v1']);
    expect(PaymentSucceeded.decode(out[0]?.payload as Uint8Array)).toEqual({
      paymentId: p.id,
      bookingId: p.bookingId,
      clientUserId: p.clientUserId,
      amountMinor: 400000,
      currency: 'RSD',
      method: 'card',
      occurredAt: START,
    });
    // The three genuine events are recorded, the forged one is not.
    expect(await h.prisma.stripeEvent.count({ where: { id: { startsWith: 'evt_forged_' } } })).toBe(0);
  });

  it('lets a success after a recorded failure still succeed, announcing both', async () => {
    const p = await pendingPayment();
    expect((await deliver(failed(p, 'insufficient_funds'))).body.outcome).toBe('applied');
    expect(await stateOf(p)).toMatchObject({ status: 'pending', failureCode: 'insufficient_funds' });
    expect((await deliver(completed(p))).body.outcome).toBe('applied');
    expect(await stateOf(p)).toMatchObject({ status: 'succeeded', failureCode: '' });
    const out = await outboxOf(p);
    expect(out.map((r) => r.subject)).toEqual([
      'billing.payment.failed.v1',
      'billing.payment.succeeded.v1',
      'billing.invoice.issued.v1',
    ]);
    expect(PaymentFailed.decode(out[0]?.payload as Uint8Array)).toMatchObject({
      paymentId: p.id,
      failureCode: 'insufficient_funds',
    });
  });

  it('cancels an expired checkout; a success arriving after the expiry still counts', async () => {
    const p = await pendingPayment();
    expect((await deliver(expired(p))).body.outcome).toBe('applied');
    expect(await stateOf(p)).toMatchObject({ status: 'cancelled' });
    expect(await outboxOf(p)).toEqual([]);
    await deliver(completed(p));
    expect(await stateOf(p)).toMatchObject({ status: 'succeeded' });
  });

  it('closes the bank order opened beside a card that then pays; the booking shows the paid card', async () => {
    const card = await pendingPayment();
    // The client opened the IPS order after the card checkout, then paid by card after all.
    const ips: PaymentRecord = {
      ...card,
      id: v7(),
      method: 'ips',
      checkoutSessionId: null,
      checkoutUrl: null,
      checkoutExpiresAt: null,
      ipsReference: `61${Date.now() % 1_000_000_000}`,
      createdAt: new Date(START.getTime() + 60_000),
    };
    await insertPayment(h.prisma, ips);
    expect((await latestPayment(h.prisma, card.bookingId))?.id).toBe(ips.id);

    expect((await deliver(completed(card))).body.outcome).toBe('applied');

    expect((await stateOf(ips)).status).toBe('cancelled');
    const shown = await latestPayment(h.prisma, card.bookingId);
    expect(shown).toMatchObject({ id: card.id, status: 'succeeded' });
  });

  it('answers 200 to event types it does not act on, and records nothing', async () => {
    const id = `evt_${v7()}`;
    const r = await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }, id));
    expect(r).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect(await h.prisma.stripeEvent.count({ where: { id } })).toBe(0);
  });

  it('refuses a missing, malformed, stale or tampered signature', async () => {
    const p = await pendingPayment();
    const payload = completed(p);
    expect((await deliver(payload, WEBHOOK_SECRET, '')).status).toBe(400);
    expect((await deliver(payload, WEBHOOK_SECRET, 't=1,v1=abc')).status).toBe(400);
    const signed = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(h.clock.now.getTime() / 1000),
    });
    expect((await deliver(payload.replace('"paid"', '"unpaid"'), WEBHOOK_SECRET, signed)).status).toBe(400);
    // Six minutes later the same signature is too old (tolerance 300 s).
    h.clock.advance(6);
    try {
      expect((await deliver(payload, WEBHOOK_SECRET, signed)).status).toBe(400);
    } finally {
      h.clock.advance(-6);
    }
    expect(await stateOf(p)).toMatchObject({ status: 'pending' });
    expect(await outboxOf(p)).toEqual([]);
  });

  it('handles concurrent redeliveries of one event once', async () => {
    const p = await pendingPayment();
    const paid = completed(p);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(paid)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.outcome === 'applied')).toHaveLength(1);
    expect((await outboxOf(p)).map((r) => r.subject)).toEqual([
      'billing.payment.succeeded.v1',
      'billing.invoice.issued.v1',
    ]);
  });
});

describe('billing stopped between Stripe’s success and the event leaving', () => {
  it('publishes the success once after the restart, and a retried webhook adds nothing', async () => {
    const p = await pendingPayment();
    const paid = completed(p);
    // The webhook's transaction commits the payment and its event together; no relay runs here, as if the
    // process died right after the commit, before anything was published.
    expect((await deliver(paid)).body.outcome).toBe('applied');
    const unpublished = await h.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM outbox WHERE aggregate_id = ${p.bookingId} AND published_at IS NULL`;
    expect(unpublished[0]?.n).toBe(2);
    // Stripe did not see the 200 and delivers again: nothing more is recorded.
    expect((await deliver(paid)).body.outcome).toBe('duplicate');

    const tb = await startTestBus('billing-restart', recorder);
    try {
      const stream = await tb.bus.ensureStreamOf('billing');
      const pending = (
        await h.prisma.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`
      )[0]?.n;
      const relayOf = () =>
        OutboxRelay.create({
          databaseUrl: h.db.url,
          js: tb.bus.js,
          subjectPrefix: tb.bus.subjectPrefix,
          log: recorder,
        });
      // The restarted service publishes what was left; a second restart finds nothing to do.
      const first = await relayOf();
      expect(await first.drainOnce()).toBe(pending);
      await first.stop();
      const second = await relayOf();
      expect(await second.drainOnce()).toBe(0);
      await second.stop();
      expect((await tb.bus.jsm.streams.info(stream)).state.messages).toBe(pending);
      const succeeded = await tb.bus.jsm.streams.getMessage(stream, {
        last_by_subj: `${tb.bus.subjectPrefix}billing.payment.succeeded.v1`,
      });
      expect(PaymentSucceeded.decode(succeeded?.data ?? new Uint8Array()).paymentId).toBe(p.id);
    } finally {
      await tb.close();
    }
  });
});
