// A client's bookings from hold to session, and what therapists and admins do with them. The service decides
// every rule (who may, until when); these handlers pass the actor and the input on.

import { booking } from '../../server/gateways/booking';
import { rangeOf } from '../booking-schemas';
import { type EndpointContext, json } from '../route';
import * as bookings from '../use-cases/bookings';

export const BOOKINGS_PAGE_SIZE = 20;
export const ADMIN_BOOKINGS_PAGE_SIZE = 50;

export async function holdSlot(ctx: EndpointContext<'holdSlot'>): Promise<Response> {
  return json({ booking: await bookings.holdSlot(ctx.session, ctx.body) }, 201);
}

export async function listMyBookings(ctx: EndpointContext<'myBookings'>): Promise<Response> {
  const page = await booking.listMyBookings(ctx.session.actorToken, {
    scope: ctx.query.scope ?? 'upcoming',
    pageSize: BOOKINGS_PAGE_SIZE,
    pageToken: ctx.query.pageToken ?? '',
  });
  return json(page);
}

export async function getBooking(ctx: EndpointContext<'getBooking'>): Promise<Response> {
  return json({ booking: await booking.getBooking(ctx.session.actorToken, ctx.params.id) });
}

export async function submitBooking(ctx: EndpointContext<'submitBooking'>): Promise<Response> {
  return json({ booking: await bookings.submitBooking(ctx.session, ctx.params.id) });
}

export async function acceptOffer(ctx: EndpointContext<'acceptOffer'>): Promise<Response> {
  return json({ booking: await bookings.acceptOffer(ctx.session, ctx.params.id) });
}

export async function cancelBooking(ctx: EndpointContext<'cancelBooking'>): Promise<Response> {
  const cancelled = await bookings.cancelBooking(ctx.session, ctx.params.id, ctx.body.reason ?? '');
  return json({ booking: cancelled });
}

export async function rescheduleBooking(ctx: EndpointContext<'rescheduleBooking'>): Promise<Response> {
  const moved = await booking.rescheduleBooking(
    ctx.session.actorToken,
    ctx.params.id,
    new Date(ctx.body.startsAt),
  );
  return json({ booking: moved });
}

export async function completeBooking(ctx: EndpointContext<'completeBooking'>): Promise<Response> {
  const done = await booking.completeBooking(ctx.session.actorToken, ctx.params.id, ctx.body.noShow);
  return json({ booking: done });
}

export async function listMyCalendar(ctx: EndpointContext<'myCalendar'>): Promise<Response> {
  return json(await booking.getTherapistCalendar(ctx.session.actorToken, rangeOf(ctx.query)));
}

// --- admin --------------------------------------------------------------------------------------------

export async function listAdminBookings(ctx: EndpointContext<'adminBookings'>): Promise<Response> {
  const page = await booking.listBookingsForAdmin(ctx.session.actorToken, {
    status: ctx.query.status ?? 'awaiting_payment',
    pageSize: ADMIN_BOOKINGS_PAGE_SIZE,
    pageToken: ctx.query.pageToken ?? '',
  });
  return json(page);
}
