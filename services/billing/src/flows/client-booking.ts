import * as grpc from '@grpc/grpc-js';
import type { Actor } from '@oslonac/kit';
import { type Booking, BookingStatus } from '@oslonac/proto/oslonac/booking/v1/booking';
import { errors } from '../domain/errors';
import type { BillingDetailsRecord, PaymentBuyer } from '../store/invoices';
import type { Deps } from './deps';

/** The booking as its client sees it; booking's own answers become billing's (card and bank payments alike). */
async function bookingOf(d: Deps, bookingId: string, actorToken: string): Promise<Booking> {
  try {
    return await d.booking.getBooking(bookingId, actorToken);
  } catch (err) {
    const code = (err as grpc.ServiceError).code;
    // Booking answers "not found" to anyone who is not a party, so ids cannot be probed through billing either.
    if (code === grpc.status.NOT_FOUND) throw errors.notFound();
    if (code === grpc.status.PERMISSION_DENIED) throw errors.notYourBooking();
    if (code === grpc.status.UNAVAILABLE || code === grpc.status.DEADLINE_EXCEEDED)
      throw errors.bookingUnavailable();
    throw err;
  }
}

/**
 * The caller's own booking that awaits payment, read with the caller's token. The price is checked by each way
 * of paying (a card takes any currency, a bank transfer dinars only).
 */
export async function payableBookingOf(
  d: Deps,
  actor: Actor,
  actorToken: string,
  bookingId: string,
): Promise<Booking> {
  const booking = await bookingOf(d, bookingId, actorToken);
  if (booking.clientUserId !== actor.userId) throw errors.notYourBooking();
  if (booking.status !== BookingStatus.BOOKING_STATUS_AWAITING_PAYMENT) {
    throw errors.bookingNotPayable(BookingStatus[booking.status] ?? String(booking.status));
  }
  return booking;
}

/** The session's length in whole minutes (0 when booking gave no times). */
function sessionMinutes(b: Booking): number {
  if (!b.startsAt || !b.endsAt) return 0;
  return Math.max(0, Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / 60_000));
}

/** Who the invoice will name: the client's saved billing details, else the name booking knows them by. */
export function paymentBuyerOf(details: BillingDetailsRecord | null, booking: Booking): PaymentBuyer {
  return {
    buyerName: details?.buyerName || booking.clientName,
    buyerPib: details?.buyerName ? details.buyerPib : '',
    serviceStartsAt: booking.startsAt ?? null,
    serviceMinutes: sessionMinutes(booking),
  };
}
