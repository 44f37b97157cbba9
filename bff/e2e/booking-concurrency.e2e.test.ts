// 200 different signed-in clients reach for the same free time through the BFF's HTTP API at once: exactly one
// gets it (201) and every other one hears, in Serbian, that it was just taken (409). No other answer is allowed,
// not even one 503. Real stack: identity, therapists, booking (PostgreSQL exclusion constraint) and the built BFF.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Stack, startStack } from '../../scripts/stack/index';
import { latestLink } from './mailbox';
import { seedDemoAccounts } from './seed';

const CLIENTS = 200;
const CSRF = 'e2e-csrf-token-0123456789abcdef';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    name: 'bookrace',
    // 200 sign-ups and sign-ins come from one address here; the per-IP throttles would otherwise be under test.
    bffEnv: { AUTH_RATE_BURST: '100000', AUTH_RATE_PER_MINUTE: '100000' },
    serviceEnv: { identity: { SIGNIN_LIMIT_PER_IP: '100000', SIGNIN_LIMIT_PER_ACCOUNT: '100000' } },
  });
  await seedDemoAccounts(stack);
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

function headers(session?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    origin: stack.bffUrl,
    'x-csrf-token': CSRF,
    cookie: session ? `oslonac_session=${session}; oslonac_csrf=${CSRF}` : `oslonac_csrf=${CSRF}`,
  };
}

function sessionOf(res: Response): string {
  for (const line of res.headers.getSetCookie()) {
    const m = /^oslonac_session=([^;]+)/.exec(line);
    if (m) return m[1]!;
  }
  throw new Error(`no session cookie (status ${res.status})`);
}

/**
 * A client account made the way most people make one: sign up with name and e-mail, open the link that arrives
 * (read from the mail catcher) and be signed in. No password, so no argon2 work for 200 accounts.
 */
async function newClient(i: number, run: string): Promise<string> {
  const email = `klijent.${run}.${i}@example.rs`;
  const since = new Date(Date.now() - 1000);
  for (let attempt = 0; ; attempt++) {
    const signup = await fetch(`${stack.bffUrl}/api/v1/auth/signup`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ email, displayName: `Klijent ${i}` }),
    });
    if (signup.status === 201) break;
    // Setup, not the subject: a busy machine may miss identity's deadline; a repeated sign-up is harmless.
    if (signup.status !== 503 || attempt >= 3) throw new Error(`sign-up ${i}: ${signup.status}`);
  }
  const token = new URL(await latestLink(stack.identityHttpUrl, email, since)).searchParams.get('token');
  const consumed = await fetch(`${stack.bffUrl}/api/v1/auth/email-link/consume`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ token }),
  });
  if (consumed.status !== 200) throw new Error(`sign-in ${i}: ${consumed.status} ${await consumed.text()}`);
  return sessionOf(consumed);
}

/** Runs `make` for 0..n-1 with at most `width` at a time. */
async function pool<T>(n: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await make(i);
      }
    }),
  );
  return out;
}

interface Board {
  entries: {
    therapist: { slug: string; sessionTypes: { kind: string }[] };
    slots: { startsAt: string }[];
  }[];
}

describe('many clients, one free time', () => {
  it('gives it to exactly one; the other 199 hear "Termin je upravo zauzet"', async () => {
    const run = Date.now().toString(36);
    const sessions = await pool(CLIENTS, 8, (i) => newClient(i, run));
    expect(new Set(sessions).size).toBe(CLIENTS);

    const board = (await (await fetch(`${stack.bffUrl}/api/v1/free-slots?window=168`)).json()) as Board;
    const entry = board.entries.find(
      (e) => e.slots.length > 0 && e.therapist.sessionTypes.some((s) => s.kind === 'individual'),
    );
    expect(entry).toBeDefined();
    const slug = entry!.therapist.slug;
    const startsAt = entry!.slots[0]!.startsAt;
    const body = JSON.stringify({ therapistSlug: slug, kind: 'individual', startsAt });

    const answers = await Promise.all(
      sessions.map(async (session) => {
        const res = await fetch(`${stack.bffUrl}/api/v1/bookings`, {
          method: 'POST',
          headers: headers(session),
          body,
        });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      }),
    );

    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 201: 1, 409: CLIENTS - 1 });

    const won = answers.find((a) => a.status === 201)!.body.booking as Record<string, unknown>;
    expect(won).toMatchObject({ status: 'held', therapistSlug: slug, kind: 'individual', startsAt });
    expect(won.clientName).toMatch(/^Klijent \d+$/);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body).toMatchObject({
        code: 'booking.slot_taken',
        title: 'Termin je upravo zauzet. Izaberite drugi.',
      });
    }

    // The time is no longer offered to anyone else.
    const from = new Date(Date.parse(startsAt) - 60_000).toISOString();
    const to = new Date(Date.parse(startsAt) + 3_600_000).toISOString();
    const slots = (await (
      await fetch(`${stack.bffUrl}/api/v1/therapists/${slug}/slots?kind=individual&from=${from}&to=${to}`)
    ).json()) as { slots: { startsAt: string }[] };
    expect(slots.slots.map((s) => s.startsAt)).not.toContain(startsAt);
  });
});
