// The one wrapper every /api/v1 handler goes through: CSRF, safe body parsing, validation, rate limit,
// actor resolution, and problem+json for every failure. Handlers only see valid, typed input.
import type { z } from 'zod';
import { type ResolvedSession, resolveActor } from '../server/actor';
import { forgetToken } from '../server/actor-cache';
import { clientInfo } from '../server/client-info';
import { bffConfig } from '../server/config';
import { clearSessionCookie, readCookie, readSessionToken } from '../server/cookies';
import { checkCsrf } from '../server/csrf';
import type { ClientInfo } from '../server/gateways/identity';
import { ISSUE_MESSAGES } from '../server/messages';
import { HttpProblem, problemFromGrpc, problemFromZod, problemResponse } from '../server/problem';
import { TokenBuckets } from '../server/rate-limit';
import { reportError } from '../server/report';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../shared/types';
import type { AuthLevel, Endpoint, endpoints } from './endpoints';
import { EmptyBody } from './schemas';

export const MAX_BODY_BYTES = 16 * 1024;
const MAX_QUERY_KEYS = 20;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<A extends AuthLevel, B, Q, P> {
  req: Request;
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  /** Resolved session: always there for 'user' and 'admin' routes. */
  session: A extends 'user' | 'admin' ? ResolvedSession : null;
  /** The raw session token and where it came from (signout needs it; never log it). */
  token: { token: string; via: 'bearer' | 'cookie' } | null;
  client: ClientInfo;
  locale: Locale;
}

export type ContextOf<E> =
  E extends Endpoint<infer A, infer B, infer Q, infer P> ? RouteContext<A, B, Q, P> : never;

export type EndpointContext<K extends keyof typeof endpoints> = ContextOf<(typeof endpoints)[K]>;

export type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export function localeOf(req: Request): Locale {
  const value = readCookie(req, LOCALE_COOKIE);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

const API_HEADERS = { 'cache-control': 'no-store' } as const;

export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set('content-type', 'application/json; charset=utf-8');
  h.set('cache-control', API_HEADERS['cache-control']);
  return new Response(JSON.stringify(data), { status, headers: h });
}

export function noContent(headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set('cache-control', API_HEADERS['cache-control']);
  return new Response(null, { status: 204, headers: h });
}

async function readLimitedText(req: Request, limit: number): Promise<string> {
  const declared = req.headers.get('content-length');
  if (declared !== null) {
    const n = Number(declared);
    if (!Number.isFinite(n) || n < 0) throw new HttpProblem(400, 'request.malformed_json');
    if (n > limit) throw new HttpProblem(413, 'request.too_large');
  }
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new HttpProblem(413, 'request.too_large');
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new HttpProblem(400, 'request.malformed_json');
  }
}

function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

async function readJsonBody(req: Request, emptyAllowed: boolean, limit: number): Promise<unknown> {
  const text = await readLimitedText(req, limit);
  if (text.trim() === '') {
    if (emptyAllowed) return {};
    throw new HttpProblem(400, 'request.invalid', { errors: { request: ISSUE_MESSAGES.required } });
  }
  if (!isJsonContentType(req.headers.get('content-type')))
    throw new HttpProblem(415, 'request.unsupported_media_type');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpProblem(400, 'request.malformed_json');
  }
}

function queryObject(url: URL): Record<string, string> {
  // Null prototype: '?__proto__=x' must become an own (and therefore unknown, refused) key, not a prototype.
  const out: Record<string, string> = Object.create(null);
  let count = 0;
  for (const [key, value] of url.searchParams) {
    if (++count > MAX_QUERY_KEYS) throw new HttpProblem(400, 'request.invalid');
    if (Object.hasOwn(out, key)) {
      throw new HttpProblem(400, 'request.invalid', {
        errors: { [key.slice(0, 64)]: ISSUE_MESSAGES.duplicate },
      });
    }
    out[key] = value;
  }
  return out;
}

function validate<S extends z.ZodType | undefined>(
  schema: S,
  input: unknown,
  fields?: Endpoint['fieldMessages'],
): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = schema.safeParse(input);
  if (!result.success) throw problemFromZod(result.error, input, fields);
  return result.data as Out<S>;
}

const buckets = globalThis as typeof globalThis & { __oslonacAuthBuckets?: TokenBuckets };
function authBuckets(): TokenBuckets {
  if (!buckets.__oslonacAuthBuckets) {
    const config = bffConfig();
    buckets.__oslonacAuthBuckets = new TokenBuckets(config.authRateBurst, config.authRatePerMinute / 60);
  }
  return buckets.__oslonacAuthBuckets;
}

/** One attempt from the sign-in routes' per-IP budget (pages that touch sign-in tokens share it); 0 when allowed. */
export function takeAuthAttempt(ip: string): number {
  return authBuckets().take(ip);
}

/** Tests reset the per-process limiter between scenarios. */
export function resetRateLimits(): void {
  buckets.__oslonacAuthBuckets = undefined;
}

const ADMIN_ROLES = new Set(['admin', 'superuser']);

export function route<
  A extends AuthLevel,
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
>(
  endpoint: Endpoint<A, B, Q, P>,
  handler: (ctx: RouteContext<A, B, Q, P>) => Promise<Response>,
): (req: Request, context: NextRouteContext) => Promise<Response> {
  return async (req, context) => {
    const locale = localeOf(req);
    // Read on public routes too: signing in ends the browser's previous session.
    const token = readSessionToken(req);
    try {
      if (checkCsrf(req) !== 'ok') throw new HttpProblem(403, 'csrf.failed');

      const url = new URL(req.url);
      const rawParams = (await context?.params) ?? {};
      const params = validate(endpoint.params, rawParams) as Out<P>;
      const query = validate(endpoint.query, queryObject(url)) as Out<Q>;
      if (!endpoint.query && url.search.length > 1) {
        // Endpoints without a query schema take no query: unknown input is refused, not ignored.
        validate(EmptyBody, queryObject(url));
      }
      let body = undefined as Out<B>;
      if (endpoint.method !== 'GET') {
        const declared: z.ZodType | undefined = endpoint.body;
        const raw = await readJsonBody(
          req,
          declared === undefined || declared === EmptyBody,
          endpoint.maxBodyBytes ?? MAX_BODY_BYTES,
        );
        body = endpoint.body
          ? validate(endpoint.body, raw, endpoint.fieldMessages)
          : (validate(EmptyBody, raw) as Out<B>);
      }

      const client = clientInfo(req.headers);
      if (endpoint.rateLimited) {
        const wait = authBuckets().take(client.ip);
        if (wait > 0)
          throw new HttpProblem(429, 'rate_limited', { headers: { 'retry-after': String(wait) } });
      }

      let session: ResolvedSession | null = null;
      if (endpoint.auth === 'user' || endpoint.auth === 'admin') {
        if (!token) throw new HttpProblem(401, 'auth.required');
        session = await resolveActor(token.token);
        if (!session) {
          throw new HttpProblem(401, 'identity.session_invalid', {
            headers: token.via === 'cookie' ? { 'set-cookie': clearSessionCookie(req) } : {},
          });
        }
        if (endpoint.auth === 'admin' && !session.user.roles.some((r) => ADMIN_ROLES.has(r))) {
          throw new HttpProblem(403, 'auth.forbidden');
        }
        // Until the second factor is passed the session opens only the second-factor step; staff routes
        // need it passed (the services check the actor token again).
        if (
          (session.secondFactor === 'pending' && !endpoint.secondFactorStep) ||
          (endpoint.auth === 'admin' && session.secondFactor !== 'passed')
        ) {
          throw new HttpProblem(403, 'auth.second_factor_required');
        }
      }

      return await handler({
        req,
        body,
        query,
        params,
        session: session as RouteContext<A, B, Q, P>['session'],
        token,
        client,
        locale,
      });
    } catch (err) {
      return errorResponse(err, req, locale, endpoint, token);
    }
  };
}

function errorResponse(
  err: unknown,
  req: Request,
  locale: Locale,
  endpoint: Endpoint,
  token: { token: string; via: 'bearer' | 'cookie' } | null,
): Response {
  if (err instanceof HttpProblem) {
    return problemResponse(err.status, err.code, locale, { errors: err.errors, headers: err.headers });
  }
  const upstream = problemFromGrpc(err, endpoint.upstreamFields);
  if (upstream) {
    if (upstream.status === 503)
      reportError(err, { route: `${endpoint.method} ${endpoint.path}` }, 'upstream');
    const headers = { ...upstream.headers };
    // identity no longer knows this session: drop it here too, so the browser stops sending it.
    if (upstream.status === 401 && upstream.code === 'identity.session_invalid' && token) {
      forgetToken(token.token);
      if (token.via === 'cookie') headers['set-cookie'] = clearSessionCookie(req);
    }
    return problemResponse(upstream.status, upstream.code, locale, { errors: upstream.errors, headers });
  }
  reportError(err, { route: `${endpoint.method} ${endpoint.path}` }, 'bug');
  return problemResponse(500, 'internal', locale);
}
