// What the booking page needs for each step, read from booking with the address's choices checked first.
import { addDays, daysBetween, localDate, spanAround } from '@oslonac/lang';
import type { WeekOfSlots } from '@oslonac/web/screens/booking/book-types';
import { isDate } from '@oslonac/web/screens/booking/time';
import { billing } from '../../server/gateways/billing';
import { booking } from '../../server/gateways/booking';
import { reportError } from '../../server/report';
import type { Payment } from '../../server/views/billing';
import type { Booking, BookingOptions, SessionOffer, Slot } from '../../server/views/booking';
import { Forbidden, InvalidInput, NotFound, UpstreamError } from '../errors';

/** How far ahead the day links go; the service's own horizon still decides what is free. */
const MAX_DAYS_AHEAD = 366;
const WEEK = 7;

/** Options of a bookable therapist, or null when there is no such therapist (a 404, not a 500). */
export async function optionsOrNull(
  slug: string,
  actorToken?: string | null,
): Promise<BookingOptions | null> {
  try {
    // With the viewer's token the prices are theirs: a therapist may have set an individual price for them.
    return await booking.getBookingOptions(slug, actorToken);
  } catch (err) {
    if (err instanceof NotFound || err instanceof InvalidInput) return null;
    throw err;
  }
}

/** The offer named in the address, or the only one there is. */
export function chosenOffer(offers: SessionOffer[], vrsta: string | null): SessionOffer | null {
  if (vrsta) return offers.find((o) => o.kind === vrsta) ?? null;
  return offers.length === 1 ? offers[0]! : null;
}

/** Seven local days from `od` (never before today, never past the horizon) and the free times on them. */
export async function weekOf(
  slug: string,
  offer: SessionOffer,
  zone: string,
  od: string | null,
  dan: string | null,
  now = new Date(),
): Promise<WeekOfSlots> {
  const today = localDate(now, zone);
  const ahead = od && isDate(od) ? daysBetween(today, od) : 0;
  const first = ahead > 0 && ahead <= MAX_DAYS_AHEAD ? od! : today;
  const span = spanAround(first, WEEK);
  const list = await booking.listSlots({
    therapistSlug: slug,
    kind: offer.kind,
    from: span.from < now ? now : span.from,
    to: span.to,
  });
  const byDay = new Map<string, Slot[]>();
  for (const s of list.slots) {
    const date = localDate(s.startsAt, zone);
    byDay.set(date, [...(byDay.get(date) ?? []), s]);
  }
  const days = Array.from({ length: WEEK }, (_, i) => {
    const date = addDays(first, i);
    return { date, slots: byDay.get(date) ?? [] };
  });
  const wanted = dan && days.find((d) => d.date === dan && d.slots.length > 0);
  const selected = wanted ? wanted.date : (days.find((d) => d.slots.length > 0)?.date ?? null);
  return { first, today, days, selected };
}

/** The chosen start, if it is still one of the therapist's free times for this kind. */
export async function freeSlotAt(slug: string, offer: SessionOffer, startsAt: string): Promise<Slot | null> {
  const start = new Date(startsAt);
  const list = await booking.listSlots({
    therapistSlug: slug,
    kind: offer.kind,
    from: start,
    to: new Date(start.getTime() + (offer.durationMinutes + 1) * 60_000),
  });
  return list.slots.find((s) => Date.parse(s.startsAt) === start.getTime()) ?? null;
}

/** The booking of this page, or null when it is not the visitor's to see. */
export async function ownBooking(actorToken: string, id: string): Promise<Booking | null> {
  try {
    return await booking.getBooking(actorToken, id);
  } catch (err) {
    if (err instanceof NotFound || err instanceof Forbidden || err instanceof InvalidInput) return null;
    throw err;
  }
}

/**
 * The latest payment of a booking awaiting payment, for the payment step (why the last card attempt failed).
 * Billing that cannot answer leaves the step without it: the button still works, or says why not.
 */
export async function paymentOrNull(actorToken: string, b: Booking): Promise<Payment | null> {
  if (b.status !== 'awaiting_payment') return null;
  try {
    return await billing.getBookingPayment(actorToken, b.id);
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    reportError(err, { where: 'booking.page.payment' }, 'upstream');
    return null;
  }
}
