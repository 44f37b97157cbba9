// The dashboard's use case against scripted booking, therapists, messaging, admin and identity services: what each
// kind of person's page asks for and as whom, how the answers become cards (a therapist's month counted in their own
// zone, across a DST change), and that a service failing empties only its own part, never the page.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AdminServiceService } from '@oslonac/proto/oslonac/admin/v1/admin';
import {
  Availability,
  BookingScope,
  BookingServiceService,
  BookingStatus,
  Relationship,
} from '@oslonac/proto/oslonac/booking/v1/booking';
import {
  IdentityServiceService,
  MailLogEntry,
  MailStatus,
} from '@oslonac/proto/oslonac/identity/v1/identity';
import { MessageReport, MessagingServiceService } from '@oslonac/proto/oslonac/messaging/v1/messaging';
import {
  Profile,
  ProfileStatus,
  TherapistsServiceService,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import type { ResolvedSession } from '../src/server/actor';
import { BOOKING_ID, pbBooking } from './support/booking-fixtures';
import { grpcError, type ScriptedServer, startScriptedServer } from './support/scripted-server';

const TOKEN = 'actor-token-dashboard';
const bookingId = (n: number) => `0193a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;

let booking: ScriptedServer<typeof BookingServiceService>;
let therapists: ScriptedServer<typeof TherapistsServiceService>;
let messaging: ScriptedServer<typeof MessagingServiceService>;
let admin: ScriptedServer<typeof AdminServiceService>;
let identity: ScriptedServer<typeof IdentityServiceService>;
let dashboard: typeof import('../src/api/use-cases/dashboard');
let closeAll: () => void;

function session(
  roles: ResolvedSession['user']['roles'],
  over: {
    secondFactor?: ResolvedSession['secondFactor'];
    onboardingStep?: ResolvedSession['user']['onboardingStep'];
  } = {},
): Pick<ResolvedSession, 'actorToken' | 'user' | 'secondFactor'> {
  return {
    actorToken: TOKEN,
    secondFactor: over.secondFactor ?? 'not_enrolled',
    user: {
      id: 'user-1',
      email: 'vesna@example.rs',
      displayName: 'Vesna Ilić',
      roles,
      locale: 'sr-Latn',
      onboardingStep: over.onboardingStep ?? 'done',
      emailVerified: true,
      hasPassword: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  };
}

const all = () => [booking, therapists, messaging, admin, identity];

beforeAll(async () => {
  booking = await startScriptedServer(BookingServiceService);
  therapists = await startScriptedServer(TherapistsServiceService);
  messaging = await startScriptedServer(MessagingServiceService);
  admin = await startScriptedServer(AdminServiceService);
  identity = await startScriptedServer(IdentityServiceService);
  process.env.BOOKING_GRPC_ADDR = booking.addr;
  process.env.THERAPISTS_GRPC_ADDR = therapists.addr;
  process.env.MESSAGING_GRPC_ADDR = messaging.addr;
  process.env.ADMIN_GRPC_ADDR = admin.addr;
  process.env.IDENTITY_GRPC_ADDR = identity.addr;
  dashboard = await import('../src/api/use-cases/dashboard');
  const gateways = await Promise.all([
    import('../src/server/gateways/booking'),
    import('../src/server/gateways/therapists'),
    import('../src/server/gateways/messaging'),
    import('../src/server/gateways/admin'),
    import('../src/server/gateways/identity'),
  ]);
  closeAll = () => {
    gateways[0].closeBookingClient();
    gateways[1].closeTherapistsClient();
    gateways[2].closeMessagingClient();
    gateways[3].closeAdminClient();
    gateways[4].closeIdentityClient();
  };
});

afterAll(async () => {
  jest.restoreAllMocks();
  closeAll?.();
  await Promise.all(all().map((s) => s?.stop()));
});

// Failures are reported on stderr by design; keep the test output readable and check what was reported.
let reported: string[] = [];
beforeEach(() => {
  for (const s of all()) s.seen.length = 0;
  reported = [];
  jest.spyOn(console, 'error').mockImplementation((line: unknown) => {
    reported.push(String(line));
  });
});

describe('a client', () => {
  it('gets the next live session and their therapist, asked as themselves', async () => {
    const next = pbBooking({ status: BookingStatus.BOOKING_STATUS_AWAITING_PAYMENT });
    booking.answer('listMyBookings', () => ({ bookings: [next], nextPageToken: 'more' }));
    booking.answer('listMyRelationships', () => ({
      relationships: [
        Relationship.fromPartial({
          id: 'r-old',
          therapistName: 'Marko Marković',
          therapistSlug: 'marko-markovic',
          createdAt: new Date('2026-01-01T00:00:00Z'),
          endedAt: new Date('2026-03-01T00:00:00Z'),
        }),
        Relationship.fromPartial({
          id: 'r-now',
          therapistName: 'Ana Anić',
          therapistSlug: 'ana-anic',
          createdAt: new Date('2026-04-01T00:00:00Z'),
        }),
      ],
    }));
    messaging.answer('getUnreadCount', () => ({ unreadCount: 3 }));

    const overview = await dashboard.loadDashboard(session(['client']), new Date('2026-11-26T10:00:00Z'));

    expect(overview.client?.sessions?.next).toMatchObject({ id: next.id, status: 'awaiting_payment' });
    expect(overview.client?.sessions?.therapist).toEqual({ name: 'Ana Anić', slug: 'ana-anic' });
    expect(overview.unread).toBe(3);
    expect(overview.therapist).toBeNull();
    expect(overview.staff).toBeNull();
    const lists = booking.seen.filter((s) => s.method === 'listMyBookings').map((s) => s.request);
    expect(lists).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ scope: BookingScope.BOOKING_SCOPE_UPCOMING, pageSize: 10 }),
        expect.objectContaining({ scope: BookingScope.BOOKING_SCOPE_PAST, pageSize: 10 }),
      ]),
    );
    expect(new Set([...booking.seen, ...messaging.seen].map((s) => s.actorToken))).toEqual(new Set([TOKEN]));
    expect(therapists.seen).toEqual([]);
  });

  it('without any relationship or session, has neither; a messaging failure empties only the unread count', async () => {
    booking.answer('listMyBookings', () => ({ bookings: [], nextPageToken: '' }));
    booking.answer('listMyRelationships', () => ({ relationships: [] }));
    messaging.answer('getUnreadCount', () => grpcError(status.INTERNAL, 'messaging.internal'));

    const overview = await dashboard.loadDashboard(session(['client']), new Date('2026-11-26T10:00:00Z'));

    expect(overview.client).toEqual({
      sessions: { next: null, nextJoinable: false, therapist: null, review: null },
    });
    expect(overview.unread).toBeNull();
    expect(reported.join('\n')).toContain('inbox.unread');
  });

  it('when booking fails, the sessions part is null and reported; the page still gets its other parts', async () => {
    booking.answer('listMyBookings', () => grpcError(status.UNAVAILABLE, 'unavailable'));
    booking.answer('listMyRelationships', () => ({ relationships: [] }));
    messaging.answer('getUnreadCount', () => ({ unreadCount: 0 }));

    const overview = await dashboard.loadDashboard(session(['client']), new Date('2026-11-26T10:00:00Z'));

    expect(overview).toEqual({ client: { sessions: null }, therapist: null, staff: null, unread: 0 });
    expect(reported.join('\n')).toContain('"where":"dashboard.client.sessions"');
  });

  it('asks nothing before basic onboarding is done', async () => {
    const overview = await dashboard.loadDashboard(
      session(['client'], { onboardingStep: 'client_details' }),
      new Date('2026-11-26T10:00:00Z'),
    );
    expect(overview).toEqual({ client: null, therapist: null, staff: null, unread: null });
    expect(all().flatMap((s) => s.seen)).toEqual([]);
  });
});

describe('a client’s video room and review prompt (fixed clock)', () => {
  const CLIENT_ID = 'user-1';
  const starts = new Date('2026-11-26T16:00:00Z');
  const ends = new Date('2026-11-26T16:50:00Z');
  const confirmed = (over: Parameters<typeof pbBooking>[0] = {}) =>
    pbBooking({
      status: BookingStatus.BOOKING_STATUS_CONFIRMED,
      clientUserId: CLIENT_ID,
      startsAt: starts,
      endsAt: ends,
      ...over,
    });
  const load = (now: string) => dashboard.loadDashboard(session(['client']), new Date(now));
  const answer = (upcoming: ReturnType<typeof pbBooking>[], past: ReturnType<typeof pbBooking>[]) => {
    booking.answer('listMyBookings', (req) => ({
      bookings: req.scope === BookingScope.BOOKING_SCOPE_PAST ? past : upcoming,
      nextPageToken: '',
    }));
    booking.answer('listMyRelationships', () => ({ relationships: [] }));
    messaging.answer('getUnreadCount', () => ({ unreadCount: 0 }));
  };

  it.each([
    ['11 minutes before the start', '2026-11-26T15:49:00Z', false],
    ['10 minutes before the start', '2026-11-26T15:50:00Z', true],
    ['in the middle', '2026-11-26T16:20:00Z', true],
  ])('%s the next confirmed session is joinable: %s', async (_when, now, joinable) => {
    answer([confirmed()], []);
    const overview = await load(now);
    expect(overview.client?.sessions).toMatchObject({ next: { id: BOOKING_ID }, nextJoinable: joinable });
  });

  it('keeps a session just ended as the next one while its room is open (15 minutes), then moves on', async () => {
    const later = confirmed({
      id: '0193a1b2-0000-7000-8000-0000000000f2',
      startsAt: new Date('2026-12-03T16:00:00Z'),
      endsAt: new Date('2026-12-03T16:50:00Z'),
    });
    answer([later], [confirmed()]);
    const during = await load('2026-11-26T17:04:00Z');
    expect(during.client?.sessions).toMatchObject({ next: { id: BOOKING_ID }, nextJoinable: true });
    const after = await load('2026-11-26T17:05:00Z');
    expect(after.client?.sessions).toMatchObject({ next: { id: later.id }, nextJoinable: false });
  });

  it('never offers the room of a booking that is not confirmed', async () => {
    answer([confirmed({ status: BookingStatus.BOOKING_STATUS_AWAITING_PAYMENT })], []);
    expect((await load('2026-11-26T16:00:00Z')).client?.sessions?.nextJoinable).toBe(false);
  });

  it('asks about the latest completed session as the client for 14 days, never a partner’s or a missed one', async () => {
    const done = confirmed({ status: BookingStatus.BOOKING_STATUS_COMPLETED });
    const older = confirmed({
      id: '0193a1b2-0000-7000-8000-0000000000f3',
      status: BookingStatus.BOOKING_STATUS_COMPLETED,
      therapistName: 'Stari Terapeut',
      startsAt: new Date('2026-11-19T16:00:00Z'),
      endsAt: new Date('2026-11-19T16:50:00Z'),
    });
    answer([], [done, older]);
    expect((await load('2026-11-27T10:00:00Z')).client?.sessions?.review).toEqual({
      bookingId: BOOKING_ID,
      profileId: done.therapistProfileId,
      therapistName: 'Ana Anić',
      endsAt: '2026-11-26T16:50:00.000Z',
    });
    expect((await load('2026-12-10T17:00:00Z')).client?.sessions?.review).toBeNull();
    // The therapist ended the call twenty minutes early: the session is completed, the question comes at once.
    expect((await load('2026-11-26T16:30:00Z')).client?.sessions?.review?.bookingId).toBe(BOOKING_ID);

    answer([], [confirmed({ status: BookingStatus.BOOKING_STATUS_COMPLETED, clientUserId: 'someone-else' })]);
    expect((await load('2026-11-27T10:00:00Z')).client?.sessions?.review).toBeNull();
    answer([], [confirmed({ status: BookingStatus.BOOKING_STATUS_NO_SHOW })]);
    expect((await load('2026-11-27T10:00:00Z')).client?.sessions?.review).toBeNull();
  });
});

describe('a therapist', () => {
  // 20 October 2026, 12:00 in Belgrade (summer time, UTC+2). October ends summer time: 31 days and one hour.
  const now = new Date('2026-10-20T10:00:00Z');
  const at = (startsAt: string, minutes: number) => ({
    startsAt: new Date(startsAt),
    endsAt: new Date(new Date(startsAt).getTime() + minutes * 60_000),
  });
  const month = [
    pbBooking({
      id: bookingId(1),
      status: BookingStatus.BOOKING_STATUS_COMPLETED,
      ...at('2026-10-05T08:00:00Z', 50),
    }),
    pbBooking({
      id: bookingId(2),
      status: BookingStatus.BOOKING_STATUS_NO_SHOW,
      ...at('2026-10-10T08:00:00Z', 50),
    }),
    // Across the middle of the month (16 October, 00:00 in Belgrade): both halves return it.
    pbBooking({
      id: bookingId(3),
      status: BookingStatus.BOOKING_STATUS_COMPLETED,
      ...at('2026-10-15T21:30:00Z', 50),
    }),
    // Today: one done this morning, one ahead, one cancelled, one still waiting for payment.
    pbBooking({
      id: bookingId(4),
      status: BookingStatus.BOOKING_STATUS_CONFIRMED,
      ...at('2026-10-20T06:00:00Z', 50),
    }),
    pbBooking({
      id: bookingId(5),
      status: BookingStatus.BOOKING_STATUS_CONFIRMED,
      ...at('2026-10-20T14:00:00Z', 50),
    }),
    pbBooking({
      id: bookingId(6),
      status: BookingStatus.BOOKING_STATUS_CANCELLED,
      ...at('2026-10-20T12:00:00Z', 50),
    }),
    pbBooking({
      id: bookingId(7),
      status: BookingStatus.BOOKING_STATUS_AWAITING_PAYMENT,
      ...at('2026-10-20T11:00:00Z', 30),
    }),
    pbBooking({
      id: bookingId(8),
      status: BookingStatus.BOOKING_STATUS_CONFIRMED,
      ...at('2026-10-31T09:00:00Z', 50),
    }),
    pbBooking({
      id: bookingId(9),
      status: BookingStatus.BOOKING_STATUS_EXPIRED,
      ...at('2026-10-25T09:00:00Z', 50),
    }),
  ];
  /** What booking's calendar would return for a range: the bookings overlapping it. */
  const calendar = (req: { from?: Date; to?: Date }) => ({
    bookings: month.filter((b) => b.startsAt! < req.to! && b.endsAt! > req.from!),
    openRanges: [],
    timeZone: 'Europe/Belgrade',
  });

  beforeEach(() => {
    booking.answer('getMyAvailability', () => ({
      availability: Availability.fromPartial({ timeZone: 'Europe/Belgrade' }),
      policySentences: [],
    }));
    booking.answer('getTherapistCalendar', calendar);
    messaging.answer('getUnreadCount', () => ({ unreadCount: 1 }));
  });

  it("lists today's sessions and counts the month in their zone, in ranges booking accepts", async () => {
    therapists.answer('getMyProfile', () => ({
      profile: Profile.fromPartial({
        id: 'p1',
        slug: 'ana-anic',
        status: ProfileStatus.PROFILE_STATUS_SUBMITTED,
      }),
    }));

    const overview = await dashboard.loadDashboard(session(['therapist']), now);

    const ranges = booking.seen
      .filter((s) => s.method === 'getTherapistCalendar')
      .map((s) => s.request as { from: Date; to: Date })
      .sort((a, b) => a.from.getTime() - b.from.getTime());
    // 1 October 00:00 summer time → 16 October → 1 November 00:00 winter time; each well under 31 days.
    expect(ranges.map((r) => [r.from.toISOString(), r.to.toISOString()])).toEqual([
      ['2026-09-30T22:00:00.000Z', '2026-10-15T22:00:00.000Z'],
      ['2026-10-15T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
    ]);
    expect(overview.therapist?.today?.zone).toBe('Europe/Belgrade');
    expect(overview.therapist?.today?.date).toBe('2026-10-20');
    expect(overview.therapist?.today?.sessions.map((b) => b.id)).toEqual([
      bookingId(4),
      bookingId(7),
      bookingId(5),
    ]);
    // 12:00 in Belgrade: no room is open (4 closed at 09:05, 5 opens at 15:50; 7 is unpaid).
    expect(overview.therapist?.today?.joinable).toEqual([]);
    // Past: 1, 2, 3 (once) and 4 (ended this morning); ahead: 5 and 8. Not 6 (cancelled), 7 (unpaid), 9 (expired).
    expect(overview.therapist?.month).toEqual({ period: '2026-10', past: 4, ahead: 2 });
    expect(overview.therapist?.profile).toEqual({
      status: 'submitted',
      slug: 'ana-anic',
      rejectionReason: '',
    });
    expect(overview.unread).toBe(1);
    expect(overview.client).toBeNull();
  });

  it('offers the room of a confirmed session of today from 10 minutes before it until 15 after it', async () => {
    therapists.answer('getMyProfile', () => ({
      profile: Profile.fromPartial({ id: 'p1', slug: 'ana-anic' }),
    }));
    const joinableAt = async (iso: string) =>
      (await dashboard.loadDashboard(session(['therapist']), new Date(iso))).therapist?.today?.joinable;
    expect(await joinableAt('2026-10-20T13:49:00Z')).toEqual([]);
    expect(await joinableAt('2026-10-20T13:50:00Z')).toEqual([bookingId(5)]);
    expect(await joinableAt('2026-10-20T15:04:00Z')).toEqual([bookingId(5)]);
    expect(await joinableAt('2026-10-20T15:05:00Z')).toEqual([]);
    // The unpaid one (11:00–11:30) is never joinable.
    expect(await joinableAt('2026-10-20T11:10:00Z')).toEqual([]);
  });

  it('says "none" for a profile not yet started (the service answers NOT_FOUND)', async () => {
    therapists.answer('getMyProfile', () => grpcError(status.NOT_FOUND, 'therapists.profile_not_found'));
    const overview = await dashboard.loadDashboard(session(['therapist']), now);
    expect(overview.therapist?.profile).toEqual({ status: 'none', slug: '', rejectionReason: '' });
    expect(reported).toEqual([]);
  });

  it('keeps the calendar when the therapists service fails, and the profile when booking fails', async () => {
    therapists.answer('getMyProfile', () => grpcError(status.INTERNAL, 'therapists.internal'));
    const first = await dashboard.loadDashboard(session(['therapist']), now);
    expect(first.therapist?.profile).toBeNull();
    expect(first.therapist?.month).toEqual({ period: '2026-10', past: 4, ahead: 2 });
    expect(reported.join('\n')).toContain('"where":"dashboard.therapist.profile"');

    reported = [];
    therapists.answer('getMyProfile', () => ({
      profile: Profile.fromPartial({
        slug: 'ana-anic',
        status: ProfileStatus.PROFILE_STATUS_REJECTED,
        rejectionReason: 'Nedostaje licenca.',
      }),
    }));
    booking.answer('getTherapistCalendar', () => grpcError(status.UNAVAILABLE, 'unavailable'));
    const second = await dashboard.loadDashboard(session(['therapist']), now);
    expect(second.therapist).toEqual({
      today: null,
      month: null,
      profile: { status: 'rejected', slug: 'ana-anic', rejectionReason: 'Nedostaje licenca.' },
    });
    expect(reported.join('\n')).toContain('"where":"dashboard.therapist.calendar"');
  });
});

describe('staff', () => {
  beforeEach(() => {
    messaging.answer('getUnreadCount', () => ({ unreadCount: 0 }));
    therapists.answer('listProfilesForReview', () => ({ profiles: [Profile.fromPartial({})], total: 3 }));
    therapists.answer('listConnectionRequests', () => ({ requests: [], total: 0 }));
    therapists.answer('listReviews', () => ({ reviews: [], total: 12 }));
    admin.answer('listSupportTickets', () => grpcError(status.INTERNAL, 'admin.internal'));
    messaging.answer('listMessageReports', () => ({
      reports: Array.from({ length: 500 }, (_, i) => MessageReport.fromPartial({ id: `r${i}` })),
    }));
    identity.answer('listMail', () => ({
      entries: [MailLogEntry.fromPartial({ id: 'm1', status: MailStatus.MAIL_STATUS_DEAD })],
      hasMore: false,
    }));
  });

  it('counts every queue from its own list, and a failing one is left uncounted', async () => {
    const overview = await dashboard.loadDashboard(
      session(['admin'], { secondFactor: 'passed' }),
      new Date('2026-11-26T10:00:00Z'),
    );
    expect(overview.staff).toEqual({
      needsSecondFactor: false,
      queues: [
        { key: 'verifications', href: '/admin/users-therapists', count: 3, capped: false },
        { key: 'connect', href: '/admin/users-not-assigned', count: 0, capped: false },
        { key: 'reviews', href: '/admin/reviews', count: 12, capped: false },
        { key: 'tickets', href: '/admin/complaints', count: null, capped: false },
        { key: 'reports', href: '/admin/complaints#message-reports', count: 500, capped: true },
        { key: 'mail', href: '/admin/emails?status=dead', count: 1, capped: false },
      ],
    });
    expect(therapists.seen.find((s) => s.method === 'listProfilesForReview')?.request).toMatchObject({
      status: ProfileStatus.PROFILE_STATUS_SUBMITTED,
      pageSize: 1,
    });
    expect(identity.seen.find((s) => s.method === 'listMail')?.request).toMatchObject({
      status: MailStatus.MAIL_STATUS_DEAD,
      limit: dashboard.DEAD_MAIL_PAGE,
    });
    expect(reported.join('\n')).toContain('"where":"dashboard.staff.tickets"');
    expect(overview.client).toBeNull();
  });

  it('says a dead-mail count is capped when identity has more than a page', async () => {
    identity.answer('listMail', () => ({
      entries: Array.from({ length: 200 }, (_, i) => MailLogEntry.fromPartial({ id: `m${i}` })),
      hasMore: true,
    }));
    const overview = await dashboard.staffOverview({ actorToken: TOKEN, secondFactor: 'passed' });
    expect(overview.queues.find((q) => q.key === 'mail')).toMatchObject({ count: 200, capped: true });
  });

  it('without a passed second factor, asks no service (they would refuse) and says what to do', async () => {
    const overview = await dashboard.staffOverview({ actorToken: TOKEN, secondFactor: 'not_enrolled' });
    expect(overview.needsSecondFactor).toBe(true);
    expect(overview.queues.every((q) => q.count === null)).toBe(true);
    expect([therapists, admin, messaging, identity].flatMap((s) => s.seen)).toEqual([]);
  });
});

describe('months', () => {
  it('steps into the next year in December', () => {
    expect(dashboard.nextMonth('2026-12')).toBe('2027-01');
    expect(dashboard.nextMonth('2026-09')).toBe('2026-10');
  });
});
