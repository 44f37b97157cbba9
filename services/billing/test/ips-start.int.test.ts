import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PaymentMethod, PaymentStatus } from '@oslonac/proto/oslonac/billing/v1/billing';
import { BookingStatus } from '@oslonac/proto/oslonac/booking/v1/booking';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { v7 } from 'uuid';
import { DEV_IPS } from '../src/config';
import { isModel97Reference, parseIpsPayload } from '../src/domain/ips';
import { awaitingPayment, type FakeBooking } from './support/doubles';
import { failure, type Harness, PUBLIC_URL } from './support/harness';
import { billingWithStripeDouble, type WithStripeDouble } from './support/world';

// StartIpsPayment against the fake BookingService (over gRPC, the caller's token forwarded) on a real database:
// the order a bank app reads, the reference kept across calls, the QR image read back as a phone would.

const START = new Date('2026-12-01T10:00:00Z');
let h: Harness;
let c: Harness['client'];
let booking: FakeBooking;
let world: WithStripeDouble;

beforeAll(async () => {
  world = await billingWithStripeDouble('billing_ips', START, { retries: 0 });
  ({ h, booking } = world);
  c = h.client;
});
afterAll(async () => {
  await world?.close();
});

async function clientWithBooking(over: { amountMinor?: number; status?: BookingStatus } = {}) {
  const me = await h.person(['client']);
  const id = v7();
  const b = awaitingPayment({
    id,
    clientUserId: me.actor.userId,
    therapistUserId: v7(),
    // The session is on 3 December 2026 (the deadline plus two days), 10:45 UTC = 11:45 in Belgrade.
    expiresAt: new Date(h.clock.now.getTime() + 45 * 60_000),
    ...over,
  });
  booking.bookings.set(id, b);
  return { ...me, bookingId: id, booking: b };
}

const start = (bookingId: string, token: string) => h.call(c.startIpsPayment.bind(c), { bookingId }, token);

/** What a phone's camera reads from the PNG. */
function decodeQr(png: Uint8Array): string {
  const img = PNG.sync.read(Buffer.from(png));
  const code = jsQR(new Uint8ClampedArray(img.data), img.width, img.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

describe('StartIpsPayment', () => {
  it('opens a pending IPS payment and answers with the payment order NBS describes', async () => {
    const me = await clientWithBooking({ amountMinor: 359613 });
    const out = await start(me.bookingId, me.token);

    expect(out.payment).toMatchObject({
      bookingId: me.bookingId,
      method: PaymentMethod.PAYMENT_METHOD_IPS,
      status: PaymentStatus.PAYMENT_STATUS_PENDING,
      amountMinor: 359613,
      currency: 'RSD',
    });
    const order = out.order;
    if (!order) throw new Error('no order');
    expect(order).toMatchObject({
      payeeAccount: DEV_IPS.payeeAccount,
      payeeName: DEV_IPS.payeeName,
      amountMinor: 359613,
      currency: 'RSD',
      paymentCode: '289',
      purpose: 'Psihoterapija 03.12.2026.',
      referenceModel: '97',
    });
    expect(isModel97Reference(order.reference)).toBe(true);
    expect(out.payment?.ipsReference).toBe(`97${order.reference}`);
    expect(order.qrPayload).toBe(
      `K:PR|V:01|C:1|R:${DEV_IPS.payeeAccount}|N:${DEV_IPS.payeeName}|I:RSD3596,13|SF:289|S:Psihoterapija 03.12.2026.|RO:97${order.reference}`,
    );
    expect(booking.tokens.at(-1)).toBe(`Bearer ${me.token}`);

    const row = await h.prisma.payment.findFirstOrThrow({
      where: { bookingId: me.bookingId },
      select: { method: true, ipsReference: true, amountMinor: true, buyerName: true },
    });
    expect(row).toEqual({
      method: 'ips',
      ipsReference: order.reference,
      amountMinor: 359613n,
      buyerName: 'Marko Klijent',
    });
  });

  it('draws a QR code a phone reads back to the same, valid NBS text', async () => {
    const me = await clientWithBooking();
    const out = await start(me.bookingId, me.token);
    const png = PNG.sync.read(Buffer.from(out.qrPng));
    expect(png.width).toBeGreaterThanOrEqual(400);

    const text = decodeQr(out.qrPng);
    expect(text).toBe(out.order?.qrPayload);
    const parsed = parseIpsPayload(text);
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.model).toBe('97');
    expect(parsed.order.amountMinor).toBe(400000n);
    expect(parsed.order.reference).toBe(out.order?.reference);
  });

  it('resumes the open payment on a second call: same payment, same reference', async () => {
    const me = await clientWithBooking();
    const first = await start(me.bookingId, me.token);
    const second = await start(me.bookingId, me.token);
    expect(second.payment?.id).toBe(first.payment?.id);
    expect(second.order?.reference).toBe(first.order?.reference);
    expect(decodeQr(second.qrPng)).toBe(first.order?.qrPayload);
    expect(await h.prisma.payment.count({ where: { bookingId: me.bookingId } })).toBe(1);
  });

  it('gives each booking its own reference, and two concurrent starts one', async () => {
    const a = await clientWithBooking();
    const b = await clientWithBooking();
    const [a1, a2] = await Promise.all([start(a.bookingId, a.token), start(a.bookingId, a.token)]);
    expect(a1.order?.reference).toBe(a2.order?.reference);
    const b1 = await start(b.bookingId, b.token);
    expect(b1.order?.reference).not.toBe(a1.order?.reference);
    expect(await h.prisma.payment.count({ where: { bookingId: a.bookingId } })).toBe(1);
  });

  it('leaves the card flow working beside an open IPS payment', async () => {
    const me = await clientWithBooking();
    const ips = await start(me.bookingId, me.token);
    const card = await h.call(
      c.startCardPayment.bind(c),
      {
        bookingId: me.bookingId,
        successUrl: `${PUBLIC_URL}/app/calendar`,
        cancelUrl: `${PUBLIC_URL}/app/calendar`,
      },
      me.token,
    );
    expect(card.payment?.method).toBe(PaymentMethod.PAYMENT_METHOD_CARD);
    expect(card.checkoutUrl).toContain('/pay/cs_test_');
    // And IPS still hands out the same reference afterwards.
    expect((await start(me.bookingId, me.token)).order?.reference).toBe(ips.order?.reference);
  });

  it('refuses a booking of someone else, one not awaiting payment, one in euros and an unknown one', async () => {
    const owner = await clientWithBooking();
    const other = await h.person(['client']);
    expect(await failure(start(owner.bookingId, other.token))).toMatchObject({
      status: grpc.status.PERMISSION_DENIED,
      code: 'billing.not_your_booking',
    });
    const confirmed = await clientWithBooking({ status: BookingStatus.BOOKING_STATUS_CONFIRMED });
    expect(await failure(start(confirmed.bookingId, confirmed.token))).toMatchObject({
      status: grpc.status.FAILED_PRECONDITION,
      code: 'billing.booking_not_payable',
      message: 'Ovaj termin trenutno ne čeka uplatu.',
    });
    const euros = await clientWithBooking();
    booking.bookings.set(euros.bookingId, {
      ...euros.booking,
      price: { amountMinor: 4000, currency: 'EUR' },
    });
    expect(await failure(start(euros.bookingId, euros.token))).toMatchObject({
      status: grpc.status.FAILED_PRECONDITION,
      code: 'billing.ips_rsd_only',
    });
    expect(await failure(start(v7(), owner.token))).toMatchObject({
      status: grpc.status.NOT_FOUND,
      code: 'billing.not_found',
    });
    expect(await failure(start('not-a-uuid', owner.token))).toMatchObject({
      status: grpc.status.INVALID_ARGUMENT,
    });
    for (const id of [owner.bookingId, confirmed.bookingId, euros.bookingId]) {
      expect(await h.prisma.payment.count({ where: { bookingId: id } })).toBe(0);
    }
  });

  it('only clients start IPS payments', async () => {
    const t = await h.person(['therapist']);
    expect(await failure(start(v7(), t.token))).toMatchObject({ status: grpc.status.PERMISSION_DENIED });
  });
});
