// The questionnaire routes against scripted therapists and identity services: a visitor's result is bound to
// the browser that saved it (an HttpOnly cookie holding the result's secret), and a signed-in person's stale
// actor token is renewed rather than turned into a failure.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { IdentityServiceService, OnboardingStep, Role } from '@oslonac/proto/oslonac/identity/v1/identity';
import { TherapistsServiceService } from '@oslonac/proto/oslonac/therapists/v1/therapists';
import { call, ORIGIN, signedIn } from './support/http';
import { grpcError, type ScriptedServer, startScriptedServer } from './support/scripted-server';

const RESULT_ID = '0193a1b2-0000-7000-8000-0000000000c1';
const SECRET = 'match_secret_0123456789abcdefghij';
const CSRF = 'k'.repeat(43);
const visitor = (cookie = '') => ({
  cookie: `oslonac_csrf=${CSRF}${cookie ? `; ${cookie}` : ''}`,
  'x-csrf-token': CSRF,
  origin: ORIGIN,
  'sec-fetch-site': 'same-origin',
});
const answers = { concerns: ['anksioznost'], maxPriceRsd: 500_000, languages: ['sr'] };
const result = {
  id: RESULT_ID,
  answers: undefined,
  therapists: [],
  createdAt: new Date('2026-11-25T10:00:00Z'),
};

let therapists: ScriptedServer<typeof TherapistsServiceService>;
let identity: ScriptedServer<typeof IdentityServiceService>;
let routes: {
  matches: typeof import('../app/api/v1/matches/route');
  match: typeof import('../app/api/v1/matches/[id]/route');
};
let close: (() => void)[] = [];

beforeAll(async () => {
  therapists = await startScriptedServer(TherapistsServiceService);
  identity = await startScriptedServer(IdentityServiceService);
  process.env.THERAPISTS_GRPC_ADDR = therapists.addr;
  process.env.IDENTITY_GRPC_ADDR = identity.addr;
  process.env.COOKIE_SECURE = 'false';
  routes = {
    matches: await import('../app/api/v1/matches/route'),
    match: await import('../app/api/v1/matches/[id]/route'),
  };
  close = [
    (await import('../src/server/gateways/therapists')).closeTherapistsClient,
    (await import('../src/server/gateways/identity')).closeIdentityClient,
  ];
});

afterAll(async () => {
  for (const c of close) c();
  await therapists?.stop();
  await identity?.stop();
});

beforeEach(() => {
  therapists.seen.length = 0;
  identity.seen.length = 0;
});

const getMatch = (headers: Record<string, string>) =>
  call(routes.match.GET, `/api/v1/matches/${RESULT_ID}`, {
    method: 'GET',
    params: { id: RESULT_ID },
    headers,
  });

describe("a visitor's questionnaire result", () => {
  it('keeps the secret in an HttpOnly cookie for this result, never in the body or the address', async () => {
    therapists.answer('createMatch', () => ({ resultId: RESULT_ID, secret: SECRET }));
    const res = await call(routes.matches.POST, '/api/v1/matches', { body: answers, headers: visitor() });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ resultId: RESULT_ID });
    expect(text).not.toContain(SECRET);
    expect(res.headers.get('location')).toBe(`/upitnik/${RESULT_ID}`);
    expect(res.headers.getSetCookie()).toEqual([
      `oslonac_match_${RESULT_ID}=${SECRET}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('opens with that cookie, and is not found from another browser that knows only the id', async () => {
    therapists.answer('getMatch', (req) =>
      req.secret === SECRET ? { result } : grpcError(status.NOT_FOUND, 'therapists.match_not_found'),
    );
    const mine = await getMatch(visitor(`oslonac_match_${RESULT_ID}=${SECRET}`));
    expect(mine.status).toBe(200);
    expect((await mine.json()).result.id).toBe(RESULT_ID);

    const other = await getMatch(visitor());
    expect(other.status).toBe(404);
    expect(therapists.seen.map((s) => (s.request as { secret: string }).secret)).toEqual([SECRET, '']);
  });
});

describe('a signed-in person whose cached actor token went stale', () => {
  it('gets the result after one fresh resolution of the session, not an error', async () => {
    let first = true;
    therapists.answer('getMatch', () => {
      if (first) {
        first = false;
        return grpcError(status.UNAUTHENTICATED, 'unauthenticated');
      }
      return { result };
    });
    identity.answer('resolveSession', () => ({
      user: {
        id: 'user-stale',
        email: 'stale@example.rs',
        displayName: 'Mila',
        roles: [Role.ROLE_CLIENT],
        locale: 'sr-Latn',
        onboardingStep: OnboardingStep.ONBOARDING_STEP_DONE,
        emailVerified: true,
        hasPassword: false,
        createdAt: new Date(),
      },
      sessionId: 'session-stale',
      actorToken: 'actor-fresh',
      actorTokenExpiresAt: new Date(Date.now() + 5 * 60_000),
      secondFactor: 0,
    }));
    const res = await getMatch(signedIn('stale', ['client']));
    expect(res.status).toBe(200);
    expect(therapists.seen.map((s) => s.actorToken)).toEqual(['actor-stale', 'actor-fresh']);
    expect(identity.seen.map((s) => s.method)).toEqual(['resolveSession']);
  });

  it('is served as a visitor when the session itself is over', async () => {
    therapists.answer('getMatch', () =>
      therapists.seen.length === 1 ? grpcError(status.UNAUTHENTICATED, 'unauthenticated') : { result },
    );
    identity.answer('resolveSession', () => grpcError(status.UNAUTHENTICATED, 'identity.session_invalid'));
    const res = await getMatch(signedIn('ended', ['client']));
    expect(res.status).toBe(200);
    expect(therapists.seen.map((s) => s.actorToken)).toEqual(['actor-ended', null]);
  });

  it("never saves a signed-in person's answers as a visitor's when the session ended meanwhile", async () => {
    therapists.answer('createMatch', () => grpcError(status.UNAUTHENTICATED, 'unauthenticated'));
    identity.answer('resolveSession', () => grpcError(status.UNAUTHENTICATED, 'identity.session_invalid'));
    const res = await call(routes.matches.POST, '/api/v1/matches', {
      body: answers,
      headers: signedIn('gone', ['client']),
    });
    expect(res.status).toBe(401);
    expect(therapists.seen.map((s) => s.actorToken)).toEqual(['actor-gone']);
  });
});
