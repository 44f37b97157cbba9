import { publish } from '../events';
import { expireDue } from '../store/bookings';
import { transaction } from '../store/db';
import { findTherapistsByProfileIds, staleFirstFree } from '../store/therapists';
import type { Deps } from './deps';
import { refreshFirstFree } from './free';
import { offerFreedSlots } from './waitlist';

/**
 * Expiry is already enforced on every read; the sweeper makes it visible: it marks lapsed holds and offers
 * expired (each with BookingCancelled by 'system', nothing owed), offers the freed slots to the waitlist, and re-announces first free slots that changed (bookings
 * touched since the last check, or time moving past the announced slot). Safe on many replicas: rows are
 * claimed with SKIP LOCKED and every announcement is idempotent.
 */
export async function sweep(deps: Deps, batch = 200): Promise<{ expired: number; refreshed: number }> {
  const now = deps.clock();
  const expired = await transaction(deps.prisma, async (tx) => {
    const rows = await expireDue(tx, now, batch);
    // Billing ends a Checkout Session still open for a lapsed booking on this (nothing was paid, nothing owed).
    for (const b of rows) await publish.cancelled(tx, b, 'system', false, 0, now);
    return rows;
  });
  await offerFreedSlots(deps, expired, now);
  const therapists = await findTherapistsByProfileIds(
    deps.prisma,
    await staleFirstFree(deps.prisma, now, batch),
  );
  for (const t of therapists.values()) {
    await transaction(deps.prisma, (tx) => refreshFirstFree(tx, t, now));
  }
  return { expired: expired.length, refreshed: therapists.size };
}
