// The route() wrapper without a reachable identity: input handling is all local, and a valid request that
// does need identity gets a 503 problem, not a 500.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import type { Endpoint } from '../src/api/endpoints';
import { call, ORIGIN, problem } from './support/http';

let route: typeof import('../src/api/route')['route'];
let resetRateLimits: () => void;
let signupPOST: typeof import('../app/api/v1/auth/signup/route')['POST'];
let signoutPOST: typeof import('../app/api/v1/auth/signout/route')['POST'];
let meGET: typeof import('../app/api/v1/me/route')['GET'];
let adminUsersGET: typeof import('../app/api/v1/admin/users/route')['GET'];
let notFound: typeof import('../app/api/v1/[...rest]/route');
let closeClient: () => void;
const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});

beforeAll(async () => {
  // Nothing listens here: every upstream call fails with UNAVAILABLE.
  process.env.IDENTITY_GRPC_ADDR = '127.0.0.1:9';
  process.env.AUTH_RATE_BURST = '3';
  process.env.AUTH_RATE_PER_MINUTE = '6';
  ({ route, resetRateLimits } = await import('../src/api/route'));
  signupPOST = (await import('../app/api/v1/auth/signup/route')).POST;
  signoutPOST = (await import('../app/api/v1/auth/signout/route')).POST;
  meGET = (await import('../app/api/v1/me/route')).GET;
  adminUsersGET = (await import('../app/api/v1/admin/users/route')).GET;
  notFound = await import('../app/api/v1/[...rest]/route');
  closeClient = (await import('../src/server/gateways/identity')).closeIdentityClient;
});

afterAll(() => {
  closeClient();
  errorSpy.mockRestore();
});

const valid = { email: 'ana@example.rs', displayName: 'Ana' };

describe('body handling', () => {
  it('refuses bodies over 16 KB with 413, by header or by actual size', async () => {
    const big = JSON.stringify({ ...valid, displayName: 'x'.repeat(17 * 1024) });
    const res = await call(signupPOST, '/api/v1/auth/signup', { body: big });
    expect(res.status).toBe(413);
    expect((await problem(res)).code).toBe('request.too_large');

    // A lying Content-Length does not get past the streaming limit.
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const req = new Request(`${ORIGIN}/api/v1/auth/signup`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect((await signupPOST(req, { params: Promise.resolve({}) })).status).toBe(413);
  });

  it('refuses non-JSON content types with 415', async () => {
    const res = await call(signupPOST, '/api/v1/auth/signup', {
      body: 'email=ana@example.rs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect((await problem(res)).title).toBe('Zahtev mora biti poslat kao JSON.');
  });

  it('answers malformed JSON and invalid UTF-8 with 400', async () => {
    expect((await call(signupPOST, '/api/v1/auth/signup', { body: '{"email":' })).status).toBe(400);
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]);
    const req = new Request(`${ORIGIN}/api/v1/auth/signup`, {
      method: 'POST',
      body: bytes,
      headers: { 'content-type': 'application/json' },
    });
    const res = await signupPOST(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    expect((await problem(res)).code).toBe('request.malformed_json');
  });

  it('validates with per-field Serbian messages, refusing unknown and "__proto__" keys', async () => {
    const res = await call(signupPOST, '/api/v1/auth/signup', {
      body: '{"email":"x","displayName":"","__proto__":{"a":1}}',
    });
    expect(res.status).toBe(400);
    expect((await problem(res)).errors).toEqual({
      email: 'Unesite ispravnu e-adresu.',
      displayName: 'Unesite ime, do 80 znakova.',
      __proto__: 'Ovo polje nije dozvoljeno.',
    });
  });

  it('takes an empty body or {} where no body is expected, and nothing else', async () => {
    const res = await call(signoutPOST, '/api/v1/auth/signout', { method: 'POST' });
    expect(res.status).toBe(204);
    expect((await call(signoutPOST, '/api/v1/auth/signout', { body: {} })).status).toBe(204);
    expect((await call(signoutPOST, '/api/v1/auth/signout', { body: { everywhere: true } })).status).toBe(
      400,
    );
  });

  it('refuses unknown, duplicate and "__proto__" query parameters', async () => {
    const auth = { authorization: 'Bearer abc' };
    expect((await call(meGET, '/api/v1/me?x=1', { headers: auth })).status).toBe(400);
    expect((await call(meGET, '/api/v1/me?__proto__=1', { headers: auth })).status).toBe(400);
    const dup = await call(adminUsersGET, '/api/v1/admin/users?q=a&q=b', { headers: auth });
    expect(dup.status).toBe(400);
    expect((await problem(dup)).errors).toEqual({ q: 'Ovaj parametar je naveden više puta.' });
  });
});

describe('auth and upstream failures', () => {
  it('asks for sign-in when there is no session', async () => {
    const res = await call(meGET, '/api/v1/me');
    expect(res.status).toBe(401);
    expect(await problem(res)).toMatchObject({
      code: 'auth.required',
      title: 'Prijavite se da biste nastavili.',
    });
  });

  it('answers 503 in the visitor’s language when identity is unreachable', async () => {
    const res = await call(signupPOST, '/api/v1/auth/signup', {
      body: valid,
      headers: { cookie: 'oslonac_locale=en' },
    });
    expect(res.status).toBe(503);
    expect(await problem(res)).toMatchObject({
      code: 'upstream.unavailable',
      title: 'The service is unavailable right now. Please try again in a moment.',
    });
  });

  it('rate-limits the sign-in routes per IP with Retry-After', async () => {
    resetRateLimits();
    // Behind one trusted proxy (the ingress), as the chart deploys it.
    process.env.TRUSTED_PROXY_HOPS = '1';
    const from = (ip: string) => ({ 'x-forwarded-for': `203.0.113.9, ${ip}` });
    for (let i = 0; i < 3; i++) {
      expect(
        (await call(signupPOST, '/api/v1/auth/signup', { body: valid, headers: from('198.51.100.1') }))
          .status,
      ).toBe(503);
    }
    const limited = await call(signupPOST, '/api/v1/auth/signup', {
      body: valid,
      headers: from('198.51.100.1'),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await problem(limited)).code).toBe('rate_limited');
    // Another address has its own bucket; the spoofable left-most entry does not matter.
    expect(
      (await call(signupPOST, '/api/v1/auth/signup', { body: valid, headers: from('198.51.100.2') })).status,
    ).toBe(503);
    delete process.env.TRUSTED_PROXY_HOPS;
    resetRateLimits();
  });

  it('turns an unexpected exception into a reported 500 without details', async () => {
    errorSpy.mockClear();
    const endpoint: Endpoint<'none', undefined, undefined, undefined> = {
      method: 'GET',
      path: '/api/v1/boom',
      summary: 'boom',
      tag: 'test',
      auth: 'none',
      success: { status: 200, description: 'never' },
    };
    const handler = route(endpoint, async () => {
      throw new TypeError('cannot read properties of undefined (secret internals)');
    });
    const res = await call(handler, '/api/v1/boom');
    expect(res.status).toBe(500);
    const body = await problem(res);
    expect(body.code).toBe('internal');
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('secret internals'));
  });

  it('answers unknown API paths with a 404 problem', async () => {
    const res = await notFound.POST(new Request(`${ORIGIN}/api/v1/nope`, { method: 'POST' }));
    expect(res.status).toBe(404);
    expect((await problem(res)).code).toBe('request.not_found');
  });

  it('validates params before anything else', async () => {
    const schema = z.strictObject({ id: z.uuid() });
    const endpoint: Endpoint<'user', undefined, undefined, typeof schema> = {
      method: 'GET',
      path: '/api/v1/things/{id}',
      summary: 't',
      tag: 'test',
      auth: 'user',
      params: schema,
      success: { status: 200, description: 'ok' },
    };
    const handler = route(endpoint, async () => new Response('unreachable'));
    const res = await call(handler, '/api/v1/things/nope', { params: { id: 'nope' } });
    expect(res.status).toBe(400);
    expect((await problem(res)).errors).toEqual({ id: 'Identifikator nije ispravan.' });
  });
});
