// The video-session routes against a scripted sessions service (and booking, for names): what the service is asked
// and as whom, what the session page gets back (the room's window, my role, who is in it by name), the join token
// with the WebSocket path, the therapist's note with its version, and every "no" as the right status with a calm
// Serbian sentence (Cyrillic derived).
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BookingServiceService, Relationship } from '@oslonac/proto/oslonac/booking/v1/booking';
import {
  ParticipantRole,
  Session,
  SessionStatus,
  SessionsServiceService,
} from '@oslonac/proto/oslonac/sessions/v1/sessions';
import { pbBooking } from './support/booking-fixtures';
import { call, problem, signedIn } from './support/http';
import { grpcError, type ScriptedServer, startScriptedServer } from './support/scripted-server';

const SESSION = '0193a1b2-0000-7000-8000-0000000000e1';
const REL = '0193a1b2-0000-7000-8000-0000000000aa';
const THERAPIST = 'user-marko';
const CLIENT = 'user-ana';
const PARTNER = 'user-petar';

const pbSession = (over: Partial<Session> = {}) =>
  Session.fromPartial({
    id: SESSION,
    relationshipId: REL,
    therapistUserId: THERAPIST,
    clientUserId: CLIENT,
    partnerUserId: PARTNER,
    startsAt: new Date('2026-11-26T16:00:00Z'),
    endsAt: new Date('2026-11-26T16:50:00Z'),
    opensAt: new Date('2026-11-26T15:50:00Z'),
    closesAt: new Date('2026-11-26T17:05:00Z'),
    status: SessionStatus.SESSION_STATUS_SCHEDULED,
    myRole: ParticipantRole.PARTICIPANT_ROLE_CLIENT,
    ...over,
  });

let sessions: ScriptedServer<typeof SessionsServiceService>;
let booking: ScriptedServer<typeof BookingServiceService>;
let routes: {
  one: typeof import('../app/api/v1/sessions/[sessionId]/route');
  join: typeof import('../app/api/v1/sessions/[sessionId]/join/route');
  note: typeof import('../app/api/v1/sessions/[sessionId]/note/route');
};
let closeAll: () => void;

beforeAll(async () => {
  sessions = await startScriptedServer(SessionsServiceService);
  booking = await startScriptedServer(BookingServiceService);
  process.env.SESSIONS_GRPC_ADDR = sessions.addr;
  process.env.BOOKING_GRPC_ADDR = booking.addr;
  process.env.IDENTITY_GRPC_ADDR = '127.0.0.1:9';
  process.env.COOKIE_SECURE = 'false';
  routes = {
    one: await import('../app/api/v1/sessions/[sessionId]/route'),
    join: await import('../app/api/v1/sessions/[sessionId]/join/route'),
    note: await import('../app/api/v1/sessions/[sessionId]/note/route'),
  };
  const [{ closeSessionsClient }, { closeBookingClient }] = await Promise.all([
    import('../src/server/gateways/sessions'),
    import('../src/server/gateways/booking'),
  ]);
  closeAll = () => {
    closeSessionsClient();
    closeBookingClient();
  };
});

afterAll(async () => {
  jest.restoreAllMocks();
  closeAll?.();
  await sessions?.stop();
  await booking?.stop();
});

let reported: string[] = [];
beforeEach(() => {
  sessions.seen.length = 0;
  booking.seen.length = 0;
  reported = [];
  jest.spyOn(console, 'error').mockImplementation((line: unknown) => {
    reported.push(String(line));
  });
});

const client = () => signedIn('ana', ['client'], 'Ana Anić');
const therapist = () => signedIn('marko', ['therapist'], 'Marko Marković');
const at = (path = '') => `/api/v1/sessions/${SESSION}${path}`;
const params = { sessionId: SESSION };

describe('GET /api/v1/sessions/{id}', () => {
  it('gives the room window, my role and everyone in it by the names booking knows, asked as the caller', async () => {
    sessions.answer('getSession', () => ({ session: pbSession() }));
    booking.answer('listMyRelationships', () => ({
      relationships: [
        Relationship.fromPartial({
          id: REL,
          therapistUserId: THERAPIST,
          therapistName: 'Dr Marko Marković',
          clientUserId: CLIENT,
          clientName: 'Ana Anić',
          partnerUserId: PARTNER,
          partnerName: 'Petar Perić',
        }),
      ],
    }));
    const res = await call(routes.one.GET, at(), { headers: client(), params });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      session: {
        id: SESSION,
        startsAt: '2026-11-26T16:00:00.000Z',
        endsAt: '2026-11-26T16:50:00.000Z',
        opensAt: '2026-11-26T15:50:00.000Z',
        closesAt: '2026-11-26T17:05:00.000Z',
        status: 'scheduled',
        myRole: 'client',
        clientJoined: false,
        endedAt: null,
      },
      people: [
        { userId: THERAPIST, role: 'therapist', displayName: 'Dr Marko Marković' },
        { userId: CLIENT, role: 'client', displayName: 'Ana Anić' },
        { userId: PARTNER, role: 'partner', displayName: 'Petar Perić' },
      ],
    });
    expect(sessions.seen).toEqual([
      { method: 'getSession', request: { sessionId: SESSION }, actorToken: 'actor-ana' },
    ]);
    expect(booking.seen.map((s) => s.actorToken)).toEqual(['actor-ana']);
  });

  it('still opens when booking cannot say the names: the caller is named from their account, no partner listed', async () => {
    sessions.answer('getSession', () => ({
      session: pbSession({
        partnerUserId: '',
        status: SessionStatus.SESSION_STATUS_ENDED,
        clientJoined: true,
        endedAt: new Date('2026-11-26T16:52:00Z'),
      }),
    }));
    booking.answer('listMyRelationships', () => grpcError(status.UNAVAILABLE, 'unavailable'));
    const res = await call(routes.one.GET, at(), { headers: client(), params });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      session: { status: string; clientJoined: boolean; endedAt: string };
      people: unknown[];
    };
    expect(body.session).toMatchObject({
      status: 'ended',
      clientJoined: true,
      endedAt: '2026-11-26T16:52:00.000Z',
    });
    expect(body.people).toEqual([
      { userId: THERAPIST, role: 'therapist', displayName: '' },
      { userId: CLIENT, role: 'client', displayName: 'Ana Anić' },
    ]);
    expect(reported.join('\n')).toContain('sessions.relationships');
  });

  it('is a plain 404 for a stranger, a 400 for an id that is not one, and 401 signed out', async () => {
    sessions.answer('getSession', () => grpcError(status.NOT_FOUND, 'sessions.not_found'));
    const res = await call(routes.one.GET, at(), { headers: client(), params });
    expect(res.status).toBe(404);
    expect(await problem(res)).toMatchObject({
      code: 'sessions.not_found',
      title: 'Ova sesija ne postoji ili vam nije dostupna.',
    });
    const bad = await call(routes.one.GET, '/api/v1/sessions/nesto', {
      headers: client(),
      params: { sessionId: 'nesto' },
    });
    expect(bad.status).toBe(400);
    expect((await call(routes.one.GET, at(), { params })).status).toBe(401);
  });
});

describe('POST /api/v1/sessions/{id}/join', () => {
  it('answers a short-lived token and the WebSocket path on this origin', async () => {
    sessions.answer('issueJoinToken', () => ({
      token: 'tok-123',
      expiresAt: new Date('2026-11-26T15:57:00Z'),
      session: pbSession({ status: SessionStatus.SESSION_STATUS_OPEN }),
    }));
    const res = await call(routes.join.POST, at('/join'), { method: 'POST', headers: client(), params });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      token: 'tok-123',
      expiresAt: '2026-11-26T15:57:00.000Z',
      rtcPath: '/rtc',
    });
    expect(sessions.seen).toEqual([
      { method: 'issueJoinToken', request: { sessionId: SESSION }, actorToken: 'actor-ana' },
    ]);
  });

  it('is refused without the CSRF token, before asking the service', async () => {
    const { 'x-csrf-token': _csrf, ...headers } = client();
    const res = await call(routes.join.POST, at('/join'), { method: 'POST', headers, params });
    expect(res.status).toBe(403);
    expect(sessions.seen).toEqual([]);
  });

  it.each([
    ['sessions.not_open_yet', 'Soba za sesiju se otvara 10 minuta pre početka.'],
    ['sessions.closed', 'Vreme za ovu sesiju je prošlo i soba je zatvorena.'],
    ['sessions.ended', 'Ova sesija je završena.'],
    ['sessions.cancelled', 'Ova sesija je otkazana'],
  ])('words %s calmly as a 409', async (code, sentence) => {
    sessions.answer('issueJoinToken', () => grpcError(status.FAILED_PRECONDITION, code));
    const res = await call(routes.join.POST, at('/join'), { method: 'POST', headers: client(), params });
    expect(res.status).toBe(409);
    const body = await problem(res);
    expect(body.code).toBe(code);
    expect(body.title).toContain(sentence);
  });

  it('reads in Cyrillic when the visitor chose it', async () => {
    sessions.answer('issueJoinToken', () => grpcError(status.FAILED_PRECONDITION, 'sessions.not_open_yet'));
    const headers = client();
    headers.cookie += '; oslonac_locale=sr-Cyrl';
    const res = await call(routes.join.POST, at('/join'), { method: 'POST', headers, params });
    expect((await problem(res)).title).toContain('Соба за сесију се отвара 10 минута пре почетка.');
  });
});

describe('the therapist’s note', () => {
  it('reads the note with its version, and an empty one before the first save', async () => {
    sessions.answer('getNote', () => ({
      note: {
        sessionId: SESSION,
        text: 'Klijentkinja mirnija.',
        version: 3,
        updatedAt: new Date('2026-11-26T17:00:00Z'),
      },
    }));
    const res = await call(routes.note.GET, at('/note'), { headers: therapist(), params });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      text: 'Klijentkinja mirnija.',
      version: 3,
      updatedAt: '2026-11-26T17:00:00.000Z',
    });
    expect(sessions.seen[0]).toMatchObject({ method: 'getNote', actorToken: 'actor-marko' });

    sessions.answer('getNote', () => ({
      note: { sessionId: SESSION, text: '', version: 0, updatedAt: undefined },
    }));
    const empty = await call(routes.note.GET, at('/note'), { headers: therapist(), params });
    expect(await empty.json()).toEqual({ text: '', version: 0, updatedAt: null });
  });

  it('is a 404 for the client (the service does not show it to anyone else)', async () => {
    sessions.answer('getNote', () => grpcError(status.NOT_FOUND, 'sessions.not_found'));
    const res = await call(routes.note.GET, at('/note'), { headers: client(), params });
    expect(res.status).toBe(404);
  });

  it('saves a long note with the version it edits, untrimmed', async () => {
    const text = `  ${'Đurđa je govorila o snu. '.repeat(790)}`.slice(0, 20_000);
    sessions.answer('saveNote', (req) => ({
      note: {
        sessionId: req.sessionId,
        text: req.text,
        version: req.expectedVersion + 1,
        updatedAt: new Date('2026-11-26T17:10:00Z'),
      },
    }));
    const res = await call(routes.note.PUT, at('/note'), {
      method: 'PUT',
      headers: therapist(),
      params,
      body: { text, expectedVersion: 3 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text, version: 4, updatedAt: '2026-11-26T17:10:00.000Z' });
    expect(sessions.seen).toEqual([
      {
        method: 'saveNote',
        request: { sessionId: SESSION, text, expectedVersion: 3 },
        actorToken: 'actor-marko',
      },
    ]);
  });

  it('refuses a note over 20,000 characters before asking the service, in Serbian', async () => {
    const res = await call(routes.note.PUT, at('/note'), {
      method: 'PUT',
      headers: therapist(),
      params,
      body: { text: 'a'.repeat(20_001), expectedVersion: 0 },
    });
    expect(res.status).toBe(400);
    expect((await problem(res)).errors?.text).toBe('Beleška može imati najviše 20.000 znakova.');
    const noVersion = await call(routes.note.PUT, at('/note'), {
      method: 'PUT',
      headers: therapist(),
      params,
      body: { text: 'x' },
    });
    expect(noVersion.status).toBe(400);
    expect(sessions.seen).toEqual([]);
  });

  it('says plainly when the note was saved elsewhere meanwhile (409)', async () => {
    sessions.answer('saveNote', () => grpcError(status.ABORTED, 'sessions.note_conflict'));
    const res = await call(routes.note.PUT, at('/note'), {
      method: 'PUT',
      headers: therapist(),
      params,
      body: { text: 'Nova beleška', expectedVersion: 1 },
    });
    expect(res.status).toBe(409);
    expect(await problem(res)).toMatchObject({
      code: 'sessions.note_conflict',
      title:
        'Beleška je u međuvremenu sačuvana na drugom mestu. Učitajte najnoviju verziju, pa dodajte svoje izmene.',
    });
    // Not retried: a save that landed would come back as its own conflict.
    expect(sessions.seen).toHaveLength(1);
  });
});

describe('the review prompt after a session', () => {
  it('names the booking’s therapist for its client only, and nothing when booking cannot say', async () => {
    const { reviewTargetOrNull } = await import('../src/api/use-cases/sessions');
    booking.answer('getBooking', () => ({
      booking: pbBooking({ id: SESSION, clientUserId: 'user-ana', therapistName: 'Dr Marko Marković' }),
    }));
    const me = (id: string) => ({ actorToken: `actor-${id}`, user: { id } as never });
    expect(await reviewTargetOrNull(me('user-ana'), SESSION)).toEqual({
      profileId: pbBooking().therapistProfileId,
      therapistName: 'Dr Marko Marković',
    });
    expect(booking.seen[0]).toMatchObject({ method: 'getBooking', actorToken: 'actor-user-ana' });
    expect(await reviewTargetOrNull(me('user-petar'), SESSION)).toBeNull();
    booking.answer('getBooking', () => grpcError(status.UNAVAILABLE, 'unavailable'));
    expect(await reviewTargetOrNull(me('user-ana'), SESSION)).toBeNull();
  });
});
