// Paying for a session, once: the /api/v1 handler calls this (and any page action would). The return addresses
// are built here from PUBLIC_URL and the booking's own id, never taken from the request, so Stripe can only
// ever send the browser back to this site.
import { bffConfig } from '../../server/config';
import { billing } from '../../server/gateways/billing';
import { booking } from '../../server/gateways/booking';
import { HttpProblem } from '../../server/problem';
import type { Payment } from '../../server/views/billing';
import type { Viewer } from './bookings';

/** Where a paid checkout returns: the calendar, which waits for the booking to be confirmed. */
export function paymentSuccessUrl(publicUrl: string, bookingId: string): string {
  return `${publicUrl}/app/calendar?placanje=${encodeURIComponent(bookingId)}`;
}

/** Where an abandoned or declined checkout returns: the booking page's payment step. */
export function paymentCancelUrl(publicUrl: string, therapistSlug: string, bookingId: string): string {
  const q = new URLSearchParams({ rezervacija: bookingId, placanje: 'prekinuto' });
  return `${publicUrl}/terapeuti/${encodeURIComponent(therapistSlug)}/book?${q}`;
}

/** Starts (or resumes) the card checkout of the viewer's booking and says where the browser goes. */
export async function startCardPayment(
  viewer: Pick<Viewer, 'actorToken'>,
  bookingId: string,
): Promise<{ checkoutUrl: string }> {
  const publicUrl = bffConfig().publicUrl;
  // Without the site's own address there is nowhere safe to come back to: card payment is off.
  if (!publicUrl) throw new HttpProblem(503, 'billing.provider_unavailable');
  // The booking page's address needs the therapist; reading the booking also checks it is the viewer's.
  const own = await booking.getBooking(viewer.actorToken, bookingId);
  const { checkoutUrl } = await billing.startCardPayment(viewer.actorToken, {
    bookingId,
    successUrl: paymentSuccessUrl(publicUrl, bookingId),
    cancelUrl: paymentCancelUrl(publicUrl, own.therapistSlug, bookingId),
  });
  return { checkoutUrl };
}

/** The booking's latest payment, or null when none was started. */
export function bookingPayment(
  viewer: Pick<Viewer, 'actorToken'>,
  bookingId: string,
): Promise<Payment | null> {
  return billing.getBookingPayment(viewer.actorToken, bookingId);
}
