import { afterEach, describe, expect, it } from '@jest/globals';
import { NextRequest, type NextResponse } from 'next/server';
import nextConfig from '../next.config';
import { proxy, config as proxyConfig } from '../proxy';

function visit(url: string, headers: Record<string, string> = {}): Promise<NextResponse> {
  return proxy(new NextRequest(url, { headers }));
}

afterEach(() => {
  delete process.env.COOKIE_SECURE;
});

describe('proxy: guard', () => {
  it.each(['/app/dashboard', '/app', '/app/settings/account?tab=2', '/admin', '/admin/users-super'])(
    'sends signed-out visitors from %s to the login page with next',
    async (path) => {
      const res = await visit(`http://localhost:3000${path}`);
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location')!);
      expect(location.pathname).toBe('/app/login');
      expect(location.searchParams.get('next')).toBe(path);
    },
  );

  it.each([
    '/app/login',
    '/app/login?next=%2Fapp%2Finbox',
    '/',
    '/terapeuti',
    '/application',
    '/administrator',
  ])('lets %s through without a session', async (path) => {
    expect((await visit(`http://localhost:3000${path}`)).headers.get('location')).toBeNull();
  });

  it('lets a visitor with the session cookie of the request’s scheme through', async () => {
    expect(
      (await visit('http://localhost:3000/app/dashboard', { cookie: 'oslonac_session=abc' })).status,
    ).toBe(200);
    expect((await visit('https://oslonac.rs/admin', { cookie: '__Host-oslonac_session=abc' })).status).toBe(
      200,
    );
    // The http fallback name does not count over https.
    expect((await visit('https://oslonac.rs/admin', { cookie: 'oslonac_session=abc' })).status).toBe(303);
  });
});

describe('proxy: security headers', () => {
  it('gives pages a nonce CSP with no third-party origins, forwarded to Next on the request', async () => {
    const res = await visit('https://oslonac.rs/');
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)![1];
    expect(nonce!.length).toBeGreaterThanOrEqual(22);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(csp).not.toContain('unsafe-eval');
    // NextResponse.next({ request: { headers } }) marks overridden request headers this way.
    expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
    expect(res.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    // A new nonce every time.
    expect((await visit('https://oslonac.rs/')).headers.get('content-security-policy')).not.toBe(csp);
  });

  it('sets the fixed headers and HSTS only over https', async () => {
    const secure = await visit('https://oslonac.rs/terapeuti');
    expect(secure.headers.get('x-content-type-options')).toBe('nosniff');
    expect(secure.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(secure.headers.get('x-frame-options')).toBe('DENY');
    expect(secure.headers.get('permissions-policy')).toContain('camera=(self), microphone=(self)');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect((await visit('http://localhost:3000/')).headers.get('strict-transport-security')).toBeNull();
  });

  it('leaves API routes to next.config, which gives them a CSP that allows nothing and HSTS', async () => {
    // Next compiles the matcher to a regexp over the path; the same pattern here.
    const matcher = new RegExp(`^${proxyConfig.matcher[0]}$`);
    expect(matcher.test('/api/v1/bookings')).toBe(false);
    expect(matcher.test('/api/health')).toBe(false);
    expect(matcher.test('/app/dashboard')).toBe(true);
    expect(matcher.test('/apiary')).toBe(true);
    const rules = await nextConfig.headers!();
    const api = rules.find((r) => r.source === '/api/:path*');
    expect(Object.fromEntries(api!.headers.map((h) => [h.key, h.value]))).toEqual({
      'Content-Security-Policy':
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
    expect(rules.find((r) => r.source === '/:path*')!.headers).toContainEqual({
      key: 'X-Content-Type-Options',
      value: 'nosniff',
    });
  });

  it('gives the Sentry tunnel (not a page, not under /api) a CSP that allows nothing, and no csrf cookie', async () => {
    const res = await visit('https://oslonac.rs/monitoring');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('sets the csrf cookie on pages when it is missing, and leaves an existing one alone', async () => {
    const [cookie] = (await visit('https://oslonac.rs/')).headers.getSetCookie();
    expect(cookie).toMatch(/^oslonac_csrf=[A-Za-z0-9_-]{43}; Path=\/; Secure; SameSite=Lax$/);
    expect(
      (await visit('https://oslonac.rs/', { cookie: 'oslonac_csrf=abc' })).headers.getSetCookie(),
    ).toEqual([]);
  });
});

describe('proxy: the video rooms’ signalling', () => {
  afterEach(() => {
    delete process.env.SESSIONS_RTC_URL;
  });

  it('rewrites /rtc (with its query) to the sessions service, before any page logic', async () => {
    process.env.SESSIONS_RTC_URL = 'http://sessions.internal:8087/';
    const res = await visit('https://oslonac.rs/rtc?room=abc', { upgrade: 'websocket' });
    expect(res.headers.get('x-middleware-rewrite')).toBe('http://sessions.internal:8087/rtc?room=abc');
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(new RegExp(`^${proxyConfig.matcher[0]}$`).test('/rtc')).toBe(true);
  });

  it('uses the default address when none is set, and leaves /rtc-like pages alone', async () => {
    const res = await visit('http://localhost:3000/rtc');
    expect(res.headers.get('x-middleware-rewrite')).toBe('http://127.0.0.1:8087/rtc');
    expect((await visit('http://localhost:3000/rtcx')).headers.get('x-middleware-rewrite')).toBeNull();
  });
});
