import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '../shared/types';
import { bffConfig } from './config';
import { DEV_SESSION_COOKIE, type HeaderSource, parseCookies, SECURE_SESSION_COOKIE } from './cookies';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Origins this BFF answers as: PUBLIC_URL, the request URL's, and the one the fronting proxy reports. */
export function ownOrigins(req: HeaderSource): Set<string> {
  const origins = new Set<string>();
  const publicUrl = bffConfig().publicUrl;
  if (publicUrl) {
    try {
      origins.add(new URL(publicUrl).origin);
    } catch {
      // a malformed PUBLIC_URL adds nothing
    }
  }
  if (req.url) {
    try {
      origins.add(new URL(req.url).origin);
    } catch {
      // relative or odd URL: nothing to add
    }
  }
  const host = req.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || req.headers.get('host');
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (host && /^[A-Za-z0-9.:[\]-]+$/.test(host)) {
    if (proto === 'http' || proto === 'https') origins.add(`${proto}://${host}`);
    else {
      origins.add(`http://${host}`);
      origins.add(`https://${host}`);
    }
  }
  return origins;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A browser told us the request comes from another site (Sec-Fetch-Site or Origin). */
export function isCrossSite(req: HeaderSource): boolean {
  const origin = req.headers.get('origin');
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  return origin !== null && !ownOrigins(req).has(origin);
}

export type CsrfVerdict = 'ok' | 'cross_site' | 'token_mismatch';

/**
 * Cookie-authenticated state changes need both a same-origin signal (Origin, or Sec-Fetch-Site) and the
 * double-submit token. Bearer requests carry no ambient credential, so they pass. Requests with no cookie at
 * all pass the token check (there is no session to ride on), but a browser that says the request is
 * cross-site is refused anyway: JSON bodies already force a CORS preflight we never grant, this is the
 * second lock, and it also stops login CSRF.
 */
export function checkCsrf(req: HeaderSource & { method: string }): CsrfVerdict {
  if (!UNSAFE.has(req.method.toUpperCase())) return 'ok';
  if (req.headers.has('authorization')) return 'ok';

  if (isCrossSite(req)) return 'cross_site';
  const origin = req.headers.get('origin');
  const site = req.headers.get('sec-fetch-site');

  const cookies = parseCookies(req.headers.get('cookie'));
  const hasSession = cookies.has(SECURE_SESSION_COOKIE) || cookies.has(DEV_SESSION_COOKIE);
  if (!hasSession) return 'ok';

  if (origin === null && site === null) return 'cross_site';
  const cookieToken = cookies.get(CSRF_COOKIE) ?? '';
  const headerToken = req.headers.get(CSRF_HEADER) ?? '';
  if (cookieToken.length < 16 || cookieToken.length > 128 || !sameToken(cookieToken, headerToken)) {
    return 'token_mismatch';
  }
  return 'ok';
}
