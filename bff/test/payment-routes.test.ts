// Paying for a booking by card through /api/v1, against scripted booking and billing services: the return
// addresses billing is given (built from PUBLIC_URL, never from the request), the payment people read back,
// and billing's "no" as problem+json with a Serbian sentence.
import { status } from '@grpc/grpc-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { PaymentStatus } from '@oslonac/proto/oslonac/billing/v1/billing';
import { BookingStatus } from '@oslonac/proto/oslonac/booking/v1/booking';
import {
  type BillingServer,
  grpcError,
  PAYMENT_ID,
  pbPayment,
  startBillingServer,
} from './support/billing-server';
import { BOOKING_ID, pbBooking, signedIn } from './support/booking-fixtures';
import { type BookingServer, startBookingServer } from './support/booking-server';
import { call, problem } from './support/http';

let bookingFake: BookingServer;
let billingFake: BillingServer;
let routes: {
  pay: typeof import('../app/api/v1/bookings/[id]/card-payment/route');
  payment: typeof import('../app/api/v1/bookings/[id]/payment/route');
};
let closeClients: () => void;

const CHECKOUT = 'http://127.0.0.1:12111/c/pay/cs_test_a1';
const payPath = `/api/v1/bookings/${BOOKING_ID}/card-payment`;
const paymentPath = `/api/v1/bookings/${BOOKING_ID}/payment`;
const params = { id: BOOKING_ID };

beforeAll(async () => {
  bookingFake = await startBookingServer();
  billingFake = await startBillingServer();
  process.env.BOOKING_GRPC_ADDR = bookingFake.addr;
  process.env.BILLING_GRPC_ADDR = billingFake.addr;
  process.env.IDENTITY_GRPC_ADDR = '127.0.0.1:9';
  process.env.COOKIE_SECURE = 'false';
  routes = {
    pay: await import('../app/api/v1/bookings/[id]/card-payment/route'),
    payment: await import('../app/api/v1/bookings/[id]/payment/route'),
  };
  const bookingGateway = await import('../src/server/gateways/booking');
  const billingGateway = await import('../src/server/gateways/billing');
  closeClients = () => {
    bookingGateway.closeBookingClient();
    billingGateway.closeBillingClient();
  };
});

afterAll(async () => {
  closeClients?.();
  await Promise.all([bookingFake?.stop(), billingFake?.stop()]);
});

beforeEach(() => {
  process.env.PUBLIC_URL = 'https://oslonac.test/';
  bookingFake.seen.length = 0;
  billingFake.seen.length = 0;
  bookingFake.answer('getBooking', () => ({
    booking: pbBooking({ status: BookingStatus.BOOKING_STATUS_AWAITING_PAYMENT }),
  }));
});

afterEach(() => {
  delete process.env.PUBLIC_URL;
});

describe('POST /api/v1/bookings/{id}/card-payment', () => {
  it("answers with Stripe's page; the return addresses are the site's own, built from PUBLIC_URL", async () => {
    billingFake.answer('startCardPayment', () => ({ payment: pbPayment(), checkoutUrl: CHECKOUT }));
    const res = await call(routes.pay.POST, payPath, {
      body: {},
      params,
      headers: signedIn('pay-ok', ['client']),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ checkoutUrl: CHECKOUT });
    expect(billingFake.seen).toEqual([
      {
        method: 'startCardPayment',
        actorToken: 'actor-pay-ok',
        request: {
          bookingId: BOOKING_ID,
          successUrl: `https://oslonac.test/app/calendar?placanje=${BOOKING_ID}`,
          cancelUrl: `https://oslonac.test/terapeuti/ana-anic/book?rezervacija=${BOOKING_ID}&placanje=prekinuto`,
        },
      },
    ]);
    expect(bookingFake.seen.map((s) => [s.method, s.actorToken])).toEqual([['getBooking', 'actor-pay-ok']]);
  });

  it('takes nothing from the body: any field is refused before billing is asked', async () => {
    const res = await call(routes.pay.POST, payPath, {
      body: { successUrl: 'https://evil.example/' },
      params,
      headers: signedIn('pay-body', ['client']),
    });
    expect(res.status).toBe(400);
    expect((await problem(res)).errors?.successUrl).toBe('Ovo polje nije dozvoljeno.');
    expect(billingFake.seen).toEqual([]);
  });

  it('needs a signed-in person and a booking id that is a UUID', async () => {
    const anonymous = await call(routes.pay.POST, payPath, { body: {}, params });
    expect(anonymous.status).toBe(401);
    expect((await problem(anonymous)).code).toBe('auth.required');
    const bad = await call(routes.pay.POST, '/api/v1/bookings/x/card-payment', {
      body: {},
      params: { id: 'x' },
      headers: signedIn('pay-bad-id', ['client']),
    });
    expect(bad.status).toBe(400);
    expect(billingFake.seen).toEqual([]);
  });

  it('says in Serbian (either script) that card payment is away for now: 503', async () => {
    billingFake.answer('startCardPayment', () =>
      grpcError(status.UNAVAILABLE, 'billing.provider_unavailable'),
    );
    const res = await call(routes.pay.POST, payPath, {
      body: {},
      params,
      headers: signedIn('pay-away', ['client']),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await problem(res)).toMatchObject({
      code: 'billing.provider_unavailable',
      title: 'Plaćanje karticom trenutno nije dostupno. Pokušajte ponovo za nekoliko minuta.',
    });

    const headers = signedIn('pay-away-cyr', ['client']);
    const cyr = await call(routes.pay.POST, payPath, {
      body: {},
      params,
      headers: { ...headers, cookie: `${headers.cookie}; oslonac_locale=sr-Cyrl` },
    });
    expect((await problem(cyr)).title).toBe(
      'Плаћање картицом тренутно није доступно. Покушајте поново за неколико минута.',
    );
  });

  it("maps billing's other refusals to 409 and 404 with their own sentences", async () => {
    const cases: [status, string, number, string][] = [
      [
        status.FAILED_PRECONDITION,
        'billing.booking_not_payable',
        409,
        'Ova seansa sada ne čeka uplatu, pa plaćanje nije moguće. Osvežite stranicu da vidite u kom je stanju.',
      ],
      [
        status.PERMISSION_DENIED,
        'billing.not_your_booking',
        404,
        'Ova rezervacija ne postoji ili pripada drugom nalogu.',
      ],
    ];
    for (const [grpc, code, http, title] of cases) {
      billingFake.answer('startCardPayment', () => grpcError(grpc, code));
      const res = await call(routes.pay.POST, payPath, {
        body: {},
        params,
        headers: signedIn(`pay-${code}`, ['client']),
      });
      expect(res.status).toBe(http);
      expect(await problem(res)).toMatchObject({ code, title });
    }
  });

  it("does not ask billing for someone else's booking (booking says not found)", async () => {
    bookingFake.answer('getBooking', () => grpcError(status.NOT_FOUND, 'booking.not_found'));
    const res = await call(routes.pay.POST, payPath, {
      body: {},
      params,
      headers: signedIn('pay-other', ['client']),
    });
    expect(res.status).toBe(404);
    expect((await problem(res)).code).toBe('booking.not_found');
    expect(billingFake.seen).toEqual([]);
  });

  it('without PUBLIC_URL there is nowhere safe to return to: 503 and billing is not asked', async () => {
    delete process.env.PUBLIC_URL;
    const res = await call(routes.pay.POST, payPath, {
      body: {},
      params,
      headers: signedIn('pay-no-url', ['client']),
    });
    expect(res.status).toBe(503);
    expect((await problem(res)).code).toBe('billing.provider_unavailable');
    expect(billingFake.seen).toEqual([]);
  });
});

describe('GET /api/v1/bookings/{id}/payment', () => {
  it('answers with the status, the amount and why the last attempt failed', async () => {
    billingFake.answer('getBookingPayment', () => ({ payment: pbPayment({ failureCode: 'card_declined' }) }));
    const res = await call(routes.payment.GET, paymentPath, {
      params,
      headers: signedIn('payment-ok', ['client']),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      payment: {
        id: PAYMENT_ID,
        bookingId: BOOKING_ID,
        method: 'card',
        status: 'pending',
        amount: { amountMinor: 450_000, currency: 'RSD' },
        failureCode: 'card_declined',
        refundedMinor: 0,
        createdAt: '2026-11-22T10:05:00.000Z',
        paidAt: null,
      },
    });
    expect(billingFake.seen).toEqual([
      { method: 'getBookingPayment', actorToken: 'actor-payment-ok', request: { bookingId: BOOKING_ID } },
    ]);
  });

  it('reads a paid payment as succeeded with no failure', async () => {
    billingFake.answer('getBookingPayment', () => ({
      payment: pbPayment({
        status: PaymentStatus.PAYMENT_STATUS_SUCCEEDED,
        paidAt: new Date('2026-11-22T10:07:00Z'),
      }),
    }));
    const res = await call(routes.payment.GET, paymentPath, {
      params,
      headers: signedIn('payment-paid', ['client']),
    });
    expect(await res.json()).toMatchObject({
      payment: { status: 'succeeded', failureCode: null, paidAt: '2026-11-22T10:07:00.000Z' },
    });
  });

  it('is a 404 with a Serbian sentence when no payment was started', async () => {
    billingFake.answer('getBookingPayment', () => ({ payment: undefined }));
    const res = await call(routes.payment.GET, paymentPath, {
      params,
      headers: signedIn('payment-none', ['client']),
    });
    expect(res.status).toBe(404);
    expect(await problem(res)).toMatchObject({
      code: 'billing.payment_not_found',
      title: 'Za ovu seansu plaćanje još nije započeto.',
    });
  });

  it('takes no query', async () => {
    const res = await call(routes.payment.GET, `${paymentPath}?amount=1`, {
      params,
      headers: signedIn('payment-query', ['client']),
    });
    expect(res.status).toBe(400);
    expect(billingFake.seen).toEqual([]);
  });
});
