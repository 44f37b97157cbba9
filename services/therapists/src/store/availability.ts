import type { Tx } from '@oslonac/kit';
import type { Db } from './db';

// "First free slot" per profile, as booking last reported it (flows/availability.ts).

/** A row for the profile when it has none yet (first approval): the slot stays unknown until booking reports. */
export async function ensureAvailabilitySummary(db: Db, profileId: string, now: Date): Promise<void> {
  await db.availabilitySummary.upsert({
    where: { profileId },
    create: { profileId, firstFreeSlot: null, updatedAt: now },
    update: {},
    select: { profileId: true },
  });
}

/**
 * Booking's report for one profile, unless a newer one is already stored: the order that counts is booking's own
 * occurred_at, so a late, older report never replaces a newer one.
 */
export async function recordFirstFreeSlot(
  db: Tx,
  r: { profileId: string; firstFreeSlot: Date | null; occurredAt: Date },
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO availability_summary AS a (profile_id, first_free_slot, availability_updated_at, updated_at)
    VALUES (${r.profileId}::uuid, ${r.firstFreeSlot}::timestamptz, ${r.occurredAt}::timestamptz, now())
    ON CONFLICT (profile_id) DO UPDATE SET first_free_slot = EXCLUDED.first_free_slot,
      availability_updated_at = EXCLUDED.availability_updated_at, updated_at = EXCLUDED.updated_at
    WHERE a.availability_updated_at IS NULL OR a.availability_updated_at <= EXCLUDED.availability_updated_at`;
}
