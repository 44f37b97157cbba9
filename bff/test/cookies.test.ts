import { afterEach, describe, expect, it } from '@jest/globals';
import {
  clearSessionCookie,
  csrfCookie,
  localeCookie,
  parseCookies,
  readSessionToken,
  sessionCookie,
  sessionCookieName,
} from '../src/server/cookies';

const https = (headers: Record<string, string> = {}) =>
  new Request('https://oslonac.rs/api/v1/me', { headers });
const http = (headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/api/v1/me', { headers });

function attributes(line: string): { name: string; value: string; attrs: Map<string, string> } {
  const [pair, ...rest] = line.split('; ');
  const eq = pair!.indexOf('=');
  const attrs = new Map(
    rest.map((a) => [a.split('=')[0]!, a.split('=').slice(1).join('=')] as [string, string]),
  );
  return { name: pair!.slice(0, eq), value: pair!.slice(eq + 1), attrs };
}

afterEach(() => {
  delete process.env.COOKIE_SECURE;
  delete process.env.PUBLIC_URL;
});

describe('session cookie', () => {
  it('is __Host- prefixed, HttpOnly, Secure, SameSite=Lax, Path=/, host-only over https', () => {
    const expires = new Date(Date.now() + 3600_000);
    const c = attributes(sessionCookie(https(), 'tok', expires));
    expect(c.name).toBe('__Host-oslonac_session');
    expect(c.value).toBe('tok');
    expect(c.attrs.get('Path')).toBe('/');
    expect(c.attrs.has('HttpOnly')).toBe(true);
    expect(c.attrs.has('Secure')).toBe(true);
    expect(c.attrs.get('SameSite')).toBe('Lax');
    expect(c.attrs.has('Domain')).toBe(false);
    expect(Number(c.attrs.get('Max-Age'))).toBeGreaterThan(3590);
    expect(Number(c.attrs.get('Max-Age'))).toBeLessThanOrEqual(3600);
  });

  it('falls back to oslonac_session without Secure on plain http (browsers refuse __Host- there)', () => {
    const c = attributes(sessionCookie(http(), 'tok', new Date(Date.now() + 60_000)));
    expect(c.name).toBe('oslonac_session');
    expect(c.attrs.has('Secure')).toBe(false);
    expect(c.attrs.has('HttpOnly')).toBe(true);
    expect(c.attrs.get('SameSite')).toBe('Lax');
    expect(c.attrs.get('Path')).toBe('/');
  });

  it('follows X-Forwarded-Proto from the TLS-terminating proxy, and COOKIE_SECURE over everything', () => {
    expect(sessionCookieName(http({ 'x-forwarded-proto': 'https' }))).toBe('__Host-oslonac_session');
    expect(sessionCookieName(https({ 'x-forwarded-proto': 'http' }))).toBe('oslonac_session');
    process.env.PUBLIC_URL = 'https://oslonac.rs';
    expect(sessionCookieName(http())).toBe('__Host-oslonac_session');
    process.env.COOKIE_SECURE = 'false';
    expect(sessionCookieName(https())).toBe('oslonac_session');
  });

  it('is cleared with the same name and attributes and Max-Age=0', () => {
    const c = attributes(clearSessionCookie(https()));
    expect(c.name).toBe('__Host-oslonac_session');
    expect(c.value).toBe('');
    expect(c.attrs.get('Max-Age')).toBe('0');
    expect(c.attrs.has('Secure')).toBe(true);
    expect(c.attrs.has('HttpOnly')).toBe(true);
  });
});

describe('other cookies', () => {
  it('csrf cookie is readable by scripts but otherwise as strict', () => {
    const c = attributes(csrfCookie(https(), 'abc'));
    expect(c.name).toBe('oslonac_csrf');
    expect(c.attrs.has('HttpOnly')).toBe(false);
    expect(c.attrs.has('Secure')).toBe(true);
    expect(c.attrs.get('SameSite')).toBe('Lax');
    expect(c.attrs.get('Path')).toBe('/');
  });

  it('locale cookie lasts a year', () => {
    const c = attributes(localeCookie(http(), 'sr-Cyrl'));
    expect(c.name).toBe('oslonac_locale');
    expect(c.value).toBe('sr-Cyrl');
    expect(c.attrs.get('Max-Age')).toBe(String(365 * 24 * 3600));
    expect(c.attrs.get('SameSite')).toBe('Lax');
  });
});

describe('reading the session token', () => {
  it('reads only the cookie name of the request’s scheme', () => {
    expect(readSessionToken(https({ cookie: '__Host-oslonac_session=a; oslonac_session=b' }))).toEqual({
      token: 'a',
      via: 'cookie',
    });
    expect(readSessionToken(https({ cookie: 'oslonac_session=b' }))).toBeNull();
    expect(readSessionToken(http({ cookie: 'oslonac_session=b' }))).toEqual({ token: 'b', via: 'cookie' });
  });

  it('prefers a bearer token and refuses a malformed Authorization header instead of falling back', () => {
    expect(
      readSessionToken(https({ authorization: 'Bearer abc_DEF-1', cookie: '__Host-oslonac_session=a' })),
    ).toEqual({
      token: 'abc_DEF-1',
      via: 'bearer',
    });
    expect(
      readSessionToken(https({ authorization: 'Basic Zm9vOmJhcg==', cookie: '__Host-oslonac_session=a' })),
    ).toBeNull();
    expect(readSessionToken(https({ authorization: `Bearer ${'x'.repeat(600)}` }))).toBeNull();
  });

  it('parses cookie headers defensively', () => {
    const c = parseCookies('a=1; b="2"; c=%E2%9C%93; d=%zz; =x; a=shadow');
    expect(c.get('a')).toBe('1');
    expect(c.get('b')).toBe('2');
    expect(c.get('c')).toBe('✓');
    expect(c.get('d')).toBe('%zz');
    expect(c.has('')).toBe(false);
  });
});
