import { RTC_PATH } from '@oslonac/rtc';
import { type NextRequest, NextResponse } from 'next/server';
import { isMissingPage, NOT_FOUND_PATH } from './src/api/missing-pages';
import { bffConfig } from './src/server/config';
import {
  csrfCookie,
  isSecureRequest,
  localeCookie,
  readCookie,
  sessionCookieName,
} from './src/server/cookies';
import { newCsrfToken } from './src/server/csrf';
import { dynamicRouteOf } from './src/server/dynamic-routes';
import { isPagePath, needsSession } from './src/server/guard';
import { SCRIPT_HEADER, scriptFromSearch, withCookie } from './src/server/script';
import { API_CSP, HSTS, newNonce, pageCsp, STATIC_SECURITY_HEADERS } from './src/server/security-headers';
import { loginPath } from './src/shared/next-path';
import { CSRF_COOKIE, LOCALE_COOKIE } from './src/shared/types';

/**
 * Every request but static files. Only addresses of pages that name something (a post, a profile…) wait for
 * a look-up (see src/server/missing-pages.ts); everything else is answered at once.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  // The video rooms' signalling WebSocket lives in sessions; on the BFF's origin it needs no second host in the CSP
  // and no CORS. Next proxies an upgrade rewritten to another origin (router-server's upgradeHandler).
  if (pathname === RTC_PATH) {
    return NextResponse.rewrite(new URL(RTC_PATH + request.nextUrl.search, bffConfig().sessionsRtcUrl));
  }
  const missing =
    isPagePath(pathname) && dynamicRouteOf(pathname) !== null && (await isMissingPage(pathname, request));
  return respond(request, missing);
}

function respond(request: NextRequest, missing: boolean): NextResponse {
  const { pathname, search, searchParams } = request.nextUrl;
  const https = isSecureRequest(request);
  const page = isPagePath(pathname);
  const script = page ? scriptFromSearch(searchParams) : null;

  let response: NextResponse;
  let csp = API_CSP;
  if (page && needsSession(pathname) && !readCookie(request, sessionCookieName(request))) {
    response = NextResponse.redirect(new URL(loginPath(`${pathname}${search}`), request.url), 303);
  } else if (page) {
    const nonce = newNonce();
    csp = pageCsp(nonce, { dev: process.env.NODE_ENV === 'development', https });
    // Next takes the nonce for its own scripts from the request's CSP header; pages can read x-nonce.
    const headers = new Headers(request.headers);
    headers.set('x-nonce', nonce);
    headers.set('content-security-policy', csp);
    // ?pismo= decides this render as if the cookie said so; the header tells metadata the address named it.
    headers.delete(SCRIPT_HEADER);
    if (script) {
      headers.set('cookie', withCookie(request.headers.get('cookie'), LOCALE_COOKIE, script));
      headers.set(SCRIPT_HEADER, script);
    }
    response = missing
      ? NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.next();
  }

  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  if (https) response.headers.set('Strict-Transport-Security', HSTS);
  if (page && !readCookie(request, CSRF_COOKIE)) {
    response.headers.append('set-cookie', csrfCookie(request, newCsrfToken()));
  }
  // The choice outlives the address: links on the page carry no parameter.
  if (script && readCookie(request, LOCALE_COOKIE) !== script) {
    response.headers.append('set-cookie', localeCookie(request, script));
  }
  return response;
}

// API routes skip the proxy: they need no nonce, session redirect or cookie from it, and running it costs every
// call a second request object; next.config.ts gives them their fixed headers.
export const config = {
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico).*)'],
};
