// Booking as the BFF serves it (/api/v1 JSON) and as screens render it: enums as lowercase words, money as
// integer minor units, instants as ISO 8601 strings. Declared here, in the web package, because the BFF
// imports from web and never the other way round; bff/src/server/views/booking.ts re-exports these. The words
// the booking service shares (kinds, statuses, late-cancel rules, invitation states) come from @oslonac/lang.
import type {
  AvailabilityRules,
  BookableTherapist,
  BookingStatus,
  InvitationStatus,
  LateCancelRule,
  SessionKind,
} from '@oslonac/lang';

export type { DateOverride, MinuteRange, WeeklyRange } from '@oslonac/lang';
export {
  BOOKING_STATUSES,
  type BookingStatus,
  INVITATION_STATUSES,
  type InvitationStatus,
  LATE_CANCEL_RULES,
  type LateCancelRule,
  SESSION_KINDS as BOOKING_KINDS,
} from '@oslonac/lang';
export type BookingKind = SessionKind;

export const PARTIES = ['client', 'therapist', 'admin', 'system'] as const;
export type BookingParty = (typeof PARTIES)[number];

export const BOOKING_SCOPES = ['upcoming', 'past'] as const;
export type BookingScope = (typeof BOOKING_SCOPES)[number];

/** The free-slot board looks this far ahead: two days or a week. */
export const BOARD_WINDOWS = [48, 168] as const;
export type BoardWindow = (typeof BOARD_WINDOWS)[number];

export interface BookingMoney {
  /** Integer minor units (para, cents). */
  amountMinor: number;
  currency: 'RSD' | 'EUR';
}

export interface BookingPolicy {
  cancelWindowHours: number;
  rescheduleWindowHours: number;
  lateCancel: LateCancelRule;
}

export interface Availability extends AvailabilityRules {
  policy: BookingPolicy;
}

export interface AvailabilityWithPolicy {
  availability: Availability;
  /** Plain Serbian (Latin) sentences of the policy, as clients read them. */
  policySentences: string[];
}

export interface SessionOffer {
  kind: BookingKind;
  durationMinutes: number;
  priceRsd: BookingMoney | null;
  priceEur: BookingMoney | null;
}

/** A public therapist as booking knows them. */
export type BookingTherapist = BookableTherapist<SessionOffer>;

export interface Slot {
  startsAt: string;
  endsAt: string;
}

export interface BookingChange {
  at: string | null;
  by: BookingParty | null;
  /** "held", "submitted", "confirmed", "rescheduled", "cancelled", "expired", "completed", "no_show", "offered". */
  action: string;
  fromStartsAt: string | null;
  toStartsAt: string | null;
  reason: string;
}

export interface Booking {
  id: string;
  therapistProfileId: string;
  therapistUserId: string;
  therapistSlug: string;
  therapistName: string;
  clientUserId: string;
  clientName: string;
  kind: BookingKind;
  status: BookingStatus;
  startsAt: string;
  endsAt: string;
  /** While held, offered or awaiting payment: when the slot is freed unless the next step happens. */
  expiresAt: string | null;
  /** The therapist's IANA zone. */
  timeZone: string;
  price: BookingMoney | null;
  /** '' until the first confirmed booking creates the therapy relationship. */
  relationshipId: string;
  history: BookingChange[];
  cancelledBy: BookingParty | null;
  refundPercent: number;
  /** For the viewer, now. */
  canCancel: boolean;
  canReschedule: boolean;
  cancelRefundPercent: number;
  policy: BookingPolicy | null;
  createdAt: string | null;
}

export interface BookingOptions {
  therapist: BookingTherapist;
  policy: BookingPolicy | null;
  policySentences: string[];
  /** How long a held slot waits for the client. */
  holdMinutes: number;
}

export interface SlotList {
  slots: Slot[];
  timeZone: string;
  durationMinutes: number;
}

export interface FreeSlotEntry {
  therapist: BookingTherapist;
  /** The first free slots in the window, earliest first. */
  slots: Slot[];
}

export interface FreeSlotsPage {
  entries: FreeSlotEntry[];
  /** '' on the last page. */
  nextPageToken: string;
}

export interface BookingsPage {
  bookings: Booking[];
  nextPageToken: string;
}

export interface TherapistCalendar {
  bookings: Booking[];
  /** Open hours as instants (weekly hours and overrides minus breaks). */
  openRanges: Slot[];
  timeZone: string;
}

export interface WaitlistEntry {
  id: string;
  therapist: BookingTherapist | null;
  kind: BookingKind;
  createdAt: string | null;
}

export interface PartnerInvitation {
  status: InvitationStatus;
  expiresAt: string | null;
  createdAt: string | null;
}

export interface Relationship {
  id: string;
  therapistProfileId: string;
  therapistUserId: string;
  therapistName: string;
  therapistSlug: string;
  clientUserId: string;
  clientName: string;
  /** '' until a partner joined (couples therapy). */
  partnerUserId: string;
  partnerName: string;
  createdAt: string | null;
  /** When the client or the therapist ended it; null while it is open (a new confirmed session reopens it). */
  endedAt: string | null;
  invitation: PartnerInvitation | null;
}

export interface PartnerInvitationInfo {
  invitation: PartnerInvitation | null;
  therapistName: string;
  inviterName: string;
}

export interface NewPartnerInvitation {
  /** Returned once; only its hash is stored. */
  token: string;
  invitation: PartnerInvitation | null;
}
