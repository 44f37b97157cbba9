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

/** Whether the person has a feed; its address is not kept anywhere, so it cannot be shown again. */
export async function getMyCalendarFeed(ctx: EndpointContext<'myCalendarFeed'>): Promise<Response> {
  const { active, createdAt } = await booking.getCalendarFeedToken(ctx.session.actorToken);
  return json({ active, createdAt });
}

/** A new address, shown this once; the old one stops working. */
export async function rotateMyCalendarFeed(ctx: EndpointContext<'rotateCalendarFeed'>): Promise<Response> {
  const feed = await booking.getCalendarFeedToken(ctx.session.actorToken, true);
  if (!feed.token) throw new Error('booking made a feed without a token');
  return json({ url: calendarFeedUrl(siteOrigin(ctx.req), feed.token), createdAt: feed.createdAt });
}
