import { type OutboxEvent, outboxRow, sqlOf } from '@oslonac/kit';
import type { Interval } from '../domain/slots';
import { newId } from '../ids';
import { type AvailabilityRecord, type AvailabilityRow, toRecord } from './availability';
import type { BookingRecord, NewBooking } from './bookings';
import type { PrismaClient } from './db';
import { type TherapistRow, toRow } from './therapists';

// The hold is the hot path: one read before it and one statement that writes it (the `booking_hold` function of
// migration 20261125090000), instead of a dozen Prisma queries and an interactive transaction. Both go straight
// to node-postgres (`sqlOf`): for one statement, Prisma's query pipeline costs more than the statement itself.

export interface HoldContext {
  therapist: TherapistRow;
  availability: AvailabilityRecord | null;
  /** Blocked ranges of the therapist's live bookings overlapping [from, to). */
  busy: Interval[];
  /** What this therapist charges this client for this kind (RSD minor units), or null: the public price. */
  individualPriceRsdMinor: number | null;
}

type ContextRow = Omit<Parameters<typeof toRow>[0], 'firstFreeSlotAt'> & {
  firstFreeSlotAt: string | null;
  availability: Omit<AvailabilityRow, 'therapistUserId'> | null;
  busy: [number, number][];
  individualPriceRsdMinor: number | null;
};

/**
 * The therapist by slug, their rules, their busy ranges around the requested time and the client's own price for
 * the kind, in one query.
 */
export async function findHoldContext(
  db: PrismaClient,
  q: { slug: string; clientUserId: string; kind: string; from: Date; to: Date; now: Date },
): Promise<HoldContext | null> {
  const { rows } = await sqlOf(db).query<{ ctx: ContextRow }>(
    `
    SELECT json_build_object(
      'profileId', t."profile_id", 'userId', t."user_id", 'slug', t."slug", 'displayName', t."display_name",
      'title', t."title", 'timeZone', t."time_zone", 'sessionTypes', t."session_types",
      'specialties', t."specialties", 'languages', t."languages", 'public', t."public",
      'firstFreeSlotAt', t."first_free_slot_at",
      'availability', CASE WHEN a."therapist_user_id" IS NULL THEN NULL ELSE json_build_object(
        'timeZone', a."time_zone", 'weekly', a."weekly", 'breaks', a."breaks", 'overrides', a."overrides",
        'bufferBeforeMinutes', a."buffer_before_minutes", 'bufferAfterMinutes', a."buffer_after_minutes",
        'minimumNoticeMinutes', a."minimum_notice_minutes", 'horizonDays', a."horizon_days",
        'slotStepMinutes', a."slot_step_minutes", 'cancelWindowHours', a."cancel_window_hours",
        'rescheduleWindowHours', a."reschedule_window_hours", 'lateCancel', a."late_cancel") END,
      'busy', COALESCE((
        SELECT json_agg(json_build_array(
          (extract(epoch FROM b."blocked_start") * 1000)::float8, (extract(epoch FROM b."blocked_end") * 1000)::float8
        ) ORDER BY b."blocked_start")
        FROM "booking" b
        WHERE b."therapist_user_id" = t."user_id"
          AND (b."status" = 'confirmed' OR (b."status" IN ('held', 'offered', 'awaiting_payment') AND b."expires_at" > $4))
          AND b."blocked_start" < $3 AND b."blocked_end" > $2
      ), '[]'::json),
      'individualPriceRsdMinor', (
        SELECT p."price_rsd_minor" FROM "individual_price" p
        WHERE p."therapist_user_id" = t."user_id" AND p."client_user_id" = $5::uuid AND p."kind" = $6
      )
    ) AS ctx
    FROM "therapist" t LEFT JOIN "availability" a ON a."therapist_user_id" = t."user_id"
    WHERE t."slug" = $1`,
    [q.slug, q.from, q.to, q.now, q.clientUserId, q.kind],
  );
  const [row] = rows;
  if (!row) return null;
  const { availability, busy, firstFreeSlotAt, individualPriceRsdMinor, ...t }: ContextRow = row.ctx;
  return {
    therapist: toRow({ ...t, firstFreeSlotAt: firstFreeSlotAt === null ? null : new Date(firstFreeSlotAt) }),
    availability: availability ? toRecord({ therapistUserId: t.userId, ...availability }) : null,
    busy: busy.map(([s, e]) => ({ start: new Date(s), end: new Date(e) })),
    individualPriceRsdMinor: individualPriceRsdMinor === null ? null : Number(individualPriceRsdMinor),
  };
}

/**
 * Writes a hold with its first history line and its event, unless the client already has `maxLiveHolds` live
 * holds (then nothing is written and the answer is null). Lapsed holds in the way expire first. A lost race for
 * the slot surfaces as the exclusion constraint's error, for the caller to map.
 */
export async function insertHold(
  db: PrismaClient,
  b: NewBooking,
  now: Date,
  maxLiveHolds: number,
  eventOf: (b: BookingRecord) => OutboxEvent,
): Promise<BookingRecord | null> {
  const change = {
    at: now,
    by: 'client',
    action: b.status,
    fromStartsAt: null,
    toStartsAt: b.startsAt,
    reason: '',
  };
  const record: BookingRecord = {
    ...b,
    id: newId(),
    relationshipId: b.relationshipId ?? null,
    waitlistEntryId: b.waitlistEntryId ?? null,
    cancelledBy: null,
    refundPercent: 0,
    createdAt: now,
    changes: [change],
  };
  const event = outboxRow(eventOf(record));
  const { rows } = await sqlOf(db).query<{ held: boolean }>(
    'SELECT "booking_hold"($1::jsonb, $2::jsonb, $3::jsonb, $4::int, $5::timestamptz) AS held',
    [
      JSON.stringify(columnsOf(record, now)),
      JSON.stringify({
        id: newId(),
        booking_id: record.id,
        at: change.at,
        by: change.by,
        action: change.action,
        from_starts_at: null,
        to_starts_at: change.toStartsAt,
        reason: change.reason,
      }),
      JSON.stringify({ ...event, payload: `\\x${event.payload.toString('hex')}` }),
      maxLiveHolds,
      now,
    ],
  );
  const [row] = rows;
  return row?.held ? record : null;
}

/** The booking row by column name, as `jsonb_populate_record` reads it. */
function columnsOf(b: BookingRecord, now: Date) {
  return {
    id: b.id,
    therapist_profile_id: b.therapistProfileId,
    therapist_user_id: b.therapistUserId,
    client_user_id: b.clientUserId,
    client_name: b.clientName,
    kind: b.kind,
    status: b.status,
    starts_at: b.startsAt,
    ends_at: b.endsAt,
    blocked_start: b.blockedStart,
    blocked_end: b.blockedEnd,
    expires_at: b.expiresAt,
    price_minor: b.priceMinor.toString(),
    currency: b.currency,
    cancel_window_hours: b.cancelWindowHours,
    reschedule_window_hours: b.rescheduleWindowHours,
    late_cancel: b.lateCancel,
    relationship_id: b.relationshipId,
    cancelled_by: b.cancelledBy,
    refund_percent: b.refundPercent,
    waitlist_entry_id: b.waitlistEntryId,
    created_at: b.createdAt,
    updated_at: now,
  };
}
