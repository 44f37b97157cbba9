import type { Logger, Tx } from '@oslonac/kit';
import type { AvailabilityChanged } from '@oslonac/proto/oslonac/events/v1/booking';

// "First free slot" and "available within N days" come from booking, which owns schedules and bookings. Its
// events may arrive late or twice (the inbox stops exact repeats); the order that counts is booking's own
// occurred_at, so a late, older report never replaces a newer one.

/** Handler of booking.availability.changed.v1, inside the consumer's inbox transaction. */
export async function recordAvailability(tx: Tx, e: AvailabilityChanged, log: Logger): Promise<void> {
  // Without its time an event cannot be ordered against the others; retrying will not give it one.
  if (!e.occurredAt)
    throw new Error(`availability of ${e.therapistProfileId || e.therapistUserId}: no occurred_at`);
  const profiles = e.therapistProfileId
    ? await tx.$queryRaw<
        { id: string }[]
      >`SELECT id::text AS id FROM profiles WHERE id = ${e.therapistProfileId}::uuid`
    : await tx.$queryRaw<{ id: string }[]>`
        SELECT id::text AS id FROM profiles WHERE user_id = ${e.therapistUserId || null}::uuid`;
  const profileId = profiles[0]?.id;
  if (!profileId) {
    // A profile this service does not have (erased, or another deployment's): nothing to show it on.
    log.warn(
      { profileId: e.therapistProfileId, userId: e.therapistUserId },
      'availability for an unknown profile',
    );
    return;
  }
  const slot = e.firstFreeSlotAt ?? null;
  await tx.$executeRaw`
    INSERT INTO availability_summary AS a (profile_id, first_free_slot, availability_updated_at, updated_at)
    VALUES (${profileId}::uuid, ${slot}::timestamptz, ${e.occurredAt}::timestamptz, now())
    ON CONFLICT (profile_id) DO UPDATE SET first_free_slot = EXCLUDED.first_free_slot,
      availability_updated_at = EXCLUDED.availability_updated_at, updated_at = EXCLUDED.updated_at
    WHERE a.availability_updated_at IS NULL OR a.availability_updated_at <= EXCLUDED.availability_updated_at`;
}
