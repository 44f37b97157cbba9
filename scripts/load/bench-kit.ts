// What the benches that drive the running stack share: percentiles, a pool of concurrent tasks, and clients
// signed in the way most people are (sign up with name and e-mail, open the link mailed to the stack's catcher).
import { performance } from 'node:perf_hooks';
import { mailCatcherUrlFor } from '../stack/mail';

/** The q-th percentile (0..1) of the samples; NaN for none. */
export const percentile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

/** Runs `count` tasks with at most `width` in flight; returns the wall time in ms. */
export async function pool(
  count: number,
  width: number,
  task: (i: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < count; i = next++) await task(i);
    }),
  );
  return performance.now() - started;
}

/**
 * Client number `k`, signed up as `<emailPrefix>.<now>.<k>@example.rs` and signed in by the link identity
 * mailed to the stack's mail catcher. Returns the session cookie pair.
 */
export async function benchClient(
  bffUrl: string,
  identityHttpUrl: string,
  headers: Record<string, string>,
  csrf: string,
  k: number,
  emailPrefix: string,
): Promise<string> {
  const email = `${emailPrefix}.${Date.now()}.${k}@example.rs`;
  const h = { ...headers, cookie: `oslonac_csrf=${csrf}` };
  const signup = await fetch(`${bffUrl}/api/v1/auth/signup`, {
    method: 'POST',
    headers: h,
    body: JSON.stringify({ email, displayName: `Klijent ${k}` }),
  });
  if (signup.status !== 201) throw new Error(`bench sign-up answered ${signup.status}`);
  let token: string | null = null;
  for (let tries = 0; !token && tries < 60; tries++) {
    const res = await fetch(`${mailCatcherUrlFor(identityHttpUrl)}/messages?to=${encodeURIComponent(email)}`);
    const { messages } = (await res.json()) as { messages: { links: string[] }[] };
    const link = messages.find((m) => m.links.length > 0)?.links[0];
    token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) await new Promise((r) => setTimeout(r, 250));
  }
  const consumed = await fetch(`${bffUrl}/api/v1/auth/email-link/consume`, {
    method: 'POST',
    headers: h,
    body: JSON.stringify({ token }),
  });
  if (consumed.status !== 200) throw new Error(`bench sign-in answered ${consumed.status}`);
  return consumed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
