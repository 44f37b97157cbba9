import { ERASED_NAME } from '@oslonac/lang';
import type { Db } from './db';

// One person's rows, for their data export and their erasure (flows/privacy.ts). A person can be a client, a
// partner in a couple and a therapist; each side is read and erased. The calendar feed row is deleted here by
// its user id only (its storage belongs to store/feeds.ts).

const bookingSelect = {
  id: true,
  therapistProfileId: true,
  kind: true,
  status: true,
  startsAt: true,
  endsAt: true,
  priceMinor: true,
  currency: true,
  cancelWindowHours: true,
  rescheduleWindowHours: true,
  lateCancel: true,
  cancelledBy: true,
  refundPercent: true,
  createdAt: true,
  updatedAt: true,
  changes: {
    select: { at: true, by: true, action: true, fromStartsAt: true, toStartsAt: true, reason: true },
    orderBy: [{ at: 'asc' as const }, { id: 'asc' as const }],
  },
};

/** The bookings the person made as a client, with the name they gave and the history. */
export function bookingsAsClient(db: Db, userId: string) {
  return db.booking.findMany({
    where: { clientUserId: userId },
    select: { ...bookingSelect, clientName: true },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
}

/** The sessions in the person's calendar as a therapist; the clients' names are theirs, not read here. */
export function bookingsAsTherapist(db: Db, userId: string) {
  return db.booking.findMany({
    where: { therapistUserId: userId },
    select: bookingSelect,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
}

export function relationshipsOf(db: Db, userId: string) {
  return db.relationship.findMany({
    where: { OR: [{ clientUserId: userId }, { partnerUserId: userId }, { therapistUserId: userId }] },
    select: {
      id: true,
      therapistProfileId: true,
      therapistUserId: true,
      clientUserId: true,
      clientName: true,
      partnerUserId: true,
      partnerName: true,
      createdAt: true,
      endedAt: true,
      invitation: { select: { status: true, expiresAt: true, createdAt: true, acceptedAt: true } },
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

export function waitlistOf(db: Db, userId: string) {
  return db.waitlistEntry.findMany({
    where: { clientUserId: userId },
    select: { therapistProfileId: true, clientName: true, kind: true, createdAt: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

export async function calendarFeedCreatedAt(db: Db, userId: string): Promise<Date | null> {
  const rows = await db.$queryRaw<{ created_at: Date }[]>`
    SELECT created_at FROM calendar_feed WHERE user_id = ${userId}::uuid`;
  return rows[0]?.created_at ?? null;
}

export function availabilityOf(db: Db, userId: string) {
  return db.availability.findUnique({ where: { therapistUserId: userId } });
}

/**
 * Erases the person's rows; returns how many bookings stay (for the other party's calendar and the accounts),
 * each without the person's name and without the free-text reasons of its history.
 */
export async function eraseRows(db: Db, userId: string, now: Date): Promise<{ keptBookings: number }> {
  // Relationships the person was the client or the therapist of end (their invitations go with them); the
  // bookings that pointed at them keep their times only.
  const ended = await db.$queryRaw<{ id: string }[]>`
    DELETE FROM relationship WHERE client_user_id = ${userId}::uuid OR therapist_user_id = ${userId}::uuid
    RETURNING id::text AS id`;
  const endedIds = ended.map((r) => r.id);
  if (endedIds.length > 0) {
    await db.$executeRaw`UPDATE booking SET relationship_id = NULL
      WHERE relationship_id = ANY(${endedIds}::uuid[])`;
  }
  // A partner leaves the couple; the client's relationship with the therapist stays.
  await db.$executeRaw`UPDATE relationship SET partner_user_id = NULL, partner_name = NULL
    WHERE partner_user_id = ${userId}::uuid`;

  await db.$executeRaw`UPDATE booking_change SET reason = '' WHERE reason <> '' AND booking_id IN (
    SELECT id FROM booking WHERE client_user_id = ${userId}::uuid OR therapist_user_id = ${userId}::uuid)`;
  await db.$executeRaw`UPDATE booking SET client_name = ${ERASED_NAME}
    WHERE client_user_id = ${userId}::uuid AND client_name <> ${ERASED_NAME}`;

  await db.$executeRaw`DELETE FROM waitlist_entry WHERE client_user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM calendar_feed WHERE user_id = ${userId}::uuid`;
  // Booking's copy of individual prices, where the person is the client or the therapist (therapists deletes its
  // own rows on the same erasure event).
  await db.$executeRaw`DELETE FROM individual_price
    WHERE client_user_id = ${userId}::uuid OR therapist_user_id = ${userId}::uuid`;

  // As a therapist: their hours go, the queue for them goes, and booking's copy of their profile forgets them
  // (source_at moves on, so a late profile event from before the erasure cannot bring the name back).
  await db.$executeRaw`DELETE FROM availability WHERE therapist_user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM waitlist_entry WHERE therapist_profile_id IN (
    SELECT profile_id FROM therapist WHERE user_id = ${userId}::uuid)`;
  await db.$executeRaw`UPDATE therapist SET display_name = ${ERASED_NAME}, title = '',
      slug = 'obrisan-' || profile_id::text, specialties = '{}', languages = '{}', public = false,
      first_free_slot_at = NULL, source_at = GREATEST(source_at, ${now})
    WHERE user_id = ${userId}::uuid`;

  const kept = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM booking
    WHERE client_user_id = ${userId}::uuid OR therapist_user_id = ${userId}::uuid`;
  return { keptBookings: kept[0]?.n ?? 0 };
}
