import { enqueueEvent, type OutboxEvent, type Tx } from '@oslonac/kit';
import {
  AvailabilityChanged,
  BookingCancelled,
  BookingCompleted,
  BookingConfirmed,
  BookingHoldCreated,
  BookingPaymentRejected,
  BookingRescheduled,
  RelationshipCreated,
  RelationshipEnded,
  RelationshipPartnerJoined,
  RelationshipReopened,
  WaitlistSlotOffered,
} from '@oslonac/proto/oslonac/events/v1/booking';
import type { BookingRecord } from './store/bookings';

// What booking publishes, always inside the transaction that makes the change (the kit's relay moves the outbox to
// JetStream). It consumes therapists.profile.updated.v1, therapists.individual_price.changed.v1,
// identity.user.sessions_revoked.v1 and billing.payment.succeeded.v1 (src/consumers.ts).

export const SUBJECTS = {
  holdCreated: 'booking.hold.created.v1',
  confirmed: 'booking.booking.confirmed.v1',
  cancelled: 'booking.booking.cancelled.v1',
  rescheduled: 'booking.booking.rescheduled.v1',
  completed: 'booking.booking.completed.v1',
  relationshipCreated: 'booking.relationship.created.v1',
  partnerJoined: 'booking.relationship.partner_joined.v1',
  relationshipEnded: 'booking.relationship.ended.v1',
  relationshipReopened: 'booking.relationship.reopened.v1',
  availabilityChanged: 'booking.availability.changed.v1',
  waitlistOffered: 'booking.waitlist.offered.v1',
  paymentRejected: 'booking.payment.rejected.v1',
} as const;
export const PROFILE_UPDATED_SUBJECT = 'therapists.profile.updated.v1';
export const SESSIONS_REVOKED_SUBJECT = 'identity.user.sessions_revoked.v1';
export const INDIVIDUAL_PRICE_CHANGED_SUBJECT = 'therapists.individual_price.changed.v1';
export const PAYMENT_SUCCEEDED_SUBJECT = 'billing.payment.succeeded.v1';
export const SESSION_ENDED_SUBJECT = 'sessions.session.ended.v1';

function parties(b: BookingRecord) {
  return {
    bookingId: b.id,
    clientUserId: b.clientUserId,
    therapistUserId: b.therapistUserId,
    therapistProfileId: b.therapistProfileId,
  };
}

function event(subject: string, aggregateId: string, type: string, payload: Uint8Array): OutboxEvent {
  return { subject, aggregateId, type: `oslonac.events.v1.${type}`, payload };
}

function put(tx: Tx, subject: string, aggregateId: string, type: string, payload: Uint8Array) {
  return enqueueEvent(tx, event(subject, aggregateId, type, payload));
}

/** A new hold's event as a value: the hold writes it in the same statement as the booking (store/holds). */
export function holdCreatedEvent(b: BookingRecord, occurredAt: Date): OutboxEvent {
  return event(
    SUBJECTS.holdCreated,
    b.id,
    'BookingHoldCreated',
    BookingHoldCreated.encode({
      ...parties(b),
      kind: b.kind,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      expiresAt: b.expiresAt ?? undefined,
      occurredAt,
    }).finish(),
  );
}

export const publish = {
  /** A payment that confirmed nothing: billing refunds it in full. */
  paymentRejected: (
    tx: Tx,
    p: { paymentId: string; bookingId: string; clientUserId: string },
    reason: string,
    occurredAt: Date,
  ) =>
    put(
      tx,
      SUBJECTS.paymentRejected,
      p.bookingId,
      'BookingPaymentRejected',
      BookingPaymentRejected.encode({ ...p, reason, occurredAt }).finish(),
    ),
  confirmed: (tx: Tx, b: BookingRecord, occurredAt: Date) =>
    put(
      tx,
      SUBJECTS.confirmed,
      b.id,
      'BookingConfirmed',
      BookingConfirmed.encode({
        ...parties(b),
        relationshipId: b.relationshipId ?? '',
        kind: b.kind,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
        priceMinor: Number(b.priceMinor),
        currency: b.currency,
        occurredAt,
      }).finish(),
    ),
  cancelled: (
    tx: Tx,
    b: BookingRecord,
    by: string,
    wasConfirmed: boolean,
    refundPercent: number,
    occurredAt: Date,
  ) =>
    put(
      tx,
      SUBJECTS.cancelled,
      b.id,
      'BookingCancelled',
      BookingCancelled.encode({
        ...parties(b),
        cancelledBy: by,
        wasConfirmed,
        refundPercent,
        startsAt: b.startsAt,
        occurredAt,
      }).finish(),
    ),
  rescheduled: (tx: Tx, b: BookingRecord, by: string, previous: Date, occurredAt: Date) =>
    put(
      tx,
      SUBJECTS.rescheduled,
      b.id,
      'BookingRescheduled',
      BookingRescheduled.encode({
        ...parties(b),
        rescheduledBy: by,
        previousStartsAt: previous,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
        occurredAt,
      }).finish(),
    ),
  completed: (tx: Tx, b: BookingRecord, occurredAt: Date) =>
    put(
      tx,
      SUBJECTS.completed,
      b.id,
      'BookingCompleted',
      BookingCompleted.encode({
        ...parties(b),
        startsAt: b.startsAt,
        endedAt: b.endsAt,
        occurredAt,
      }).finish(),
    ),
  relationshipCreated: (
    tx: Tx,
    r: { id: string; clientUserId: string; therapistUserId: string; therapistProfileId: string },
    occurredAt: Date,
  ) =>
    put(
      tx,
      SUBJECTS.relationshipCreated,
      r.id,
      'RelationshipCreated',
      // Field by field: the confirm flow passes the booking record (whose own relationshipId was still null),
      // and a spread would let that null overwrite the id, encoded as the string "null".
      RelationshipCreated.encode({
        relationshipId: r.id,
        clientUserId: r.clientUserId,
        therapistUserId: r.therapistUserId,
        therapistProfileId: r.therapistProfileId,
        occurredAt,
      }).finish(),
    ),
  partnerJoined: (
    tx: Tx,
    r: {
      id: string;
      clientUserId: string;
      partnerUserId: string;
      therapistUserId: string;
      therapistProfileId: string;
    },
    occurredAt: Date,
  ) =>
    put(
      tx,
      SUBJECTS.partnerJoined,
      r.id,
      'RelationshipPartnerJoined',
      RelationshipPartnerJoined.encode({
        relationshipId: r.id,
        clientUserId: r.clientUserId,
        partnerUserId: r.partnerUserId,
        therapistUserId: r.therapistUserId,
        therapistProfileId: r.therapistProfileId,
        occurredAt,
      }).finish(),
    ),
  relationshipEnded: (
    tx: Tx,
    r: { id: string; clientUserId: string; therapistUserId: string },
    endedBy: 'client' | 'therapist' | 'admin',
    occurredAt: Date,
  ) =>
    put(
      tx,
      SUBJECTS.relationshipEnded,
      r.id,
      'RelationshipEnded',
      RelationshipEnded.encode({
        relationshipId: r.id,
        clientUserId: r.clientUserId,
        therapistUserId: r.therapistUserId,
        endedBy,
        occurredAt,
      }).finish(),
    ),
  relationshipReopened: (
    tx: Tx,
    r: { id: string; clientUserId: string; therapistUserId: string },
    occurredAt: Date,
  ) =>
    put(
      tx,
      SUBJECTS.relationshipReopened,
      r.id,
      'RelationshipReopened',
      RelationshipReopened.encode({
        relationshipId: r.id,
        clientUserId: r.clientUserId,
        therapistUserId: r.therapistUserId,
        occurredAt,
      }).finish(),
    ),
  availabilityChanged: (
    tx: Tx,
    t: { profileId: string; userId: string },
    firstFreeSlotAt: Date | null,
    occurredAt: Date,
  ) =>
    put(
      tx,
      SUBJECTS.availabilityChanged,
      t.profileId,
      'AvailabilityChanged',
      AvailabilityChanged.encode({
        therapistProfileId: t.profileId,
        therapistUserId: t.userId,
        firstFreeSlotAt: firstFreeSlotAt ?? undefined,
        occurredAt,
      }).finish(),
    ),
  waitlistOffered: (tx: Tx, b: BookingRecord, occurredAt: Date) =>
    put(
      tx,
      SUBJECTS.waitlistOffered,
      b.id,
      'WaitlistSlotOffered',
      WaitlistSlotOffered.encode({
        bookingId: b.id,
        clientUserId: b.clientUserId,
        therapistProfileId: b.therapistProfileId,
        startsAt: b.startsAt,
        expiresAt: b.expiresAt ?? undefined,
        occurredAt,
      }).finish(),
    ),
};
