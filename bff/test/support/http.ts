import { expect } from '@jest/globals';
import type { NextRouteContext } from '../../src/api/route';
import { putCached } from '../../src/server/actor-cache';
import type { Role } from '../../src/shared/types';

export type Handler = (req: Request, ctx: NextRouteContext) => Promise<Response> | Response;

export interface CallOptions {
  method?: string;
  /** Serialised as JSON unless a string is given (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

export const ORIGIN = 'http://localhost:3000';

export function request(path: string, opts: CallOptions = {}): Request {
  const headers = new Headers(opts.headers);
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return new Request(`${ORIGIN}${path}`, { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body });
}

export async function call(handler: Handler, path: string, opts: CallOptions = {}): Promise<Response> {
  return handler(request(path, opts), { params: Promise.resolve(opts.params ?? {}) });
}

export function cookieFrom(res: Response, name: string): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    if (pair!.slice(0, eq) === name) return decodeURIComponent(pair!.slice(eq + 1));
  }
  return undefined;
}

export interface ProblemBody {
  status: number;
  code: string;
  title: string;
  errors?: Record<string, string>;
}

/** The body of an application/problem+json answer (fails the test for any other type). */
export async function problem(res: Response): Promise<ProblemBody> {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  return (await res.json()) as ProblemBody;
}

/**
 * A signed-in browser without an identity service: the actor cache already holds the resolved session (what the
 * BFF would keep after resolving the cookie), and the headers carry the cookie and the CSRF pair.
 */
export function signedIn(
  token: string,
  roles: Role[],
  displayName = 'Mila Milić',
  secondFactor: 'not_enrolled' | 'pending' | 'passed' = 'passed',
) {
  putCached(token, {
    user: {
      id: `user-${token}`,
      email: `${token}@example.rs`,
      displayName,
      roles,
      locale: 'sr-Latn',
      onboardingStep: 'done',
      emailVerified: true,
      hasPassword: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    sessionId: `session-${token}`,
    actorToken: `actor-${token}`,
    actorExpiresAt: new Date(Date.now() + 5 * 60_000),
    secondFactor,
  });
  const csrf = 'c'.repeat(43);
  return {
    cookie: `oslonac_session=${token}; oslonac_csrf=${csrf}`,
    'x-csrf-token': csrf,
    origin: ORIGIN,
    'sec-fetch-site': 'same-origin',
  };
}
