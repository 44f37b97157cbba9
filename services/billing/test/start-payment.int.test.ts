import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PaymentMethod, PaymentStatus } from '@oslonac/proto/oslonac/billing/v1/billing';
import { BookingStatus } from '@oslonac/proto/oslonac/booking/v1/booking';
import { v7 } from 'uuid';
import { awaitingPayment, type FakeBooking, type FakeStripe } from './support/doubles';
import { failure, type Harness, PUBLIC_URL } from './support/harness';
import { billingWithStripeDouble, type WithStripeDouble } from './support/world';

// StartCardPayment against a small fake BookingService (over gRPC, with the caller's token forwarded) and a
// minimal Stripe API double (the SDK pointed at it as STRIPE_API_BASE points it at the emulator).

const START = new Date('2026-12-01T10:00:00Z');
let h: Harness;
let c: Harness['client'];
let booking: FakeBooking;
let stripe: FakeStripe;
let world: WithStripeDouble;

const urls = {
  successUrl: `${PUBLIC_URL}/app/placanje/uspeh?session={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${PUBLIC_URL}/app/placanje/otkazano`,
};

beforeAll(async () => {
  world = await billingWithStripeDouble('billing_start', START, { retries: 0 });
  ({ h, booking, stripe } = world);
  c = h.client;
});
afterAll(async () => {
  await world?.close();
});

async function clientWithBooking(minutesToDeadline = 45, status?: BookingStatus) {
  const me = await h.person(['client']);
  const id = v7();
  booking.bookings.set(
    id,
    awaitingPayment({
      id,
      clientUserId: me.actor.userId,
      therapistUserId: v7(),
      expiresAt: new Date(h.clock.now.getTime() + minutesToDeadline * 60_000),
      ...(status ? { status } : {}),
    }),
  );
  return { ...me, bookingId: id };
}

const start = (bookingId: string, token: string, over: Partial<typeof urls> = {}) =>
  h.call(c.startCardPayment.bind(c), { bookingId, ...urls, ...over }, token);

describe('StartCardPayment', () => {
  it('opens a Checkout Session from the booking’s own amount and deadline, with the caller’s token', async () => {
    const me = await clientWithBooking(45);
    const before = stripe.requests.length;
    const out = await start(me.bookingId, me.token);

    expect(out.checkoutUrl).toBe(`${stripe.url}/pay/cs_test_${stripe.requests.length}`);
    expect(out.payment).toMatchObject({
      bookingId: me.bookingId,
      method: PaymentMethod.PAYMENT_METHOD_CARD,
      status: PaymentStatus.PAYMENT_STATUS_PENDING,
      amountMinor: 400000,
      currency: 'RSD',
      failureCode: '',
    });
    expect(booking.tokens.at(-1)).toBe(`Bearer ${me.token}`);
    // The client's Stripe Customer comes first (made once), with nothing but their user id.
    const [customerReq, req] = stripe.requests.slice(before);
    expect(customerReq?.path).toBe('/v1/customers');
    expect(Object.fromEntries(customerReq?.form ?? [])).toEqual({ 'metadata[user_id]': me.actor.userId });
    expect(customerReq?.idempotencyKey).toBe(`oslonac-customer-${me.actor.userId}`);
    if (!req) throw new Error('no request reached Stripe');
    expect(req.path).toBe('/v1/checkout/sessions');
    expect(req.authorization).toBe('Bearer sk_test_billing_harness');
    expect(req.idempotencyKey).toBe(`oslonac-payment-${out.payment?.id}`);
    expect(Object.fromEntries(req.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'rsd',
      'line_items[0][price_data][unit_amount]': '400000',
      'line_items[0][price_data][product_data][name]': 'Seansa — Ana Petrović',
      client_reference_id: me.bookingId,
      'metadata[booking_id]': me.bookingId,
      'metadata[payment_id]': out.payment?.id,
      'payment_intent_data[metadata][payment_id]': out.payment?.id,
      // The booking's payment deadline, 45 minutes away.
      expires_at: String(START.getTime() / 1000 + 45 * 60),
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      // Their saved cards are offered, and saving this one is their choice on Stripe's page.
      customer: `cus_oslonaccustomer${me.actor.userId.replaceAll('-', '')}`,
      'saved_payment_method_options[payment_method_save]': 'enabled',
    });
    // No name of the client goes to Stripe, and none is stored.
    expect(req.form.toString()).not.toContain('Marko');
  });

  it('clamps a deadline closer than Stripe’s 30 minutes to 31', async () => {
    const me = await clientWithBooking(10);
    await start(me.bookingId, me.token);
    expect(stripe.requests.at(-1)?.form.get('expires_at')).toBe(String(START.getTime() / 1000 + 31 * 60));
  });

  it('resumes the open checkout instead of starting another, and starts anew once it is about to expire', async () => {
    const me = await clientWithBooking(45);
    const first = await start(me.bookingId, me.token);
    const count = stripe.requests.length;
    const again = await start(me.bookingId, me.token);
    expect(again).toEqual(first);
    expect(stripe.requests.length).toBe(count);

    h.clock.advance(42);
    try {
      const fresh = await start(me.bookingId, me.token);
      expect(fresh.checkoutUrl).not.toBe(first.checkoutUrl);
      expect(stripe.requests.length).toBe(count + 1);
      const rows = await h.prisma.payment.findMany({
        where: { bookingId: me.bookingId },
        select: { status: true },
        orderBy: { createdAt: 'asc' },
      });
      expect(rows.map((r) => r.status)).toEqual(['cancelled', 'pending']);
    } finally {
      h.clock.advance(-42);
    }
  });

  it('refuses a booking of someone else, one not awaiting payment, and an unknown one', async () => {
    const owner = await clientWithBooking(45);
    const other = await h.person(['client']);
    expect(await failure(start(owner.bookingId, other.token))).toMatchObject({
      status: grpc.status.PERMISSION_DENIED,
      code: 'billing.not_your_booking',
    });
    const confirmed = await clientWithBooking(45, BookingStatus.BOOKING_STATUS_CONFIRMED);
    expect(await failure(start(confirmed.bookingId, confirmed.token))).toMatchObject({
      status: grpc.status.FAILED_PRECONDITION,
      code: 'billing.booking_not_payable',
      message: 'Ovaj termin trenutno ne čeka uplatu.',
    });
    expect(await failure(start(v7(), owner.token))).toMatchObject({
      status: grpc.status.NOT_FOUND,
      code: 'billing.not_found',
    });
    expect(await h.prisma.payment.count({ where: { bookingId: owner.bookingId } })).toBe(0);
  });

  it('refuses return URLs off our public origin', async () => {
    const me = await clientWithBooking(45);
    const before = stripe.requests.length;
    for (const over of [
      { successUrl: 'https://evil.test/ok' },
      { cancelUrl: 'https://evil.test/cancel' },
      { successUrl: `${PUBLIC_URL}.evil.test/ok` },
    ]) {
      expect(await failure(start(me.bookingId, me.token, over))).toMatchObject({
        status: grpc.status.INVALID_ARGUMENT,
        code: 'billing.bad_return_url',
      });
    }
    expect(stripe.requests.length).toBe(before);
  });

  it('answers UNAVAILABLE when Stripe fails, and writes nothing', async () => {
    const me = await clientWithBooking(45);
    stripe.down = true;
    try {
      expect(await failure(start(me.bookingId, me.token))).toMatchObject({
        status: grpc.status.UNAVAILABLE,
        code: 'billing.provider_unavailable',
      });
    } finally {
      stripe.down = false;
    }
    expect(await h.prisma.payment.count({ where: { bookingId: me.bookingId } })).toBe(0);
    // Once Stripe is back the same booking starts normally.
    expect((await start(me.bookingId, me.token)).checkoutUrl).toContain('/pay/cs_test_');
  });

  it('only clients start payments', async () => {
    const t = await h.person(['therapist']);
    expect(await failure(start(v7(), t.token))).toMatchObject({ status: grpc.status.PERMISSION_DENIED });
  });
});

describe('GetBookingPayment and ListMyPayments', () => {
  it('shows the latest payment to its client and staff, nothing to strangers; lists mine newest first', async () => {
    const me = await clientWithBooking(45);
    const started = await start(me.bookingId, me.token);
    const mine = await h.call(c.getBookingPayment.bind(c), { bookingId: me.bookingId }, me.token);
    expect(mine.payment?.id).toBe(started.payment?.id);
    const admin = await h.person(['admin']);
    expect(
      (await h.call(c.getBookingPayment.bind(c), { bookingId: me.bookingId }, admin.token)).payment?.id,
    ).toBe(started.payment?.id);
    const stranger = await h.person(['client']);
    expect(
      (await h.call(c.getBookingPayment.bind(c), { bookingId: me.bookingId }, stranger.token)).payment,
    ).toBeUndefined();

    const second = await clientWithBooking(45);
    const otherBooking = v7();
    booking.bookings.set(
      otherBooking,
      awaitingPayment({
        id: otherBooking,
        clientUserId: second.actor.userId,
        therapistUserId: v7(),
        expiresAt: new Date(h.clock.now.getTime() + 45 * 60_000),
      }),
    );
    await start(second.bookingId, second.token);
    h.clock.advance(1);
    try {
      await start(otherBooking, second.token);
    } finally {
      h.clock.advance(-1);
    }
    const page1 = await h.call(c.listMyPayments.bind(c), { pageSize: 1, pageToken: '' }, second.token);
    expect(page1.payments.map((p) => p.bookingId)).toEqual([otherBooking]);
    const page2 = await h.call(
      c.listMyPayments.bind(c),
      { pageSize: 1, pageToken: page1.nextPageToken },
      second.token,
    );
    expect(page2.payments.map((p) => p.bookingId)).toEqual([second.bookingId]);
    expect(page2.nextPageToken).toBe('');
  });
});
