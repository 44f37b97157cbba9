// Staff's side of the billing service over gRPC: every payment and invoice, a bank statement imported, an IPS
// transfer confirmed by hand, refunds, an IPS refund marked sent. The same channel as ./billing (one per upstream
// per process, by name); the JSON views are ../views/billing's. Nothing that writes is retried here: billing's
// writes are safe to repeat, but a person's next press is the retry they can see.
import {
  type AdminPayment as AdminPaymentPb,
  BillingServiceClient,
  InvoiceKind as InvoiceKindPb,
  PaymentMethod as PaymentMethodPb,
  PaymentStatus as PaymentStatusPb,
  StatementLineOutcome,
} from '@oslonac/proto/oslonac/billing/v1/billing';
import { bffConfig } from '../config';
import type {
  AdminPayment,
  Invoice,
  InvoiceKind,
  PaymentMethod,
  PaymentStatus,
  RefundStatus,
  StatementLine,
  StatementOutcome,
} from '../views/billing';
import { invoiceView, paymentView } from './billing';
import { unary } from './call';
import { channel } from './channel';

const client = channel('billing', () => bffConfig().billingGrpcAddr, BillingServiceClient).client;

const iso = (d: Date | undefined): string | null => (d ? d.toISOString() : null);

const STATUS_PB: Record<PaymentStatus, PaymentStatusPb> = {
  pending: PaymentStatusPb.PAYMENT_STATUS_PENDING,
  succeeded: PaymentStatusPb.PAYMENT_STATUS_SUCCEEDED,
  cancelled: PaymentStatusPb.PAYMENT_STATUS_CANCELLED,
  refunded: PaymentStatusPb.PAYMENT_STATUS_REFUNDED,
  partially_refunded: PaymentStatusPb.PAYMENT_STATUS_PARTIALLY_REFUNDED,
};
const METHOD_PB: Record<PaymentMethod, PaymentMethodPb> = {
  card: PaymentMethodPb.PAYMENT_METHOD_CARD,
  ips: PaymentMethodPb.PAYMENT_METHOD_IPS,
};
const KIND_PB: Record<InvoiceKind, InvoiceKindPb> = {
  invoice: InvoiceKindPb.INVOICE_KIND_INVOICE,
  credit_note: InvoiceKindPb.INVOICE_KIND_CREDIT_NOTE,
};
const OUTCOME = new Map<StatementLineOutcome, StatementOutcome>([
  [StatementLineOutcome.STATEMENT_LINE_OUTCOME_MATCHED, 'matched'],
  [StatementLineOutcome.STATEMENT_LINE_OUTCOME_ALREADY_PAID, 'already_paid'],
  [StatementLineOutcome.STATEMENT_LINE_OUTCOME_UNMATCHED, 'unmatched'],
  [StatementLineOutcome.STATEMENT_LINE_OUTCOME_AMOUNT_MISMATCH, 'amount_mismatch'],
  [StatementLineOutcome.STATEMENT_LINE_OUTCOME_SKIPPED, 'skipped'],
]);
const REFUND_STATUSES = new Set<string>(['requested', 'issued', 'failed']);

export function adminPaymentView(a: AdminPaymentPb): AdminPayment {
  if (!a.payment) throw new Error('billing answered an admin payment without its payment');
  const payment = paymentView(a.payment);
  return {
    payment,
    ipsReference: a.payment.ipsReference || null,
    clientUserId: a.clientUserId,
    therapistUserId: a.therapistUserId,
    serviceStartsAt: iso(a.serviceStartsAt),
    refunds: a.refunds.map((r) => ({
      id: r.id,
      amountMinor: Number(r.amountMinor),
      currency: r.currency,
      reason: r.reason,
      note: r.note || null,
      // An unknown status reads as still on its way: nothing is claimed as returned.
      status: (REFUND_STATUSES.has(r.status) ? r.status : 'requested') as RefundStatus,
      byBankTransfer: payment.method === 'ips' && r.status === 'requested',
      createdAt: iso(r.createdAt),
      issuedAt: iso(r.issuedAt),
    })),
  };
}

export interface Page<T> {
  items: T[];
  nextPageToken: string | null;
}

export const billingAdmin = {
  async listPayments(
    actorToken: string,
    f: { status?: PaymentStatus; method?: PaymentMethod; q?: string; pageSize: number; pageToken?: string },
  ): Promise<Page<AdminPayment>> {
    const c = client();
    const res = await unary(
      c,
      c.listPayments,
      {
        status: f.status ? STATUS_PB[f.status] : 0,
        method: f.method ? METHOD_PB[f.method] : 0,
        query: f.q ?? '',
        pageSize: f.pageSize,
        pageToken: f.pageToken ?? '',
      },
      { actorToken },
    );
    return { items: res.payments.map(adminPaymentView), nextPageToken: res.nextPageToken || null };
  },

  async importStatement(actorToken: string, csv: string): Promise<StatementLine[]> {
    const c = client();
    const res = await unary(
      c,
      c.importBankStatement,
      { csv },
      { actorToken, retries: 0, deadlineMs: 60_000 },
    );
    return res.lines.map((l) => ({
      line: l.line,
      payer: l.payer,
      reference: l.reference,
      amountMinor: Number(l.amountMinor),
      bookedOn: l.bookedOn,
      outcome: OUTCOME.get(l.outcome) ?? 'unmatched',
      paymentId: l.paymentId || null,
    }));
  },

  async reconcile(
    actorToken: string,
    input: { paymentId: string; amountMinor: number; bookedOn: string },
  ): Promise<AdminPayment> {
    const c = client();
    const res = await unary(c, c.reconcileIpsPayment, input, { actorToken, retries: 0 });
    if (!res.payment) throw new Error('billing answered ReconcileIpsPayment without a payment');
    return adminPaymentView(res.payment);
  },

  async refund(
    actorToken: string,
    input: { paymentId: string; amountMinor: number; reason: string },
  ): Promise<AdminPayment> {
    const c = client();
    const res = await unary(c, c.refundPayment, input, { actorToken, retries: 0 });
    if (!res.payment) throw new Error('billing answered RefundPayment without a payment');
    return adminPaymentView(res.payment);
  },

  async markBankRefundSent(
    actorToken: string,
    input: { refundId: string; note: string },
  ): Promise<AdminPayment> {
    const c = client();
    const res = await unary(c, c.markBankRefundSent, input, { actorToken, retries: 0 });
    if (!res.payment) throw new Error('billing answered MarkBankRefundSent without a payment');
    return adminPaymentView(res.payment);
  },

  async listInvoices(
    actorToken: string,
    f: { kind?: InvoiceKind; q?: string; pageSize: number; pageToken?: string },
  ): Promise<Page<Invoice>> {
    const c = client();
    const res = await unary(
      c,
      c.listInvoices,
      {
        kind: f.kind ? KIND_PB[f.kind] : 0,
        query: f.q ?? '',
        pageSize: f.pageSize,
        pageToken: f.pageToken ?? '',
      },
      { actorToken },
    );
    return { items: res.invoices.map(invoiceView), nextPageToken: res.nextPageToken || null };
  },
};
