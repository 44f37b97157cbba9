import type { Booking } from '@oslonac/proto/oslonac/booking/v1/booking';
import { v7 } from 'uuid';
import { confirmPaid } from '../../src/flows/bookings';
import { transaction } from '../../src/store/db';
import type { Harness } from './harness';

/**
 * Pays a submitted booking the only way a booking becomes confirmed: billing's payment event, applied as booking's
 * consumer applies it (staff reconcile bank transfers in billing, which sends the same event).
 */
export async function payBooking(h: Harness, b: Booking, method: 'card' | 'ips' = 'ips') {
  const out = await transaction(h.prisma, (tx) =>
    confirmPaid(
      tx,
      {
        paymentId: v7(),
        bookingId: b.id,
        clientUserId: b.clientUserId,
        amountMinor: b.price?.amountMinor ?? 0,
        currency: b.price?.currency ?? 'RSD',
        method,
      },
      h.clock.now,
    ),
  );
  if (!out.confirmed) throw new Error(`booking ${b.id} not confirmed: ${out.reason}`);
  return out.booking;
}
