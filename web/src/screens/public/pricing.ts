/**
 * What therapists and partners get and pay, stated once. The public pages quote these numbers, and billing must
 * charge and pay out exactly the same: change them here, and only together with the billing rules.
 */
export const THERAPIST_PRICING = {
  /** No subscription: a therapist with no sessions in a month pays nothing that month. */
  monthlyFeeRsd: 0,
  /** Oslonac's share of every paid session, card and bank fees included (the therapist pays nothing on top). */
  commissionPercent: 15,
  commissionIncludesPaymentFees: true,
  /** Earnings of a calendar month are paid out by this day of the following month. */
  payoutDayOfMonth: 10,
  /** Payout currencies: RSD to an account in Serbia, EUR to an account abroad. */
  payoutCurrencies: ['RSD', 'EUR'] as const,
} as const;

/** Referral partners: a share of Oslonac's commission (not of the client's price) for a limited time. */
export const PARTNER_REFERRAL = {
  /** Per cent of Oslonac's commission on sessions of clients who signed up with the partner's code. */
  shareOfCommissionPercent: 20,
  /** For how many months after the referred client's first paid session. */
  months: 12,
} as const;

/** Therapist's and Oslonac's part of one session price (amounts in whole RSD, rounded to the dinar). */
export function splitSessionPrice(priceRsd: number): { therapist: number; oslonac: number } {
  const oslonac = Math.round((priceRsd * THERAPIST_PRICING.commissionPercent) / 100);
  return { therapist: priceRsd - oslonac, oslonac };
}

/** Booking rules the public pages and the terms promise; booking enforces the same numbers. */
export const BOOKING_POLICY = {
  /** A client may cancel or move a session free of charge up to this many hours before it starts. */
  freeCancellationHours: 24,
  /** Lengths of the session types, in minutes. */
  individualMinutes: 50,
  couplesMinutes: 80,
} as const;
