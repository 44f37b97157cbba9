import { errors } from '../domain/errors';
import { describePolicy } from '../domain/policy';
import { computeSlots, type Slot } from '../domain/slots';
import { type AvailabilityRecord, findAvailabilities, findAvailability } from '../store/availability';
import { busyByTherapist, busyIntervals } from '../store/bookings';
import { individualPricesFor } from '../store/prices';
import {
  type BoardFilter,
  findTherapistBySlug,
  type Kind,
  listPublicTherapists,
  type SessionTypeRow,
  type TherapistRow,
} from '../store/therapists';
import type { Deps } from './deps';
import { headlineDuration } from './free';

const DAY_MS = 86_400_000;
export const MAX_SLOT_RANGE_DAYS = 31;

export async function publicTherapist(deps: Deps, slug: string): Promise<TherapistRow> {
  const t = await findTherapistBySlug(deps.prisma, slug);
  if (!t?.public) throw errors.notFound('therapist');
  return t;
}

export function offerOf(t: TherapistRow, kind: Kind): SessionTypeRow {
  const offer = t.sessionTypes.find((s) => s.kind === kind);
  if (!offer) throw errors.kindNotOffered();
  return offer;
}

/**
 * What the booking page offers. A signed-in client sees their own price where the therapist set one (the price the
 * hold will charge); everyone else the public prices.
 */
export async function bookingOptions(deps: Deps, slug: string, clientUserId?: string) {
  const therapist = await publicTherapist(deps, slug);
  const [availability, own] = await Promise.all([
    findAvailability(deps.prisma, therapist.userId),
    clientUserId && clientUserId !== therapist.userId
      ? individualPricesFor(deps.prisma, therapist.userId, clientUserId)
      : Promise.resolve(new Map<Kind, number>()),
  ]);
  if (!availability) throw errors.notBookable();
  return {
    therapist: withOwnPrices(therapist, own),
    policy: availability.policy,
    policySentences: describePolicy(availability.policy),
    holdMinutes: deps.settings.holdMinutes,
  };
}

/** The therapist's offers with the client's own RSD prices in place of the public ones. */
export function withOwnPrices(t: TherapistRow, own: Map<Kind, number>): TherapistRow {
  if (own.size === 0) return t;
  return {
    ...t,
    sessionTypes: t.sessionTypes.map((s) => {
      const price = own.get(s.kind);
      return price === undefined ? s : { ...s, priceRsdMinor: price };
    }),
  };
}

export async function listSlots(
  deps: Deps,
  q: { slug: string; kind: Kind; from: Date; to: Date },
): Promise<{ slots: Slot[]; timeZone: string; durationMinutes: number }> {
  if (!(q.to > q.from)) throw errors.invalidArgument('to', 'Kraj perioda mora biti posle početka.');
  if (q.to.getTime() - q.from.getTime() > MAX_SLOT_RANGE_DAYS * DAY_MS) {
    throw errors.invalidArgument('to', `Period može biti najviše ${MAX_SLOT_RANGE_DAYS} dan.`);
  }
  const therapist = await publicTherapist(deps, q.slug);
  const offer = offerOf(therapist, q.kind);
  const availability = await findAvailability(deps.prisma, therapist.userId);
  if (!availability)
    return { slots: [], timeZone: therapist.timeZone, durationMinutes: offer.durationMinutes };
  const now = deps.clock();
  const busy = await busyIntervals(deps.prisma, therapist.userId, widen(q.from, -1), widen(q.to, 1), now);
  const slots = computeSlots({
    rules: availability.rules,
    durationMinutes: offer.durationMinutes,
    from: q.from,
    to: q.to,
    now,
    busy,
  });
  return { slots, timeZone: availability.rules.timeZone, durationMinutes: offer.durationMinutes };
}

/** A day either side, so buffers of bookings just outside the range still block. */
function widen(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

export interface BoardQuery extends BoardFilter {
  windowHours: 48 | 168;
  pageSize: number;
  offset: number;
  slotsPerTherapist: number;
}

export interface BoardEntry {
  therapist: TherapistRow;
  slots: Slot[];
}

/**
 * The free-slot board: every public therapist matching the filters, their first free individual slots in the
 * window, earliest first. One query for therapists, one for their rules, one for their bookings; the rest is the
 * pure slot function.
 */
export async function board(deps: Deps, q: BoardQuery): Promise<{ entries: BoardEntry[]; more: boolean }> {
  const now = deps.clock();
  const to = new Date(now.getTime() + q.windowHours * 3_600_000);
  const therapists = await listPublicTherapists(deps.prisma, q);
  const ids = therapists.map((t) => t.userId);
  const [rules, busy] = await Promise.all([
    findAvailabilities(deps.prisma, ids),
    busyByTherapist(deps.prisma, ids, widen(now, -1), widen(to, 1), now),
  ]);
  const entries: BoardEntry[] = [];
  for (const t of therapists) {
    const slots = freeFor(t, rules.get(t.userId), busy.get(t.userId) ?? [], now, to, q.slotsPerTherapist);
    if (slots.length > 0) entries.push({ therapist: t, slots });
  }
  entries.sort(
    (a, b) =>
      (a.slots[0]?.start.getTime() ?? 0) - (b.slots[0]?.start.getTime() ?? 0) ||
      a.therapist.profileId.localeCompare(b.therapist.profileId),
  );
  return {
    entries: entries.slice(q.offset, q.offset + q.pageSize),
    more: entries.length > q.offset + q.pageSize,
  };
}

function freeFor(
  t: TherapistRow,
  availability: AvailabilityRecord | undefined,
  busy: { start: Date; end: Date }[],
  now: Date,
  to: Date,
  limit: number,
): Slot[] {
  const duration = headlineDuration(t);
  if (!availability || duration === null) return [];
  return computeSlots({
    rules: availability.rules,
    durationMinutes: duration,
    from: now,
    to,
    now,
    busy,
    limit,
  });
}
