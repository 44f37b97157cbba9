// The BFF's JSON API as the screens call it, from a browser context (its cookies and CSRF header), and waiting
// for what arrives asynchronously (an event, a webhook).
import type { BrowserContext } from 'playwright-core';

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** A JSON call with the context's own cookies and CSRF header; a POST sends `body` (an empty object by default). */
export async function apiCall<T = unknown>(
  context: BrowserContext,
  bffUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body: unknown = {},
): Promise<ApiAnswer<T>> {
  const csrf = (await context.cookies()).find((c) => c.name === 'oslonac_csrf')?.value ?? '';
  const res = await context.request.fetch(`${bffUrl}${path}`, {
    method,
    headers: { 'x-csrf-token': csrf, origin: bffUrl, 'content-type': 'application/json' },
    data: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status(), body: (text ? JSON.parse(text) : undefined) as T };
}

export type BrowserApi = <T = unknown>(method: 'GET' | 'POST', path: string) => Promise<ApiAnswer<T>>;

/** apiCall bound to one context, with empty POST bodies. */
export function browserApi(context: BrowserContext, bffUrl: string): BrowserApi {
  return (method, path) => apiCall(context, bffUrl, method, path);
}

/** Probes every half second until it answers something other than null; fails after `ms`. */
export async function eventually<T>(what: string, probe: () => Promise<T | null>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
