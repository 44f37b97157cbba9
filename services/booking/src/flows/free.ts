import type { Tx } from '@oslonac/kit';
import { computeSlots } from '../domain/slots';
import { publish } from '../events';
import type { AvailabilityRecord } from '../store/availability';
import { findAvailability } from '../store/availability';
import { busyIntervals } from '../store/bookings';
import type { Db } from '../store/db';
import { setFirstFreeSlot, type TherapistRow } from '../store/therapists';

const DAY_MS = 86_400_000;

/** The session a first free slot is announced for: the individual session, else the shortest offered. */
export function headlineDuration(t: TherapistRow): number | null {
  const individual = t.sessionTypes.find((s) => s.kind === 'individual');
  if (individual) return individual.durationMinutes;
  const shortest = [...t.sessionTypes].sort((a, b) => a.durationMinutes - b.durationMinutes)[0];
  return shortest?.durationMinutes ?? null;
}

export async function firstFreeSlot(
  db: Db,
  t: TherapistRow,
  availability: AvailabilityRecord | null,
  now: Date,
): Promise<Date | null> {
  const duration = headlineDuration(t);
  if (!availability || duration === null || !t.public) return null;
  const to = new Date(now.getTime() + availability.rules.horizonDays * DAY_MS);
  const busy = await busyIntervals(db, t.userId, now, to, now);
  const [first] = computeSlots({
    rules: availability.rules,
    durationMinutes: duration,
    from: now,
    to,
    now,
    busy,
    limit: 1,
  });
  return first?.start ?? null;
}

/** Recomputes a therapist's first free slot and, when it moved, tells the catalogue (in the same transaction). */
export async function refreshFirstFree(tx: Tx & Db, t: TherapistRow, now: Date): Promise<void> {
  const availability = await findAvailability(tx, t.userId);
  const at = await firstFreeSlot(tx, t, availability, now);
  if (await setFirstFreeSlot(tx, t.profileId, at, now)) {
    await publish.availabilityChanged(tx, { profileId: t.profileId, userId: t.userId }, at, now);
  }
}
