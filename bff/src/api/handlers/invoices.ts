// The client's invoices: the list as JSON, one as a PDF attachment that no cache keeps.
import { type EndpointContext, json } from '../route';
import * as invoices from '../use-cases/invoices';

export async function myInvoices(ctx: EndpointContext<'myInvoices'>): Promise<Response> {
  return json({ invoices: await invoices.myInvoices(ctx.session) });
}

export async function myInvoicePdf(ctx: EndpointContext<'myInvoicePdf'>): Promise<Response> {
  const { pdf, fileName } = await invoices.myInvoicePdf(ctx.session, ctx.params.id);
  // Billing names files in ASCII ("racun-2026-000123.pdf"); anything else is dropped rather than quoted.
  const safe = /^[A-Za-z0-9._-]{1,100}$/.test(fileName) ? fileName : 'racun.pdf';
  return new Response(Buffer.from(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.byteLength),
      'content-disposition': `attachment; filename="${safe}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
