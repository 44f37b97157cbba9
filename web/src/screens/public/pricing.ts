import { THERAPIST_PRICING } from '@oslonac/lang/pricing';

// What therapists and partners get and pay. The numbers billing charges and pays out by live in @oslonac/lang's
// pricing module (one definition for the pages and the service); this file re-exports them for the public pages.
export { BOOKING_POLICY, THERAPIST_PRICING } from '@oslonac/lang/pricing';

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
