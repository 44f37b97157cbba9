// The private ICS feed Google and Apple Calendar subscribe to. The token in the address is its only
// credential: no cookie is read or set, and the answer is never cached by anyone in between.

import { booking } from '../../server/gateways/booking';
import { HttpProblem } from '../../server/problem';
import type { EndpointContext } from '../route';

const FEED = /^([A-Za-z0-9_-]{20,256})\.ics$/;

export async function serveCalendarFeed(ctx: EndpointContext<'calendarFeed'>): Promise<Response> {
  const match = FEED.exec(ctx.params.feed);
  // A malformed address is as unknown as a revoked one.
  if (!match) throw new HttpProblem(404, 'request.not_found');
  const ics = await booking.getCalendarFeed(match[1]!);
  return new Response(ics, {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="oslonac.ics"',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
