import { CookieJar } from './cookies';
import type { SyncFetch } from './sync-fetch';

type Body = string | Record<string, string> | null | undefined;

interface Params {
  headers?: Record<string, string>;
  tags?: Record<string, string>;
  redirects?: number;
  timeout?: string | number;
  jar?: CookieJar;
  responseType?: string;
}

export interface RecordedRequest {
  method: string;
  url: string;
  status: number;
  name: string;
}

/** The part of a k6 Response the scenarios read; json(selector) takes k6's dotted gjson paths. */
export class Response {
  constructor(
    readonly url: string,
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: string,
    readonly error: string,
    readonly request: { method: string; url: string },
  ) {}

  get status_text(): string {
    return String(this.status);
  }

  json(selector?: string): unknown {
    let value: unknown = JSON.parse(this.body);
    if (!selector) return value;
    for (const key of selector.split('.')) {
      if (value === null || typeof value !== 'object') return undefined;
      value = (value as Record<string, unknown>)[key];
    }
    return value;
  }
}

function timeoutMs(t: string | number | undefined): number {
  if (typeof t === 'number') return t;
  const m = /^(\d+)(ms|s|m)?$/.exec(t ?? '');
  if (!m) return 60_000;
  return Number(m[1]) * (m[2] === 'm' ? 60_000 : m[2] === 'ms' ? 1 : 1000);
}

/** k6/http for one virtual user: synchronous requests, a cookie jar that follows redirects, k6's header names. */
export function createHttp(fetcher: SyncFetch, log: RecordedRequest[]) {
  const jar = new CookieJar();
  const request = (method: string, url: string | { url: string }, body?: Body, params: Params = {}) => {
    let target = typeof url === 'string' ? url : url.url;
    const useJar = params.jar ?? jar;
    let verb = method.toUpperCase();
    let payload =
      body === null || body === undefined
        ? undefined
        : typeof body === 'string'
          ? body
          : new URLSearchParams(body).toString();
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(params.headers ?? {})) if (v !== undefined) headers[k] = String(v);
    if (
      typeof body === 'object' &&
      body &&
      !Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')
    ) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    let redirectsLeft = params.redirects ?? 10;
    for (;;) {
      const cookie = useJar.header(target);
      const res = fetcher.request({
        method: verb,
        url: target,
        headers: cookie ? { ...headers, cookie } : headers,
        body: payload,
        timeoutMs: timeoutMs(params.timeout),
      });
      useJar.store(target, res.setCookies);
      const location = res.headers.location;
      if (res.status >= 300 && res.status < 400 && location && redirectsLeft > 0) {
        redirectsLeft -= 1;
        target = new URL(location, target).toString();
        if (res.status === 303 || ((res.status === 301 || res.status === 302) && verb === 'POST')) {
          verb = 'GET';
          payload = undefined;
        }
        continue;
      }
      log.push({ method: verb, url: target, status: res.status, name: params.tags?.name ?? target });
      return new Response(target, res.status, canonical(res.headers), res.body, res.error ?? '', {
        method: verb,
        url: target,
      });
    }
  };
  return {
    request,
    get: (url: string, params?: Params) => request('GET', url, null, params),
    head: (url: string, params?: Params) => request('HEAD', url, null, params),
    options: (url: string, body?: Body, params?: Params) => request('OPTIONS', url, body, params),
    del: (url: string, body?: Body, params?: Params) => request('DELETE', url, body, params),
    post: (url: string, body?: Body, params?: Params) => request('POST', url, body, params),
    put: (url: string, body?: Body, params?: Params) => request('PUT', url, body, params),
    patch: (url: string, body?: Body, params?: Params) => request('PATCH', url, body, params),
    cookieJar: () => jar,
  };
}

/** k6 gives header names in canonical form (Content-Type), as Go's net/http does. */
function canonical(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    out[k.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase())] = v;
  }
  return out;
}
