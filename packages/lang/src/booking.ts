// Booking's words, as the booking service stores them, the BFF serves them (/api/v1 JSON) and screens label
// them: the contract's enums in lower case without their prefix (SESSION_KIND_FIRST_CONSULTATION →
// 'first_consultation'). Defined once, here, so a new status or kind cannot reach one side only. Which
// transitions between statuses exist is booking's rule and stays in the service.

export const SESSION_KINDS = ['individual', 'couples', 'first_consultation'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const BOOKING_STATUSES = [
  'held',
  'offered',
  'awaiting_payment',
  'confirmed',
  'completed',
  'no_show',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that keep a time on the therapist's calendar. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ['held', 'offered', 'awaiting_payment', 'confirmed'];

/** Active but not paid for yet: cancelling costs the client nothing. */
export const UNPAID_STATUSES: readonly BookingStatus[] = ['held', 'offered', 'awaiting_payment'];

/** What happens to a cancellation after the free window: refused, no refund, or half back. */
export const LATE_CANCEL_RULES = ['not_allowed', 'no_refund', 'half_refund'] as const;
export type LateCancelRule = (typeof LATE_CANCEL_RULES)[number];

/** A partner's invitation to couples therapy; 'expired' is a pending one past its time. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export function isSessionKind(value: unknown): value is SessionKind {
  return (SESSION_KINDS as readonly unknown[]).includes(value);
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return (BOOKING_STATUSES as readonly unknown[]).includes(value);
}

export function isActive(status: BookingStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

export function isUnpaid(status: BookingStatus): boolean {
  return UNPAID_STATUSES.includes(status);
}

/** A public therapist as booking knows them (from therapists' profile events); `S` is how a session type is written. */
export interface BookableTherapist<S> {
  profileId: string;
  userId: string;
  slug: string;
  displayName: string;
  title: string;
  timeZone: string;
  sessionTypes: S[];
  specialties: string[];
  languages: string[];
}
