// What may leave for Sentry. Error reports help fix bugs; they must not carry what people told us or the keys to
// it: no cookies, request bodies or query strings, and no addresses that hold a secret or point at health data
// (a questionnaire result, a calendar feed, an invitation), which are cut down to their route pattern. Pure and
// free of Node APIs, so the server's beforeSend, a browser SDK's beforeSend and the /monitoring tunnel all use it.

const SENSITIVE_PATHS: readonly [RegExp, string][] = [
  [/\/api\/v1\/calendar\/[^/?#\s"'\\]+/g, '/api/v1/calendar/[feed]'],
  [/\/calendar\/[^/?#\s"'\\]+\.ics/g, '/calendar/[feed].ics'],
  [/\/api\/v1\/matches\/[^/?#\s"'\\]+/g, '/api/v1/matches/[id]'],
  [/\/upitnik\/[^/?#\s"'\\]+/g, '/upitnik/[resultId]'],
  [/\/api\/v1\/partner-invitations\/[^/?#\s"'\\]+/g, '/api/v1/partner-invitations/[relationshipId]'],
  [/\/partner-invitation\/[^/?#\s"'\\]+/g, '/partner-invitation/[therapyRelationshipId]'],
];

// A query string or fragment inside free text (an error message quoting a URL): cut at ? or #.
const QUERY_IN_TEXT = /(\/[A-Za-z0-9._~%/[\]-]*)[?#][^\s"'<>)\\]*/g;

/** A path (or text containing paths) with every sensitive segment replaced by its route pattern. */
export function scrubPath(path: string): string {
  let out = path;
  for (const [pattern, replacement] of SENSITIVE_PATHS) out = out.replace(pattern, replacement);
  return out;
}

/** Free text: paths reduced to patterns, query strings and fragments dropped. */
export function scrubText(text: string): string {
  return scrubPath(text.replace(QUERY_IN_TEXT, '$1'));
}

/** A URL (absolute or a path) without query, fragment or credentials, its path reduced to the route pattern. */
export function scrubUrl(value: string): string {
  try {
    const url = new URL(value, 'http://relative.invalid');
    const path = scrubPath(url.pathname);
    return url.host === 'relative.invalid' ? path : `${url.protocol}//${url.host}${path}`;
  } catch {
    return scrubText(value);
  }
}

// Request headers worth keeping: nothing that identifies or authenticates anyone.
const KEPT_HEADERS = new Set(['user-agent', 'content-type', 'accept', 'accept-language']);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function scrubRequest(request: Json): Json {
  const out: Json = {};
  if (typeof request.method === 'string') out.method = request.method;
  if (typeof request.url === 'string') out.url = scrubUrl(request.url);
  if (isObject(request.headers)) {
    const headers: Json = {};
    for (const [name, value] of Object.entries(request.headers))
      if (KEPT_HEADERS.has(name.toLowerCase())) headers[name] = value;
    out.headers = headers;
  }
  // cookies, data (the body), query_string and env are left out on purpose.
  return out;
}

function scrubBreadcrumb(crumb: unknown): unknown {
  if (!isObject(crumb)) return crumb;
  const out: Json = { ...crumb };
  if (typeof out.message === 'string') out.message = scrubText(out.message);
  if (isObject(out.data)) {
    const data: Json = {};
    for (const [key, value] of Object.entries(out.data)) {
      if (key === 'body' || key === 'request_body' || key === 'response_body') continue;
      data[key] = typeof value === 'string' ? scrubUrlOrText(value) : value;
    }
    out.data = data;
  }
  return out;
}

function scrubUrlOrText(value: string): string {
  return /^(https?:\/\/|\/)/.test(value) ? scrubUrl(value) : scrubText(value);
}

function scrubException(exception: unknown): unknown {
  if (!isObject(exception) || !Array.isArray(exception.values)) return exception;
  return {
    ...exception,
    values: exception.values.map((v) =>
      isObject(v) && typeof v.value === 'string' ? { ...v, value: scrubText(v.value) } : v,
    ),
  };
}

/**
 * An event as it may be sent. Returns a new object; anything unrecognised is passed through only where it
 * cannot hold request data (tags and contexts are scrubbed as text, `user` keeps only its id).
 */
export function scrubEvent<E>(event: E): E {
  if (!isObject(event)) return event;
  const out: Json = { ...event };
  if (isObject(out.request)) out.request = scrubRequest(out.request);
  if (typeof out.transaction === 'string') out.transaction = scrubText(out.transaction);
  if (typeof out.message === 'string') out.message = scrubText(out.message);
  if (isObject(out.logentry) && typeof out.logentry.message === 'string')
    out.logentry = { ...out.logentry, message: scrubText(out.logentry.message), params: [] };
  if (out.exception) out.exception = scrubException(out.exception);
  if (Array.isArray(out.breadcrumbs)) out.breadcrumbs = out.breadcrumbs.map(scrubBreadcrumb);
  else if (isObject(out.breadcrumbs) && Array.isArray(out.breadcrumbs.values))
    out.breadcrumbs = { ...out.breadcrumbs, values: out.breadcrumbs.values.map(scrubBreadcrumb) };
  if (isObject(out.tags)) {
    const tags: Json = {};
    for (const [k, v] of Object.entries(out.tags)) tags[k] = typeof v === 'string' ? scrubText(v) : v;
    out.tags = tags;
  }
  if (isObject(out.user)) out.user = typeof out.user.id === 'string' ? { id: out.user.id } : {};
  if (isObject(out.contexts)) {
    const { request: _r, ...rest } = out.contexts;
    try {
      out.contexts = JSON.parse(scrubText(JSON.stringify(rest)));
    } catch {
      delete out.contexts;
    }
  }
  delete out.extra;
  return out as E;
}
