import { enqueueEvent, type Tx } from '@oslonac/kit';
import {
  ConnectionRequestAssigned,
  IndividualPriceChanged,
  TherapistMatchRequestCreated,
  TherapistProfileApproved,
  TherapistProfileRejected,
  TherapistProfileUpdated,
  TherapistReviewPublished,
} from '@oslonac/proto/oslonac/events/v1/therapists';
import type { ProfileView } from './store/profiles';

// What therapists publishes, always inside the transaction that makes the change (the kit's relay moves the
// outbox to JetStream). It consumes booking.booking.completed.v1 and booking.availability.changed.v1
// (src/consumers.ts).

export const PROFILE_APPROVED_SUBJECT = 'therapists.profile.approved.v1';
export const PROFILE_UPDATED_SUBJECT = 'therapists.profile.updated.v1';
export const REVIEW_PUBLISHED_SUBJECT = 'therapists.review.published.v1';
export const MATCH_REQUEST_CREATED_SUBJECT = 'therapists.match_request.created.v1';
export const INDIVIDUAL_PRICE_CHANGED_SUBJECT = 'therapists.individual_price.changed.v1';
export const PROFILE_REJECTED_SUBJECT = 'therapists.profile.rejected.v1';
export const CONNECTION_REQUEST_ASSIGNED_SUBJECT = 'therapists.connection_request.assigned.v1';
export const BOOKING_COMPLETED_SUBJECT = 'booking.booking.completed.v1';
export const AVAILABILITY_CHANGED_SUBJECT = 'booking.availability.changed.v1';
/** Every subject therapists publishes on, for its stream. */
export const THERAPISTS_SUBJECTS = ['therapists.>'];

export function profileApproved(tx: Tx, p: ProfileView, occurredAt: Date): Promise<string> {
  return enqueueEvent(tx, {
    subject: PROFILE_APPROVED_SUBJECT,
    aggregateId: p.id,
    type: 'oslonac.events.v1.TherapistProfileApproved',
    payload: TherapistProfileApproved.encode({
      profileId: p.id,
      userId: p.userId,
      slug: p.slug,
      timeZone: p.draft.timeZone,
      occurredAt,
    }).finish(),
  });
}

export function profileUpdated(tx: Tx, p: ProfileView, occurredAt: Date): Promise<string> {
  return enqueueEvent(tx, {
    subject: PROFILE_UPDATED_SUBJECT,
    aggregateId: p.id,
    type: 'oslonac.events.v1.TherapistProfileUpdated',
    payload: TherapistProfileUpdated.encode({
      profileId: p.id,
      userId: p.userId,
      slug: p.slug,
      timeZone: p.draft.timeZone,
      sessionTypes: p.draft.sessionTypes.map((s) => ({
        kind: s.kind,
        durationMinutes: s.durationMinutes,
        priceRsdMinor: s.priceRsdMinor,
        priceEurMinor: s.priceEurMinor,
      })),
      public: p.status === 'approved',
      occurredAt,
      // The verified (public) name and title: edits waiting for an admin are not published until approved.
      displayName: p.draft.displayName,
      title: p.draft.title,
      specialties: p.draft.specialties,
      languages: p.draft.languages,
    }).finish(),
  });
}

export function reviewPublished(
  tx: Tx,
  e: { reviewId: string; profileId: string; rating: number; occurredAt: Date },
): Promise<string> {
  return enqueueEvent(tx, {
    subject: REVIEW_PUBLISHED_SUBJECT,
    aggregateId: e.profileId,
    type: 'oslonac.events.v1.TherapistReviewPublished',
    payload: TherapistReviewPublished.encode(e).finish(),
  });
}

export function matchRequestCreated(
  tx: Tx,
  e: { requestId: string; clientUserId: string; occurredAt: Date },
): Promise<string> {
  return enqueueEvent(tx, {
    subject: MATCH_REQUEST_CREATED_SUBJECT,
    aggregateId: e.requestId,
    type: 'oslonac.events.v1.TherapistMatchRequestCreated',
    payload: TherapistMatchRequestCreated.encode(e).finish(),
  });
}

/**
 * A price set for one client (or its removal). Booking charges RSD only: a price in another currency is published
 * as a removal, so booking falls back to the public RSD price instead of keeping an older RSD one.
 */
export function individualPriceChanged(
  tx: Tx,
  e: {
    priceId: string;
    therapistUserId: string;
    therapistProfileId: string;
    clientUserId: string;
    kind: string;
    amountMinor: number;
    currency: string;
    removed: boolean;
    occurredAt: Date;
  },
): Promise<string> {
  const removed = e.removed || e.currency !== 'RSD';
  return enqueueEvent(tx, {
    subject: INDIVIDUAL_PRICE_CHANGED_SUBJECT,
    aggregateId: e.therapistProfileId,
    type: 'oslonac.events.v1.IndividualPriceChanged',
    payload: IndividualPriceChanged.encode({
      priceId: e.priceId,
      therapistUserId: e.therapistUserId,
      therapistProfileId: e.therapistProfileId,
      clientUserId: e.clientUserId,
      kind: e.kind,
      priceRsdMinor: removed ? 0 : e.amountMinor,
      removed,
      occurredAt: e.occurredAt,
    }).finish(),
  });
}

/** Staff sent a profile back; the reason stays here (the therapist reads it on their profile page). */
export function profileRejected(tx: Tx, p: ProfileView, occurredAt: Date): Promise<string> {
  return enqueueEvent(tx, {
    subject: PROFILE_REJECTED_SUBJECT,
    aggregateId: p.id,
    type: 'oslonac.events.v1.TherapistProfileRejected',
    payload: TherapistProfileRejected.encode({ profileId: p.id, userId: p.userId, occurredAt }).finish(),
  });
}

/** Staff assigned a "connect me" request to a therapist (identity mails the therapist; no message rides along). */
export function connectionRequestAssigned(
  tx: Tx,
  e: {
    requestId: string;
    clientUserId: string;
    therapistUserId: string;
    therapistProfileId: string;
    occurredAt: Date;
  },
): Promise<string> {
  return enqueueEvent(tx, {
    subject: CONNECTION_REQUEST_ASSIGNED_SUBJECT,
    aggregateId: e.requestId,
    type: 'oslonac.events.v1.ConnectionRequestAssigned',
    payload: ConnectionRequestAssigned.encode(e).finish(),
  });
}
