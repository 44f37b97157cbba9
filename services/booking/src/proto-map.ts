// Domain records ⇄ the booking contract's messages. No rules here: what a caller may do comes from flows.

import type { BookingStatus, LateCancelRule as Late } from '@oslonac/lang';
import {
  type Availability,
  type Booking,
  InvitationStatus,
  LateCancelRule,
  type PartnerInvitation,
  Party as ProtoParty,
  BookingStatus as ProtoStatus,
  type Relationship,
  SessionKind,
  type Slot,
  type TherapistSummary,
} from '@oslonac/proto/oslonac/booking/v1/booking';
import type { AvailabilityRules } from './domain/availability';
import type { BookingPolicy, Party } from './domain/policy';
import { capabilities, policyOf } from './flows/bookings';
import { invitationState } from './flows/relationships';
import type { BookingRecord } from './store/bookings';
import type { RelationshipRecord } from './store/relationships';
import type { Kind, TherapistRow } from './store/therapists';

export const kindToProto: Record<Kind, SessionKind> = {
  individual: SessionKind.SESSION_KIND_INDIVIDUAL,
  couples: SessionKind.SESSION_KIND_COUPLES,
  first_consultation: SessionKind.SESSION_KIND_FIRST_CONSULTATION,
};
export const statusToProto: Record<BookingStatus, ProtoStatus> = {
  held: ProtoStatus.BOOKING_STATUS_HELD,
  offered: ProtoStatus.BOOKING_STATUS_OFFERED,
  awaiting_payment: ProtoStatus.BOOKING_STATUS_AWAITING_PAYMENT,
  confirmed: ProtoStatus.BOOKING_STATUS_CONFIRMED,
  completed: ProtoStatus.BOOKING_STATUS_COMPLETED,
  no_show: ProtoStatus.BOOKING_STATUS_NO_SHOW,
  cancelled: ProtoStatus.BOOKING_STATUS_CANCELLED,
  expired: ProtoStatus.BOOKING_STATUS_EXPIRED,
};
export const lateToProto: Record<Late, LateCancelRule> = {
  not_allowed: LateCancelRule.LATE_CANCEL_RULE_NOT_ALLOWED,
  no_refund: LateCancelRule.LATE_CANCEL_RULE_NO_REFUND,
  half_refund: LateCancelRule.LATE_CANCEL_RULE_HALF_REFUND,
};
const partyToProto: Record<string, ProtoParty> = {
  client: ProtoParty.PARTY_CLIENT,
  therapist: ProtoParty.PARTY_THERAPIST,
  admin: ProtoParty.PARTY_ADMIN,
  system: ProtoParty.PARTY_SYSTEM,
};
const invitationToProto: Record<string, InvitationStatus> = {
  pending: InvitationStatus.INVITATION_STATUS_PENDING,
  accepted: InvitationStatus.INVITATION_STATUS_ACCEPTED,
  revoked: InvitationStatus.INVITATION_STATUS_REVOKED,
  expired: InvitationStatus.INVITATION_STATUS_EXPIRED,
};

export function reverse<K extends string, V>(m: Record<K, V>, v: V): K | null {
  return (Object.entries(m) as [K, V][]).find(([, x]) => x === v)?.[0] ?? null;
}

export function policyToProto(p: BookingPolicy) {
  return {
    cancelWindowHours: p.cancelWindowHours,
    rescheduleWindowHours: p.rescheduleWindowHours,
    lateCancel: lateToProto[p.lateCancel],
  };
}

export function availabilityToProto(rules: AvailabilityRules, policy: BookingPolicy): Availability {
  return {
    timeZone: rules.timeZone,
    weekly: rules.weekly.map((r) => ({ ...r })),
    breaks: rules.breaks.map((r) => ({ ...r })),
    overrides: rules.overrides.map((o) => ({ date: o.date, ranges: o.ranges.map((r) => ({ ...r })) })),
    bufferBeforeMinutes: rules.bufferBeforeMinutes,
    bufferAfterMinutes: rules.bufferAfterMinutes,
    minimumNoticeMinutes: rules.minimumNoticeMinutes,
    horizonDays: rules.horizonDays,
    slotStepMinutes: rules.slotStepMinutes,
    policy: policyToProto(policy),
  };
}

export function therapistToProto(t: TherapistRow): TherapistSummary {
  return {
    profileId: t.profileId,
    userId: t.userId,
    slug: t.slug,
    displayName: t.displayName,
    title: t.title,
    timeZone: t.timeZone,
    sessionTypes: t.sessionTypes.map((s) => ({
      kind: kindToProto[s.kind],
      durationMinutes: s.durationMinutes,
      priceRsd: { amountMinor: s.priceRsdMinor, currency: 'RSD' },
      priceEur: s.priceEurMinor > 0 ? { amountMinor: s.priceEurMinor, currency: 'EUR' } : undefined,
    })),
    specialties: t.specialties,
    languages: t.languages,
  };
}

export function slotToProto(s: { start: Date; end: Date }): Slot {
  return { startsAt: s.start, endsAt: s.end };
}

export function bookingToProto(
  b: BookingRecord,
  therapist: TherapistRow | undefined,
  viewer: { party: Party; owner: boolean },
  now: Date,
): Booking {
  const can = capabilities(b, viewer.party, viewer.owner, now);
  // The therapist sees who booked; a client sees their own name anyway.
  return {
    id: b.id,
    therapistProfileId: b.therapistProfileId,
    therapistUserId: b.therapistUserId,
    therapistSlug: therapist?.slug ?? '',
    therapistName: therapist?.displayName ?? '',
    clientUserId: b.clientUserId,
    clientName: b.clientName,
    kind: kindToProto[b.kind],
    status: statusToProto[b.status],
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    expiresAt: b.expiresAt ?? undefined,
    timeZone: therapist?.timeZone ?? 'Europe/Belgrade',
    price: { amountMinor: Number(b.priceMinor), currency: b.currency },
    relationshipId: b.relationshipId ?? '',
    history: b.changes.map((c) => ({
      at: c.at,
      by: partyToProto[c.by] ?? ProtoParty.PARTY_UNSPECIFIED,
      action: c.action,
      fromStartsAt: c.fromStartsAt ?? undefined,
      toStartsAt: c.toStartsAt ?? undefined,
      reason: viewer.owner || viewer.party === 'admin' ? c.reason : '',
    })),
    cancelledBy: b.cancelledBy
      ? (partyToProto[b.cancelledBy] ?? ProtoParty.PARTY_UNSPECIFIED)
      : ProtoParty.PARTY_UNSPECIFIED,
    refundPercent: b.refundPercent,
    canCancel: can.canCancel,
    canReschedule: can.canReschedule,
    cancelRefundPercent: can.cancelRefundPercent,
    policy: policyToProto(policyOf(b)),
    createdAt: b.createdAt,
  };
}

export function invitationToProtoOf(r: RelationshipRecord, now: Date): PartnerInvitation | undefined {
  const state = invitationState(r, now);
  if (!state || !r.invitation) return undefined;
  return {
    status: invitationToProto[state] ?? InvitationStatus.INVITATION_STATUS_UNSPECIFIED,
    expiresAt: r.invitation.expiresAt,
    createdAt: r.invitation.createdAt,
  };
}

export function relationshipToProto(
  r: RelationshipRecord,
  therapist: TherapistRow | null | undefined,
  now: Date,
): Relationship {
  return {
    id: r.id,
    therapistProfileId: r.therapistProfileId,
    therapistUserId: r.therapistUserId,
    therapistName: therapist?.displayName ?? '',
    therapistSlug: therapist?.slug ?? '',
    clientUserId: r.clientUserId,
    clientName: r.clientName,
    partnerUserId: r.partnerUserId ?? '',
    partnerName: r.partnerName ?? '',
    createdAt: r.createdAt,
    endedAt: r.endedAt ?? undefined,
    invitation: invitationToProtoOf(r, now),
  };
}

export { ProtoStatus };
