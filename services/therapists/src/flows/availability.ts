import type { Logger, Tx } from '@oslonac/kit';
import type { AvailabilityChanged } from '@oslonac/proto/oslonac/events/v1/booking';
import { recordFirstFreeSlot } from '../store/availability';
import { profileIdFor } from '../store/profiles';

// "First free slot" and "available within N days" come from booking, which owns schedules and bookings. Its
// events may arrive late or twice (the inbox stops exact repeats); the order that counts is booking's own
// occurred_at, so a late, older report never replaces a newer one.

/** Handler of booking.availability.changed.v1, inside the consumer's inbox transaction. */
export async function recordAvailability(tx: Tx, e: AvailabilityChanged, log: Logger): Promise<void> {
  // Without its time an event cannot be ordered against the others; retrying will not give it one.
  if (!e.occurredAt)
    throw new Error(`availability of ${e.therapistProfileId || e.therapistUserId}: no occurred_at`);
  const profileId = await profileIdFor(tx, { profileId: e.therapistProfileId, userId: e.therapistUserId });
  if (!profileId) {
    // A profile this service does not have (erased, or another deployment's): nothing to show it on.
    log.warn(
      { profileId: e.therapistProfileId, userId: e.therapistUserId },
      'availability for an unknown profile',
    );
    return;
  }
  await recordFirstFreeSlot(tx, {
    profileId,
    firstFreeSlot: e.firstFreeSlotAt ?? null,
    occurredAt: e.occurredAt,
  });
}
