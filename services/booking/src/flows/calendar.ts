import type { Actor } from '@oslonac/kit';
import type { BookingStatus } from '@oslonac/lang';
import { errors } from '../domain/errors';
import { openIntervals } from '../domain/open-ranges';
import { findAvailability } from '../store/availability';
import {
  type BookingRecord,
  findBooking,
  listByStatus,
  listForParty,
  listForTherapistRange,
  type Scope,
} from '../store/bookings';
import { partnerRelationshipIds, sharedBookingIds } from '../store/relationships';
import { findTherapistByUserId } from '../store/therapists';
import { defaults } from './availability';
import type { Deps } from './deps';

const DAY_MS = 86_400_000;

export interface Page {
  bookings: BookingRecord[];
  nextOffset: number | null;
}

function page(rows: BookingRecord[], offset: number, size: number): Page {
  return { bookings: rows.slice(0, size), nextOffset: rows.length > size ? offset + size : null };
}

/** A client's sessions (and those of relationships they joined as a partner), or a therapist's sessions. */
export async function listMine(
  deps: Deps,
  actor: Actor,
  scope: Scope,
  size: number,
  offset: number,
): Promise<Page> {
  const now = deps.clock();
  const therapist = actor.roles.includes('therapist')
    ? await findTherapistByUserId(deps.prisma, actor.userId)
    : null;
  if (therapist) {
    return page(
      await listForParty(deps.prisma, { therapistUserId: actor.userId }, scope, now, size, offset),
      offset,
      size,
    );
  }
  const own = await listForParty(deps.prisma, { clientUserId: actor.userId }, scope, now, size, offset);
  const partnerOf = await partnerRelationshipIds(deps.prisma, actor.userId);
  if (partnerOf.length === 0) return page(own, offset, size);
  const shared = await sharedBookingIds(deps.prisma, partnerOf, {
    upcoming: scope === 'upcoming',
    now,
    take: 100,
  });
  const extra = (await Promise.all(shared.map((id) => findBooking(deps.prisma, id)))).filter(
    (b) => b !== null,
  );
  const merged = [...own, ...extra].sort((a, b) =>
    scope === 'upcoming'
      ? a.startsAt.getTime() - b.startsAt.getTime()
      : b.startsAt.getTime() - a.startsAt.getTime(),
  );
  return page(merged, offset, size);
}

/** The therapist's week: sessions, holds and open hours (as instants) in [from, to). */
export async function therapistCalendar(deps: Deps, actor: Actor, from: Date, to: Date) {
  if (!(to > from) || to.getTime() - from.getTime() > 31 * DAY_MS) {
    throw errors.invalidArgument('to', 'Period kalendara može biti najviše 31 dan.');
  }
  const availability = (await findAvailability(deps.prisma, actor.userId)) ?? defaults();
  const bookings = await listForTherapistRange(deps.prisma, actor.userId, from, to);
  return {
    bookings,
    open: openIntervals(availability.rules, from, to),
    timeZone: availability.rules.timeZone,
  };
}

export async function adminList(
  deps: Deps,
  status: BookingStatus,
  size: number,
  offset: number,
): Promise<Page> {
  return page(await listByStatus(deps.prisma, status, size, offset), offset, size);
}
