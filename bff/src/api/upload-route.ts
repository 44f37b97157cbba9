// The frame of a file upload. Not a JSON route, so it cannot go through route(); it makes the same checks in the
// same order (CSRF, input shape, session) and answers problems the same way, but resolves the session before the
// body is read, so anonymous senders are turned away before megabytes travel.

import { resolveActor } from '../server/actor';
import { forgetToken } from '../server/actor-cache';
import { readBodyLimited } from '../server/body';
import { clearSessionCookie, readSessionToken } from '../server/cookies';
import { checkCsrf } from '../server/csrf';
import type { ResolvedSession } from '../server/gateways/identity';
import { FIELD_MESSAGES, ISSUE_MESSAGES } from '../server/messages';
import { HttpProblem, problemFromGrpc, problemResponse } from '../server/problem';
import { reportError } from '../server/report';
import { localeOf } from './route';

function isMultipart(value: string | null): boolean {
  return (value ?? '').split(';')[0]!.trim().toLowerCase() === 'multipart/form-data';
}

/**
 * The body as multipart form data: read up to `limit` bytes (beyond them, a 413 with `tooLargeCode`), and a body
 * that does not parse is a 400 naming the file field.
 */
export async function readMultipart(req: Request, limit: number, tooLargeCode: string): Promise<FormData> {
  const bytes = await readBodyLimited(req, limit);
  if (!bytes) throw new HttpProblem(413, tooLargeCode);
  try {
    return await new Response(bytes, {
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw new HttpProblem(400, 'request.invalid', { errors: { file: FIELD_MESSAGES.file! } });
  }
}

export interface UploadRouteOptions {
  /** The endpoint's path, for error reports. */
  path: string;
  /** Further checks on the signed-in session (roles, second factor), still before the body is read. */
  allow?: (session: ResolvedSession) => void;
  /** A service error this route words its own way; null leaves it to the usual mapping. */
  problemOf?: (err: unknown) => HttpProblem | null;
}

export async function uploadRoute(
  req: Request,
  opts: UploadRouteOptions,
  handle: (session: ResolvedSession) => Promise<Response>,
): Promise<Response> {
  const locale = localeOf(req);
  const token = readSessionToken(req);
  try {
    if (checkCsrf(req) !== 'ok') throw new HttpProblem(403, 'csrf.failed');
    const url = new URL(req.url);
    if (url.search.length > 1) {
      const key = [...url.searchParams.keys()][0] ?? 'request';
      throw new HttpProblem(400, 'request.invalid', {
        errors: { [key.slice(0, 64)]: ISSUE_MESSAGES.unknown },
      });
    }
    if (!isMultipart(req.headers.get('content-type'))) throw new HttpProblem(415, 'upload.not_multipart');
    if (!token) throw new HttpProblem(401, 'auth.required');
    const session = await resolveActor(token.token);
    if (!session) {
      throw new HttpProblem(401, 'identity.session_invalid', {
        headers: token.via === 'cookie' ? { 'set-cookie': clearSessionCookie(req) } : {},
      });
    }
    opts.allow?.(session);
    return await handle(session);
  } catch (caught) {
    const err = (!(caught instanceof HttpProblem) && opts.problemOf?.(caught)) || caught;
    if (err instanceof HttpProblem) {
      return problemResponse(err.status, err.code, locale, { errors: err.errors, headers: err.headers });
    }
    const upstream = problemFromGrpc(err);
    if (upstream) {
      if (upstream.status === 503) reportError(err, { route: `POST ${opts.path}` }, 'upstream');
      const headers = { ...upstream.headers };
      if (upstream.status === 401 && upstream.code === 'identity.session_invalid' && token) {
        forgetToken(token.token);
        if (token.via === 'cookie') headers['set-cookie'] = clearSessionCookie(req);
      }
      return problemResponse(upstream.status, upstream.code, locale, { errors: upstream.errors, headers });
    }
    reportError(err, { route: `POST ${opts.path}` }, 'bug');
    return problemResponse(500, 'internal', locale);
  }
}
