// Staff's view of payments, refunds, statement lines and invoices as the BFF serves them (/api/v1/admin/payments,
// /api/v1/admin/invoices): enums as lowercase words, money as integer minor units, instants as ISO strings.
// Declared beside the screens (web imports nothing from the BFF); bff/src/server/views/billing.ts re-exports it.
import type { Payment } from '../booking/payment-types';

export const REFUND_STATUSES = ['requested', 'issued', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface AdminRefund {
  id: string;
  amountMinor: number;
  currency: string;
  /** "booking_cancelled", "payment_rejected", "staff". */
  reason: string;
  /** Staff refunds: the reason staff wrote; null otherwise. */
  note: string | null;
  status: RefundStatus;
  /** An IPS payment's refund waiting to be sent from the bank by staff (Stripe cannot return a transfer). */
  byBankTransfer: boolean;
  createdAt: string | null;
  issuedAt: string | null;
}

export interface AdminPayment {
  payment: Payment;
  /** IPS only: "97" + check digits + number, as the transfer carries it; null for a card. */
  ipsReference: string | null;
  clientUserId: string;
  therapistUserId: string;
  serviceStartsAt: string | null;
  refunds: AdminRefund[];
}

export const STATEMENT_OUTCOMES = [
  'matched',
  'already_paid',
  'unmatched',
  'amount_mismatch',
  'skipped',
] as const;
export type StatementOutcome = (typeof STATEMENT_OUTCOMES)[number];

export interface StatementLine {
  line: number;
  payer: string;
  reference: string;
  amountMinor: number;
  /** "2026-11-25" */
  bookedOn: string;
  outcome: StatementOutcome;
  paymentId: string | null;
}
