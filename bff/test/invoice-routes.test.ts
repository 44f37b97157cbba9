// The client's invoices through /api/v1, against a scripted billing service: the list, the PDF as an attachment
// that no cache keeps, and billing's "not found" for someone else's invoice as a 404 with a Serbian sentence.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { InvoiceKind } from '@oslonac/proto/oslonac/billing/v1/billing';
import { type BillingRoutes, startBillingRoutes } from './support/billing-routes';
import { type BillingServer, grpcError, INVOICE_ID, pbInvoice } from './support/billing-server';
import { call, problem, signedIn } from './support/http';

let billingFake: BillingServer;
let routes: {
  list: typeof import('../app/api/v1/me/invoices/route');
  pdf: typeof import('../app/api/v1/me/invoices/[id]/pdf/route');
};
let world: BillingRoutes<typeof routes>;

const PDF = Buffer.from('%PDF-1.7 test document');
const pdfPath = `/api/v1/me/invoices/${INVOICE_ID}/pdf`;

beforeAll(async () => {
  world = await startBillingRoutes(async () => ({
    list: await import('../app/api/v1/me/invoices/route'),
    pdf: await import('../app/api/v1/me/invoices/[id]/pdf/route'),
  }));
  ({ billing: billingFake, routes } = world);
});

afterAll(async () => {
  await world?.stop();
});

beforeEach(() => {
  billingFake.seen.length = 0;
});

describe('GET /api/v1/me/invoices', () => {
  it('lists invoices and credit notes with the caller’s token', async () => {
    billingFake.answer('listMyInvoices', () => ({
      invoices: [
        pbInvoice({
          id: '0193a1b2-9999-7000-8000-00000000b002',
          number: 'ON-2026-000004',
          kind: InvoiceKind.INVOICE_KIND_CREDIT_NOTE,
          amountMinor: 225_000,
          correctsNumber: '2026-000123',
        }),
        pbInvoice(),
      ],
      nextPageToken: '',
    }));
    const res = await call(routes.list.GET, '/api/v1/me/invoices', {
      headers: signedIn('inv-list', ['client']),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      invoices: [
        expect.objectContaining({
          number: 'ON-2026-000004',
          kind: 'credit_note',
          correctsNumber: '2026-000123',
        }),
        {
          id: INVOICE_ID,
          number: '2026-000123',
          kind: 'invoice',
          bookingId: '0193a1b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b',
          amountMinor: 450_000,
          currency: 'RSD',
          issuedAt: '2026-11-22T10:06:00.000Z',
          serviceDate: '2026-12-01',
          correctsNumber: null,
        },
      ],
    });
    expect(billingFake.seen.map((s) => [s.method, s.actorToken])).toEqual([
      ['listMyInvoices', 'actor-inv-list'],
    ]);
  });

  it('needs a signed-in person', async () => {
    const res = await call(routes.list.GET, '/api/v1/me/invoices');
    expect(res.status).toBe(401);
    expect(billingFake.seen).toEqual([]);
  });
});

describe('GET /api/v1/me/invoices/{id}/pdf', () => {
  it('answers with the PDF as an attachment under billing’s file name, never cached', async () => {
    billingFake.answer('getInvoicePdf', () => ({ pdf: PDF, fileName: 'racun-2026-000123.pdf' }));
    const res = await call(routes.pdf.GET, pdfPath, {
      params: { id: INVOICE_ID },
      headers: signedIn('inv-pdf', ['client']),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="racun-2026-000123.pdf"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    expect(billingFake.seen).toEqual([
      expect.objectContaining({
        method: 'getInvoicePdf',
        actorToken: 'actor-inv-pdf',
        request: { invoiceId: INVOICE_ID },
      }),
    ]);
  });

  it('never puts an unexpected file name into the header', async () => {
    billingFake.answer('getInvoicePdf', () => ({ pdf: PDF, fileName: 'a"; evil.pdf' }));
    const res = await call(routes.pdf.GET, pdfPath, {
      params: { id: INVOICE_ID },
      headers: signedIn('inv-pdf-name', ['client']),
    });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="racun.pdf"');
  });

  it('answers someone else’s invoice with 404 and a calm sentence; a bad id never reaches billing', async () => {
    billingFake.answer('getInvoicePdf', () => grpcError(status.NOT_FOUND, 'billing.invoice_not_found'));
    const res = await call(routes.pdf.GET, pdfPath, {
      params: { id: INVOICE_ID },
      headers: signedIn('inv-pdf-other', ['client']),
    });
    expect(res.status).toBe(404);
    expect(await problem(res)).toMatchObject({
      code: 'billing.invoice_not_found',
      title: 'Ovaj račun ne postoji ili pripada drugom nalogu. Vaši računi su u podešavanjima, pod „Računi”.',
    });
    billingFake.seen.length = 0;
    const bad = await call(routes.pdf.GET, '/api/v1/me/invoices/x/pdf', {
      params: { id: 'x' },
      headers: signedIn('inv-pdf-bad', ['client']),
    });
    expect(bad.status).toBe(400);
    expect(billingFake.seen).toEqual([]);
  });
});
