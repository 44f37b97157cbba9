import { CSRF_COOKIE } from '../shared/types';

/**
 * The double-submit token: proxy.ts sets the readable `oslonac_csrf` cookie on every page response and the
 * BFF compares it with the `x-csrf-token` header on state-changing requests. Returns '' outside a browser or
 * before the cookie exists (the request then fails with a 403 problem the caller can show).
 */
export function readCsrfToken(cookieString?: string): string {
  const source = cookieString ?? (typeof document === 'undefined' ? '' : document.cookie);
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === CSRF_COOKIE) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}
