// /app/dashboard: what each kind of person needs first, gathered from booking, therapists, messaging, admin and
// identity on their behalf. Every part stands alone: a service that fails is reported and its part becomes null,
// so the page always renders and only that card says it cannot be shown just now.
import { addDays, localDate, startOfDay } from '@oslonac/lang';
import {
  type ClientOverview,
  type DashboardOverview,
  REVIEW_PROMPT_DAYS,
  type StaffOverview,
  type StaffQueue,
  type StaffQueueKey,
  type TherapistOverview,
} from '@oslonac/web/screens/dashboard/types';
import type { ResolvedSession } from '../../server/actor';
import { admin } from '../../server/gateways/admin';
import { booking } from '../../server/gateways/booking';
import { listMail } from '../../server/gateways/identity';
import { messaging } from '../../server/gateways/messaging';
import { therapists } from '../../server/gateways/therapists';
import { reportError } from '../../server/report';
import type { Booking } from '../../server/views/booking';
import { UpstreamError } from '../errors';
import { findMyProfile } from '../loaders/therapist-settings';
import { unreadCountOrNull } from './inbox';
import { isJoinable, joinableIds } from './session-room';

type Session = Pick<ResolvedSession, 'actorToken' | 'user' | 'secondFactor'>;

/** Messaging lists at most this many reports (its store's page), with no "more" flag: a full page is capped. */
export const REPORTS_PAGE = 500;
/** Identity's largest mail-log page; `hasMore` says whether dead mail goes beyond it. */
export const DEAD_MAIL_PAGE = 200;
const NEXT_PAGE = 10;

/**
 * Runs one part; a failure is reported and becomes null. An upstream refusal is expected weather ('upstream');
 * anything else is a bug and is reported as one, but still only empties its own card.
 */
async function part<T>(where: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    reportError(err, { where }, err instanceof UpstreamError ? 'upstream' : 'bug');
    return null;
  }
}

// --- client -------------------------------------------------------------------------------------------

const REVIEW_PROMPT_MS = REVIEW_PROMPT_DAYS * 24 * 60 * 60_000;

type ReviewPrompt = NonNullable<ClientOverview['sessions']>['review'];

/**
 * The latest completed session the person had as the client (partners do not review), if it ended recently enough
 * to ask about. Whether they already reviewed this therapist is not known here: the form shows the service's answer.
 */
function reviewPrompt(past: readonly Booking[], userId: string, now: Date): ReviewPrompt {
  const last = past.find((b) => b.status === 'completed' && b.clientUserId === userId);
  if (!last?.therapistProfileId) return null;
  // A session the therapist ended early is completed before its booked end: ask at once all the same.
  const since = now.getTime() - new Date(last.endsAt).getTime();
  if (since > REVIEW_PROMPT_MS) return null;
  return {
    bookingId: last.id,
    profileId: last.therapistProfileId,
    therapistName: last.therapistName,
    endsAt: last.endsAt,
  };
}

export async function clientOverview(
  session: Pick<Session, 'actorToken' | 'user'>,
  now: Date,
): Promise<ClientOverview> {
  const { actorToken } = session;
  const sessions = await part('dashboard.client.sessions', async () => {
    const [upcoming, past, ties] = await Promise.all([
      // Live upcoming sessions, earliest first: the first is the next. A few rather than one, because booking
      // drops holds that lapsed but are not yet swept after reading its page, which may leave a page of one empty.
      booking.listMyBookings(actorToken, { scope: 'upcoming', pageSize: NEXT_PAGE }),
      // Newest first: a session just ended (its room still open for a while) and the one to ask a review about.
      booking.listMyBookings(actorToken, { scope: 'past', pageSize: NEXT_PAGE }),
      booking.listMyRelationships(actorToken),
    ]);
    const open = ties
      .filter((r) => r.endedAt === null)
      .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))[0];
    // Booking counts a session as past from its end, but its room stays open a little longer.
    const inRoom = [...upcoming.bookings, ...past.bookings].find((b) => isJoinable(b, now)) ?? null;
    const next = inRoom ?? upcoming.bookings[0] ?? null;
    return {
      next,
      nextJoinable: inRoom !== null,
      therapist: open ? { name: open.therapistName, slug: open.therapistSlug } : null,
      review: reviewPrompt(past.bookings, session.user.id, now),
    };
  });
  return { sessions };
}

// --- therapist ----------------------------------------------------------------------------------------

/** "2026-10" → "2026-11". */
export function nextMonth(period: string): string {
  const [y = 0, m = 0] = period.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The month's bookings in two halves: booking refuses a calendar longer than 31 days, and a 31-day month that
 * ends summer time (October in Belgrade) is an hour longer. A session across the middle comes back twice.
 */
async function monthBookings(actorToken: string, period: string, zone: string) {
  const from = startOfDay(`${period}-01`, zone);
  const middle = startOfDay(`${period}-16`, zone);
  const to = startOfDay(`${nextMonth(period)}-01`, zone);
  const halves = await Promise.all([
    booking.getTherapistCalendar(actorToken, { from, to: middle }),
    booking.getTherapistCalendar(actorToken, { from: middle, to }),
  ]);
  const byId = new Map<string, Booking>();
  for (const half of halves) for (const b of half.bookings) byId.set(b.id, b);
  return { from, to, bookings: [...byId.values()] };
}

const GONE: readonly Booking['status'][] = ['cancelled', 'expired'];
const HAPPENED: readonly Booking['status'][] = ['completed', 'no_show'];

/** Today's sessions and this month's count, both in the therapist's own zone (their calendar's). */
async function therapistCalendar(actorToken: string, now: Date) {
  const { availability } = await booking.getMyAvailability(actorToken);
  const zone = availability.timeZone;
  const date = localDate(now, zone);
  const period = date.slice(0, 7);
  const month = await monthBookings(actorToken, period, zone);
  const dayStart = startOfDay(date, zone).getTime();
  const dayEnd = startOfDay(addDays(date, 1), zone).getTime();
  const at = (iso: string) => new Date(iso).getTime();
  const today = month.bookings
    .filter((b) => !GONE.includes(b.status) && at(b.startsAt) < dayEnd && at(b.endsAt) > dayStart)
    .sort((a, b) => at(a.startsAt) - at(b.startsAt));
  const inMonth = month.bookings.filter(
    (b) => at(b.startsAt) >= month.from.getTime() && at(b.startsAt) < month.to.getTime(),
  );
  const ended = (b: Booking) => at(b.endsAt) <= now.getTime();
  return {
    today: { zone, date, sessions: today, joinable: joinableIds(today, now) },
    month: {
      period,
      past: inMonth.filter((b) => HAPPENED.includes(b.status) || (b.status === 'confirmed' && ended(b)))
        .length,
      ahead: inMonth.filter((b) => b.status === 'confirmed' && !ended(b)).length,
    },
  };
}

export async function therapistOverview(actorToken: string, now: Date): Promise<TherapistOverview> {
  const [calendar, profile] = await Promise.all([
    part('dashboard.therapist.calendar', () => therapistCalendar(actorToken, now)),
    part('dashboard.therapist.profile', async () => {
      const p = await findMyProfile(actorToken);
      return p
        ? { status: p.status, slug: p.slug, rejectionReason: p.rejectionReason }
        : { status: 'none' as const, slug: '', rejectionReason: '' };
    }),
  ]);
  return { today: calendar?.today ?? null, month: calendar?.month ?? null, profile };
}

// --- staff --------------------------------------------------------------------------------------------

interface Count {
  count: number;
  capped: boolean;
}

// The lists behind each queue, asked for one item: their `total` is the whole queue's size.
const QUEUES: Record<StaffQueueKey, { href: string; count: (actorToken: string) => Promise<Count> }> = {
  verifications: {
    href: '/admin/users-therapists',
    count: async (t) => ({
      count: (await therapists.listProfilesForReview(t, { status: 'submitted', pageSize: 1 })).total,
      capped: false,
    }),
  },
  connect: {
    href: '/admin/users-not-assigned',
    count: async (t) => ({
      count: (await therapists.listConnectionRequests(t, { status: 'open', pageSize: 1 })).total,
      capped: false,
    }),
  },
  reviews: {
    href: '/admin/reviews',
    count: async (t) => ({
      count: (await therapists.listReviews(t, { status: 'pending', pageSize: 1 })).total,
      capped: false,
    }),
  },
  tickets: {
    href: '/admin/complaints',
    count: async (t) => ({
      count: (await admin.listSupportTickets(t, { status: 'open', page: 1, pageSize: 1 })).total,
      capped: false,
    }),
  },
  reports: {
    href: '/admin/complaints#message-reports',
    count: async (t) => {
      const n = (await messaging.listMessageReports(t, 'open')).length;
      return { count: n, capped: n >= REPORTS_PAGE };
    },
  },
  mail: {
    href: '/admin/emails?status=dead',
    count: async (t) => {
      const page = await listMail(t, { status: 'dead', limit: DEAD_MAIL_PAGE });
      return { count: page.entries.length, capped: page.hasMore };
    },
  },
};

export async function staffOverview(
  session: Pick<Session, 'actorToken' | 'secondFactor'>,
): Promise<StaffOverview> {
  const keys = Object.keys(QUEUES) as StaffQueueKey[];
  // Every service refuses staff who have not passed a second factor: asking would only fill the log.
  if (session.secondFactor !== 'passed') {
    return {
      needsSecondFactor: true,
      queues: keys.map((key) => ({ key, href: QUEUES[key].href, count: null, capped: false })),
    };
  }
  const queues = await Promise.all(
    keys.map(async (key): Promise<StaffQueue> => {
      const counted = await part(`dashboard.staff.${key}`, () => QUEUES[key].count(session.actorToken));
      return { key, href: QUEUES[key].href, count: counted?.count ?? null, capped: counted?.capped ?? false };
    }),
  );
  return { needsSecondFactor: false, queues };
}

// --- the page -----------------------------------------------------------------------------------------

const isStaff = (roles: readonly string[]) => roles.includes('admin') || roles.includes('superuser');

/**
 * Everything the dashboard shows for this person, all parts at once. Nothing is asked before basic onboarding is
 * done: until then the page only points to it.
 */
export async function loadDashboard(session: Session, now: Date): Promise<DashboardOverview> {
  const { roles, onboardingStep } = session.user;
  if (onboardingStep !== 'done') return { client: null, therapist: null, staff: null, unread: null };
  const therapist = roles.includes('therapist');
  const client = !therapist && roles.includes('client');
  const [c, t, s, unread] = await Promise.all([
    client ? clientOverview(session, now) : null,
    therapist ? therapistOverview(session.actorToken, now) : null,
    isStaff(roles) ? staffOverview(session) : null,
    unreadCountOrNull(session),
  ]);
  return { client: c, therapist: t, staff: s, unread };
}
