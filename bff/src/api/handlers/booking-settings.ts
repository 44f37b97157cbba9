// A therapist's booking rules, and anyone's private calendar feed address.

import { bffConfig } from '../../server/config';
import { booking } from '../../server/gateways/booking';
import { type EndpointContext, json } from '../route';

/** The site's own origin: PUBLIC_URL when set, else the request's. */
export function siteOrigin(req: Request): string {
  return bffConfig().publicUrl ?? new URL(req.url).origin;
}

/** The address calendar apps subscribe to; the token is its only credential. */
export function calendarFeedUrl(origin: string, token: string): string {
  return `${origin}/api/v1/calendar/${encodeURIComponent(token)}.ics`;
}

export async function getMyAvailability(ctx: EndpointContext<'myAvailability'>): Promise<Response> {
  return json(await booking.getMyAvailability(ctx.session.actorToken));
}

export async function saveMyAvailability(ctx: EndpointContext<'saveMyAvailability'>): Promise<Response> {
  return json(await booking.saveMyAvailability(ctx.session.actorToken, ctx.body));
}

export async function getMyCalendarFeed(ctx: EndpointContext<'myCalendarFeed'>): Promise<Response> {
  const token = await booking.getCalendarFeedToken(ctx.session.actorToken);
  return json({ url: calendarFeedUrl(siteOrigin(ctx.req), token) });
}

export async function rotateMyCalendarFeed(ctx: EndpointContext<'rotateCalendarFeed'>): Promise<Response> {
  const token = await booking.getCalendarFeedToken(ctx.session.actorToken, true);
  return json({ url: calendarFeedUrl(siteOrigin(ctx.req), token) });
}
