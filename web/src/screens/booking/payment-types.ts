// A booking's payment as the BFF serves it (GET /api/v1/bookings/{id}/payment) and as the payment step reads it:
// enums as lowercase words, money as integer minor units, instants as ISO strings. Declared beside the screens
// (web imports nothing from the BFF); bff/src/server/views/billing.ts re-exports it.
import type { BookingMoney } from './types';

export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'ips'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface Payment {
  id: string;
  bookingId: string;
  method: PaymentMethod;
  status: PaymentStatus;
  /** Null only when billing names a currency the site does not show. */
  amount: BookingMoney | null;
  /** Why the last attempt failed (Stripe's code, e.g. "card_declined"); null when nothing failed. */
  failureCode: string | null;
  refundedMinor: number;
  createdAt: string | null;
  paidAt: string | null;
}
