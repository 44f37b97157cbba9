// The client's invoices: the list as JSON, one as a PDF attachment that no cache keeps.
import { pdfAttachment } from '../pdf-response';
import { type EndpointContext, json } from '../route';
import * as invoices from '../use-cases/invoices';

export async function myInvoices(ctx: EndpointContext<'myInvoices'>): Promise<Response> {
  return json({ invoices: await invoices.myInvoices(ctx.session) });
}

export async function myInvoicePdf(ctx: EndpointContext<'myInvoicePdf'>): Promise<Response> {
  return pdfAttachment(await invoices.myInvoicePdf(ctx.session, ctx.params.id), 'racun.pdf');
}
