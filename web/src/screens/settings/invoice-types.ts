// A client's invoice or credit note as the BFF serves it (GET /api/v1/me/invoices) and the invoices page lists
// it: money as integer minor units, the instant as an ISO string. Declared beside the screen (web imports nothing
// from the BFF); bff/src/server/views/billing.ts re-exports it.

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export interface Invoice {
  id: string;
  /** "2026-000123" or, for a credit note, "ON-2026-000004". */
  number: string;
  kind: InvoiceKind;
  bookingId: string;
  amountMinor: number;
  currency: string;
  issuedAt: string | null;
  /** The session's date in Belgrade, "2026-12-03". */
  serviceDate: string;
  /** A credit note: the invoice it corrects; null on an invoice. */
  correctsNumber: string | null;
}
