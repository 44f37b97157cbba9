/**
 * The pricing model, stated once for every layer: the public pages quote these numbers and billing charges and pays
 * out exactly them (services/billing/src/domain/ledger.ts computes the commission from COMMISSION_BASIS_POINTS).
 * Change them here and nowhere else; a change is a change of the terms therapists agreed to.
 */
export const THERAPIST_PRICING = {
  /** No subscription: a therapist with no sessions in a month pays nothing that month. */
  monthlyFeeRsd: 0,
  /** Oslonac's share of every paid session in basis points (1500 = 15 %), card and bank fees included. */
  commissionBasisPoints: 1500,
  /** The same share in whole per cent, for sentences. */
  commissionPercent: 15,
  commissionIncludesPaymentFees: true,
  /** Earnings of a calendar month (Belgrade time) are paid out by this day of the following month. */
  payoutDayOfMonth: 10,
  /** Payout currencies: RSD to an account in Serbia, EUR to an account abroad. */
  payoutCurrencies: ['RSD', 'EUR'] as const,
} as const;

/**
 * Countries whose banks Stripe Connect pays out to and whose accounts are IBANs (EU/EEA, the UK, Switzerland,
 * Gibraltar): a therapist banking there is paid by a Stripe transfer. Everyone else (Serbia first of all) is paid by
 * a bank transfer staff make. Countries Stripe pays to without IBANs (the US, Canada, Australia…) would need other
 * account fields, so they are not offered yet.
 */
export const CONNECT_PAYOUT_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
  'GI',
];

/** Booking rules the public pages and the terms promise; booking enforces the same numbers. */
export const BOOKING_POLICY = {
  /** A client may cancel or move a session free of charge up to this many hours before it starts. */
  freeCancellationHours: 24,
  /** Lengths of the session types, in minutes. */
  individualMinutes: 50,
  couplesMinutes: 80,
} as const;
