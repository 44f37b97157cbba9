import type { Handlers, Policies } from '@oslonac/kit';
import { requestHelpers } from '@oslonac/kit';
import {
  type BillingServiceService,
  type LedgerEntry,
  LedgerEntryKind,
  type Payout,
  PayoutMethod,
  PayoutStatus,
} from '@oslonac/proto/oslonac/billing/v1/billing';
import { z } from 'zod';
import { errors } from '../domain/errors';
import type { LedgerKind } from '../domain/ledger';
import type { PayoutMethod as Method, PayoutStatus as Status } from '../domain/payout';
import type { Deps } from '../flows/deps';
import { myLedger } from '../flows/ledger';
import * as payouts from '../flows/payouts';
import type { LedgerRecord } from '../store/ledger';
import type { PayoutRecord } from '../store/payouts';

// gRPC edge of therapist money: the therapist's ledger and payout account, the statement PDF, staff's payout list
// and marking a bank transfer paid. Rules live in domain/ledger.ts, domain/payout.ts and flows/.

type Service = Pick<
  typeof BillingServiceService,
  | 'getMyLedger'
  | 'getMyPayoutAccount'
  | 'saveMyPayoutAccount'
  | 'getPayoutStatementPdf'
  | 'listPayouts'
  | 'markPayoutPaid'
>;

export const payoutsPolicies: Policies<Service> = {
  getMyLedger: ['therapist'],
  getMyPayoutAccount: ['therapist'],
  saveMyPayoutAccount: ['therapist'],
  // therapist: own statements only (flows/payouts.ts); admin: any.
  getPayoutStatementPdf: ['therapist', 'admin', 'superuser'],
  listPayouts: ['admin', 'superuser'],
  markPayoutPaid: ['admin', 'superuser'],
};

const { parse, actorOf } = requestHelpers({
  invalidArgument: errors.invalidArgument,
  noActor: errors.forbidden,
});

const KIND: Record<LedgerKind, LedgerEntryKind> = {
  session_earned: LedgerEntryKind.LEDGER_ENTRY_KIND_SESSION_EARNED,
  commission: LedgerEntryKind.LEDGER_ENTRY_KIND_COMMISSION,
  refund: LedgerEntryKind.LEDGER_ENTRY_KIND_REFUND,
  payout: LedgerEntryKind.LEDGER_ENTRY_KIND_PAYOUT,
};
const METHOD: Record<Method, PayoutMethod> = {
  stripe_connect: PayoutMethod.PAYOUT_METHOD_STRIPE_CONNECT,
  bank_transfer: PayoutMethod.PAYOUT_METHOD_BANK_TRANSFER,
};
const STATUS: Record<Status, PayoutStatus> = {
  pending: PayoutStatus.PAYOUT_STATUS_PENDING,
  paid: PayoutStatus.PAYOUT_STATUS_PAID,
  failed: PayoutStatus.PAYOUT_STATUS_FAILED,
};
const STATUS_IN: Partial<Record<PayoutStatus, Status>> = {
  [PayoutStatus.PAYOUT_STATUS_PENDING]: 'pending',
  [PayoutStatus.PAYOUT_STATUS_PAID]: 'paid',
  [PayoutStatus.PAYOUT_STATUS_FAILED]: 'failed',
};
const METHOD_IN: Partial<Record<PayoutMethod, Method>> = {
  [PayoutMethod.PAYOUT_METHOD_STRIPE_CONNECT]: 'stripe_connect',
  [PayoutMethod.PAYOUT_METHOD_BANK_TRANSFER]: 'bank_transfer',
};

const entryToProto = (e: LedgerRecord): LedgerEntry => ({
  id: e.id,
  kind: KIND[e.kind],
  amountMinor: Number(e.amountMinor),
  currency: e.currency,
  bookingId: e.bookingId ?? '',
  paymentId: e.paymentId ?? '',
  payoutId: e.payoutId ?? '',
  occurredAt: e.occurredAt,
});

const payoutToProto = (
  p: PayoutRecord,
  bank: { accountHolder: string; accountNumber: string; country: string } = {
    accountHolder: '',
    accountNumber: '',
    country: '',
  },
): Payout => ({
  id: p.id,
  therapistUserId: p.therapistUserId,
  period: p.period,
  amountMinor: Number(p.amountMinor),
  currency: p.currency,
  method: METHOD[p.method],
  status: STATUS[p.status],
  createdAt: p.createdAt,
  paidAt: p.paidAt ?? undefined,
  reference: p.reference,
  ...bank,
});

const pageToken = z.string().regex(/^\d{0,6}$/);
const pageSize = z
  .number()
  .int()
  .min(0)
  .max(100)
  .transform((n) => n || 50);
const ledgerRequest = z.object({ pageSize, pageToken });
const accountRequest = z.object({
  country: z.string().max(2),
  accountHolder: z.string().max(200),
  accountNumber: z.string().max(64),
});
const payoutIdRequest = z.object({ payoutId: z.uuid() });
const listRequest = z.object({ status: z.number().int(), method: z.number().int(), pageSize, pageToken });
const markRequest = z.object({ payoutId: z.uuid(), reference: z.string().max(200) });

export function payoutsHandlers(d: Deps): Handlers<Service> {
  return {
    async getMyLedger(req, ctx) {
      const r = parse(ledgerRequest, req);
      const v = await myLedger(d, actorOf(ctx), { offset: Number(r.pageToken || 0), size: r.pageSize });
      return {
        entries: v.entries.map(entryToProto),
        nextPageToken: v.nextOffset === null ? '' : String(v.nextOffset),
        balanceMinor: Number(v.balanceMinor),
        currency: v.currency,
        upcomingPayoutMinor: Number(v.upcomingMinor),
        upcomingPayoutOn: v.upcomingOn,
        payouts: v.payouts.map((p) => payoutToProto(p)),
      };
    },
    async getMyPayoutAccount(_req, ctx) {
      const a = await payouts.myAccount(d, actorOf(ctx));
      return {
        account: a ? { ...a, accountNumber: '', method: METHOD[a.method] } : undefined,
      };
    },
    async saveMyPayoutAccount(req, ctx) {
      const r = parse(accountRequest, {
        country: req.account?.country ?? '',
        accountHolder: req.account?.accountHolder ?? '',
        accountNumber: req.account?.accountNumber ?? '',
      });
      const a = await payouts.saveMyAccount(d, actorOf(ctx), r);
      return { account: { ...a, accountNumber: '', method: METHOD[a.method] } };
    },
    async getPayoutStatementPdf(req, ctx) {
      const r = parse(payoutIdRequest, req);
      return payouts.statementPdf(d, actorOf(ctx), r.payoutId);
    },
    async listPayouts(req, ctx) {
      const r = parse(listRequest, req);
      actorOf(ctx);
      const out = await payouts.staffList(
        d,
        { status: STATUS_IN[r.status as PayoutStatus], method: METHOD_IN[r.method as PayoutMethod] },
        { offset: Number(r.pageToken || 0), size: r.pageSize },
      );
      return {
        payouts: out.payouts.map((p) =>
          payoutToProto(p, {
            accountHolder: p.accountHolder,
            accountNumber: p.accountNumber,
            country: p.country,
          }),
        ),
        nextPageToken: out.nextOffset === null ? '' : String(out.nextOffset),
      };
    },
    async markPayoutPaid(req, ctx) {
      const r = parse(markRequest, req);
      const p = await payouts.markBankPayoutPaid(d, actorOf(ctx), r.payoutId, r.reference);
      return { payout: payoutToProto(p) };
    },
  };
}
