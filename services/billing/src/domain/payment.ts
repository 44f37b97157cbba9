// Pure rules of a payment: what a fact from Stripe does to it, when a checkout may end, which return URLs are ours.
// Stripe delivers webhooks at least once and in any order; these rules make every order end in the same place:
// money taken is never forgotten (a failure or an expiry after a success changes nothing; a success after a
// failure or an expiry still succeeds), and every fact counts once (the caller records Stripe's event id).

export type PaymentStatus = 'pending' | 'succeeded' | 'cancelled' | 'refunded' | 'partially_refunded';

export interface PaymentState {
  status: PaymentStatus;
  failureCode: string;
}

/** What Stripe told us about a checkout, stripped of Stripe's shapes. */
export type PaymentFact =
  | { kind: 'paid'; paymentIntentId: string | null }
  | { kind: 'failed'; failureCode: string; paymentIntentId: string | null }
  | { kind: 'expired' };

export interface Transition {
  /** The new state, or null when the fact changes nothing. */
  next: (PaymentState & { paid: boolean }) | null;
  /** The event to announce with the change. */
  announce: 'succeeded' | 'failed' | null;
}

const NOTHING: Transition = { next: null, announce: null };

export function applyFact(state: PaymentState, fact: PaymentFact): Transition {
  switch (fact.kind) {
    case 'paid':
      // Money was taken: that wins over a declined earlier attempt and over an expiry that arrived first.
      if (state.status === 'pending' || state.status === 'cancelled') {
        return { next: { status: 'succeeded', failureCode: '', paid: true }, announce: 'succeeded' };
      }
      return NOTHING;
    case 'failed':
      // A declined attempt leaves the checkout open for another card; after success it is old news.
      if (state.status !== 'pending') return NOTHING;
      return { next: { status: 'pending', failureCode: fact.failureCode, paid: false }, announce: 'failed' };
    case 'expired':
      if (state.status !== 'pending') return NOTHING;
      return { next: { status: 'cancelled', failureCode: state.failureCode, paid: false }, announce: null };
  }
}

/** Stripe accepts a Checkout Session's expires_at between 30 minutes and 24 hours after it is made. */
export const STRIPE_MIN_EXPIRY_MS = 30 * 60_000;
export const STRIPE_MAX_EXPIRY_MS = 24 * 60 * 60_000;
/** Our clock and Stripe's, and the request in between: asking for exactly 30 minutes may be refused. */
export const EXPIRY_MARGIN_MS = 60_000;

/**
 * When a new checkout ends: at the booking's payment deadline when Stripe allows it. A deadline closer than
 * Stripe's 30 minutes is clamped up to 31 minutes (the booking may expire first; the booking side then refuses or
 * refunds a late payment); one further than 24 hours is clamped down.
 */
export function checkoutExpiry(now: Date, paymentDeadline: Date | null): Date {
  const min = now.getTime() + STRIPE_MIN_EXPIRY_MS + EXPIRY_MARGIN_MS;
  const max = now.getTime() + STRIPE_MAX_EXPIRY_MS - EXPIRY_MARGIN_MS;
  const wanted = paymentDeadline?.getTime() ?? max;
  return new Date(Math.min(max, Math.max(min, wanted)));
}

/** A checkout worth handing out again: still open for a while (the client needs a few minutes to pay). */
export function isResumable(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() - now.getTime() > 5 * 60_000;
}

/** Checkout's return URLs must be on our public origin, so the payment page cannot send anyone elsewhere. */
export function isOwnUrl(candidate: string, publicUrl: string): boolean {
  if (!URL.canParse(candidate)) return false;
  const u = new URL(candidate);
  const own = new URL(publicUrl);
  return u.origin === own.origin && u.username === '' && u.password === '';
}
