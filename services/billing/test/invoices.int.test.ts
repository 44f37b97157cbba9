import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InvoiceKind } from '@oslonac/proto/oslonac/billing/v1/billing';
import { InvoiceIssued } from '@oslonac/proto/oslonac/events/v1/billing';
import Stripe from 'stripe';
import { v7 } from 'uuid';
import { issueCreditNote, issueInvoice } from '../src/flows/invoices';
import { completeRefund } from '../src/flows/refunds';
import { transaction } from '../src/store/db';
import { insertPayment, type PaymentRecord } from '../src/store/payments';
import { insertRequestedRefund } from '../src/store/refunds';
import type { FakeBooking } from './support/doubles';
import { failure, type Harness, PUBLIC_URL, WEBHOOK_SECRET } from './support/harness';
import { billingWithStripeDouble, bookingAwaitingPayment, type WithStripeDouble } from './support/world';

// Invoices: issued in the transaction that records a paid checkout (with billing.invoice.issued.v1), numbered
// per series and Belgrade year without gaps or duplicates under concurrency, credit notes in their own series
// naming the invoice, the buyer as the client saved it (else booking's client name), the PDF for its owner and
// staff only.

const START = new Date('2026-12-01T10:00:00Z');
const signer = new Stripe('sk_test_signing_only');
let h: Harness;
let booking: FakeBooking;
let world: WithStripeDouble;

beforeAll(async () => {
  world = await billingWithStripeDouble('billing_invoices', START, { retries: 0 });
  ({ h, booking } = world);
});
afterAll(async () => {
  await world?.close();
});

/** A client's booking paid through the real start and webhook paths; returns the payment. */
async function paidBooking(me: { actor: { userId: string }; token: string }) {
  const bookingId = bookingAwaitingPayment(h, booking, me.actor.userId);
  const started = await h.call(
    h.client.startCardPayment.bind(h.client),
    { bookingId, successUrl: `${PUBLIC_URL}/app/calendar`, cancelUrl: `${PUBLIC_URL}/app/calendar` },
    me.token,
  );
  const p = started.payment!;
  const payload = JSON.stringify({
    id: `evt_${v7()}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(h.clock.now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: (await h.prisma.payment.findUniqueOrThrow({ where: { id: p.id } })).checkoutSessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        status: 'complete',
        payment_intent: `pi_${p.id}`,
        metadata: { booking_id: bookingId, payment_id: p.id },
      },
    },
  });
  const deliver = () =>
    fetch(h.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(h.clock.now.getTime() / 1000),
        }),
      },
      body: payload,
    });
  expect((await deliver()).status).toBe(200);
  // A redelivery issues nothing more.
  expect((await deliver()).status).toBe(200);
  return { paymentId: p.id, bookingId };
}

async function pendingPayment(): Promise<PaymentRecord> {
  const id = v7();
  const p: PaymentRecord = {
    id,
    bookingId: v7(),
    clientUserId: v7(),
    therapistUserId: v7(),
    method: 'card',
    status: 'succeeded',
    amountMinor: 400000n,
    currency: 'RSD',
    checkoutSessionId: `cs_test_${id}`,
    checkoutUrl: null,
    checkoutExpiresAt: null,
    paymentIntentId: `pi_${id}`,
    ipsReference: null,
    failureCode: '',
    refundedMinor: 0n,
    createdAt: START,
    paidAt: START,
    updatedAt: START,
  };
  await insertPayment(h.prisma, p);
  return p;
}

describe('invoices', () => {
  it('issues the invoice with the paid checkout, naming the buyer the client saved, once', async () => {
    const me = await h.person(['client']);
    await h.call(
      h.client.saveMyBillingDetails.bind(h.client),
      { details: { buyerName: '  Јелена Петровић ', buyerPib: '' } },
      me.token,
    );
    expect((await h.call(h.client.getMyBillingDetails.bind(h.client), {}, me.token)).details).toEqual({
      buyerName: 'Јелена Петровић',
      buyerPib: '',
    });
    const { paymentId, bookingId } = await paidBooking(me);

    const rows = await h.prisma.invoice.findMany({ where: { paymentId } });
    expect(rows).toHaveLength(1);
    const inv = rows[0]!;
    expect(inv).toMatchObject({
      kind: 'invoice',
      buyerName: 'Јелена Петровић',
      bookingId,
      clientUserId: me.actor.userId,
      amountMinor: 400000n,
      currency: 'RSD',
      serviceText: 'Psihoterapijska seansa, 50 min, 03.12.2026.',
      serviceDate: '2026-12-03',
    });
    expect(inv.number).toMatch(/^2026-\d{6}$/);

    const out = await h.prisma.$queryRaw<{ payload: Uint8Array }[]>`
      SELECT payload FROM outbox WHERE subject = 'billing.invoice.issued.v1' AND aggregate_id = ${bookingId}`;
    expect(out).toHaveLength(1);
    expect(InvoiceIssued.decode(out[0]!.payload)).toMatchObject({
      invoiceId: inv.id,
      number: inv.number,
      paymentId,
      bookingId,
      clientUserId: me.actor.userId,
      amountMinor: 400000,
      currency: 'RSD',
      kind: 'invoice',
    });
  });

  it('falls back to the client name booking gave when no billing details were saved', async () => {
    const me = await h.person(['client']);
    const { paymentId } = await paidBooking(me);
    const inv = await h.prisma.invoice.findFirstOrThrow({ where: { paymentId } });
    expect(inv.buyerName).toBe('Marko Klijent');
  });

  it('refuses a malformed PIB', async () => {
    const me = await h.person(['client']);
    const f = await failure(
      h.call(
        h.client.saveMyBillingDetails.bind(h.client),
        { details: { buyerName: 'Firma d.o.o.', buyerPib: '12345' } },
        me.token,
      ),
    );
    expect(f).toMatchObject({ status: grpc.status.INVALID_ARGUMENT, code: 'billing.invalid_argument' });
  });

  it('lists the client’s own invoices and gives the PDF to its client and staff only', async () => {
    const me = await h.person(['client']);
    const { paymentId } = await paidBooking(me);
    const list = await h.call(
      h.client.listMyInvoices.bind(h.client),
      { pageSize: 0, pageToken: '' },
      me.token,
    );
    expect(list.invoices).toHaveLength(1);
    const [inv] = list.invoices;
    expect(inv).toMatchObject({ paymentId, kind: InvoiceKind.INVOICE_KIND_INVOICE, amountMinor: 400000 });

    const mine = await h.call(h.client.getInvoicePdf.bind(h.client), { invoiceId: inv!.id }, me.token);
    expect(mine.fileName).toBe(`racun-${inv!.number}.pdf`);
    expect(Buffer.from(mine.pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const stranger = await h.person(['client']);
    const f = await failure(
      h.call(h.client.getInvoicePdf.bind(h.client), { invoiceId: inv!.id }, stranger.token),
    );
    expect(f).toMatchObject({ status: grpc.status.NOT_FOUND, code: 'billing.invoice_not_found' });
    expect(
      (await h.call(h.client.listMyInvoices.bind(h.client), { pageSize: 0, pageToken: '' }, stranger.token))
        .invoices,
    ).toEqual([]);

    const admin = await h.person(['admin']);
    const staff = await h.call(h.client.getInvoicePdf.bind(h.client), { invoiceId: inv!.id }, admin.token);
    expect(staff.fileName).toBe(mine.fileName);
  });

  it('numbers 50 concurrent issues in one year 1…50: no gap, no duplicate', async () => {
    const at = new Date('2027-03-01T10:00:00Z');
    const payments = await Promise.all(Array.from({ length: 50 }, () => pendingPayment()));
    const issued = await Promise.all(
      payments.map((p) => transaction(h.prisma, (tx) => issueInvoice(tx, h.deps, p, at))),
    );
    const seqs = issued.map((i) => i.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(issued.map((i) => i.number)).size).toBe(50);
    expect(issued.map((i) => i.number)).toContain('2027-000050');
  });

  it('gives a rolled-back number back and starts each Belgrade year at 1', async () => {
    // 23:30 UTC on 31 December 2027 is already 2028 in Belgrade.
    const at = new Date('2027-12-31T23:30:00Z');
    const first = await pendingPayment();
    await expect(
      transaction(h.prisma, async (tx) => {
        await issueInvoice(tx, h.deps, first, at);
        throw new Error('the success could not be recorded');
      }),
    ).rejects.toThrow('could not be recorded');
    expect(await h.prisma.invoice.count({ where: { paymentId: first.id } })).toBe(0);
    const second = await pendingPayment();
    const next = await transaction(h.prisma, (tx) => issueInvoice(tx, h.deps, second, at));
    expect(next.number).toBe('2028-000001');
  });

  it('issues the credit note in the transaction that marks a refund issued (refunds flow), once', async () => {
    const me = await h.person(['client']);
    const { paymentId, bookingId } = await paidBooking(me);
    const invoice = await h.prisma.invoice.findFirstOrThrow({ where: { paymentId } });
    const refundId = v7();
    await insertRequestedRefund(
      h.prisma,
      {
        id: refundId,
        paymentId,
        bookingId,
        reason: 'booking_cancelled',
        idempotencyKey: `refund:${bookingId}:test`,
        amountMinor: 200000n,
        currency: 'RSD',
      },
      h.clock.now,
    );
    expect(await completeRefund(h.deps, refundId, 're_test_1')).toBe(true);
    expect(await completeRefund(h.deps, refundId, 're_test_1')).toBe(false);
    const notes = await h.prisma.invoice.findMany({ where: { refundId } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'credit_note',
      correctsNumber: invoice.number,
      amountMinor: 200000n,
      buyerName: 'Marko Klijent',
    });
    expect(notes[0]!.number).toMatch(/^ON-2026-\d{6}$/);
    const subjects = await h.prisma.$queryRaw<{ subject: string }[]>`
      SELECT subject FROM outbox WHERE aggregate_id = ${bookingId} ORDER BY id`;
    expect(subjects.map((r) => r.subject)).toEqual([
      'billing.payment.succeeded.v1',
      'billing.invoice.issued.v1',
      'billing.refund.issued.v1',
      'billing.invoice.issued.v1',
    ]);
  });

  it('issues a credit note in its own series, naming the invoice it corrects', async () => {
    const at = new Date('2029-05-01T10:00:00Z');
    const p = await pendingPayment();
    const inv = await transaction(h.prisma, (tx) => issueInvoice(tx, h.deps, p, at));
    const refund = { id: v7(), paymentId: p.id, amountMinor: 200000n, currency: 'RSD' };
    const note = await transaction(h.prisma, (tx) => issueCreditNote(tx, h.deps, refund, at));
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 'ON-2029-000001',
      correctsInvoiceId: inv.id,
      correctsNumber: '2029-000001',
      refundId: refund.id,
      amountMinor: 200000n,
      buyerName: inv.buyerName,
    });
    // A payment never invoiced has nothing to correct.
    const bare = await pendingPayment();
    expect(
      await transaction(h.prisma, (tx) =>
        issueCreditNote(tx, h.deps, { ...refund, id: v7(), paymentId: bare.id }, at),
      ),
    ).toBeNull();
  });
});
