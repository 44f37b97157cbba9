// The one module that talks to the booking service over gRPC: one function per RPC, each thin. Everything
// else in the BFF sees the JSON view types of ../views/booking (instants as ISO strings, enums as words).

import {
  type Availability as AvailabilityPb,
  type BookingChange as BookingChangePb,
  type Booking as BookingPb,
  BookingScope as BookingScopePb,
  BookingServiceClient,
  BookingStatus as BookingStatusPb,
  InvitationStatus as InvitationStatusPb,
  LateCancelRule as LateCancelRulePb,
  type PartnerInvitation as PartnerInvitationPb,
  Party as PartyPb,
  type Policy as PolicyPb,
  type Relationship as RelationshipPb,
  SessionKind as SessionKindPb,
  type SessionOffer as SessionOfferPb,
  type Slot as SlotPb,
  type TherapistSummary as TherapistSummaryPb,
  type WaitlistEntry as WaitlistEntryPb,
} from '@oslonac/proto/oslonac/booking/v1/booking';
import type { Money } from '@oslonac/proto/oslonac/common/v1/money';
import { bffConfig } from '../config';
import type {
  Availability,
  AvailabilityWithPolicy,
  Booking,
  BookingChange,
  BookingKind,
  BookingMoney,
  BookingOptions,
  BookingParty,
  BookingPolicy,
  BookingScope,
  BookingStatus,
  BookingsPage,
  BookingTherapist,
  FreeSlotsPage,
  InvitationStatus,
  LateCancelRule,
  NewPartnerInvitation,
  PartnerInvitation,
  PartnerInvitationInfo,
  Relationship,
  SessionOffer,
  Slot,
  SlotList,
  TherapistCalendar,
  WaitlistEntry,
} from '../views/booking';
import { unary } from './call';
import { channel } from './channel';

// --- enums --------------------------------------------------------------------------------------------

function twoWay<V extends string, P extends number>(pairs: [V, P][]) {
  const toPb = new Map<V, P>(pairs);
  const fromPb = new Map<P, V>(pairs.map(([v, p]) => [p, v]));
  return { toPb, fromPb };
}

export const KIND = twoWay<BookingKind, SessionKindPb>([
  ['individual', SessionKindPb.SESSION_KIND_INDIVIDUAL],
  ['couples', SessionKindPb.SESSION_KIND_COUPLES],
  ['first_consultation', SessionKindPb.SESSION_KIND_FIRST_CONSULTATION],
]);
export const STATUS = twoWay<BookingStatus, BookingStatusPb>([
  ['held', BookingStatusPb.BOOKING_STATUS_HELD],
  ['offered', BookingStatusPb.BOOKING_STATUS_OFFERED],
  ['awaiting_payment', BookingStatusPb.BOOKING_STATUS_AWAITING_PAYMENT],
  ['confirmed', BookingStatusPb.BOOKING_STATUS_CONFIRMED],
  ['completed', BookingStatusPb.BOOKING_STATUS_COMPLETED],
  ['no_show', BookingStatusPb.BOOKING_STATUS_NO_SHOW],
  ['cancelled', BookingStatusPb.BOOKING_STATUS_CANCELLED],
  ['expired', BookingStatusPb.BOOKING_STATUS_EXPIRED],
]);
const LATE = twoWay<LateCancelRule, LateCancelRulePb>([
  ['not_allowed', LateCancelRulePb.LATE_CANCEL_RULE_NOT_ALLOWED],
  ['no_refund', LateCancelRulePb.LATE_CANCEL_RULE_NO_REFUND],
  ['half_refund', LateCancelRulePb.LATE_CANCEL_RULE_HALF_REFUND],
]);
const PARTY = twoWay<BookingParty, PartyPb>([
  ['client', PartyPb.PARTY_CLIENT],
  ['therapist', PartyPb.PARTY_THERAPIST],
  ['admin', PartyPb.PARTY_ADMIN],
  ['system', PartyPb.PARTY_SYSTEM],
]);
const SCOPE = twoWay<BookingScope, BookingScopePb>([
  ['upcoming', BookingScopePb.BOOKING_SCOPE_UPCOMING],
  ['past', BookingScopePb.BOOKING_SCOPE_PAST],
]);
const INVITATION = twoWay<InvitationStatus, InvitationStatusPb>([
  ['pending', InvitationStatusPb.INVITATION_STATUS_PENDING],
  ['accepted', InvitationStatusPb.INVITATION_STATUS_ACCEPTED],
  ['revoked', InvitationStatusPb.INVITATION_STATUS_REVOKED],
  ['expired', InvitationStatusPb.INVITATION_STATUS_EXPIRED],
]);

const iso = (d: Date | undefined): string | null => (d ? d.toISOString() : null);
const kindPb = (k: BookingKind) => KIND.toPb.get(k) ?? SessionKindPb.SESSION_KIND_UNSPECIFIED;

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`booking answered without ${what}`);
  return value;
}

// --- pb → view ----------------------------------------------------------------------------------------

export function moneyView(m: Money | undefined): BookingMoney | null {
  if (!m || (m.currency !== 'RSD' && m.currency !== 'EUR')) return null;
  return { amountMinor: m.amountMinor, currency: m.currency };
}

export function policyView(p: PolicyPb | undefined): BookingPolicy | null {
  if (!p) return null;
  return {
    cancelWindowHours: p.cancelWindowHours,
    rescheduleWindowHours: p.rescheduleWindowHours,
    // An unknown rule is shown as the strictest one rather than promising a refund that may not come.
    lateCancel: LATE.fromPb.get(p.lateCancel) ?? 'not_allowed',
  };
}

function policyPb(p: BookingPolicy): PolicyPb {
  return {
    cancelWindowHours: p.cancelWindowHours,
    rescheduleWindowHours: p.rescheduleWindowHours,
    lateCancel: LATE.toPb.get(p.lateCancel) ?? LateCancelRulePb.LATE_CANCEL_RULE_UNSPECIFIED,
  };
}

const DEFAULT_POLICY: BookingPolicy = {
  cancelWindowHours: 24,
  rescheduleWindowHours: 24,
  lateCancel: 'not_allowed',
};

export function availabilityView(a: AvailabilityPb | undefined): Availability {
  const av = required(a, 'availability');
  return {
    timeZone: av.timeZone || 'Europe/Belgrade',
    weekly: av.weekly.map((w) => ({
      weekday: w.weekday,
      startMinute: w.startMinute,
      endMinute: w.endMinute,
    })),
    breaks: av.breaks.map((w) => ({
      weekday: w.weekday,
      startMinute: w.startMinute,
      endMinute: w.endMinute,
    })),
    overrides: av.overrides.map((o) => ({
      date: o.date,
      ranges: o.ranges.map((r) => ({ startMinute: r.startMinute, endMinute: r.endMinute })),
    })),
    bufferBeforeMinutes: av.bufferBeforeMinutes,
    bufferAfterMinutes: av.bufferAfterMinutes,
    minimumNoticeMinutes: av.minimumNoticeMinutes,
    horizonDays: av.horizonDays,
    slotStepMinutes: av.slotStepMinutes,
    policy: policyView(av.policy) ?? DEFAULT_POLICY,
  };
}

export function availabilityPb(a: Availability): AvailabilityPb {
  return {
    timeZone: a.timeZone,
    weekly: a.weekly.map((w) => ({ ...w })),
    breaks: a.breaks.map((w) => ({ ...w })),
    overrides: a.overrides.map((o) => ({ date: o.date, ranges: o.ranges.map((r) => ({ ...r })) })),
    bufferBeforeMinutes: a.bufferBeforeMinutes,
    bufferAfterMinutes: a.bufferAfterMinutes,
    minimumNoticeMinutes: a.minimumNoticeMinutes,
    horizonDays: a.horizonDays,
    slotStepMinutes: a.slotStepMinutes,
    policy: policyPb(a.policy),
  };
}

/** Session types of a kind this BFF does not know (a newer service) are left out rather than mislabelled. */
function offersView(list: SessionOfferPb[]): SessionOffer[] {
  return list.flatMap((s) => {
    const kind = KIND.fromPb.get(s.kind);
    if (!kind) return [];
    return [
      {
        kind,
        durationMinutes: s.durationMinutes,
        priceRsd: moneyView(s.priceRsd),
        priceEur: moneyView(s.priceEur),
      },
    ];
  });
}

export function therapistView(t: TherapistSummaryPb | undefined): BookingTherapist {
  const s = required(t, 'a therapist');
  return {
    profileId: s.profileId,
    userId: s.userId,
    slug: s.slug,
    displayName: s.displayName,
    title: s.title,
    timeZone: s.timeZone || 'Europe/Belgrade',
    sessionTypes: offersView(s.sessionTypes),
    specialties: s.specialties,
    languages: s.languages,
  };
}

/** A slot without both ends cannot be shown or booked; such entries are dropped. */
function slotsView(list: SlotPb[]): Slot[] {
  return list.flatMap((s) =>
    s.startsAt && s.endsAt ? [{ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() }] : [],
  );
}

function changeView(c: BookingChangePb): BookingChange {
  return {
    at: iso(c.at),
    by: PARTY.fromPb.get(c.by) ?? null,
    action: c.action,
    fromStartsAt: iso(c.fromStartsAt),
    toStartsAt: iso(c.toStartsAt),
    reason: c.reason,
  };
}

export function bookingView(b: BookingPb | undefined): Booking {
  const x = required(b, 'a booking');
  return {
    id: x.id,
    therapistProfileId: x.therapistProfileId,
    therapistUserId: x.therapistUserId,
    therapistSlug: x.therapistSlug,
    therapistName: x.therapistName,
    clientUserId: x.clientUserId,
    clientName: x.clientName,
    kind: KIND.fromPb.get(x.kind) ?? 'individual',
    // An unknown state is shown as over rather than as something the viewer can still act on.
    status: STATUS.fromPb.get(x.status) ?? 'expired',
    startsAt: iso(required(x.startsAt, 'a start'))!,
    endsAt: iso(required(x.endsAt, 'an end'))!,
    expiresAt: iso(x.expiresAt),
    timeZone: x.timeZone || 'Europe/Belgrade',
    price: moneyView(x.price),
    relationshipId: x.relationshipId,
    history: x.history.map(changeView),
    cancelledBy: PARTY.fromPb.get(x.cancelledBy) ?? null,
    refundPercent: x.refundPercent,
    canCancel: x.canCancel,
    canReschedule: x.canReschedule,
    cancelRefundPercent: x.cancelRefundPercent,
    policy: policyView(x.policy),
    createdAt: iso(x.createdAt),
  };
}

function invitationView(i: PartnerInvitationPb | undefined): PartnerInvitation | null {
  if (!i) return null;
  return {
    status: INVITATION.fromPb.get(i.status) ?? 'expired',
    expiresAt: iso(i.expiresAt),
    createdAt: iso(i.createdAt),
  };
}

export function relationshipView(r: RelationshipPb | undefined): Relationship {
  const x = required(r, 'a relationship');
  return {
    id: x.id,
    therapistProfileId: x.therapistProfileId,
    therapistUserId: x.therapistUserId,
    therapistName: x.therapistName,
    therapistSlug: x.therapistSlug,
    clientUserId: x.clientUserId,
    clientName: x.clientName,
    partnerUserId: x.partnerUserId,
    partnerName: x.partnerName,
    createdAt: iso(x.createdAt),
    endedAt: iso(x.endedAt),
    invitation: invitationView(x.invitation),
  };
}

function waitlistView(e: WaitlistEntryPb | undefined): WaitlistEntry {
  const x = required(e, 'a waitlist entry');
  return {
    id: x.id,
    therapist: x.therapist ? therapistView(x.therapist) : null,
    kind: KIND.fromPb.get(x.kind) ?? 'individual',
    createdAt: iso(x.createdAt),
  };
}

// --- channel ------------------------------------------------------------------------------------------

const upstream = channel('booking', () => bffConfig().bookingGrpcAddr, BookingServiceClient);

/** Closes the channel (tests; a later call opens a new one). */
export const closeBookingClient = upstream.close;

const client = upstream.client;

const as = (actorToken?: string | null) => (actorToken ? { actorToken } : {});
// A command may have taken effect before its answer was lost: never retried.
const once = (actorToken: string) => ({ actorToken, retries: 0 });

// --- calls --------------------------------------------------------------------------------------------

export interface CalendarFeedState {
  /** Only right after rotating: the token is shown once. */
  token: string | null;
  active: boolean;
  createdAt: string | null;
}

export const booking = {
  // public ------------------------------------------------------------------------------------------
  async getBookingOptions(therapistSlug: string, actorToken?: string | null): Promise<BookingOptions> {
    const c = client();
    const res = await unary(c, c.getBookingOptions, { therapistSlug }, as(actorToken));
    return {
      therapist: therapistView(res.therapist),
      policy: policyView(res.policy),
      policySentences: res.policySentences,
      holdMinutes: res.holdMinutes,
    };
  },

  async listSlots(input: {
    therapistSlug: string;
    kind: BookingKind;
    from: Date;
    to: Date;
  }): Promise<SlotList> {
    const c = client();
    const res = await unary(c, c.listSlots, {
      therapistSlug: input.therapistSlug,
      kind: kindPb(input.kind),
      from: input.from,
      to: input.to,
    });
    return {
      slots: slotsView(res.slots),
      timeZone: res.timeZone || 'Europe/Belgrade',
      durationMinutes: res.durationMinutes,
    };
  },

  async listFreeSlots(input: {
    windowHours: number;
    specialty?: string;
    language?: string;
    maxPriceRsdMinor?: number;
    pageSize?: number;
    pageToken?: string;
    slotsPerTherapist?: number;
  }): Promise<FreeSlotsPage> {
    const c = client();
    const res = await unary(c, c.listFreeSlots, {
      windowHours: input.windowHours,
      specialty: input.specialty ?? '',
      language: input.language ?? '',
      maxPriceRsdMinor: input.maxPriceRsdMinor ?? 0,
      pageSize: input.pageSize ?? 0,
      pageToken: input.pageToken ?? '',
      slotsPerTherapist: input.slotsPerTherapist ?? 0,
    });
    return {
      entries: res.entries.flatMap((e) =>
        e.therapist ? [{ therapist: therapistView(e.therapist), slots: slotsView(e.slots) }] : [],
      ),
      nextPageToken: res.nextPageToken,
    };
  },

  async getPartnerInvitation(relationshipId: string, token: string): Promise<PartnerInvitationInfo> {
    const c = client();
    const res = await unary(c, c.getPartnerInvitation, { relationshipId, token });
    return {
      invitation: invitationView(res.invitation),
      therapistName: res.therapistName,
      inviterName: res.inviterName,
    };
  },

  /** The ICS text of a private feed token (the token is the only credential). */
  async getCalendarFeed(token: string): Promise<string> {
    const c = client();
    const res = await unary(c, c.getCalendarFeed, { token });
    return res.ics;
  },

  // client ------------------------------------------------------------------------------------------
  async holdSlot(
    actorToken: string,
    input: { therapistSlug: string; kind: BookingKind; startsAt: Date; clientName: string },
  ): Promise<Booking> {
    const c = client();
    const res = await unary(
      c,
      c.holdSlot,
      {
        therapistSlug: input.therapistSlug,
        kind: kindPb(input.kind),
        startsAt: input.startsAt,
        clientName: input.clientName,
      },
      // Many people may reach for one freed time at once; the service queues them and each gets a clear yes or
      // "taken". A longer budget keeps a burst from turning into 503s.
      { ...once(actorToken), deadlineMs: 10_000 },
    );
    return bookingView(res.booking);
  },

  async submitBooking(actorToken: string, bookingId: string): Promise<Booking> {
    const c = client();
    const res = await unary(c, c.submitBooking, { bookingId }, once(actorToken));
    return bookingView(res.booking);
  },

  async acceptOffer(actorToken: string, bookingId: string): Promise<Booking> {
    const c = client();
    const res = await unary(c, c.acceptOffer, { bookingId }, once(actorToken));
    return bookingView(res.booking);
  },

  async joinWaitlist(
    actorToken: string,
    input: { therapistSlug: string; kind: BookingKind; clientName: string },
  ): Promise<WaitlistEntry> {
    const c = client();
    const res = await unary(
      c,
      c.joinWaitlist,
      { therapistSlug: input.therapistSlug, kind: kindPb(input.kind), clientName: input.clientName },
      once(actorToken),
    );
    return waitlistView(res.entry);
  },

  async leaveWaitlist(actorToken: string, entryId: string): Promise<void> {
    const c = client();
    await unary(c, c.leaveWaitlist, { entryId }, once(actorToken));
  },

  async listMyWaitlist(actorToken: string): Promise<WaitlistEntry[]> {
    const c = client();
    const res = await unary(c, c.listMyWaitlist, {}, { actorToken });
    return res.entries.map((e) => waitlistView(e));
  },

  async invitePartner(actorToken: string, relationshipId: string): Promise<NewPartnerInvitation> {
    const c = client();
    const res = await unary(c, c.invitePartner, { relationshipId }, once(actorToken));
    return { token: res.token, invitation: invitationView(res.invitation) };
  },

  async revokePartnerInvitation(
    actorToken: string,
    relationshipId: string,
  ): Promise<PartnerInvitation | null> {
    const c = client();
    const res = await unary(c, c.revokePartnerInvitation, { relationshipId }, once(actorToken));
    return invitationView(res.invitation);
  },

  async acceptPartnerInvitation(
    actorToken: string,
    input: { relationshipId: string; token: string; partnerName: string },
  ): Promise<Relationship> {
    const c = client();
    const res = await unary(c, c.acceptPartnerInvitation, input, once(actorToken));
    return relationshipView(res.relationship);
  },

  // client, therapist or admin ----------------------------------------------------------------------
  async cancelBooking(actorToken: string, bookingId: string, reason = ''): Promise<Booking> {
    const c = client();
    const res = await unary(c, c.cancelBooking, { bookingId, reason }, once(actorToken));
    return bookingView(res.booking);
  },

  async rescheduleBooking(actorToken: string, bookingId: string, startsAt: Date): Promise<Booking> {
    const c = client();
    const res = await unary(c, c.rescheduleBooking, { bookingId, startsAt }, once(actorToken));
    return bookingView(res.booking);
  },

  async getBooking(actorToken: string, bookingId: string): Promise<Booking> {
    const c = client();
    const res = await unary(c, c.getBooking, { bookingId }, { actorToken });
    return bookingView(res.booking);
  },

  async listMyBookings(
    actorToken: string,
    input: { scope: BookingScope; pageSize?: number; pageToken?: string },
  ): Promise<BookingsPage> {
    const c = client();
    const res = await unary(
      c,
      c.listMyBookings,
      {
        scope: SCOPE.toPb.get(input.scope) ?? BookingScopePb.BOOKING_SCOPE_UNSPECIFIED,
        pageSize: input.pageSize ?? 0,
        pageToken: input.pageToken ?? '',
      },
      { actorToken },
    );
    return { bookings: res.bookings.map((b) => bookingView(b)), nextPageToken: res.nextPageToken };
  },

  async listMyRelationships(actorToken: string): Promise<Relationship[]> {
    const c = client();
    const res = await unary(c, c.listMyRelationships, {}, { actorToken });
    return res.relationships.map((r) => relationshipView(r));
  },

  /** The client or the therapist ends the relationship; ending an ended one is a no-op, so a retry is harmless. */
  async endRelationship(actorToken: string, relationshipId: string): Promise<Relationship> {
    const c = client();
    const res = await unary(c, c.endRelationship, { relationshipId }, { actorToken });
    return relationshipView(res.relationship);
  },

  /**
   * Any signed-in user's private feed. Booking keeps only a hash of the token, so it comes back only from
   * `rotate` (which also revokes the old one); otherwise this says whether a feed exists and since when.
   */
  async getCalendarFeedToken(actorToken: string, rotate = false): Promise<CalendarFeedState> {
    const c = client();
    const res = await unary(
      c,
      c.getCalendarFeedToken,
      { rotate },
      rotate ? once(actorToken) : { actorToken },
    );
    return { token: res.token || null, active: res.active, createdAt: res.createdAt?.toISOString() ?? null };
  },

  // therapist ---------------------------------------------------------------------------------------
  async getMyAvailability(actorToken: string): Promise<AvailabilityWithPolicy> {
    const c = client();
    const res = await unary(c, c.getMyAvailability, {}, { actorToken });
    return { availability: availabilityView(res.availability), policySentences: res.policySentences };
  },

  async saveMyAvailability(actorToken: string, availability: Availability): Promise<AvailabilityWithPolicy> {
    const c = client();
    const res = await unary(
      c,
      c.saveMyAvailability,
      { availability: availabilityPb(availability) },
      once(actorToken),
    );
    return { availability: availabilityView(res.availability), policySentences: res.policySentences };
  },

  async getTherapistCalendar(
    actorToken: string,
    input: { from: Date; to: Date },
  ): Promise<TherapistCalendar> {
    const c = client();
    const res = await unary(c, c.getTherapistCalendar, input, { actorToken });
    return {
      bookings: res.bookings.map((b) => bookingView(b)),
      openRanges: slotsView(res.openRanges),
      timeZone: res.timeZone || 'Europe/Belgrade',
    };
  },

  /** Therapist or admin, after the session ended. */
  async completeBooking(actorToken: string, bookingId: string, noShow: boolean): Promise<Booking> {
    const c = client();
    const res = await unary(c, c.completeBooking, { bookingId, noShow }, once(actorToken));
    return bookingView(res.booking);
  },

  // admin -------------------------------------------------------------------------------------------
  async listBookingsForAdmin(
    actorToken: string,
    input: { status: BookingStatus; pageSize?: number; pageToken?: string },
  ): Promise<BookingsPage> {
    const c = client();
    const res = await unary(
      c,
      c.listBookingsForAdmin,
      {
        status: STATUS.toPb.get(input.status) ?? BookingStatusPb.BOOKING_STATUS_UNSPECIFIED,
        pageSize: input.pageSize ?? 0,
        pageToken: input.pageToken ?? '',
      },
      { actorToken },
    );
    return { bookings: res.bookings.map((b) => bookingView(b)), nextPageToken: res.nextPageToken };
  },

  /** grpc.health.v1 status of booking as a string ('SERVING', 'NOT_SERVING', 'UNREACHABLE', …). */
  health: upstream.health,
};

/** The person's booking data as one JSON document (booking.json in their export; GDPR Art. 15/20). */
export async function exportBookingData(actorToken: string): Promise<string> {
  const c = client();
  return (await unary(c, c.exportMyData, {}, { actorToken })).json;
}
