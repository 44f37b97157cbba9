// The one module that talks to the billing service over gRPC: one function per RPC, each thin. Everything else
// in the BFF sees the JSON view types of ../views/billing (instants as ISO strings, enums as words).
import {
  BillingServiceClient,
  InvoiceKind as InvoiceKindPb,
  type Invoice as InvoicePb,
  PaymentMethod as PaymentMethodPb,
  type Payment as PaymentPb,
  PaymentStatus as PaymentStatusPb,
} from '@oslonac/proto/oslonac/billing/v1/billing';
import { bffConfig } from '../config';
import type { Invoice, Payment, PaymentMethod, PaymentStatus } from '../views/billing';
import { unary } from './call';
import { channel } from './channel';

const STATUS = new Map<PaymentStatusPb, PaymentStatus>([
  [PaymentStatusPb.PAYMENT_STATUS_PENDING, 'pending'],
  [PaymentStatusPb.PAYMENT_STATUS_SUCCEEDED, 'succeeded'],
  [PaymentStatusPb.PAYMENT_STATUS_CANCELLED, 'cancelled'],
  [PaymentStatusPb.PAYMENT_STATUS_REFUNDED, 'refunded'],
  [PaymentStatusPb.PAYMENT_STATUS_PARTIALLY_REFUNDED, 'partially_refunded'],
]);
const METHOD = new Map<PaymentMethodPb, PaymentMethod>([
  [PaymentMethodPb.PAYMENT_METHOD_CARD, 'card'],
  [PaymentMethodPb.PAYMENT_METHOD_IPS, 'ips'],
]);

const iso = (d: Date | undefined): string | null => (d ? d.toISOString() : null);

/** A status this BFF does not know (a newer service) reads as "pending": nothing is claimed as paid. */
export function paymentView(p: PaymentPb): Payment {
  const currency = p.currency === 'RSD' || p.currency === 'EUR' ? p.currency : null;
  return {
    id: p.id,
    bookingId: p.bookingId,
    method: METHOD.get(p.method) ?? 'card',
    status: STATUS.get(p.status) ?? 'pending',
    amount: currency ? { amountMinor: Number(p.amountMinor), currency } : null,
    failureCode: p.failureCode || null,
    refundedMinor: Number(p.refundedMinor),
    createdAt: iso(p.createdAt),
    paidAt: iso(p.paidAt),
  };
}

const upstream = channel('billing', () => bffConfig().billingGrpcAddr, BillingServiceClient);

/** Closes the channel (tests; a later call opens a new one). */
export const closeBillingClient = upstream.close;

const client = upstream.client;

export const billing = {
  /**
   * Card payment of the caller's own booking: billing reads amount and owner from booking and answers with
   * Stripe Checkout's page. Never retried here: billing resumes an open checkout on a second call, so the
   * person's next press is the retry.
   */
  async startCardPayment(
    actorToken: string,
    input: { bookingId: string; successUrl: string; cancelUrl: string },
  ): Promise<{ payment: Payment | null; checkoutUrl: string }> {
    const c = client();
    const res = await unary(c, c.startCardPayment, input, { actorToken, retries: 0 });
    return { payment: res.payment ? paymentView(res.payment) : null, checkoutUrl: res.checkoutUrl };
  },

  /** The booking's latest payment, or null when none was started. */
  async getBookingPayment(actorToken: string, bookingId: string): Promise<Payment | null> {
    const c = client();
    const res = await unary(c, c.getBookingPayment, { bookingId }, { actorToken });
    return res.payment ? paymentView(res.payment) : null;
  },

  /** The caller's payments, newest first. */
  async listMyPayments(
    actorToken: string,
    input: { pageSize: number; pageToken?: string },
  ): Promise<{ payments: Payment[]; nextPageToken: string | null }> {
    const c = client();
    const res = await unary(
      c,
      c.listMyPayments,
      { pageSize: input.pageSize, pageToken: input.pageToken ?? '' },
      { actorToken },
    );
    return { payments: res.payments.map(paymentView), nextPageToken: res.nextPageToken || null };
  },

  /** grpc.health.v1 status of billing as a string ('SERVING', 'NOT_SERVING', 'UNREACHABLE', …). */
  health: upstream.health,
};

/** The person's payments as one JSON document (billing.json in their export; GDPR Art. 15/20). */
export async function exportBillingData(actorToken: string): Promise<string> {
  const c = client();
  return (await unary(c, c.exportMyData, {}, { actorToken })).json;
}

/** Billing's invoice in the BFF's JSON view; an unknown kind reads as an invoice (it is one or the other). */
export function invoiceView(i: InvoicePb): Invoice {
  return {
    id: i.id,
    number: i.number,
    kind: i.kind === InvoiceKindPb.INVOICE_KIND_CREDIT_NOTE ? 'credit_note' : 'invoice',
    bookingId: i.bookingId,
    amountMinor: Number(i.amountMinor),
    currency: i.currency,
    issuedAt: iso(i.issuedAt),
    serviceDate: i.serviceDate,
    correctsNumber: i.correctsNumber || null,
  };
}

/** The caller's invoices and credit notes, newest first (client only). */
export async function listMyInvoices(
  actorToken: string,
  input: { pageSize: number; pageToken?: string },
): Promise<{ invoices: Invoice[]; nextPageToken: string | null }> {
  const c = client();
  const res = await unary(
    c,
    c.listMyInvoices,
    { pageSize: input.pageSize, pageToken: input.pageToken ?? '' },
    { actorToken },
  );
  return { invoices: res.invoices.map(invoiceView), nextPageToken: res.nextPageToken || null };
}

/** An invoice's PDF and its file name: the client's own, or any for staff; billing says "not found" otherwise. */
export async function invoicePdf(
  actorToken: string,
  invoiceId: string,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const c = client();
  const res = await unary(c, c.getInvoicePdf, { invoiceId }, { actorToken });
  return { pdf: res.pdf, fileName: res.fileName };
}
