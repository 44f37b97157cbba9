import type { Tx } from '@oslonac/kit';
import type {
  BookingCancelled,
  BookingConfirmed,
  BookingRescheduled,
  RelationshipPartnerJoined,
} from '@oslonac/proto/oslonac/events/v1/booking';
import type { Clock } from '../clock';
import type { Db } from '../store/db';
import {
  insertSessionIfMissing,
  lockSession,
  type NewSession,
  type SessionRecord,
  setPartner,
  updateSession,
} from '../store/sessions';

// Booking's facts → the session read model. Each handler runs in the consumer's transaction (with its inbox row, so
// a redelivery does nothing). Facts may arrive in any order: whichever comes first makes the row; the times follow
// the newest fact that carries them (source_updated_at); a cancellation is final whenever it arrives; the
// relationship id comes from the confirmation alone.

const db = (tx: Tx) => tx as unknown as Db;
const when = (occurredAt: Date | undefined, clock: Clock) => occurredAt ?? clock();

function required<T>(v: T | undefined, what: string): T {
  // A malformed event is not retried into success: it goes to the dead-letter stream.
  if (v === undefined || v === '') throw new Error(`booking event without ${what}`);
  return v;
}

const newer = (at: Date, than: Date | null) => !than || at.getTime() > than.getTime();

/** Makes the row from this fact, or locks the existing one for the caller to merge the fact into. */
async function made(tx: Tx, s: NewSession): Promise<SessionRecord | null> {
  if (await insertSessionIfMissing(db(tx), s)) return null;
  return lockSession(db(tx), s.id);
}

export async function onConfirmed(tx: Tx, e: BookingConfirmed, clock: Clock): Promise<void> {
  const at = when(e.occurredAt, clock);
  const s: NewSession = {
    id: required(e.bookingId, 'booking_id'),
    relationshipId: required(e.relationshipId, 'relationship_id'),
    therapistUserId: required(e.therapistUserId, 'therapist_user_id'),
    clientUserId: required(e.clientUserId, 'client_user_id'),
    startsAt: required(e.startsAt, 'starts_at'),
    endsAt: required(e.endsAt, 'ends_at'),
    status: 'scheduled',
    sourceUpdatedAt: at,
    createdAt: clock(),
  };
  const existing = await made(tx, s);
  if (!existing) return;
  const times = newer(at, existing.sourceUpdatedAt)
    ? { startsAt: s.startsAt, endsAt: s.endsAt, sourceUpdatedAt: at }
    : {};
  await updateSession(db(tx), s.id, {
    relationshipId: existing.relationshipId ?? s.relationshipId,
    ...times,
  });
}

export async function onRescheduled(tx: Tx, e: BookingRescheduled, clock: Clock): Promise<void> {
  const at = when(e.occurredAt, clock);
  const s: NewSession = {
    id: required(e.bookingId, 'booking_id'),
    relationshipId: null,
    therapistUserId: required(e.therapistUserId, 'therapist_user_id'),
    clientUserId: required(e.clientUserId, 'client_user_id'),
    startsAt: required(e.startsAt, 'starts_at'),
    endsAt: required(e.endsAt, 'ends_at'),
    status: 'scheduled',
    sourceUpdatedAt: at,
    createdAt: clock(),
  };
  const existing = await made(tx, s);
  if (!existing || !newer(at, existing.sourceUpdatedAt)) return;
  await updateSession(db(tx), s.id, { startsAt: s.startsAt, endsAt: s.endsAt, sourceUpdatedAt: at });
}

export async function onCancelled(tx: Tx, e: BookingCancelled, clock: Clock): Promise<void> {
  // A hold cancelled before payment never became a session.
  if (!e.wasConfirmed) return;
  const startsAt = required(e.startsAt, 'starts_at');
  const existing = await made(tx, {
    id: required(e.bookingId, 'booking_id'),
    relationshipId: null,
    therapistUserId: required(e.therapistUserId, 'therapist_user_id'),
    clientUserId: required(e.clientUserId, 'client_user_id'),
    // The cancellation carries no end: the confirmation, when it comes, sets the real times.
    startsAt,
    endsAt: startsAt,
    status: 'cancelled',
    sourceUpdatedAt: null,
    createdAt: clock(),
  });
  // A session that already took place keeps its outcome.
  if (!existing || existing.status === 'ended' || existing.status === 'cancelled') return;
  await updateSession(db(tx), existing.id, { status: 'cancelled' });
}

export async function onPartnerJoined(tx: Tx, e: RelationshipPartnerJoined, clock: Clock): Promise<void> {
  await setPartner(
    db(tx),
    required(e.relationshipId, 'relationship_id'),
    required(e.partnerUserId, 'partner_user_id'),
    when(e.occurredAt, clock),
  );
}
