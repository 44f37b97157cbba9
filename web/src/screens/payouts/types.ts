import { CONNECT_PAYOUT_COUNTRIES } from '@oslonac/lang/pricing';

// Therapist money as the BFF serves it (GET /api/v1/me/payouts, /api/v1/admin/payouts) and the payout screens
// render it: money in integer minor units, instants as ISO strings. Declared beside the screens (web imports
// nothing from the BFF); bff/src/server/views/billing.ts re-exports it.

export const LEDGER_KINDS = ['session_earned', 'commission', 'refund', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const PAYOUT_METHODS = ['stripe_connect', 'bank_transfer'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export interface LedgerEntry {
  id: string;
  kind: LedgerKind;
  /** Signed: what it adds to (+) or takes from (−) the balance. */
  amountMinor: number;
  currency: string;
  bookingId: string | null;
  payoutId: string | null;
  occurredAt: string | null;
}

export interface Payout {
  id: string;
  therapistUserId: string;
  /** "2026-11": the month it pays for (Belgrade). */
  period: string;
  amountMinor: number;
  currency: string;
  method: PayoutMethod;
  status: PayoutStatus;
  createdAt: string | null;
  paidAt: string | null;
  /** Stripe's transfer id or the bank's reference; empty before it is paid. */
  reference: string;
  /** Staff only, for a bank transfer not yet sent: where to send it. Empty otherwise. */
  accountHolder: string;
  accountNumber: string;
  country: string;
}

export interface Ledger {
  entries: LedgerEntry[];
  balanceMinor: number;
  currency: string;
  upcomingPayoutMinor: number;
  /** "2026-12-10" */
  upcomingPayoutOn: string;
  payouts: Payout[];
}

export interface PayoutAccount {
  /** ISO 3166-1 alpha-2 of the bank's country. */
  country: string;
  accountHolder: string;
  accountLast4: string;
  method: PayoutMethod;
}

/** Which method a bank country implies: the pricing module's list (billing decides by the same one). */
export const methodForCountry = (country: string): PayoutMethod =>
  CONNECT_PAYOUT_COUNTRIES.includes(country) ? 'stripe_connect' : 'bank_transfer';
