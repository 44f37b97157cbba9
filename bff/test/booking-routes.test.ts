// Booking's /api/v1 routes against a scripted booking service: what the service is asked, the JSON people get
// back, and every "no" turned into the right status with a Serbian sentence. Identity is not needed: sessions
// sit in the actor cache the way the BFF keeps them after resolving a cookie.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { BookingStatus, SessionKind } from '@oslonac/proto/oslonac/booking/v1/booking';
import { BOOKING_ID, pbBooking, pbTherapist, signedIn } from './support/booking-fixtures';
import { type BookingServer, grpcError, startBookingServer } from './support/booking-server';
import { call, problem } from './support/http';

let fake: BookingServer;
let routes: {
  bookings: typeof import('../app/api/v1/bookings/route');
  booking: typeof import('../app/api/v1/bookings/[id]/route');
  submit: typeof import('../app/api/v1/bookings/[id]/submit/route');
  cancel: typeof import('../app/api/v1/bookings/[id]/cancel/route');
  reschedule: typeof import('../app/api/v1/bookings/[id]/reschedule/route');
  slots: typeof import('../app/api/v1/therapists/[slug]/slots/route');
  options: typeof import('../app/api/v1/therapists/[slug]/booking-options/route');
  board: typeof import('../app/api/v1/free-slots/route');
  availability: typeof import('../app/api/v1/me/availability/route');
  adminBookings: typeof import('../app/api/v1/admin/bookings/route');
  feed: typeof import('../app/api/v1/me/calendar-feed/route');
  rotateFeed: typeof import('../app/api/v1/me/calendar-feed/rotate/route');
  invitation: typeof import('../app/api/v1/relationships/[id]/invitation/route');
  partnerInvitation: typeof import('../app/api/v1/partner-invitations/[relationshipId]/route');
  health: typeof import('../app/api/health/route');
};
let closeClient: () => void;

beforeAll(async () => {
  fake = await startBookingServer();
  process.env.BOOKING_GRPC_ADDR = fake.addr;
  // Nothing listens here: identity must not be needed by any of these requests.
  process.env.IDENTITY_GRPC_ADDR = '127.0.0.1:9';
  process.env.COOKIE_SECURE = 'false';
  routes = {
    bookings: await import('../app/api/v1/bookings/route'),
    booking: await import('../app/api/v1/bookings/[id]/route'),
    submit: await import('../app/api/v1/bookings/[id]/submit/route'),
    cancel: await import('../app/api/v1/bookings/[id]/cancel/route'),
    reschedule: await import('../app/api/v1/bookings/[id]/reschedule/route'),
    slots: await import('../app/api/v1/therapists/[slug]/slots/route'),
    options: await import('../app/api/v1/therapists/[slug]/booking-options/route'),
    board: await import('../app/api/v1/free-slots/route'),
    availability: await import('../app/api/v1/me/availability/route'),
    adminBookings: await import('../app/api/v1/admin/bookings/route'),
    feed: await import('../app/api/v1/me/calendar-feed/route'),
    rotateFeed: await import('../app/api/v1/me/calendar-feed/rotate/route'),
    invitation: await import('../app/api/v1/relationships/[id]/invitation/route'),
    partnerInvitation: await import('../app/api/v1/partner-invitations/[relationshipId]/route'),
    health: await import('../app/api/health/route'),
  };
  closeClient = (await import('../src/server/gateways/booking')).closeBookingClient;
});

afterAll(async () => {
  closeClient?.();
  await fake?.stop();
});

beforeEach(() => {
  fake.seen.length = 0;
});

const hold = { therapistSlug: 'ana-anic', kind: 'individual', startsAt: '2026-12-01T09:00:00Z' };

describe('holding a time', () => {
  it("holds for the signed-in client under the account's name and answers 201 with the booking", async () => {
    fake.answer('holdSlot', () => ({ booking: pbBooking() }));
    const res = await call(routes.bookings.POST, '/api/v1/bookings', {
      body: hold,
      headers: signedIn('hold-ok', ['client'], 'Mila Milić'),
    });
    expect(res.status).toBe(201);
    const { booking } = (await res.json()) as { booking: Record<string, unknown> };
    expect(booking).toMatchObject({
      id: BOOKING_ID,
      status: 'held',
      kind: 'individual',
      startsAt: '2026-12-01T09:00:00.000Z',
      expiresAt: '2026-11-22T10:10:00.000Z',
      timeZone: 'Europe/Belgrade',
      price: { amountMinor: 450_000, currency: 'RSD' },
      policy: { cancelWindowHours: 24, rescheduleWindowHours: 12, lateCancel: 'half_refund' },
      history: [{ at: '2026-11-22T10:00:00.000Z', by: 'client', action: 'held' }],
      cancelledBy: null,
    });
    expect(fake.seen).toEqual([
      {
        method: 'holdSlot',
        actorToken: 'actor-hold-ok',
        request: {
          therapistSlug: 'ana-anic',
          kind: SessionKind.SESSION_KIND_INDIVIDUAL,
          startsAt: new Date('2026-12-01T09:00:00Z'),
          clientName: 'Mila Milić',
        },
      },
    ]);
  });

  it('says "Termin je upravo zauzet" with 409 when someone was faster, in either script', async () => {
    fake.answer('holdSlot', () => grpcError(status.ABORTED, 'booking.slot_taken'));
    const res = await call(routes.bookings.POST, '/api/v1/bookings', {
      body: hold,
      headers: signedIn('hold-taken', ['client']),
    });
    expect(res.status).toBe(409);
    expect(await problem(res)).toMatchObject({
      code: 'booking.slot_taken',
      title: 'Termin je upravo zauzet. Izaberite drugi.',
    });

    const headers = signedIn('hold-taken-cyr', ['client']);
    const cyr = await call(routes.bookings.POST, '/api/v1/bookings', {
      body: hold,
      headers: { ...headers, cookie: `${headers.cookie}; oslonac_locale=sr-Cyrl` },
    });
    expect(cyr.status).toBe(409);
    expect((await problem(cyr)).title).toBe('Термин је управо заузет. Изаберите други.');
  });

  it('refuses bad input with 400 and a message per field, before asking the service', async () => {
    const headers = signedIn('hold-bad', ['client']);
    const cases: [unknown, string, string][] = [
      [{ ...hold, startsAt: 'sutra u 10' }, 'startsAt', 'Izaberite jedan od ponuđenih termina.'],
      [{ ...hold, startsAt: '2026-02-31T10:00:00Z' }, 'startsAt', 'Izaberite jedan od ponuđenih termina.'],
      [{ ...hold, therapistSlug: '../admin' }, 'therapistSlug', 'Adresa profila terapeuta nije ispravna.'],
      [{ ...hold, kind: 'group' }, 'kind', 'Izaberite vrstu.'],
      [{ ...hold, clientName: 'Neko drugi' }, 'clientName', 'Ovo polje nije dozvoljeno.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(routes.bookings.POST, '/api/v1/bookings', { body, headers });
      expect(res.status).toBe(400);
      expect((await problem(res)).errors?.[field]).toBe(message);
    }
    expect(fake.seen).toEqual([]);
  });

  it('needs a session, and the CSRF token that goes with its cookie', async () => {
    const anonymous = await call(routes.bookings.POST, '/api/v1/bookings', { body: hold });
    expect(anonymous.status).toBe(401);
    const headers = signedIn('hold-csrf', ['client']);
    const forged = await call(routes.bookings.POST, '/api/v1/bookings', {
      body: hold,
      headers: { ...headers, 'x-csrf-token': 'd'.repeat(43) },
    });
    expect(forged.status).toBe(403);
    expect((await problem(forged)).code).toBe('csrf.failed');
    expect(fake.seen).toEqual([]);
  });
});

describe('after the hold', () => {
  it('sends the held booking to payment', async () => {
    fake.answer('submitBooking', () => ({
      booking: pbBooking({ status: BookingStatus.BOOKING_STATUS_AWAITING_PAYMENT }),
    }));
    const res = await call(routes.submit.POST, `/api/v1/bookings/${BOOKING_ID}/submit`, {
      body: {},
      params: { id: BOOKING_ID },
      headers: signedIn('submit-ok', ['client']),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { booking: { status: string } }).booking.status).toBe('awaiting_payment');
    expect(fake.seen[0]?.request).toEqual({ bookingId: BOOKING_ID });
  });

  it('says the reservation expired with 410 once the hold ran out', async () => {
    fake.answer('submitBooking', () => grpcError(status.FAILED_PRECONDITION, 'booking.expired'));
    const res = await call(routes.submit.POST, `/api/v1/bookings/${BOOKING_ID}/submit`, {
      body: {},
      params: { id: BOOKING_ID },
      headers: signedIn('submit-late', ['client']),
    });
    expect(res.status).toBe(410);
    expect((await problem(res)).title).toMatch(/^Rezervacija je istekla/);
  });

  it('explains that it is too late to cancel or to move the session', async () => {
    fake.answer('cancelBooking', () => grpcError(status.FAILED_PRECONDITION, 'booking.too_late_to_cancel'));
    const cancel = await call(routes.cancel.POST, `/api/v1/bookings/${BOOKING_ID}/cancel`, {
      body: { reason: 'Bolest' },
      params: { id: BOOKING_ID },
      headers: signedIn('cancel-late', ['client']),
    });
    expect(cancel.status).toBe(409);
    expect((await problem(cancel)).title).toMatch(/^Rok za otkazivanje ovog termina je prošao/);
    expect(fake.seen[0]?.request).toEqual({ bookingId: BOOKING_ID, reason: 'Bolest' });

    fake.answer('rescheduleBooking', () =>
      grpcError(status.FAILED_PRECONDITION, 'booking.too_late_to_reschedule'),
    );
    const move = await call(routes.reschedule.POST, `/api/v1/bookings/${BOOKING_ID}/reschedule`, {
      body: { startsAt: '2026-12-02T09:00:00+01:00' },
      params: { id: BOOKING_ID },
      headers: signedIn('move-late', ['client']),
    });
    expect(move.status).toBe(409);
    expect((await problem(move)).title).toMatch(/^Rok za pomeranje ovog termina je prošao/);
  });

  it('answers 404 for a booking that is not there and 400 for an id that cannot be one', async () => {
    fake.answer('getBooking', () => grpcError(status.NOT_FOUND, 'booking.not_found', { what: 'booking' }));
    const headers = signedIn('get-missing', ['client']);
    const missing = await call(routes.booking.GET, `/api/v1/bookings/${BOOKING_ID}`, {
      params: { id: BOOKING_ID },
      headers,
    });
    expect(missing.status).toBe(404);
    expect((await problem(missing)).code).toBe('booking.not_found');
    const bad = await call(routes.booking.GET, '/api/v1/bookings/1%20OR%201', {
      params: { id: '1 OR 1' },
      headers,
    });
    expect(bad.status).toBe(400);
  });
});

describe('public reads', () => {
  it('lists slots for the next 14 days by default, and refuses spans over 31 days or backwards', async () => {
    fake.answer('listSlots', () => ({
      slots: [{ startsAt: new Date('2026-12-01T09:00:00Z'), endsAt: new Date('2026-12-01T09:50:00Z') }],
      timeZone: 'Europe/Belgrade',
      durationMinutes: 50,
    }));
    const ok = await call(routes.slots.GET, '/api/v1/therapists/ana-anic/slots?kind=couples', {
      params: { slug: 'ana-anic' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      slots: [{ startsAt: '2026-12-01T09:00:00.000Z', endsAt: '2026-12-01T09:50:00.000Z' }],
      timeZone: 'Europe/Belgrade',
      durationMinutes: 50,
    });
    const asked = fake.seen[0]?.request as { kind: number; from: Date; to: Date };
    expect(asked.kind).toBe(SessionKind.SESSION_KIND_COUPLES);
    expect(asked.to.getTime() - asked.from.getTime()).toBe(14 * 24 * 3600 * 1000);

    for (const query of [
      'from=2026-12-01T00:00:00Z&to=2027-01-15T00:00:00Z',
      'from=2026-12-10T00:00:00Z&to=2026-12-01T00:00:00Z',
    ]) {
      const res = await call(routes.slots.GET, `/api/v1/therapists/ana-anic/slots?${query}`, {
        params: { slug: 'ana-anic' },
      });
      expect(res.status).toBe(400);
      expect((await problem(res)).errors?.to).toBe('Kraj mora biti posle početka, a raspon najviše 31 dan.');
    }
    expect(fake.seen).toHaveLength(1);
  });

  it('serves booking options without the account id of the therapist', async () => {
    fake.answer('getBookingOptions', () => ({
      therapist: pbTherapist(),
      policy: { cancelWindowHours: 24, rescheduleWindowHours: 24, lateCancel: 1 },
      policySentences: ['Termin možete otkazati najkasnije 24 sata pre početka.'],
      holdMinutes: 10,
    }));
    const res = await call(routes.options.GET, '/api/v1/therapists/ana-anic/booking-options', {
      params: { slug: 'ana-anic' },
    });
    const body = (await res.json()) as { therapist: Record<string, unknown>; holdMinutes: number };
    expect(res.status).toBe(200);
    expect(body.holdMinutes).toBe(10);
    expect(body.therapist).not.toHaveProperty('userId');
    expect(body.therapist.sessionTypes).toEqual([
      {
        kind: 'individual',
        durationMinutes: 50,
        priceRsd: { amountMinor: 450_000, currency: 'RSD' },
        priceEur: { amountMinor: 4_000, currency: 'EUR' },
      },
    ]);
  });

  it('asks the board for the chosen window, filters and a price ceiling in para', async () => {
    fake.answer('listFreeSlots', () => ({
      entries: [
        {
          therapist: pbTherapist(),
          slots: [{ startsAt: new Date('2026-12-01T09:00:00Z'), endsAt: new Date('2026-12-01T09:50:00Z') }],
        },
      ],
      nextPageToken: 'next-1',
    }));
    const res = await call(
      routes.board.GET,
      '/api/v1/free-slots?window=48&specialty=anksioznost&language=sr&maxPrice=5000',
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { entries: { therapist: object }[]; nextPageToken: string };
    expect(body.nextPageToken).toBe('next-1');
    expect(body.entries[0]?.therapist).not.toHaveProperty('userId');
    expect(fake.seen[0]?.request).toMatchObject({
      windowHours: 48,
      specialty: 'anksioznost',
      language: 'sr',
      maxPriceRsdMinor: 500_000,
      pageToken: '',
    });

    const empty = await call(routes.board.GET, '/api/v1/free-slots?specialty=&language=&maxPrice=');
    expect(empty.status).toBe(200);
    expect(fake.seen[1]?.request).toMatchObject({ windowHours: 168, specialty: '', maxPriceRsdMinor: 0 });

    for (const bad of ['window=72', 'language=xx', 'maxPrice=-5', 'specialty=%3Cscript%3E', 'sort=price']) {
      const r = await call(routes.board.GET, `/api/v1/free-slots?${bad}`);
      expect(r.status).toBe(400);
    }
    expect(fake.seen).toHaveLength(2);
  });
});

describe('therapist and admin', () => {
  it('reports every schedule problem the service found, each under its field', async () => {
    fake.answer('saveMyAvailability', () =>
      grpcError(status.INVALID_ARGUMENT, 'booking.invalid_availability', {
        fields: 'weekly[0],policy.cancelWindowHours',
        problems: JSON.stringify([
          { field: 'weekly[0]', message: 'Radno vreme ponedeljkom počinje posle kraja.' },
          { field: 'policy.cancelWindowHours', message: '' },
        ]),
      }),
    );
    const body = {
      timeZone: 'Europe/Belgrade',
      weekly: [{ weekday: 1, startMinute: 1020, endMinute: 540 }],
      breaks: [],
      overrides: [{ date: '2026-12-31', ranges: [] }],
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 10,
      minimumNoticeMinutes: 720,
      horizonDays: 60,
      slotStepMinutes: 30,
      policy: { cancelWindowHours: 300, rescheduleWindowHours: 24, lateCancel: 'half_refund' },
    };
    const res = await call(routes.availability.PUT, '/api/v1/me/availability', {
      method: 'PUT',
      body,
      headers: signedIn('therapist-rules', ['therapist']),
    });
    expect(res.status).toBe(400);
    expect(await problem(res)).toMatchObject({
      code: 'booking.invalid_availability',
      title: 'Raspored nije sačuvan. Ispravite označena polja.',
      errors: {
        'weekly.0': 'Radno vreme ponedeljkom počinje posle kraja.',
        'policy.cancelWindowHours': 'Rok za otkazivanje je od 0 do 336 sati.',
      },
    });
    const sent = fake.seen[0]?.request as { availability: { policy: { lateCancel: number } } };
    expect(sent.availability.policy.lateCancel).toBe(3);
  });

  it('lets only admins list bookings awaiting payment', async () => {
    fake.answer('listBookingsForAdmin', () => ({
      bookings: [pbBooking({ status: BookingStatus.BOOKING_STATUS_AWAITING_PAYMENT })],
      nextPageToken: '',
    }));
    const client = await call(routes.adminBookings.GET, '/api/v1/admin/bookings', {
      headers: signedIn('not-admin', ['client']),
    });
    expect(client.status).toBe(403);

    const admin = signedIn('admin', ['admin']);
    const list = await call(routes.adminBookings.GET, '/api/v1/admin/bookings', { headers: admin });
    expect(list.status).toBe(200);
    expect(fake.seen[0]?.request).toMatchObject({ status: BookingStatus.BOOKING_STATUS_AWAITING_PAYMENT });
    expect(((await list.json()) as { bookings: { status: string }[] }).bookings[0]?.status).toBe(
      'awaiting_payment',
    );
  });

  it('gives out private links on this site: the calendar feed and the partner invitation', async () => {
    fake.answer('getCalendarFeedToken', (req) =>
      req.rotate
        ? { token: 'feed_token_1234567890abcdef', active: true, createdAt: new Date('2026-11-20T10:00:00Z') }
        : { token: '', active: true, createdAt: new Date('2026-11-20T10:00:00Z') },
    );
    fake.answer('invitePartner', () => ({
      token: 'invite_token_1234567890abcdef',
      invitation: { status: 1, expiresAt: new Date('2026-11-25T10:00:00Z'), createdAt: new Date() },
    }));
    const headers = signedIn('links', ['client']);
    // The address exists only once, when made; afterwards only whether there is one.
    const feed = await call(routes.feed.GET, '/api/v1/me/calendar-feed', { headers });
    expect(await feed.json()).toEqual({ active: true, createdAt: '2026-11-20T10:00:00.000Z' });
    const made = await call(routes.rotateFeed.POST, '/api/v1/me/calendar-feed/rotate', { body: {}, headers });
    expect(await made.json()).toEqual({
      url: 'http://localhost:3000/api/v1/calendar/feed_token_1234567890abcdef.ics',
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    const relationshipId = '0193a1b2-0000-7000-8000-0000000000aa';
    const invite = await call(routes.invitation.POST, `/api/v1/relationships/${relationshipId}/invitation`, {
      body: {},
      params: { id: relationshipId },
      headers,
    });
    expect(invite.status).toBe(201);
    expect(await invite.json()).toEqual({
      url: `http://localhost:3000/partner-invitation/${relationshipId}#token=invite_token_1234567890abcdef`,
      expiresAt: '2026-11-25T10:00:00.000Z',
    });
  });

  it('reads an invitation with the token from a POST body, never from a URL', async () => {
    let seen = '';
    fake.answer('getPartnerInvitation', (req) => {
      seen = req.token;
      return {
        invitation: { status: 1, expiresAt: new Date('2026-11-25T10:00:00Z'), createdAt: new Date() },
        therapistName: 'Ana Anić',
        inviterName: 'Mila',
      };
    });
    const relationshipId = '0193a1b2-0000-7000-8000-0000000000ab';
    const token = 'invite_token_1234567890abcdef';
    const res = await call(routes.partnerInvitation.POST, `/api/v1/partner-invitations/${relationshipId}`, {
      body: { token },
      params: { relationshipId },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ inviterName: 'Mila', therapistName: 'Ana Anić' });
    expect(seen).toBe(token);
    // There is no way to put it in a query string any more.
    expect('GET' in routes.partnerInvitation).toBe(false);
  });
});

describe('when booking does not answer', () => {
  it('is a calm 503 for a valid request, and health reports booking among the upstreams', async () => {
    fake.answer('listSlots', () => grpcError(status.UNAVAILABLE, 'unavailable'));
    const res = await call(routes.slots.GET, '/api/v1/therapists/ana-anic/slots', {
      params: { slug: 'ana-anic' },
    });
    expect(res.status).toBe(503);
    expect((await problem(res)).code).toBe('upstream.unavailable');
    const health = await routes.health.GET();
    expect(((await health.json()) as { upstreams: Record<string, string> }).upstreams).toHaveProperty(
      'booking',
    );
  });
});
