import { expireDue } from '../store/bookings';
import { transaction } from '../store/db';
import { findTherapistsByProfileIds } from '../store/therapists';
import type { Deps } from './deps';
import { refreshFirstFree } from './free';
import { offerFreedSlots } from './waitlist';

/**
 * Expiry is already enforced on every read; the sweeper makes it visible: it marks lapsed holds and offers
 * expired, offers the freed slots to the waitlist, and re-announces first free slots that changed (bookings
 * touched since the last check, or time moving past the announced slot). Safe on many replicas: rows are
 * claimed with SKIP LOCKED and every announcement is idempotent.
 */
export async function sweep(deps: Deps, batch = 200): Promise<{ expired: number; refreshed: number }> {
  const now = deps.clock();
  const expired = await transaction(deps.prisma, (tx) => expireDue(tx, now, batch));
  await offerFreedSlots(deps, expired, now);
  const stale = await deps.prisma.$queryRaw<{ id: string }[]>`
    SELECT t."profile_id"::text AS id FROM "therapist" t
    WHERE t."public" AND (
      t."free_checked_at" IS NULL OR t."first_free_slot_at" <= ${now}
      OR t."free_checked_at" < ${new Date(now.getTime() - 6 * 3_600_000)}
      OR EXISTS (SELECT 1 FROM "booking" b WHERE b."therapist_user_id" = t."user_id" AND b."updated_at" >= t."free_checked_at")
    )
    ORDER BY t."free_checked_at" NULLS FIRST LIMIT ${batch}`;
  const therapists = await findTherapistsByProfileIds(
    deps.prisma,
    stale.map((r) => r.id),
  );
  for (const t of therapists.values()) {
    await transaction(deps.prisma, (tx) => refreshFirstFree(tx, t, now));
  }
  return { expired: expired.length, refreshed: therapists.size };
}
