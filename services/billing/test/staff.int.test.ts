import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  PaymentMethod,
  PaymentStatus,
  StatementLineOutcome,
} from '@oslonac/proto/oslonac/billing/v1/billing';
import { PaymentSucceeded, RefundIssued } from '@oslonac/proto/oslonac/events/v1/billing';
import { v7 } from 'uuid';
import { issueRequestedRefunds } from '../src/flows/refunds';
import { failure, type Harness, startBilling } from './support/harness';

// Staff's side of billing on real PostgreSQL: a bank statement matched against pending IPS payments (paid once,
// however often it is imported), a transfer confirmed by hand, refunds staff give with their reason, an IPS refund
// sent from the bank, and the lists. Every change leaves its audit row; a refused one leaves nothing.

const START = new Date('2026-12-01T10:00:00Z');
let h: Harness;
let admin: { actor: { userId: string }; token: string };
let refSeq = 100;

beforeAll(async () => {
  h = await startBilling('billing_staff', START);
  admin = await h.person(['admin']);
});
afterAll(async () => {
  await h?.close();
});

/** A pending IPS payment as StartIpsPayment leaves it (its reference: two check digits and the number). */
async function ipsPayment(o: { amountMinor?: bigint; status?: 'pending' | 'succeeded' | 'cancelled' } = {}) {
  refSeq += 1;
  const id = v7();
  const bookingId = v7();
  const reference = `47202600${String(refSeq).padStart(5, '0')}`;
  await h.prisma.payment.create({
    data: {
      id,
      bookingId,
      clientUserId: v7(),
      therapistUserId: v7(),
      method: 'ips',
      status: o.status ?? 'pending',
      amountMinor: o.amountMinor ?? 400000n,
      currency: 'RSD',
      ipsReference: reference,
      buyerName: 'Marko Marković',
      serviceStartsAt: new Date('2026-12-04T15:00:00Z'),
      serviceMinutes: 50,
      createdAt: h.clock.now,
      paidAt: o.status === 'succeeded' ? h.clock.now : null,
      updatedAt: h.clock.now,
    },
  });
  return { id, bookingId, reference };
}

/** A paid card payment (as Stripe's webhook leaves it). */
async function cardPayment() {
  const id = v7();
  await h.prisma.payment.create({
    data: {
      id,
      bookingId: v7(),
      clientUserId: v7(),
      therapistUserId: v7(),
      method: 'card',
      status: 'succeeded',
      amountMinor: 400000n,
      currency: 'RSD',
      paymentIntentId: `pi_${id.slice(-12)}`,
      createdAt: h.clock.now,
      paidAt: h.clock.now,
      updatedAt: h.clock.now,
    },
  });
  return { id };
}

const statement = (...rows: string[]) =>
  [
    '\uFEFFIzvod br. 12 za račun 160-0000000012345-67;;;;',
    'Datum knjiženja;Naziv;Poziv na broj odobrenja;Isplata;Uplata',
    ...rows,
  ].join('\r\n');

const importCsv = (csv: string, token = admin.token) =>
  h.call(h.client.importBankStatement.bind(h.client), { csv }, token);

const succeededEvents = async (bookingId: string) =>
  (
    await h.prisma.outbox.findMany({
      where: { aggregateId: bookingId, subject: 'billing.payment.succeeded.v1' },
      select: { payload: true },
    })
  ).map((r) => PaymentSucceeded.decode(r.payload));
const auditOf = (paymentId: string) =>
  h.prisma.auditLog.findMany({ where: { paymentId }, orderBy: { at: 'asc' } });
const statusOf = async (id: string) =>
  (await h.prisma.payment.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

describe('bank statement import', () => {
  it('pays the pending IPS payment a line names, once: a second import says already paid', async () => {
    const p = await ipsPayment();
    const csv = statement(`25.11.2026;Marko Marković;97 ${p.reference};;4.000,00`);
    const first = await importCsv(csv);
    expect(first.lines).toEqual([
      {
        line: 3,
        payer: 'Marko Marković',
        reference: `97 ${p.reference}`,
        amountMinor: 400000,
        bookedOn: '2026-11-25',
        outcome: StatementLineOutcome.STATEMENT_LINE_OUTCOME_MATCHED,
        paymentId: p.id,
      },
    ]);
    expect(await statusOf(p.id)).toBe('succeeded');
    const events = await succeededEvents(p.bookingId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ paymentId: p.id, method: 'ips', amountMinor: 400000 });
    expect(await h.prisma.invoice.count({ where: { paymentId: p.id, kind: 'invoice' } })).toBe(1);
    const trail = await auditOf(p.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actorUserId: admin.actor.userId, action: 'ips_matched' });
    expect(trail[0]?.note).toContain('red 3');

    const again = await importCsv(csv);
    expect(again.lines[0]?.outcome).toBe(StatementLineOutcome.STATEMENT_LINE_OUTCOME_ALREADY_PAID);
    expect(await succeededEvents(p.bookingId)).toHaveLength(1);
    expect(await h.prisma.invoice.count({ where: { paymentId: p.id } })).toBe(1);
    expect(await auditOf(p.id)).toHaveLength(1);
  });

  it('leaves a different amount, an unknown reference, a card and outgoing lines alone', async () => {
    const short = await ipsPayment();
    const out = await importCsv(
      statement(
        `25.11.2026;Ana;97${short.reference};;3.999,00`,
        '25.11.2026;Neko;97 99 999 999;;4.000,00',
        '25.11.2026;Bez poziva;;;4.000,00',
        `25.11.2026;EPS;97${short.reference};4.000,00;`,
      ),
    );
    expect(out.lines.map((l) => [l.line, l.outcome, l.paymentId])).toEqual([
      [3, StatementLineOutcome.STATEMENT_LINE_OUTCOME_AMOUNT_MISMATCH, short.id],
      [4, StatementLineOutcome.STATEMENT_LINE_OUTCOME_UNMATCHED, ''],
      [5, StatementLineOutcome.STATEMENT_LINE_OUTCOME_UNMATCHED, ''],
      [6, StatementLineOutcome.STATEMENT_LINE_OUTCOME_SKIPPED, ''],
    ]);
    expect(await statusOf(short.id)).toBe('pending');
    expect(await auditOf(short.id)).toHaveLength(0);
  });

  it('refuses a malformed file whole, in Serbian, and writes nothing', async () => {
    const p = await ipsPayment();
    const before = await h.prisma.outbox.count();
    const err = await failure(
      importCsv(statement(`25.11.2026;Marko;97${p.reference};;4.000,00`, '32.11.2026;Ana;97;;100,00')),
    );
    expect(err.status).toBe(grpc.status.INVALID_ARGUMENT);
    expect(err.code).toBe('billing.bad_statement');
    expect(err.message).toBe('Red 4: datum „32.11.2026“ nije u obliku dd.mm.gggg.');
    expect(await statusOf(p.id)).toBe('pending');
    expect(await h.prisma.outbox.count()).toBe(before);
    expect((await failure(importCsv('Ime;Prezime\nMarko;Marković'))).message).toMatch(
      /nismo našli zaglavlje izvoda/,
    );
  });

  it('is for staff only', async () => {
    const client = await h.person(['client']);
    expect((await failure(importCsv(statement(), client.token))).status).toBe(grpc.status.PERMISSION_DENIED);
  });
});

describe('reconciling by hand', () => {
  const reconcile = (r: { paymentId: string; amountMinor: number; bookedOn: string }, token = admin.token) =>
    h.call(h.client.reconcileIpsPayment.bind(h.client), r, token);

  it('pays an IPS payment when the amount equals, audited; a second time is refused', async () => {
    const p = await ipsPayment();
    expect(
      await failure(reconcile({ paymentId: p.id, amountMinor: 390000, bookedOn: '2026-11-30' })),
    ).toMatchObject({ status: grpc.status.FAILED_PRECONDITION, code: 'billing.amount_mismatch' });
    expect(
      await failure(reconcile({ paymentId: p.id, amountMinor: 400000, bookedOn: '2026-12-02' })),
    ).toMatchObject({ status: grpc.status.INVALID_ARGUMENT, code: 'billing.booked_in_future' });
    expect(await statusOf(p.id)).toBe('pending');

    const out = await reconcile({ paymentId: p.id, amountMinor: 400000, bookedOn: '2026-11-30' });
    expect(out.payment?.payment?.status).toBe(PaymentStatus.PAYMENT_STATUS_SUCCEEDED);
    expect(await succeededEvents(p.bookingId)).toHaveLength(1);
    expect((await auditOf(p.id)).map((a) => [a.action, a.note])).toEqual([
      ['ips_reconciled', 'Potvrđeno ručno, knjiženo 2026-11-30'],
    ]);
    expect(
      await failure(reconcile({ paymentId: p.id, amountMinor: 400000, bookedOn: '2026-11-30' })),
    ).toMatchObject({ code: 'billing.already_paid' });
    expect(await succeededEvents(p.bookingId)).toHaveLength(1);
  });

  it('never confirms a card payment by hand', async () => {
    const c = await cardPayment();
    expect(
      await failure(reconcile({ paymentId: c.id, amountMinor: 400000, bookedOn: '2026-11-30' })),
    ).toMatchObject({ status: grpc.status.FAILED_PRECONDITION, code: 'billing.not_ips' });
    expect(await auditOf(c.id)).toHaveLength(0);
  });
});

describe('refunds by staff', () => {
  const refund = (r: { paymentId: string; amountMinor: number; reason: string }, token = admin.token) =>
    h.call(h.client.refundPayment.bind(h.client), r, token);
  const reason = 'Terapeut otkazao zbog bolesti, dogovor sa klijentom';

  it('asks a card payment’s refund for the Stripe round, with the reason and an audit row', async () => {
    const c = await cardPayment();
    expect((await failure(refund({ paymentId: c.id, amountMinor: 1000, reason: 'kratko' }))).status).toBe(
      grpc.status.INVALID_ARGUMENT,
    );
    expect(await failure(refund({ paymentId: c.id, amountMinor: 400001, reason }))).toMatchObject({
      code: 'billing.refund_too_much',
    });

    const out = await refund({ paymentId: c.id, amountMinor: 150000, reason });
    expect(out.payment?.refunds).toEqual([
      expect.objectContaining({ amountMinor: 150000, reason: 'staff', note: reason, status: 'requested' }),
    ]);
    const row = await h.prisma.refund.findFirstOrThrow({ where: { paymentId: c.id } });
    expect(row.idempotencyKey).toBe(`refund:${row.bookingId}:staff:${row.id}`);
    expect((await auditOf(c.id)).map((a) => a.action)).toEqual(['refund_requested']);
    // What is left counts the refund still on its way.
    expect((await failure(refund({ paymentId: c.id, amountMinor: 250001, reason }))).message).toContain(
      '2.500',
    );
  });

  it('keeps an IPS refund out of the Stripe round until staff mark it sent; then it completes once', async () => {
    const p = await ipsPayment({ status: 'succeeded' });
    const out = await refund({ paymentId: p.id, amountMinor: 400000, reason });
    const refundId = out.payment?.refunds[0]?.id ?? '';
    // The round talks only to Stripe about card payments: this one is not even tried.
    const round = await issueRequestedRefunds(h.deps);
    expect(round).toEqual({ issued: 0, pending: expect.any(Number) });
    const row = await h.prisma.refund.findUniqueOrThrow({ where: { id: refundId } });
    expect(row).toMatchObject({ status: 'requested', attempts: 0 });

    const sent = await h.call(
      h.client.markBankRefundSent.bind(h.client),
      { refundId, note: 'Nalog 778/2026' },
      admin.token,
    );
    expect(sent.payment?.payment?.status).toBe(PaymentStatus.PAYMENT_STATUS_REFUNDED);
    expect(sent.payment?.refunds[0]?.status).toBe('issued');
    const issued = await h.prisma.outbox.findMany({
      where: { aggregateId: p.bookingId, subject: 'billing.refund.issued.v1' },
      select: { payload: true },
    });
    expect(issued.map((r) => RefundIssued.decode(r.payload).amountMinor)).toEqual([400000]);
    expect((await auditOf(p.id)).map((a) => a.action)).toEqual(['refund_requested', 'bank_refund_sent']);
    expect(
      await failure(h.call(h.client.markBankRefundSent.bind(h.client), { refundId, note: '' }, admin.token)),
    ).toMatchObject({ code: 'billing.refund_not_open' });
    expect(
      await h.prisma.outbox.count({
        where: { aggregateId: p.bookingId, subject: 'billing.refund.issued.v1' },
      }),
    ).toBe(1);
  });

  it('treats a cancellation’s refund of an IPS payment the same way: sent from the bank, never to Stripe', async () => {
    const p = await ipsPayment({ status: 'succeeded' });
    const refundId = v7();
    // What the cancellation consumer writes for a paid booking (flows/refunds.ts onBookingCancelled).
    await h.prisma.refund.create({
      data: {
        id: refundId,
        paymentId: p.id,
        bookingId: p.bookingId,
        reason: 'booking_cancelled',
        idempotencyKey: `refund:${p.bookingId}:evt-1`,
        amountMinor: 400000n,
        currency: 'RSD',
        status: 'requested',
        createdAt: h.clock.now,
        updatedAt: h.clock.now,
      },
    });
    await issueRequestedRefunds(h.deps);
    expect(await h.prisma.refund.findUniqueOrThrow({ where: { id: refundId } })).toMatchObject({
      status: 'requested',
      attempts: 0,
      lastError: '',
    });
    const listed = await h.call(
      h.client.listPayments.bind(h.client),
      { status: 0, method: 0, query: p.bookingId, pageSize: 0, pageToken: '' },
      admin.token,
    );
    expect(listed.payments[0]?.refunds.map((r) => [r.reason, r.status])).toEqual([
      ['booking_cancelled', 'requested'],
    ]);
    const sent = await h.call(
      h.client.markBankRefundSent.bind(h.client),
      { refundId, note: '' },
      admin.token,
    );
    expect(sent.payment?.payment?.status).toBe(PaymentStatus.PAYMENT_STATUS_REFUNDED);
  });

  it('refuses a pending payment, and a staff member’s own', async () => {
    const pending = await ipsPayment();
    expect(await failure(refund({ paymentId: pending.id, amountMinor: 100, reason }))).toMatchObject({
      code: 'billing.not_refundable',
    });
    const mine = await ipsPayment({ status: 'succeeded' });
    await h.prisma.payment.update({ where: { id: mine.id }, data: { clientUserId: admin.actor.userId } });
    expect(await failure(refund({ paymentId: mine.id, amountMinor: 100, reason }))).toMatchObject({
      status: grpc.status.PERMISSION_DENIED,
      code: 'billing.own_payment',
    });
    expect(await h.prisma.refund.count({ where: { paymentId: { in: [pending.id, mine.id] } } })).toBe(0);
  });
});

describe('lists', () => {
  it('finds a payment by its reference with or without 97, by booking id, and filters by method', async () => {
    const p = await ipsPayment();
    const list = (query: string, method = PaymentMethod.PAYMENT_METHOD_UNSPECIFIED) =>
      h.call(
        h.client.listPayments.bind(h.client),
        { status: 0, method, query, pageSize: 0, pageToken: '' },
        admin.token,
      );
    for (const q of [
      `97${p.reference}`,
      p.reference,
      `97 ${p.reference.slice(0, 4)}-${p.reference.slice(4)}`,
      p.bookingId,
    ]) {
      expect((await list(q)).payments.map((x) => x.payment?.id)).toEqual([p.id]);
    }
    expect((await list(p.bookingId, PaymentMethod.PAYMENT_METHOD_CARD)).payments).toEqual([]);
    expect((await list('nešto')).payments).toEqual([]);
    const all = await h.call(
      h.client.listPayments.bind(h.client),
      { status: PaymentStatus.PAYMENT_STATUS_PENDING, method: 0, query: '', pageSize: 2, pageToken: '' },
      admin.token,
    );
    expect(all.payments).toHaveLength(2);
    expect(all.payments.every((x) => x.payment?.status === PaymentStatus.PAYMENT_STATUS_PENDING)).toBe(true);
    expect(all.nextPageToken).toBe('2');
  });

  it('lists invoices newest first and finds one by number', async () => {
    const out = await h.call(
      h.client.listInvoices.bind(h.client),
      { kind: 0, query: '', pageSize: 0, pageToken: '' },
      admin.token,
    );
    expect(out.invoices.length).toBeGreaterThan(0);
    const first = out.invoices[0];
    const byNumber = await h.call(
      h.client.listInvoices.bind(h.client),
      { kind: 0, query: first?.number.toLowerCase() ?? '', pageSize: 0, pageToken: '' },
      admin.token,
    );
    expect(byNumber.invoices.map((i) => i.id)).toEqual([first?.id]);
  });
});
