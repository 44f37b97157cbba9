// The one module that talks to the billing service over gRPC: one function per RPC, each thin. Everything else
// in the BFF sees the JSON view types of ../views/billing (instants as ISO strings, enums as words).
import {
  type AdminPayment as AdminPaymentPb,
  BillingServiceClient,
  InvoiceKind as InvoiceKindPb,
  type Invoice as InvoicePb,
  LedgerEntryKind as LedgerEntryKindPb,
  PaymentMethod as PaymentMethodPb,
  type Payment as PaymentPb,
  PaymentStatus as PaymentStatusPb,
  PayoutMethod as PayoutMethodPb,
  type Payout as PayoutPb,
  PayoutStatus as PayoutStatusPb,
  StatementLineOutcome,
} from '@oslonac/proto/oslonac/billing/v1/billing';
import { bffConfig } from '../config';
import type {
  AdminPayment,
  BillingDetails,
  Invoice,
  InvoiceKind,
  IpsOrder,
  Ledger,
  LedgerKind,
  Payment,
  PaymentMethod,
  PaymentStatus,
  Payout,
  PayoutAccount,
  PayoutMethod,
  PayoutStatus,
  RefundStatus,
  SavedCard,
  StatementLine,
  StatementOutcome,
} from '../views/billing';
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

/** "999-0000000000001-51": an 18-digit account the way Serbian banks print it (bank, account, check). */
export function accountText(account: string): string {
  return /^\d{18}$/.test(account)
    ? `${account.slice(0, 3)}-${account.slice(3, 16)}-${account.slice(16)}`
    : account;
}

/**
 * Bank transfer (IPS QR) of the caller's own booking: billing checks owner and status, and answers with the
 * payment order, the pending payment and the QR image. A second call resumes the same payment (same reference),
 * so the QR route may ask again. Never retried here.
 */
export async function startIpsPayment(
  actorToken: string,
  bookingId: string,
): Promise<{ payment: Payment | null; order: IpsOrder; qrPng: Uint8Array }> {
  const c = client();
  const res = await unary(c, c.startIpsPayment, { bookingId }, { actorToken, retries: 0 });
  const o = res.order;
  if (!o) throw new Error('billing answered StartIpsPayment without an order');
  return {
    payment: res.payment ? paymentView(res.payment) : null,
    order: {
      payeeAccount: o.payeeAccount,
      payeeAccountText: accountText(o.payeeAccount),
      payeeName: o.payeeName,
      amountMinor: Number(o.amountMinor),
      currency: 'RSD',
      paymentCode: o.paymentCode,
      purpose: o.purpose,
      referenceModel: o.referenceModel,
      reference: o.reference,
      qrPayload: o.qrPayload,
    },
    qrPng: res.qrPng,
  };
}

// ---- The client's saved cards and billing details (/app/settings/billing) ----

/** The caller's saved cards, as Stripe has them now (billing reads them from Stripe on every call). */
export async function listMyCards(actorToken: string): Promise<SavedCard[]> {
  const c = client();
  const res = await unary(c, c.listMyCards, {}, { actorToken });
  return res.cards.map((k) => ({
    id: k.id,
    brand: k.brand,
    last4: k.last4,
    expMonth: k.expMonth,
    expYear: k.expYear,
  }));
}

/** Stripe Checkout's page in setup mode for adding a card. Never retried here: each press is an attempt. */
export async function startCardSetup(
  actorToken: string,
  input: { successUrl: string; cancelUrl: string },
): Promise<{ checkoutUrl: string }> {
  const c = client();
  const res = await unary(c, c.startCardSetup, input, { actorToken, retries: 0 });
  return { checkoutUrl: res.checkoutUrl };
}

/** Removes one of the caller's saved cards; billing answers "not found" for anyone else's. */
export async function removeMyCard(actorToken: string, cardId: string): Promise<void> {
  const c = client();
  await unary(c, c.removeMyCard, { cardId }, { actorToken, retries: 0 });
}

/** What invoices will name as the buyer (empty strings when never saved). */
export async function myBillingDetails(actorToken: string): Promise<BillingDetails> {
  const c = client();
  const res = await unary(c, c.getMyBillingDetails, {}, { actorToken });
  return { buyerName: res.details?.buyerName ?? '', buyerPib: res.details?.buyerPib ?? '' };
}

export async function saveMyBillingDetails(
  actorToken: string,
  details: BillingDetails,
): Promise<BillingDetails> {
  const c = client();
  const res = await unary(c, c.saveMyBillingDetails, { details }, { actorToken, retries: 0 });
  return { buyerName: res.details?.buyerName ?? '', buyerPib: res.details?.buyerPib ?? '' };
}

/** The invoice (not credit note) issued for each of the caller's payments, by payment id. */
export async function myInvoiceByPayment(
  actorToken: string,
): Promise<Map<string, { id: string; number: string }>> {
  const c = client();
  const res = await unary(c, c.listMyInvoices, { pageSize: 100, pageToken: '' }, { actorToken });
  const out = new Map<string, { id: string; number: string }>();
  for (const i of res.invoices) {
    if (i.kind === InvoiceKindPb.INVOICE_KIND_INVOICE) out.set(i.paymentId, { id: i.id, number: i.number });
  }
  return out;
}

// ---- Therapist money: ledger, payout account, monthly payouts (/app/settings/uplate-primanja, /admin/payments/isplate)

const LEDGER_KIND = new Map<LedgerEntryKindPb, LedgerKind>([
  [LedgerEntryKindPb.LEDGER_ENTRY_KIND_SESSION_EARNED, 'session_earned'],
  [LedgerEntryKindPb.LEDGER_ENTRY_KIND_COMMISSION, 'commission'],
  [LedgerEntryKindPb.LEDGER_ENTRY_KIND_REFUND, 'refund'],
  [LedgerEntryKindPb.LEDGER_ENTRY_KIND_PAYOUT, 'payout'],
]);
const PAYOUT_METHOD = new Map<PayoutMethodPb, PayoutMethod>([
  [PayoutMethodPb.PAYOUT_METHOD_STRIPE_CONNECT, 'stripe_connect'],
  [PayoutMethodPb.PAYOUT_METHOD_BANK_TRANSFER, 'bank_transfer'],
]);
const PAYOUT_STATUS = new Map<PayoutStatusPb, PayoutStatus>([
  [PayoutStatusPb.PAYOUT_STATUS_PENDING, 'pending'],
  [PayoutStatusPb.PAYOUT_STATUS_PAID, 'paid'],
  [PayoutStatusPb.PAYOUT_STATUS_FAILED, 'failed'],
]);
const PAYOUT_STATUS_PB = new Map([...PAYOUT_STATUS].map(([pb, s]) => [s, pb]));
const PAYOUT_METHOD_PB = new Map([...PAYOUT_METHOD].map(([pb, m]) => [m, pb]));

/** An unknown status reads as "pending": nothing is claimed as paid. */
export function payoutView(p: PayoutPb): Payout {
  return {
    id: p.id,
    therapistUserId: p.therapistUserId,
    period: p.period,
    amountMinor: Number(p.amountMinor),
    currency: p.currency,
    method: PAYOUT_METHOD.get(p.method) ?? 'bank_transfer',
    status: PAYOUT_STATUS.get(p.status) ?? 'pending',
    createdAt: iso(p.createdAt),
    paidAt: iso(p.paidAt),
    reference: p.reference,
    accountHolder: p.accountHolder,
    accountNumber: p.accountNumber,
    country: p.country,
  };
}

/** The therapist's own ledger (newest first, the latest 100 entries), balance, next payout and payouts. */
export async function myLedger(actorToken: string): Promise<Ledger> {
  const c = client();
  const res = await unary(c, c.getMyLedger, { pageSize: 100, pageToken: '' }, { actorToken });
  return {
    entries: res.entries.map((e) => ({
      id: e.id,
      kind: LEDGER_KIND.get(e.kind) ?? 'session_earned',
      amountMinor: Number(e.amountMinor),
      currency: e.currency,
      bookingId: e.bookingId || null,
      payoutId: e.payoutId || null,
      occurredAt: iso(e.occurredAt),
    })),
    balanceMinor: Number(res.balanceMinor),
    currency: res.currency,
    upcomingPayoutMinor: Number(res.upcomingPayoutMinor),
    upcomingPayoutOn: res.upcomingPayoutOn,
    payouts: res.payouts.map(payoutView),
  };
}

const accountView = (a: {
  country: string;
  accountHolder: string;
  accountLast4: string;
  method: PayoutMethodPb;
}): PayoutAccount => ({
  country: a.country,
  accountHolder: a.accountHolder,
  accountLast4: a.accountLast4,
  method: PAYOUT_METHOD.get(a.method) ?? 'bank_transfer',
});

/** The therapist's payout account (last four digits only), or null when never saved. */
export async function myPayoutAccount(actorToken: string): Promise<PayoutAccount | null> {
  const c = client();
  const res = await unary(c, c.getMyPayoutAccount, {}, { actorToken });
  return res.account ? accountView(res.account) : null;
}

/** Saves it; billing validates the number and, for a Connect country, sets up the connected account. */
export async function saveMyPayoutAccount(
  actorToken: string,
  input: { country: string; accountHolder: string; accountNumber: string },
): Promise<PayoutAccount> {
  const c = client();
  const res = await unary(
    c,
    c.saveMyPayoutAccount,
    {
      account: {
        ...input,
        accountLast4: '',
        method: PayoutMethodPb.PAYOUT_METHOD_UNSPECIFIED,
        stripeAccountId: '',
      },
    },
    { actorToken, retries: 0 },
  );
  if (!res.account) throw new Error('billing answered SaveMyPayoutAccount without an account');
  return accountView(res.account);
}

/** A payout's monthly statement (the therapist's own, or any for staff); billing says "not found" otherwise. */
export async function payoutStatementPdf(
  actorToken: string,
  payoutId: string,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const c = client();
  const res = await unary(c, c.getPayoutStatementPdf, { payoutId }, { actorToken });
  return { pdf: res.pdf, fileName: res.fileName };
}

/** Staff: payouts, newest first, by status and method (the latest 100). */
export async function listPayouts(
  actorToken: string,
  filter: { status: PayoutStatus | null; method: PayoutMethod | null },
): Promise<Payout[]> {
  const c = client();
  const res = await unary(
    c,
    c.listPayouts,
    {
      status:
        (filter.status && PAYOUT_STATUS_PB.get(filter.status)) || PayoutStatusPb.PAYOUT_STATUS_UNSPECIFIED,
      method:
        (filter.method && PAYOUT_METHOD_PB.get(filter.method)) || PayoutMethodPb.PAYOUT_METHOD_UNSPECIFIED,
      pageSize: 100,
      pageToken: '',
    },
    { actorToken },
  );
  return res.payouts.map(payoutView);
}

/** Staff: a bank-transfer payout sent, with the bank's reference. Never retried here. */
export async function markPayoutPaid(
  actorToken: string,
  payoutId: string,
  reference: string,
): Promise<Payout> {
  const c = client();
  const res = await unary(c, c.markPayoutPaid, { payoutId, reference }, { actorToken, retries: 0 });
  if (!res.payout) throw new Error('billing answered MarkPayoutPaid without a payout');
  return payoutView(res.payout);
}

// ---- Staff: every payment and invoice, a bank statement imported, an IPS transfer confirmed by hand, refunds, an
// IPS refund marked sent. Nothing that writes is retried here: a person's next press is the retry they can see.

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
