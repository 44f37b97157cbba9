import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, startErasureConsumer } from '@oslonac/kit';
import { assertErasureContract, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { v7 } from 'uuid';
import { issueInvoice } from '../src/flows/invoices';
import { eraser } from '../src/flows/privacy';
import { transaction } from '../src/store/db';
import { setPaymentBuyer } from '../src/store/invoices';
import { insertPayment, paymentSelect } from '../src/store/payments';
import { awaitingPayment, type FakeBooking } from './support/doubles';
import { type Harness, PUBLIC_URL } from './support/harness';
import { billingWithStripeDouble, type WithStripeDouble } from './support/world';

// GDPR export and erasure in billing: payments are financial records the law keeps and name nobody, so erasure
// keeps them and counts them; the export gives the person their own payments.

const START = new Date('2026-12-01T10:00:00Z');
const log = createLogger('billing-privacy-test', process.env.TEST_LOG_LEVEL ?? 'silent');
let h: Harness;
let events: TestBus;
let booking: FakeBooking;
let world: WithStripeDouble;

beforeAll(async () => {
  world = await billingWithStripeDouble('billing_privacy', START);
  ({ h, booking } = world);
  events = await startTestBus('billing-privacy-test', log);
});
afterAll(async () => {
  await events?.close();
  await world?.close();
});

async function payment(clientUserId: string, status: 'pending' | 'succeeded') {
  const id = v7();
  await insertPayment(h.prisma, {
    id,
    bookingId: v7(),
    clientUserId,
    therapistUserId: v7(),
    method: 'card',
    status,
    amountMinor: 400000n,
    currency: 'RSD',
    checkoutSessionId: `cs_test_${id}`,
    checkoutUrl: `https://checkout.test/${id}`,
    checkoutExpiresAt: START,
    paymentIntentId: `pi_${id}`,
    ipsReference: null,
    failureCode: '',
    refundedMinor: 0n,
    createdAt: START,
    paidAt: status === 'succeeded' ? START : null,
    updatedAt: START,
  });
  return id;
}

describe('privacy', () => {
  it('exports the person’s own payments, invoices and billing details only', async () => {
    const me = await h.person(['client']);
    const paid = await payment(me.actor.userId, 'succeeded');
    await payment(v7(), 'succeeded');
    const out = await h.call(h.client.exportMyData.bind(h.client), {}, me.token);
    const doc = JSON.parse(out.json);
    expect(doc).toMatchObject({ service: 'billing', userId: me.actor.userId });
    expect(doc.payments).toEqual([
      expect.objectContaining({ id: paid, status: 'succeeded', amountMinor: 400000, currency: 'RSD' }),
    ]);
    expect(doc.billingDetails).toBeNull();
    expect(doc.invoices).toEqual([]);
    await h.call(
      h.client.saveMyBillingDetails.bind(h.client),
      { details: { buyerName: 'Јелена Петровић', buyerPib: '' } },
      me.token,
    );
    const record = await h.prisma.payment.findUniqueOrThrow({ where: { id: paid }, select: paymentSelect });
    const inv = await transaction(h.prisma, (tx) => issueInvoice(tx, h.deps, record, START));
    const again = JSON.parse((await h.call(h.client.exportMyData.bind(h.client), {}, me.token)).json);
    expect(again.billingDetails).toEqual({ buyerName: 'Јелена Петровић', buyerPib: '' });
    expect(again.invoices).toEqual([
      expect.objectContaining({ id: inv.id, number: inv.number, kind: 'invoice', amountMinor: 400000 }),
    ]);
  });

  it('honours the erasure contract: payments kept (nameless), counted as kept records', async () => {
    const seeded: string[] = [];
    const { event } = await assertErasureContract({
      service: 'billing',
      databaseUrl: h.db.url,
      bus: events.bus,
      // Billing is never given an e-mail or words. Names: the billing details the client saves and the buyer a
      // payment will invoice (both erased), and the buyer printed on an issued invoice, which the law keeps.
      legallyRetained: [{ table: 'invoice', column: 'buyer_name' }],
      seed: async (userId, m) => {
        const token = await h.actorToken({ userId, roles: ['client'], sessionId: v7() });
        const bookingId = v7();
        booking.bookings.set(bookingId, {
          ...awaitingPayment({
            id: bookingId,
            clientUserId: userId,
            therapistUserId: v7(),
            expiresAt: new Date(START.getTime() + 45 * 60_000),
          }),
          clientName: m.name,
        });
        await h.call(
          h.client.saveMyBillingDetails.bind(h.client),
          { details: { buyerName: m.name, buyerPib: '' } },
          token,
        );
        await h.call(
          h.client.startCardPayment.bind(h.client),
          {
            bookingId,
            successUrl: `${PUBLIC_URL}/app/placanje/uspeh`,
            cancelUrl: `${PUBLIC_URL}/app/placanje/otkazano`,
          },
          token,
        );
        const paid = await payment(userId, 'succeeded');
        // Its invoice, issued as a paid checkout issues it, names the buyer the payment recorded.
        await setPaymentBuyer(h.prisma, paid, {
          buyerName: m.name,
          buyerPib: '',
          serviceStartsAt: START,
          serviceMinutes: 50,
        });
        const record = await h.prisma.payment.findUniqueOrThrow({
          where: { id: paid },
          select: paymentSelect,
        });
        await transaction(h.prisma, (tx) => issueInvoice(tx, h.deps, record, START));
        seeded.push(userId);
      },
      start: () =>
        startErasureConsumer({
          service: 'billing',
          bus: events.bus,
          prisma: h.prisma,
          log,
          erase: eraser(h.deps),
          retryBaseMs: 50,
        }),
    });
    // Two payments and one invoice kept; the invoice still names its buyer, nothing else does.
    expect(event).toMatchObject({ service: 'billing', keptRecords: 3 });
    const [person] = seeded;
    expect(await h.prisma.payment.count({ where: { clientUserId: person } })).toBe(2);
    expect(await h.prisma.billingDetails.count({ where: { userId: person } })).toBe(0);
    const kept = await h.prisma.invoice.findFirstOrThrow({ where: { clientUserId: person } });
    expect(kept.buyerName).toMatch(/^Mila Zaboravić/);
  });
});
