// Paying for a booking by bank transfer (IPS QR) through /api/v1, against a scripted billing service: the order
// as JSON with the account written the way people type it, the QR image as an uncached PNG, nothing taken from the
// body, and billing's "no" as problem+json with a Serbian sentence.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { PaymentMethod } from '@oslonac/proto/oslonac/billing/v1/billing';
import { type BillingRoutes, startBillingRoutes } from './support/billing-routes';
import { type BillingServer, grpcError, pbPayment } from './support/billing-server';
import { BOOKING_ID, signedIn } from './support/booking-fixtures';
import { call, problem } from './support/http';

let billingFake: BillingServer;
let routes: {
  start: typeof import('../app/api/v1/bookings/[id]/ips-payment/route');
  qr: typeof import('../app/api/v1/bookings/[id]/ips-payment/qr/route');
};
let world: BillingRoutes<typeof routes>;

const startPath = `/api/v1/bookings/${BOOKING_ID}/ips-payment`;
const qrPath = `/api/v1/bookings/${BOOKING_ID}/ips-payment/qr`;
const params = { id: BOOKING_ID };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PAYLOAD =
  'K:PR|V:01|C:1|R:999000000000000151|N:Oslonac d.o.o.|I:RSD4500,00|SF:289|S:Psihoterapija 12.12.2026.|RO:9719100001';

const order = {
  payeeAccount: '999000000000000151',
  payeeName: 'Oslonac d.o.o.',
  amountMinor: 450_000,
  currency: 'RSD',
  paymentCode: '289',
  purpose: 'Psihoterapija 12.12.2026.',
  referenceModel: '97',
  reference: '19100001',
  qrPayload: PAYLOAD,
};

beforeAll(async () => {
  // These routes ask billing only: booking's address leads nowhere.
  process.env.BOOKING_GRPC_ADDR = '127.0.0.1:9';
  world = await startBillingRoutes(async () => ({
    start: await import('../app/api/v1/bookings/[id]/ips-payment/route'),
    qr: await import('../app/api/v1/bookings/[id]/ips-payment/qr/route'),
  }));
  ({ billing: billingFake, routes } = world);
});

afterAll(async () => {
  await world?.stop();
});

beforeEach(() => {
  billingFake.seen.length = 0;
  billingFake.answer('startIpsPayment', () => ({
    payment: pbPayment({ method: PaymentMethod.PAYMENT_METHOD_IPS, ipsReference: '9719100001' }),
    order,
    qrPng: PNG,
  }));
});

describe('POST /api/v1/bookings/{id}/ips-payment', () => {
  it('answers with the order, the pending payment and where the QR image is', async () => {
    const res = await call(routes.start.POST, startPath, {
      body: {},
      params,
      headers: signedIn('ips-ok', ['client']),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.order).toEqual({ ...order, payeeAccountText: '999-0000000000001-51' });
    expect(body.qrUrl).toBe(qrPath);
    expect(body.payment).toMatchObject({ method: 'ips', status: 'pending', bookingId: BOOKING_ID });
    expect(billingFake.seen).toEqual([
      { method: 'startIpsPayment', actorToken: 'actor-ips-ok', request: { bookingId: BOOKING_ID } },
    ]);
  });

  it('takes nothing from the body and needs a signed-in person', async () => {
    const extra = await call(routes.start.POST, startPath, {
      body: { amountMinor: 1 },
      params,
      headers: signedIn('ips-body', ['client']),
    });
    expect(extra.status).toBe(400);
    const anonymous = await call(routes.start.POST, startPath, { body: {}, params });
    expect(anonymous.status).toBe(401);
    expect(billingFake.seen).toEqual([]);
  });

  it("maps billing's refusals to Serbian sentences: not payable 409, someone else's 404, euros 409", async () => {
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
      [
        status.FAILED_PRECONDITION,
        'billing.ips_rsd_only',
        409,
        'Uplata preko banke (IPS QR) moguća je samo u dinarima. Ovu seansu možete platiti karticom.',
      ],
    ];
    for (const [grpc, code, http, title] of cases) {
      billingFake.answer('startIpsPayment', () => grpcError(grpc, code));
      const res = await call(routes.start.POST, startPath, {
        body: {},
        params,
        headers: signedIn(`ips-${code}`, ['client']),
      });
      expect(res.status).toBe(http);
      expect(await problem(res)).toMatchObject({ code, title });
    }
  });
});

describe('GET /api/v1/bookings/{id}/ips-payment/qr', () => {
  it('serves the PNG, never cached', async () => {
    const res = await call(routes.qr.GET, qrPath, { params, headers: signedIn('ips-qr', ['client']) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('answers a stranger with 404 and a Serbian sentence, not an image', async () => {
    billingFake.answer('startIpsPayment', () =>
      grpcError(status.PERMISSION_DENIED, 'billing.not_your_booking'),
    );
    const res = await call(routes.qr.GET, qrPath, { params, headers: signedIn('ips-qr-other', ['client']) });
    expect(res.status).toBe(404);
    expect((await problem(res)).title).toBe('Ova rezervacija ne postoji ili pripada drugom nalogu.');
  });
});
