// What /app/calendar shows, gathered from booking on the viewer's behalf. A booking service that cannot answer
// leaves the page up with a calm notice (null) rather than an error page.
import { addDays, parseLocalDate } from '@oslonac/lang';
import { buildWeek, mondayOf, weekOf, weekRange } from '@oslonac/web/screens/calendar/week';
import { booking } from '../../server/gateways/booking';
import { reportError } from '../../server/report';
import type { Booking, Relationship } from '../../server/views/booking';
import { UpstreamError } from '../errors';
import { joinableIds } from '../use-cases/session-room';

export const CALENDAR_PATH = '/app/calendar';
const LIST_SIZE = 50;

/** Runs a booking call; a gRPC failure is reported and becomes null, anything else is a bug and throws. */
async function orNull<T>(where: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    reportError(err, { where }, 'upstream');
    return null;
  }
}

/** Whether the viewer has a calendar feed; its address is shown only when made (POST …/calendar-feed/rotate). */
export function feedState(actorToken: string): Promise<{ active: boolean; createdAt: string | null } | null> {
  return orNull('calendar.feed', async () => {
    const { active, createdAt } = await booking.getCalendarFeedToken(actorToken);
    return { active, createdAt };
  });
}

function weekHref(monday: string): string {
  return `${CALENDAR_PATH}?week=${monday}`;
}

/** One week (Monday–Sunday in the therapist's zone); `week` is any date in it, else this week. */
export function therapistWeek(actorToken: string, week: string | null, now: Date) {
  return orNull('calendar.week', async () => {
    const { availability } = await booking.getMyAvailability(actorToken);
    const zone = availability.timeZone;
    const requested = parseLocalDate(week);
    const thisWeek = weekOf(now, zone);
    const monday = requested ? mondayOf(requested) : thisWeek;
    const calendar = await booking.getTherapistCalendar(actorToken, weekRange(monday, zone));
    const items = calendar.bookings.filter((b) => b.status !== 'expired');
    return {
      days: buildWeek<Booking>({ monday, zone, now, items, open: calendar.openRanges }),
      zone,
      now: now.toISOString(),
      links: {
        previous: weekHref(addDays(monday, -7)),
        next: weekHref(addDays(monday, 7)),
        current: monday === thisWeek ? null : CALENDAR_PATH,
      },
      hasHours: availability.weekly.length > 0 || availability.overrides.some((o) => o.ranges.length > 0),
    };
  });
}

/** `joinable`: the sessions whose room admits people at `now` (a past one in the grace after its end too). */
export function clientSessions(actorToken: string, now: Date) {
  return orNull('calendar.sessions', async () => {
    const [upcoming, past] = await Promise.all([
      booking.listMyBookings(actorToken, { scope: 'upcoming', pageSize: LIST_SIZE }),
      booking.listMyBookings(actorToken, { scope: 'past', pageSize: LIST_SIZE }),
    ]);
    return {
      upcoming: upcoming.bookings,
      past: past.bookings,
      joinable: joinableIds([...upcoming.bookings, ...past.bookings], now),
    };
  });
}

export async function relationships(actorToken: string): Promise<Relationship[]> {
  return (await orNull('calendar.relationships', () => booking.listMyRelationships(actorToken))) ?? [];
}

/**
 * Back from paying by card (?placanje=<id>): the booking named, if it is one of the viewer's upcoming sessions,
 * and whether booking already says confirmed. Anything else in the address is ignored.
 */
export function paymentReturnOf(
  sessions: { upcoming: Booking[] } | null,
  placanje: string | null,
): { bookingId: string; confirmed: boolean } | null {
  if (!sessions || !placanje) return null;
  const b = sessions.upcoming.find((x) => x.id === placanje);
  return b ? { bookingId: b.id, confirmed: b.status === 'confirmed' } : null;
}
