// Pure rules of money going back: how much a cancellation's refund_percent is worth, what a payment's status
// becomes once refunds are issued, and the idempotency key that makes one asking event one refund at Stripe.

import type { PaymentStatus } from './payment';

export type RefundReason = 'booking_cancelled' | 'payment_rejected';

/** round(amount × percent / 100) in minor units, half up; the percent is clamped to 0..100. */
export function refundAmount(amountMinor: bigint, percent: number): bigint {
  const p = BigInt(Math.max(0, Math.min(100, Math.trunc(percent))));
  return (amountMinor * p * 2n + 100n) / 200n;
}

/**
 * What may still be asked for: the amount, less what is issued and what is requested but not issued yet (so two
 * asking events can never together ask Stripe for more than was paid).
 */
export function refundable(amountMinor: bigint, alreadyAsked: bigint, wanted: bigint): bigint {
  const left = amountMinor - alreadyAsked;
  if (left <= 0n || wanted <= 0n) return 0n;
  return wanted < left ? wanted : left;
}

/** A paid payment's status after `refundedMinor` of it went back. */
export function statusAfterRefund(amountMinor: bigint, refundedMinor: bigint): PaymentStatus {
  if (refundedMinor <= 0n) return 'succeeded';
  return refundedMinor >= amountMinor ? 'refunded' : 'partially_refunded';
}

/** Payments money can go back from. */
export function isRefundable(status: PaymentStatus): boolean {
  return status === 'succeeded' || status === 'partially_refunded';
}

/** Stripe's idempotency key of one refund: the booking and the event that asked for it. */
export function refundKey(bookingId: string, eventId: string): string {
  return `refund:${bookingId}:${eventId}`;
}
