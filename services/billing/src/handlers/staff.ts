import { fromProtoEnum, type Handlers, type Policies, requestHelpers } from '@oslonac/kit';
import {
  type AdminPayment,
  type BillingServiceService,
  InvoiceKind,
  StatementLineOutcome,
} from '@oslonac/proto/oslonac/billing/v1/billing';
import { z } from 'zod';
import type { LineOutcome } from '../domain/bank-statement';
import { errors } from '../domain/errors';
import type { Deps } from '../flows/deps';
import * as reconcile from '../flows/reconcile';
import * as staff from '../flows/staff';
import * as staffRefunds from '../flows/staff-refunds';
import { invoiceToProto, methodToProto, paymentToProto, statusToProto } from '../proto-map';
import type { AdminPaymentRecord } from '../store/admin';

// gRPC edge of staff's payments: every payment and invoice, a bank statement imported, an IPS transfer confirmed
// by hand, refunds outside the policy (and an IPS refund marked sent from the bank). Staff only; each change is
// audited in its flow.

type Service = Pick<
  typeof BillingServiceService,
  | 'listPayments'
  | 'importBankStatement'
  | 'reconcileIpsPayment'
  | 'refundPayment'
  | 'listInvoices'
  | 'markBankRefundSent'
>;

const STAFF: ['admin', 'superuser'] = ['admin', 'superuser'];
export const staffPolicies: Policies<Service> = {
  listPayments: STAFF,
  importBankStatement: STAFF,
  reconcileIpsPayment: STAFF,
  refundPayment: STAFF,
  listInvoices: STAFF,
  markBankRefundSent: STAFF,
};

const { parse, actorOf } = requestHelpers({
  invalidArgument: errors.invalidArgument,
  noActor: errors.forbidden,
});

/** A statement of a few thousand lines is well under this; anything bigger is not a bank's CSV. */
export const MAX_STATEMENT_CHARS = 2_000_000;
/** The shortest reason a staff refund may carry: a sentence someone can read back later. */
export const MIN_REFUND_REASON = 10;

const uuid = z.uuid();
const page = {
  pageSize: z
    .number()
    .int()
    .min(0)
    .max(100)
    .transform((n) => n || 20),
  pageToken: z.string().regex(/^\d{0,6}$/),
};
/** UNSPECIFIED (0) means any; another known value filters. */
const optionalEnum = <K extends string>(table: Record<K, number>) =>
  z.number().transform((v, ctx) => {
    if (v === 0) return undefined;
    const found = fromProtoEnum(table, v);
    if (found === null) {
      ctx.addIssue({ code: 'custom', message: 'unknown enum value' });
      return z.NEVER;
    }
    return found;
  });
const kindToProto = {
  invoice: InvoiceKind.INVOICE_KIND_INVOICE,
  credit_note: InvoiceKind.INVOICE_KIND_CREDIT_NOTE,
} as const;
const listPaymentsRequest = z.object({
  status: optionalEnum(statusToProto),
  method: optionalEnum(methodToProto),
  query: z.string().max(100),
  ...page,
});
const listInvoicesRequest = z.object({
  kind: optionalEnum(kindToProto),
  query: z.string().max(100),
  ...page,
});
const importRequest = z.object({ csv: z.string().max(MAX_STATEMENT_CHARS) });
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s));
const positiveMinor = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const reconcileRequest = z.object({ paymentId: uuid, amountMinor: positiveMinor, bookedOn: isoDay });
const refundRequest = z.object({
  paymentId: uuid,
  amountMinor: positiveMinor,
  reason: z
    .string()
    .transform((s) => s.trim())
    .refine((s) => s.length >= MIN_REFUND_REASON && s.length <= 500),
});
const bankRefundRequest = z.object({
  refundId: uuid,
  note: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().max(200)),
});

const outcomeToProto: Record<LineOutcome, StatementLineOutcome> = {
  matched: StatementLineOutcome.STATEMENT_LINE_OUTCOME_MATCHED,
  already_paid: StatementLineOutcome.STATEMENT_LINE_OUTCOME_ALREADY_PAID,
  unmatched: StatementLineOutcome.STATEMENT_LINE_OUTCOME_UNMATCHED,
  amount_mismatch: StatementLineOutcome.STATEMENT_LINE_OUTCOME_AMOUNT_MISMATCH,
  skipped: StatementLineOutcome.STATEMENT_LINE_OUTCOME_SKIPPED,
};

export function adminPaymentToProto(p: AdminPaymentRecord): AdminPayment {
  return {
    payment: paymentToProto(p),
    clientUserId: p.clientUserId,
    therapistUserId: p.therapistUserId,
    serviceStartsAt: p.serviceStartsAt ?? undefined,
    refunds: p.refunds.map((r) => ({
      id: r.id,
      amountMinor: Number(r.amountMinor),
      currency: r.currency,
      reason: r.reason,
      note: r.note,
      status: r.status,
      createdAt: r.createdAt,
      issuedAt: r.issuedAt ?? undefined,
    })),
  };
}

const tokenOf = (next: number | null) => (next === null ? '' : String(next));

export function staffHandlers(d: Deps): Handlers<Service> {
  return {
    async listPayments(req) {
      const r = parse(listPaymentsRequest, req);
      const out = await staff.payments(
        d,
        { status: r.status, method: r.method, query: r.query },
        { offset: Number(r.pageToken || 0), size: r.pageSize },
      );
      return { payments: out.payments.map(adminPaymentToProto), nextPageToken: tokenOf(out.nextOffset) };
    },
    async listInvoices(req) {
      const r = parse(listInvoicesRequest, req);
      const out = await staff.invoices(
        d,
        { kind: r.kind, query: r.query },
        { offset: Number(r.pageToken || 0), size: r.pageSize },
      );
      return { invoices: out.invoices.map(invoiceToProto), nextPageToken: tokenOf(out.nextOffset) };
    },
    async importBankStatement(req, ctx) {
      const r = parse(importRequest, req);
      const lines = await reconcile.importStatement(d, actorOf(ctx), r.csv);
      return {
        lines: lines.map((l) => ({
          line: l.line,
          payer: l.payer,
          reference: l.reference,
          amountMinor: Number(l.amountMinor),
          bookedOn: l.bookedOn,
          outcome: outcomeToProto[l.outcome],
          paymentId: l.paymentId,
        })),
      };
    },
    async reconcileIpsPayment(req, ctx) {
      const r = parse(reconcileRequest, req);
      const p = await reconcile.reconcileByHand(d, actorOf(ctx), {
        paymentId: r.paymentId,
        amountMinor: BigInt(r.amountMinor),
        bookedOn: r.bookedOn,
      });
      return { payment: adminPaymentToProto(p) };
    },
    async refundPayment(req, ctx) {
      const r = parse(refundRequest, req);
      const p = await staffRefunds.refundByStaff(d, actorOf(ctx), {
        paymentId: r.paymentId,
        amountMinor: BigInt(r.amountMinor),
        reason: r.reason,
      });
      return { payment: adminPaymentToProto(p) };
    },
    async markBankRefundSent(req, ctx) {
      const r = parse(bankRefundRequest, req);
      return { payment: adminPaymentToProto(await staffRefunds.markBankRefundSent(d, actorOf(ctx), r)) };
    },
  };
}
