// The client's invoices and credit notes: the list, and one as a PDF download. Part of the one registry in
// endpoints.ts (spread into it), so route files bind to them and the OpenAPI document lists them.
import { z } from 'zod';
import { INVOICE_KINDS } from '../server/views/billing';
import { endpoint } from './endpoint';
import { EmptyQuery } from './schemas';

export const InvoiceIdParams = z.strictObject({ id: z.uuid() });

export const InvoiceSchema = z
  .object({
    id: z.string(),
    number: z.string().meta({ description: '"2026-000123"; a credit note "ON-2026-000004"' }),
    kind: z.enum(INVOICE_KINDS),
    bookingId: z.string(),
    amountMinor: z.int(),
    currency: z.string(),
    issuedAt: z.iso.datetime().nullable(),
    serviceDate: z.string().meta({ description: "The session's date in Belgrade, YYYY-MM-DD" }),
    correctsNumber: z.string().nullable().meta({ description: 'A credit note: the invoice it corrects' }),
  })
  .meta({ id: 'Invoice' });

export const InvoicesResponse = z.object({ invoices: z.array(InvoiceSchema) });

export const invoiceEndpoints = {
  myInvoices: endpoint({
    method: 'GET',
    path: '/api/v1/me/invoices',
    summary: 'Your invoices and credit notes, newest first (the latest 100)',
    tag: 'me',
    auth: 'user',
    query: EmptyQuery,
    success: { status: 200, description: 'The invoices', schema: InvoicesResponse },
  }),
  myInvoicePdf: endpoint({
    method: 'GET',
    path: '/api/v1/me/invoices/{id}/pdf',
    summary: 'One of your invoices or credit notes as a PDF (404 when it is not yours)',
    tag: 'me',
    auth: 'user',
    params: InvoiceIdParams,
    query: EmptyQuery,
    download: true,
    success: { status: 200, description: 'racun-<number>.pdf, as an attachment' },
  }),
};
