import { status as GrpcStatus } from '@grpc/grpc-js';
import { toCyrillic } from '@oslonac/lang';
import type { ZodError } from 'zod';
import type { Locale, Problem } from '../shared/types';
import { BILLING_STATUS } from './billing-errors';
import { BOOKING_STATUS, bookingFieldProblems } from './booking-errors';
import { upstreamInfo } from './gateways/errors';
import {
  CODE_MESSAGES,
  FIELD_MESSAGES,
  ISSUE_MESSAGES,
  type Message,
  WEAK_PASSWORD_MESSAGES,
} from './messages';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export function localize(message: Message, locale: Locale): string {
  if (locale === 'en') return message.en;
  if (locale === 'sr-Cyrl') return toCyrillic(message.sr);
  return message.sr;
}

/** Thrown inside route handling to answer with a specific problem. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors?: Record<string, Message>;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    code: string,
    extra: { errors?: Record<string, Message>; headers?: Record<string, string> } = {},
  ) {
    super(code);
    this.name = 'HttpProblem';
    this.status = status;
    this.code = code;
    if (extra.errors) this.errors = extra.errors;
    if (extra.headers) this.headers = extra.headers;
  }
}

const STATUS_FALLBACK_CODE: Record<number, string> = {
  400: 'request.invalid',
  401: 'auth.required',
  403: 'auth.forbidden',
  404: 'request.not_found',
  405: 'request.method_not_allowed',
  409: 'conflict',
  413: 'request.too_large',
  415: 'request.unsupported_media_type',
  429: 'rate_limited',
  500: 'internal',
  503: 'upstream.unavailable',
};

function titleFor(code: string, status: number, locale: Locale): string {
  const message =
    CODE_MESSAGES[code] ??
    CODE_MESSAGES[STATUS_FALLBACK_CODE[status] ?? 'internal'] ??
    CODE_MESSAGES.internal!;
  return localize(message, locale);
}

export function problemBody(
  status: number,
  code: string,
  locale: Locale,
  errors?: Record<string, Message>,
): Problem {
  const body: Problem = {
    type: `urn:oslonac:problem:${code}`,
    title: titleFor(code, status, locale),
    status,
    code,
  };
  if (errors && Object.keys(errors).length > 0) {
    body.errors = Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, localize(m, locale)]));
  }
  return body;
}

export function problemResponse(
  status: number,
  code: string,
  locale: Locale,
  extra: { errors?: Record<string, Message>; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(problemBody(status, code, locale, extra.errors)), {
    status,
    headers: {
      'content-type': PROBLEM_CONTENT_TYPE,
      'cache-control': 'no-store',
      ...extra.headers,
    },
  });
}

const GRPC_TO_HTTP: Partial<Record<GrpcStatus, number>> = {
  [GrpcStatus.INVALID_ARGUMENT]: 400,
  [GrpcStatus.OUT_OF_RANGE]: 400,
  [GrpcStatus.UNAUTHENTICATED]: 401,
  [GrpcStatus.PERMISSION_DENIED]: 403,
  [GrpcStatus.NOT_FOUND]: 404,
  [GrpcStatus.ALREADY_EXISTS]: 409,
  [GrpcStatus.ABORTED]: 409,
  [GrpcStatus.FAILED_PRECONDITION]: 409,
  [GrpcStatus.RESOURCE_EXHAUSTED]: 429,
};

/** Upstream codes we pass on to clients: stable, dotted, documented. Anything else becomes generic. */
const PUBLIC_CODE = /^[a-z]+\.[a-z_]+$/;

/**
 * A service's refusal (a gateway's typed error, or a raw gRPC error) as an HttpProblem, or null when `err`
 * did not come from a service. Failures that say nothing
 * actionable (unavailable, deadline, internal, unknown) all become 503 upstream.unavailable: the client
 * learns that trying again later may help and nothing about our internals.
 * `fieldMap` renames identity's field names to the route's (e.g. password → newPassword).
 */
export function problemFromGrpc(err: unknown, fieldMap: Record<string, string> = {}): HttpProblem | null {
  const info = upstreamInfo(err);
  if (!info) return null;
  const mapped = GRPC_TO_HTTP[info.status];
  // billing's codes keep their own status (and sentence) whatever gRPC status carried them, 503 included.
  const status =
    BILLING_STATUS[info.code] ?? (mapped === undefined ? undefined : (BOOKING_STATUS[info.code] ?? mapped));
  if (status === undefined)
    return new HttpProblem(503, 'upstream.unavailable', { headers: { 'retry-after': '5' } });

  const code = PUBLIC_CODE.test(info.code) ? info.code : (STATUS_FALLBACK_CODE[status] ?? 'request.invalid');
  const headers: Record<string, string> = {};
  if (status === 503) headers['retry-after'] = '30';
  if (status === 429) {
    const seconds = Number.parseInt(info.meta.retryAfterSeconds ?? '', 10);
    headers['retry-after'] = String(Number.isFinite(seconds) ? Math.min(Math.max(seconds, 1), 3600) : 60);
  }

  const errors: Record<string, Message> = {};
  const field = info.meta.field;
  if (field && /^[A-Za-z][A-Za-z0-9_]{0,40}$/.test(field)) {
    const name = fieldMap[field] ?? field;
    const message =
      info.code === 'identity.weak_password'
        ? WEAK_PASSWORD_MESSAGES[info.meta.reason ?? '']
        : info.code === 'identity.invalid_argument' || info.code === 'booking.invalid_argument'
          ? FIELD_MESSAGES[name]
          : CODE_MESSAGES[info.code];
    errors[name] = message ?? FIELD_MESSAGES[name] ?? ISSUE_MESSAGES.format;
  }
  Object.assign(errors, bookingFieldProblems(info.code, info.meta));
  return new HttpProblem(status, code, { errors, headers });
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * zod issues → one Serbian message per field (the first issue wins). Root issues go under `request`. `fields`
 * are a route's own texts where the shared FIELD_MESSAGES describe another route's field of the same name.
 */
export function problemFromZod(
  error: ZodError,
  input: unknown,
  fields: Record<string, Message> = {},
): HttpProblem {
  const field = (key: string): Message | undefined => fields[key] ?? FIELD_MESSAGES[key];
  const errors: Record<string, Message> = {};
  const put = (key: string, message: Message) => {
    if (!(key in errors)) errors[key] = message;
  };
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'request';
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const k of issue.keys) put(key === 'request' ? k : `${key}.${k}`, ISSUE_MESSAGES.unknown);
        break;
      case 'invalid_type':
        if (issue.path.length > 0 && valueAt(input, issue.path) === undefined)
          put(key, ISSUE_MESSAGES.required);
        else put(key, field(key) ?? ISSUE_MESSAGES.type);
        break;
      case 'too_big':
        put(key, field(key) ?? ISSUE_MESSAGES.tooLong);
        break;
      case 'too_small':
        put(key, field(key) ?? ISSUE_MESSAGES.tooShort);
        break;
      case 'invalid_value':
        put(key, field(key) ?? ISSUE_MESSAGES.choice);
        break;
      case 'custom':
        put(key, issue.params?.duplicate ? ISSUE_MESSAGES.duplicate : (field(key) ?? ISSUE_MESSAGES.format));
        break;
      default:
        put(key, field(key) ?? ISSUE_MESSAGES.format);
    }
  }
  return new HttpProblem(400, 'request.invalid', { errors });
}

export function isUpstreamUnavailable(problem: HttpProblem): boolean {
  return problem.status === 503;
}
