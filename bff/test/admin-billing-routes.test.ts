// Staff's payments through /api/v1/admin, against a scripted billing service: only staff with the second factor
// passed, filters passed on as billing's enums, a Windows-1250 statement decoded before billing reads it, refunds
// checked for a reason before anything travels, and an IPS refund shown as one to send from the bank.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  AdminPayment,
  PaymentMethod,
  PaymentStatus,
  StatementLineOutcome,
} from '@oslonac/proto/oslonac/billing/v1/billing';
import { type BillingRoutes, startBillingRoutes } from './support/billing-routes';
import { type BillingServer, grpcError, PAYMENT_ID, pbPayment } from './support/billing-server';
import { call, ORIGIN, signedIn } from './support/http';

let billingFake: BillingServer;
let routes: {
  list: typeof import('../app/api/v1/admin/payments/route');
  statement: typeof import('../app/api/v1/admin/payments/statement/route');
  refund: typeof import('../app/api/v1/admin/payments/[id]/refunds/route');
  reconcile: typeof import('../app/api/v1/admin/payments/[id]/reconcile/route');
};
let world: BillingRoutes<typeof routes>;

beforeAll(async () => {
  world = await startBillingRoutes(async () => ({
    list: await import('../app/api/v1/admin/payments/route'),
    statement: await import('../app/api/v1/admin/payments/statement/route'),
    refund: await import('../app/api/v1/admin/payments/[id]/refunds/route'),
    reconcile: await import('../app/api/v1/admin/payments/[id]/reconcile/route'),
  }));
  ({ billing: billingFake, routes } = world);
});
afterAll(async () => {
  await world?.stop();
});
beforeEach(() => {
  billingFake.seen.length = 0;
});

const ipsPaid = () =>
  AdminPayment.fromPartial({
    payment: pbPayment({
      method: PaymentMethod.PAYMENT_METHOD_IPS,
      status: PaymentStatus.PAYMENT_STATUS_SUCCEEDED,
      ipsReference: '974720260000123',
    }),
    clientUserId: 'c1',
    therapistUserId: 't1',
    refunds: [
      {
        id: 'r1',
        amountMinor: 450_000,
        currency: 'RSD',
        reason: 'staff',
        note: 'Terapeut otkazao',
        status: 'requested',
        createdAt: new Date('2026-11-23T10:00:00Z'),
      },
    ],
  });

describe('GET /api/v1/admin/payments', () => {
  it('is for staff whose second factor is passed', async () => {
    const client = await call(routes.list.GET, '/api/v1/admin/payments', {
      headers: signedIn('c', ['client']),
    });
    expect(client.status).toBe(403);
    const noSecond = await call(routes.list.GET, '/api/v1/admin/payments', {
      headers: signedIn('a-pending', ['admin'], 'Ana', 'not_enrolled'),
    });
    expect(noSecond.status).toBe(403);
    expect((await noSecond.json()).code).toBe('auth.second_factor_required');
    expect(billingFake.seen).toHaveLength(0);
  });

  it('passes the filters on and marks an IPS refund as one to send from the bank', async () => {
    billingFake.answer('listPayments', () => ({ payments: [ipsPaid()], nextPageToken: '50' }));
    const res = await call(routes.list.GET, '/api/v1/admin/payments?status=succeeded&method=ips&q=97472026', {
      headers: signedIn('admin', ['admin']),
    });
    expect(res.status).toBe(200);
    expect(billingFake.seen[0]?.request).toEqual({
      status: PaymentStatus.PAYMENT_STATUS_SUCCEEDED,
      method: PaymentMethod.PAYMENT_METHOD_IPS,
      query: '97472026',
      pageSize: 50,
      pageToken: '',
    });
    const body = (await res.json()) as {
      payments: { ipsReference: string; refunds: { byBankTransfer: boolean; note: string }[] }[];
      nextPageToken: string;
    };
    expect(body.nextPageToken).toBe('50');
    expect(body.payments[0]?.ipsReference).toBe('974720260000123');
    expect(body.payments[0]?.refunds[0]).toMatchObject({ byBankTransfer: true, note: 'Terapeut otkazao' });
  });
});

describe('POST /api/v1/admin/payments/statement', () => {
  const upload = (bytes: Uint8Array, headers: Record<string, string>) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), 'izvod.csv');
    return new Request(`${ORIGIN}/api/v1/admin/payments/statement`, {
      method: 'POST',
      body: form,
      headers: { ...headers, origin: ORIGIN, 'x-csrf-token': 'c'.repeat(43) },
    });
  };

  it('decodes a Windows-1250 file and answers each line’s outcome', async () => {
    billingFake.answer('importBankStatement', () => ({
      lines: [
        {
          line: 2,
          payer: 'Đorđe',
          reference: '974720260000123',
          amountMinor: 450_000,
          bookedOn: '2026-11-25',
          outcome: StatementLineOutcome.STATEMENT_LINE_OUTCOME_MATCHED,
          paymentId: PAYMENT_ID,
        },
      ],
    }));
    // "Đorđe" in Windows-1250: Đ is D0, đ is F0 (invalid as UTF-8, so the BFF falls back).
    const bytes = Buffer.from(
      'Datum;Naziv;Poziv na broj;Uplata\n25.11.2026;\xd0or\xf0e;974720260000123;4.500,00\n',
      'latin1',
    );
    const res = await routes.statement.POST(upload(bytes, signedIn('admin', ['admin'])), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(200);
    expect((billingFake.seen[0]?.request as { csv: string } | undefined)?.csv).toContain('25.11.2026;Đorđe;');
    expect(await res.json()).toEqual({
      lines: [
        {
          line: 2,
          payer: 'Đorđe',
          reference: '974720260000123',
          amountMinor: 450_000,
          bookedOn: '2026-11-25',
          outcome: 'matched',
          paymentId: PAYMENT_ID,
        },
      ],
    });
  });

  it('reads UTF-8 with a BOM as UTF-8, and shows billing’s refusal as a 400 in Serbian', async () => {
    billingFake.answer('importBankStatement', () =>
      grpcError(status.INVALID_ARGUMENT, 'billing.bad_statement', { field: 'csv' }),
    );
    const bytes = new TextEncoder().encode('\uFEFFDatum;Naziv\nŠ;Ž\n');
    const res = await routes.statement.POST(upload(bytes, signedIn('admin', ['admin'])), {
      params: Promise.resolve({}),
    });
    expect((billingFake.seen[0]?.request as { csv: string } | undefined)?.csv).toContain('Š;Ž');
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { code: string; title: string };
    expect(problem.code).toBe('billing.bad_statement');
    expect(problem.title).toContain('Izvod nije učitan');
  });

  it('refuses anyone but staff before reading the file', async () => {
    const res = await routes.statement.POST(upload(new Uint8Array([1]), signedIn('cl', ['client'])), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(403);
    expect(billingFake.seen).toHaveLength(0);
  });
});

describe('refunds and reconciliation', () => {
  it('wants a reason of ten characters before asking billing', async () => {
    const res = await call(routes.refund.POST, `/api/v1/admin/payments/${PAYMENT_ID}/refunds`, {
      body: { amountMinor: 1000, reason: 'kratko' },
      params: { id: PAYMENT_ID },
      headers: signedIn('admin', ['admin']),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.reason).toContain('najmanje 10');
    expect(billingFake.seen).toHaveLength(0);
  });

  it('shows "card payments are confirmed by Stripe" when staff try one by hand', async () => {
    billingFake.answer('reconcileIpsPayment', () => grpcError(status.FAILED_PRECONDITION, 'billing.not_ips'));
    const res = await call(routes.reconcile.POST, `/api/v1/admin/payments/${PAYMENT_ID}/reconcile`, {
      body: { amountMinor: 450_000, bookedOn: '2026-11-25' },
      params: { id: PAYMENT_ID },
      headers: signedIn('admin', ['admin']),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { title: string }).title).toContain('potvrđuje Stripe');
  });
});
