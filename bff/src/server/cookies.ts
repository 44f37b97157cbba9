import { CSRF_COOKIE } from '../shared/types';
import { bffConfig } from './config';

/**
 * Session cookie naming. On https the cookie is `__Host-oslonac_session`: the prefix makes browsers refuse
 * it unless it is Secure, Path=/ and host-only, so a sibling subdomain cannot plant or shadow it. Browsers
 * also refuse `__Host-` cookies over plain http, so local http development uses `oslonac_session` (same
 * attributes minus Secure). Each scheme reads only its own name: an https request never trusts the
 * un-prefixed cookie.
 */
export const SECURE_SESSION_COOKIE = '__Host-oslonac_session';
export const DEV_SESSION_COOKIE = 'oslonac_session';

export interface HeaderSource {
  headers: Headers;
  url?: string;
}

/** https as seen by the browser: forced by COOKIE_SECURE, else X-Forwarded-Proto, the URL, or PUBLIC_URL. */
export function isSecureRequest(req: HeaderSource): boolean {
  const config = bffConfig();
  if (config.cookieSecure !== null) return config.cookieSecure;
  const forwarded = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === 'https';
  if (req.url?.startsWith('https:')) return true;
  return config.publicUrl?.startsWith('https:') ?? false;
}

export function sessionCookieName(req: HeaderSource): string {
  return isSecureRequest(req) ? SECURE_SESSION_COOKIE : DEV_SESSION_COOKIE;
}

export function parseCookies(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || out.has(name)) continue; // the first one is the most specific path; ignore shadows
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      out.set(name, decodeURIComponent(value));
    } catch {
      out.set(name, value);
    }
  }
  return out;
}

export function readCookie(req: HeaderSource, name: string): string | undefined {
  return parseCookies(req.headers.get('cookie')).get(name);
}

export interface CookieOptions {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
  maxAgeSeconds?: number;
  expires?: Date;
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`invalid cookie name ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

/** Set-Cookie for a fresh session; lives exactly as long as identity keeps the session. */
export function sessionCookie(req: HeaderSource, token: string, expiresAt: Date): string {
  const secure = isSecureRequest(req);
  return serializeCookie(secure ? SECURE_SESSION_COOKIE : DEV_SESSION_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    maxAgeSeconds: Math.max(0, (expiresAt.getTime() - Date.now()) / 1000),
  });
}

export function clearSessionCookie(req: HeaderSource): string {
  const secure = isSecureRequest(req);
  return serializeCookie(secure ? SECURE_SESSION_COOKIE : DEV_SESSION_COOKIE, '', {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    maxAgeSeconds: 0,
  });
}

/** Readable by page scripts on purpose: that is how the double-submit token reaches fetch headers. */
export function csrfCookie(req: HeaderSource, token: string): string {
  return serializeCookie(CSRF_COOKIE, token, {
    httpOnly: false,
    secure: isSecureRequest(req),
    sameSite: 'Lax',
    path: '/',
  });
}

/** Session token: `Authorization: Bearer` (mobile app, scripts) wins over the cookie. */
export function readSessionToken(req: HeaderSource): { token: string; via: 'bearer' | 'cookie' } | null {
  const auth = req.headers.get('authorization');
  if (auth) {
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(auth);
    return match ? { token: match[1]!, via: 'bearer' } : null;
  }
  const cookie = readCookie(req, sessionCookieName(req));
  if (cookie && cookie.length <= 512) return { token: cookie, via: 'cookie' };
  return null;
}

/** The visitor's language choice: a year, readable by scripts (not sensitive). */
export function localeCookie(req: HeaderSource, locale: string): string {
  return serializeCookie('oslonac_locale', locale, {
    httpOnly: false,
    secure: isSecureRequest(req),
    sameSite: 'Lax',
    path: '/',
    maxAgeSeconds: 365 * 24 * 60 * 60,
  });
}

/**
 * The address a sign-in link was just sent to, for the "check your e-mail" page only: kept out of the URL
 * (addresses in URLs end up in logs and browser history), scoped to that page and gone after the link's life.
 */
export const LINK_SENT_COOKIE = 'oslonac_link_sent';
const LINK_SENT_PATH = '/verify-request';
const LINK_SENT_MAX_AGE_SECONDS = 15 * 60;

export function linkSentCookie(req: HeaderSource, email: string): string {
  return serializeCookie(LINK_SENT_COOKIE, email, {
    httpOnly: true,
    secure: isSecureRequest(req),
    sameSite: 'Lax',
    path: LINK_SENT_PATH,
    maxAgeSeconds: LINK_SENT_MAX_AGE_SECONDS,
  });
}

/**
 * A visitor's questionnaire result is readable only with the secret the therapists service gave when it was
 * saved: it lives in this browser, one HttpOnly cookie per result, never in a URL or a response body. The
 * service deletes such results after 30 days, so the cookie lives as long.
 */
const MATCH_SECRET_PREFIX = 'oslonac_match_';
export const MATCH_SECRET_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function matchSecretCookieName(resultId: string): string | null {
  return /^[A-Za-z0-9-]{1,64}$/.test(resultId) ? `${MATCH_SECRET_PREFIX}${resultId}` : null;
}

export function matchSecretCookie(req: HeaderSource, resultId: string, secret: string): string | null {
  const name = matchSecretCookieName(resultId);
  if (!name || !secret) return null;
  return serializeCookie(name, secret, {
    httpOnly: true,
    secure: isSecureRequest(req),
    sameSite: 'Lax',
    path: '/',
    maxAgeSeconds: MATCH_SECRET_MAX_AGE_SECONDS,
  });
}

/** The secret this browser holds for a result ('' when it holds none: the service then answers not found). */
export function readMatchSecret(req: HeaderSource, resultId: string): string {
  const name = matchSecretCookieName(resultId);
  const value = name ? readCookie(req, name) : undefined;
  return value && value.length <= 512 ? value : '';
}
