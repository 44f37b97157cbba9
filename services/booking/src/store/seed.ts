import type { BookingStatus } from '@oslonac/lang';
import { newId } from '../ids';
import type { Db } from './db';

// What the demo seed reads and writes beyond the everyday store: a pair's bookings, the calendar's taken
// ranges, and a booking written with the history it would have had.

/** Statuses that no longer hold a time: everything else (held to completed) is on the calendar. */
const GONE: BookingStatus[] = ['cancelled', 'expired'];

export async function bookingsOfPair(
  db: Db,
  therapistUserId: string,
  clientUserId: string,
): Promise<{ startsAt: Date; endsAt: Date; status: BookingStatus }[]> {
  return db.booking.findMany({
    where: { therapistUserId, clientUserId },
    select: { startsAt: true, endsAt: true, status: true },
    orderBy: { startsAt: 'asc' },
  });
}

/** The ranges a therapist's sessions (with buffers) take between two instants. */
export async function takenRanges(
  db: Db,
  therapistUserId: string,
  from: Date,
  to: Date,
): Promise<{ start: Date; end: Date }[]> {
  const rows = await db.booking.findMany({
    where: {
      therapistUserId,
      status: { notIn: GONE },
      blockedEnd: { gt: from },
      blockedStart: { lt: to },
    },
    select: { blockedStart: true, blockedEnd: true },
  });
  return rows.map((r) => ({ start: r.blockedStart, end: r.blockedEnd }));
}

export interface SeedBooking {
  /** A fixed id (a demo session other services refer to); a fresh one when absent. */
  id?: string;
  therapistProfileId: string;
  therapistUserId: string;
  clientUserId: string;
  clientName: string;
  kind: string;
  startsAt: Date;
  endsAt: Date;
  blockedStart: Date;
  blockedEnd: Date;
  priceMinor: bigint;
  currency: string;
  cancelWindowHours: number;
  rescheduleWindowHours: number;
  lateCancel: string;
  relationshipId: string;
}

/**
 * A confirmed booking made at `bookedAt`, or, when `completedAt` is given, one the therapist closed then: the
 * same rows and history the booking and completion flows leave.
 */
export async function insertSeedBooking(
  db: Db,
  b: SeedBooking,
  bookedAt: Date,
  completedAt: Date | null,
): Promise<string> {
  const id = b.id ?? newId();
  const status: BookingStatus = completedAt ? 'completed' : 'confirmed';
  await db.booking.create({
    data: { id, ...b, status, expiresAt: null, createdAt: bookedAt, updatedAt: completedAt ?? bookedAt },
  });
  const changes = [{ at: bookedAt, by: 'client', action: 'confirmed' }];
  if (completedAt) changes.push({ at: completedAt, by: 'therapist', action: 'completed' });
  await db.bookingChange.createMany({
    data: changes.map((c) => ({ id: newId(), bookingId: id, ...c, toStartsAt: b.startsAt })),
  });
  return id;
}
