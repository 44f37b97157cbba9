import { expireDue } from '../store/bookings';
import { transaction } from '../store/db';
import { findTherapistsByProfileIds, staleFirstFree } from '../store/therapists';
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
  const therapists = await findTherapistsByProfileIds(
    deps.prisma,
    await staleFirstFree(deps.prisma, now, batch),
  );
  for (const t of therapists.values()) {
    await transaction(deps.prisma, (tx) => refreshFirstFree(tx, t, now));
  }
  return { expired: expired.length, refreshed: therapists.size };
}
