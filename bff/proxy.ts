import { type NextRequest, NextResponse } from 'next/server';
import { loginPath } from './src/api/next-path';
import { CSRF_COOKIE } from './src/api/types';
import { csrfCookie, isSecureRequest, readCookie, sessionCookieName } from './src/server/cookies';
import { newCsrfToken } from './src/server/csrf';
import { isPagePath, needsSession } from './src/server/guard';
import { API_CSP, HSTS, newNonce, pageCsp, STATIC_SECURITY_HEADERS } from './src/server/security-headers';

export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const https = isSecureRequest(request);
  const page = isPagePath(pathname);

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
    response = NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.next();
  }

  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  if (https) response.headers.set('Strict-Transport-Security', HSTS);
  if (page && !readCookie(request, CSRF_COOKIE)) {
    response.headers.append('set-cookie', csrfCookie(request, newCsrfToken()));
  }
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
