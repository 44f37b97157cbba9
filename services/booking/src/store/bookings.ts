import { type BookingStatus, UNPAID_STATUSES } from '@oslonac/lang';
import type { Interval } from '../domain/slots';
import { newId } from '../ids';
import type { Db } from './db';
import type { Kind } from './therapists';

export interface ChangeRecord {
  at: Date;
  by: string;
  action: string;
  fromStartsAt: Date | null;
  toStartsAt: Date | null;
  reason: string;
}

export interface BookingRecord {
  id: string;
  therapistProfileId: string;
  therapistUserId: string;
  clientUserId: string;
  clientName: string;
  kind: Kind;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
  blockedStart: Date;
  blockedEnd: Date;
  expiresAt: Date | null;
  priceMinor: bigint;
  currency: string;
  cancelWindowHours: number;
  rescheduleWindowHours: number;
  lateCancel: string;
  relationshipId: string | null;
  cancelledBy: string | null;
  refundPercent: number;
  waitlistEntryId: string | null;
  createdAt: Date;
  changes: ChangeRecord[];
}

const SELECT = {
  id: true,
  therapistProfileId: true,
  therapistUserId: true,
  clientUserId: true,
  clientName: true,
  kind: true,
  status: true,
  startsAt: true,
  endsAt: true,
  blockedStart: true,
  blockedEnd: true,
  expiresAt: true,
  priceMinor: true,
  currency: true,
  cancelWindowHours: true,
  rescheduleWindowHours: true,
  lateCancel: true,
  relationshipId: true,
  cancelledBy: true,
  refundPercent: true,
  waitlistEntryId: true,
  createdAt: true,
  changes: {
    select: { at: true, by: true, action: true, fromStartsAt: true, toStartsAt: true, reason: true },
    orderBy: { at: 'asc' },
  },
} as const;

/** Unpaid bookings past their deadline stop blocking the moment they expire, before any sweeper runs. */
export function isLive(b: { status: BookingStatus; expiresAt: Date | null }, now: Date): boolean {
  if (b.status === 'confirmed') return true;
  return UNPAID_STATUSES.includes(b.status) && b.expiresAt !== null && b.expiresAt > now;
}

export async function findBooking(db: Db, id: string): Promise<BookingRecord | null> {
  return (await db.booking.findUnique({ where: { id }, select: SELECT })) as BookingRecord | null;
}

/** Row lock for a state change: two cancels (or a cancel and a confirm) of one booking serialise here. */
export async function lockBooking(db: Db, id: string): Promise<BookingRecord | null> {
  await db.$queryRaw`SELECT 1 FROM "booking" WHERE "id" = ${id}::uuid FOR UPDATE`;
  return findBooking(db, id);
}

export interface NewBooking {
  therapistProfileId: string;
  therapistUserId: string;
  clientUserId: string;
  clientName: string;
  kind: Kind;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
  blockedStart: Date;
  blockedEnd: Date;
  expiresAt: Date | null;
  priceMinor: bigint;
  currency: string;
  cancelWindowHours: number;
  rescheduleWindowHours: number;
  lateCancel: string;
  relationshipId?: string | null;
  waitlistEntryId?: string | null;
}

export async function insertBooking(db: Db, b: NewBooking, now: Date, by: string): Promise<string> {
  const id = newId();
  await db.booking.create({ data: { id, ...b, createdAt: now, updatedAt: now } });
  await addChange(db, id, {
    at: now,
    by,
    action: b.status,
    fromStartsAt: null,
    toStartsAt: b.startsAt,
    reason: '',
  });
  return id;
}

export async function addChange(db: Db, bookingId: string, c: ChangeRecord): Promise<void> {
  await db.bookingChange.create({ data: { id: newId(), bookingId, ...c } });
}

export async function updateBooking(
  db: Db,
  id: string,
  data: Partial<
    Pick<
      BookingRecord,
      | 'status'
      | 'startsAt'
      | 'endsAt'
      | 'blockedStart'
      | 'blockedEnd'
      | 'expiresAt'
      | 'relationshipId'
      | 'cancelledBy'
      | 'refundPercent'
    >
  >,
  now: Date,
): Promise<void> {
  await db.booking.update({ where: { id }, data: { ...data, updatedAt: now } });
}

/**
 * Marks unpaid bookings of one therapist that overlap [start, end) and are past their deadline as expired, so
 * the exclusion constraint lets a new booking take their place. Returns what expired (for events).
 */
export async function expireOverlapping(
  db: Db,
  therapistUserId: string,
  start: Date,
  end: Date,
  now: Date,
): Promise<{ id: string; status: BookingStatus }[]> {
  return db.$queryRaw<{ id: string; status: BookingStatus }[]>`
    WITH due AS (
      SELECT "id", "status" FROM "booking"
      WHERE "therapist_user_id" = ${therapistUserId}::uuid
        AND "status" IN ('held', 'offered', 'awaiting_payment') AND "expires_at" <= ${now}
        AND tstzrange("blocked_start", "blocked_end", '[)') && tstzrange(${start}, ${end}, '[)')
      FOR UPDATE
    )
    UPDATE "booking" b SET "status" = 'expired', "expires_at" = NULL, "updated_at" = ${now}
    FROM due WHERE b."id" = due."id"
    RETURNING b."id"::text AS "id", due."status"::text AS "status"`;
}

/** The sweeper's batch: unpaid bookings past their deadline, locked so replicas share the work. */
export async function expireDue(db: Db, now: Date, limit: number): Promise<BookingRecord[]> {
  const ids = await db.$queryRaw<{ id: string }[]>`
    WITH due AS (
      SELECT "id" FROM "booking"
      WHERE "status" IN ('held', 'offered', 'awaiting_payment') AND "expires_at" <= ${now}
      ORDER BY "expires_at" LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    UPDATE "booking" b SET "status" = 'expired', "expires_at" = NULL, "updated_at" = ${now}
    FROM due WHERE b."id" = due."id" RETURNING b."id"::text AS "id"`;
  if (ids.length === 0) return [];
  for (const { id } of ids) {
    await addChange(db, id, {
      at: now,
      by: 'system',
      action: 'expired',
      fromStartsAt: null,
      toStartsAt: null,
      reason: '',
    });
  }
  return (await db.booking.findMany({
    where: { id: { in: ids.map((r) => r.id) } },
    select: SELECT,
  })) as BookingRecord[];
}

/** Blocked ranges of live bookings of one therapist overlapping [from, to). */
export async function busyIntervals(
  db: Db,
  therapistUserId: string,
  from: Date,
  to: Date,
  now: Date,
  excludeBookingId?: string,
): Promise<Interval[]> {
  const map = await busyByTherapist(db, [therapistUserId], from, to, now, excludeBookingId);
  return map.get(therapistUserId) ?? [];
}

/** The board's one query for many therapists: blocked ranges of their live bookings in the window. */
export async function busyByTherapist(
  db: Db,
  therapistUserIds: string[],
  from: Date,
  to: Date,
  now: Date,
  excludeBookingId?: string,
): Promise<Map<string, Interval[]>> {
  const out = new Map<string, Interval[]>();
  if (therapistUserIds.length === 0) return out;
  const rows = await db.$queryRaw<{ t: string; s: Date; e: Date }[]>`
    SELECT "therapist_user_id"::text AS t, "blocked_start" AS s, "blocked_end" AS e FROM "booking"
    WHERE "therapist_user_id" = ANY(${therapistUserIds}::uuid[])
      AND ("status" = 'confirmed' OR ("status" IN ('held', 'offered', 'awaiting_payment') AND "expires_at" > ${now}))
      AND "blocked_start" < ${to} AND "blocked_end" > ${from}
      AND "id" <> ${excludeBookingId ?? '00000000-0000-0000-0000-000000000000'}::uuid
    ORDER BY "blocked_start"`;
  for (const r of rows) {
    const list = out.get(r.t) ?? [];
    list.push({ start: r.s, end: r.e });
    out.set(r.t, list);
  }
  return out;
}

export type Scope = 'upcoming' | 'past';

/** A client's own bookings, or a therapist's bookings with clients; keyset pages on (starts_at, id). */
export async function listForParty(
  db: Db,
  party: { clientUserId: string } | { therapistUserId: string },
  scope: Scope,
  now: Date,
  pageSize: number,
  offset: number,
): Promise<BookingRecord[]> {
  const rows = await db.booking.findMany({
    where: {
      ...party,
      ...(scope === 'upcoming'
        ? { endsAt: { gt: now }, status: { in: ['held', 'offered', 'awaiting_payment', 'confirmed'] } }
        : { OR: [{ endsAt: { lte: now } }, { status: { in: ['completed', 'no_show', 'cancelled'] } }] }),
    },
    select: SELECT,
    orderBy:
      scope === 'upcoming' ? [{ startsAt: 'asc' }, { id: 'asc' }] : [{ startsAt: 'desc' }, { id: 'desc' }],
    skip: offset,
    take: pageSize + 1,
  });
  return (rows as BookingRecord[]).filter((b) => scope === 'past' || isLive(b, now));
}

export async function listForTherapistRange(
  db: Db,
  therapistUserId: string,
  from: Date,
  to: Date,
): Promise<BookingRecord[]> {
  return (await db.booking.findMany({
    where: {
      therapistUserId,
      startsAt: { lt: to },
      endsAt: { gt: from },
      status: { in: ['held', 'offered', 'awaiting_payment', 'confirmed', 'completed', 'no_show'] },
    },
    select: SELECT,
    orderBy: { startsAt: 'asc' },
  })) as BookingRecord[];
}

export async function listByStatus(
  db: Db,
  status: BookingStatus,
  pageSize: number,
  offset: number,
): Promise<BookingRecord[]> {
  return (await db.booking.findMany({
    where: { status },
    select: SELECT,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    skip: offset,
    take: pageSize + 1,
  })) as BookingRecord[];
}

/** Every booking a user takes part in (client, or therapist), for the ICS feed: recent past and all future. */
/** Live bookings that have not started yet in which the person is the client or the therapist, locked. */
export async function lockLiveUpcomingOf(db: Db, userId: string, now: Date): Promise<BookingRecord[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id"::text AS id FROM "booking"
    WHERE ("client_user_id" = ${userId}::uuid OR "therapist_user_id" = ${userId}::uuid)
      AND "starts_at" > ${now}
      AND ("status" = 'confirmed' OR ("status" IN ('held', 'offered', 'awaiting_payment') AND "expires_at" > ${now}))
    ORDER BY "starts_at", "id"
    FOR UPDATE`;
  if (rows.length === 0) return [];
  return (await db.booking.findMany({
    where: { id: { in: rows.map((r) => r.id) } },
    select: SELECT,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  })) as BookingRecord[];
}

export async function listForFeed(db: Db, userId: string, since: Date): Promise<BookingRecord[]> {
  return (await db.booking.findMany({
    where: {
      OR: [{ clientUserId: userId }, { therapistUserId: userId }],
      endsAt: { gt: since },
      status: { in: ['awaiting_payment', 'confirmed', 'completed', 'cancelled'] },
    },
    select: SELECT,
    orderBy: { startsAt: 'asc' },
    take: 500,
  })) as BookingRecord[];
}

export function unpaidStatuses(): BookingStatus[] {
  return [...UNPAID_STATUSES];
}
