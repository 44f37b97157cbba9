// After an account is deleted, the erasure id (the only credential for its status) reaches the status page in a
// short-lived HttpOnly cookie scoped to that page: never in a URL, where logs and history would keep it.
import { type HeaderSource, isSecureRequest, readCookie, serializeCookie } from './cookies';

export const ERASURE_COOKIE = 'oslonac_erasure';
export const ERASURE_PAGE = '/nalog-obrisan';
const ERASURE_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function erasureCookie(req: HeaderSource, erasureId: string): string {
  return serializeCookie(ERASURE_COOKIE, erasureId, {
    httpOnly: true,
    secure: isSecureRequest(req),
    sameSite: 'Lax',
    path: ERASURE_PAGE,
    maxAgeSeconds: ERASURE_COOKIE_MAX_AGE_SECONDS,
  });
}

/** The erasure id this browser was given, when it looks like one. */
export function readErasureId(req: HeaderSource): string | null {
  const id = readCookie(req, ERASURE_COOKIE);
  return id && UUID.test(id) ? id : null;
}
