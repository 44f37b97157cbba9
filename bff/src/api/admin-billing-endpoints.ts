// Staff's payments and invoices: the lists, a bank statement imported, an IPS transfer confirmed by hand, refunds
// and an IPS refund marked sent from the bank, an invoice's PDF. Part of the one registry in endpoints.ts (spread
// into it), so route files bind to them and the OpenAPI document lists them. Staff only, second factor passed.
import { z } from 'zod';
import {
  INVOICE_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  STATEMENT_OUTCOMES,
} from '../server/views/billing';
import { PaymentSchema } from './billing-schemas';
import { endpoint } from './endpoint';
import { InvoiceSchema } from './invoice-endpoints';
import { EmptyQuery } from './schemas';

/** A bank's CSV of a month is a few hundred kilobytes; this leaves room and stops anything that is not one. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_TYPES = [
  'text/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/octet-stream',
] as const;
/** The shortest reason of a staff refund (billing checks the same). */
export const REFUND_REASON_MIN = 10;

const pageToken = z
  .string()
  .regex(/^\d{1,6}$/)
  .meta({ description: 'nextPageToken of the previous page' });
const q = z.string().trim().max(100);

export const AdminPaymentsQuery = z.strictObject({
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  q: q
    .optional()
    .meta({ description: 'An IPS reference (with or without "97"), a booking id or a payment id' }),
  pageToken: pageToken.optional(),
});
export const AdminInvoicesQuery = z.strictObject({
  kind: z.enum(INVOICE_KINDS).optional(),
  q: q.optional().meta({ description: 'An invoice number, a booking id or a payment id' }),
  pageToken: pageToken.optional(),
});
export const PaymentIdParams = z.strictObject({ id: z.uuid() });
export const RefundIdParams = z.strictObject({ id: z.uuid() });
export const AdminInvoiceIdParams = z.strictObject({ id: z.uuid() });

const amountMinor = z.int().min(1).max(100_000_000_00);
export const ReconcileBody = z.strictObject({
  amountMinor,
  bookedOn: z.iso.date().meta({ description: 'The day the bank booked the transfer, YYYY-MM-DD' }),
});
export const RefundBody = z.strictObject({
  amountMinor,
  reason: z.string().trim().min(REFUND_REASON_MIN).max(500),
});
export const BankRefundSentBody = z.strictObject({ note: z.string().trim().max(200).optional() });

const AdminRefundSchema = z.object({
  id: z.string(),
  amountMinor: z.int(),
  currency: z.string(),
  reason: z.string().meta({ description: '"booking_cancelled", "payment_rejected" or "staff"' }),
  note: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  byBankTransfer: z
    .boolean()
    .meta({ description: 'An IPS refund staff still have to send from the bank (then mark it sent)' }),
  createdAt: z.iso.datetime().nullable(),
  issuedAt: z.iso.datetime().nullable(),
});
export const AdminPaymentSchema = z
  .object({
    payment: PaymentSchema,
    ipsReference: z
      .string()
      .nullable()
      .meta({ description: '"97" + check digits + number; null for a card' }),
    clientUserId: z.string(),
    therapistUserId: z.string(),
    serviceStartsAt: z.iso.datetime().nullable(),
    refunds: z.array(AdminRefundSchema),
  })
  .meta({ id: 'AdminPayment' });
const StatementLineSchema = z.object({
  line: z.int(),
  payer: z.string(),
  reference: z.string(),
  amountMinor: z.int(),
  bookedOn: z.string(),
  outcome: z.enum(STATEMENT_OUTCOMES),
  paymentId: z.string().nullable(),
});

const REFUND_FIELDS = {
  amountMinor: {
    sr: 'Upišite iznos veći od nule, najviše onoliko koliko je ostalo od uplate.',
    en: 'Enter an amount above zero, at most what is left of the payment.',
  },
  reason: {
    sr: `Napišite razlog povraćaja, najmanje ${REFUND_REASON_MIN} znakova (do 500).`,
    en: `Write the reason for the refund, at least ${REFUND_REASON_MIN} characters (up to 500).`,
  },
  bookedOn: { sr: 'Upišite datum knjiženja.', en: 'Enter the booking date.' },
  note: { sr: 'Napomena može imati najviše 200 znakova.', en: 'The note can have at most 200 characters.' },
};

export const adminBillingEndpoints = {
  adminPayments: endpoint({
    method: 'GET',
    path: '/api/v1/admin/payments',
    summary: 'Every payment with its refunds, newest first (filters by status, method, reference or id)',
    tag: 'admin',
    auth: 'admin',
    query: AdminPaymentsQuery,
    success: {
      status: 200,
      description: 'A page of payments',
      schema: z.object({ payments: z.array(AdminPaymentSchema), nextPageToken: z.string().nullable() }),
    },
  }),
  adminImportStatement: endpoint({
    method: 'POST',
    path: '/api/v1/admin/payments/statement',
    summary:
      'Import a bank statement (CSV, UTF-8 or Windows-1250): each incoming line pays the pending IPS payment its reference names',
    tag: 'admin',
    auth: 'admin',
    upload: {
      field: 'file',
      maxBytes: STATEMENT_MAX_BYTES,
      contentTypes: STATEMENT_TYPES,
      fields: z.strictObject({}),
    },
    success: {
      status: 200,
      description: 'What happened to each line',
      schema: z.object({ lines: z.array(StatementLineSchema) }),
    },
  }),
  adminReconcilePayment: endpoint({
    method: 'POST',
    path: '/api/v1/admin/payments/{id}/reconcile',
    summary: 'Confirm one IPS transfer by hand (the amount must equal the payment); never a card payment',
    tag: 'admin',
    auth: 'admin',
    params: PaymentIdParams,
    body: ReconcileBody,
    fieldMessages: REFUND_FIELDS,
    success: {
      status: 200,
      description: 'The paid payment',
      schema: z.object({ payment: AdminPaymentSchema }),
    },
  }),
  adminRefundPayment: endpoint({
    method: 'POST',
    path: '/api/v1/admin/payments/{id}/refunds',
    summary: 'Give money back outside the cancellation policy (reason required, audited)',
    tag: 'admin',
    auth: 'admin',
    params: PaymentIdParams,
    body: RefundBody,
    fieldMessages: REFUND_FIELDS,
    success: {
      status: 201,
      description: 'The payment with the requested refund',
      schema: z.object({ payment: AdminPaymentSchema }),
    },
  }),
  adminBankRefundSent: endpoint({
    method: 'POST',
    path: '/api/v1/admin/payments/refunds/{id}/sent',
    summary: "An IPS payment's refund was sent from the bank: complete it (credit note, once)",
    tag: 'admin',
    auth: 'admin',
    params: RefundIdParams,
    body: BankRefundSentBody,
    fieldMessages: REFUND_FIELDS,
    success: { status: 200, description: 'The payment', schema: z.object({ payment: AdminPaymentSchema }) },
  }),
  adminInvoices: endpoint({
    method: 'GET',
    path: '/api/v1/admin/invoices',
    summary: 'Every invoice and credit note, newest first (filters by kind, number or id)',
    tag: 'admin',
    auth: 'admin',
    query: AdminInvoicesQuery,
    success: {
      status: 200,
      description: 'A page of invoices',
      schema: z.object({ invoices: z.array(InvoiceSchema), nextPageToken: z.string().nullable() }),
    },
  }),
  adminInvoicePdf: endpoint({
    method: 'GET',
    path: '/api/v1/admin/invoices/{id}/pdf',
    summary: 'Any invoice or credit note as a PDF',
    tag: 'admin',
    auth: 'admin',
    params: AdminInvoiceIdParams,
    query: EmptyQuery,
    download: true,
    success: { status: 200, description: 'racun-<number>.pdf, as an attachment' },
  }),
};
