/**
 * Payment confirmation in `make bench`: how fast a paid checkout becomes a confirmed session.
 * - Setup, untimed and through the real services: BENCH_PAYMENTS (+ BENCH_WARMUP) bookings on the bench
 *   therapists (booking's seed-bench), each held, sent on and given a card payment through the BFF, so billing
 *   has read the amount from booking and opened a Checkout Session at the Stripe emulator.
 * - Timed: for each, the `checkout.session.completed` Stripe would send (the emulator's own session object,
 *   completed and paid), signed as Stripe signs (the emulator's signPayload), POSTed to billing's
 *   /webhooks/stripe with BENCH_IN_FLIGHT (8) in flight; the clock stops when booking's own database shows the
 *   session confirmed (billing's outbox → NATS → booking's consumer). Reported as confirmations/s, with the
 *   webhook-in → confirmed latency.
 * - Baseline, in the same process tree against the same database: a raw INSERT of the payment row (plain pg, the
 *   same columns) at the same concurrency. The ratio is what verifying, the transaction, the invoice, the outbox,
 *   the relay, NATS and booking's side add. Ratios only; no timed assertions.
 * Billing is given a webhook secret of this run's own (STRIPE_WEBHOOK_SECRET), so only this script's deliveries
 * count: the emulator's own (none are expected: nobody pays on its page) would be refused.
 */

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { DEFAULT_API_VERSION, signPayload } from '@oslonac/stripe-emulator';
import pg from 'pg';
import { v7 } from 'uuid';
import { ensureTestInfra } from '../infra/index';
import { buildBff } from '../stack/build';
import { startStack } from '../stack/index';
import { bffStandaloneServer, root, tsxBin } from '../stack/paths';
import { DEV_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_PATH } from '../stack/stripe';
import { benchClient, percentile, pool } from './bench-kit';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 40);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 8);
const THERAPISTS = Number(process.env.BENCH_THERAPISTS ?? Math.ceil((PAYMENTS + WARMUP) / 3) + 20);
/** People paying: each holds a share of the bookings (real clients hold a few; the limit is lifted for them). */
const CLIENTS = 16;
const password = 'Oslonac-demo-2026';
const run = promisify(execFile);

interface Pending {
  bookingId: string;
  checkoutSessionId: string;
}

async function main() {
  const infra = await ensureTestInfra((line) => console.log(`[bench] ${line}`));
  try {
    if (!existsSync(bffStandaloneServer) || process.env.BENCH_BUILD === '1') buildBff({ quiet: true });
    const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
    const stack = await startStack({
      name: 'paymentbench',
      adminUrl: infra.adminUrl,
      natsUrl: infra.natsUrl,
      bffEnv: {
        AUTH_RATE_BURST: '100000000',
        AUTH_RATE_PER_MINUTE: '100000000',
        API_RATE_BURST: '100000000',
      },
      serviceEnv: {
        booking: { MAX_ACTIVE_HOLDS_PER_CLIENT: String(PAYMENTS + WARMUP) },
        billing: { STRIPE_WEBHOOK_SECRET: webhookSecret },
      },
    });
    try {
      await stack.seedDemo(password);
      await run(tsxBin, ['src/cli/seed-bench.ts'], {
        cwd: path.join(root, 'services/booking'),
        env: {
          ...process.env,
          DATABASE_URL: stack.services.booking.databaseUrl,
          BENCH_THERAPISTS: String(THERAPISTS),
          LOG_LEVEL: 'warn',
        },
      });
      const bookingDb = new pg.Pool({ connectionString: stack.services.booking.databaseUrl, max: 4 });
      const billingDb = new pg.Pool({ connectionString: stack.services.billing.databaseUrl, max: IN_FLIGHT });
      try {
        // Free slots to book: the bench therapists' first free hours of the coming week.
        const now = new Date();
        const login = await fetch(`${stack.bffUrl}/app/login`);
        const csrf = /oslonac_csrf=([^;]+)/.exec(login.headers.getSetCookie().join('; '))?.[1] ?? '';
        const headers = { 'content-type': 'application/json', 'x-csrf-token': csrf, origin: stack.bffUrl };
        const targets: { slug: string; startsAt: string }[] = [];
        for (let i = 0; targets.length < PAYMENTS + WARMUP && i < THERAPISTS; i++) {
          const slug = `bench-terapeut-${i}`;
          const q = new URLSearchParams({
            kind: 'individual',
            from: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
            to: new Date(now.getTime() + 8 * 86_400_000).toISOString(),
          });
          const res = await fetch(`${stack.bffUrl}/api/v1/therapists/${slug}/slots?${q}`);
          const { slots } = (await res.json()) as { slots?: { startsAt: string }[] };
          for (const s of (slots ?? []).slice(0, 3)) targets.push({ slug, startsAt: s.startsAt });
        }
        if (targets.length < PAYMENTS + WARMUP) {
          throw new Error(`only ${targets.length} free slots for ${PAYMENTS + WARMUP} payments`);
        }
        const sessions: string[] = [];
        for (let k = 0; k < CLIENTS; k++) {
          sessions.push(
            await benchClient(stack.bffUrl, stack.identityHttpUrl, headers, csrf, k, 'bench.placanje'),
          );
        }

        // Setup (untimed): hold → submit → card payment, as the booking page does, through the BFF.
        const bookingIds: string[] = new Array(targets.length);
        const post = async (k: number, route: string, body: unknown) => {
          const res = await fetch(`${stack.bffUrl}${route}`, {
            method: 'POST',
            headers: { ...headers, cookie: `oslonac_csrf=${csrf}; ${sessions[k % CLIENTS]}` },
            body: JSON.stringify(body),
          });
          const text = await res.text();
          if (res.status >= 300) throw new Error(`POST ${route} answered ${res.status}: ${text}`);
          return JSON.parse(text) as Record<string, unknown>;
        };
        const setupMs = await pool(targets.length, IN_FLIGHT, async (i) => {
          const t = targets[i]!;
          const held = (await post(i, '/api/v1/bookings', {
            therapistSlug: t.slug,
            kind: 'individual',
            startsAt: t.startsAt,
          })) as { booking: { id: string } };
          const id = held.booking.id;
          await post(i, `/api/v1/bookings/${id}/submit`, {});
          await post(i, `/api/v1/bookings/${id}/card-payment`, {});
          bookingIds[i] = id;
        });
        const open = await billingDb.query<{ booking_id: string; cs: string }>(
          `SELECT booking_id::text, stripe_checkout_session_id AS cs FROM payment
            WHERE status = 'pending' AND stripe_checkout_session_id IS NOT NULL`,
        );
        const sessionOf = new Map(open.rows.map((r) => [r.booking_id, r.cs]));
        const pending: Pending[] = bookingIds.map((bookingId) => {
          const cs = sessionOf.get(bookingId);
          if (!cs) throw new Error(`booking ${bookingId} has no open card payment`);
          return { bookingId, checkoutSessionId: cs };
        });
        console.log(
          `\n[bench] ${pending.length} bookings awaiting a card payment, set up in ${(setupMs / 1000).toFixed(1)} s`,
        );

        // The event Stripe sends once the page is paid: the emulator's own session, completed and paid.
        const eventOf = async (x: Pending, n: number): Promise<string> => {
          const res = await fetch(`${stack.stripe.url}/v1/checkout/sessions/${x.checkoutSessionId}`, {
            headers: { authorization: `Bearer ${DEV_STRIPE_SECRET_KEY}` },
          });
          if (res.status !== 200) throw new Error(`emulator session ${x.checkoutSessionId}: ${res.status}`);
          const session = (await res.json()) as Record<string, unknown>;
          const created = Math.floor(Date.now() / 1000);
          const event = {
            id: `evt_bench${n}${randomBytes(8).toString('hex')}`,
            object: 'event',
            api_version: DEFAULT_API_VERSION,
            created,
            livemode: false,
            pending_webhooks: 1,
            request: { id: null, idempotency_key: null },
            type: 'checkout.session.completed',
            data: {
              object: {
                ...session,
                status: 'complete',
                payment_status: 'paid',
                payment_intent: session.payment_intent ?? `pi_bench${n}`,
              },
            },
          };
          return JSON.stringify(event, null, 2);
        };
        const bodies = await Promise.all(pending.map((x, n) => eventOf(x, n)));
        const webhookUrl = `${stack.services.billing.httpUrl}${STRIPE_WEBHOOK_PATH}`;
        const sentAt = new Map<string, number>();
        const outcomes = new Map<string, number>();
        const deliver = async (i: number) => {
          const body = bodies[i]!;
          sentAt.set(pending[i]!.bookingId, performance.now());
          const res = await fetch(webhookUrl, {
            method: 'POST',
            headers: {
              'content-type': 'application/json; charset=utf-8',
              'stripe-signature': signPayload(body, webhookSecret, Math.floor(Date.now() / 1000)),
            },
            body,
          });
          const out =
            res.status === 200 ? ((await res.json()) as { outcome: string }).outcome : String(res.status);
          outcomes.set(out, (outcomes.get(out) ?? 0) + 1);
        };

        /** Polls booking's database until every id is confirmed; returns when each was first seen so. */
        const watchConfirmed = async (ids: string[]): Promise<Map<string, number>> => {
          const seen = new Map<string, number>();
          const deadline = performance.now() + 300_000;
          while (seen.size < ids.length) {
            if (performance.now() > deadline) {
              throw new Error(`only ${seen.size} of ${ids.length} bookings confirmed within 5 minutes`);
            }
            const left = ids.filter((id) => !seen.has(id));
            const r = await bookingDb.query<{ id: string }>(
              `SELECT id::text FROM booking WHERE id = ANY($1::uuid[]) AND status = 'confirmed'`,
              [left],
            );
            const at = performance.now();
            for (const row of r.rows) seen.set(row.id, at);
            if (seen.size < ids.length) await new Promise((res) => setTimeout(res, 10));
          }
          return seen;
        };

        // Warm-up (untimed): the first WARMUP payments, to the end, so JIT and pools are steady.
        const warm = Math.min(WARMUP, Math.floor(pending.length / 3));
        await pool(warm, IN_FLIGHT, deliver);
        await watchConfirmed(pending.slice(0, warm).map((x) => x.bookingId));
        outcomes.clear();

        const timed = pending.slice(warm);
        const timedIds = timed.map((x) => x.bookingId);
        const t0 = performance.now();
        const watching = watchConfirmed(timedIds);
        await pool(timed.length, IN_FLIGHT, (i) => deliver(warm + i));
        const confirmedAt = await watching;
        const confirmMs = Math.max(...confirmedAt.values()) - t0;
        const latencies = timedIds.map((id) => confirmedAt.get(id)! - sentAt.get(id)!);

        // Baseline: the payment row itself, raw, at the same concurrency (after the same untimed rounds).
        const insert = async () => {
          const at = new Date();
          await billingDb.query(
            `INSERT INTO payment (id, booking_id, client_user_id, therapist_user_id, method, status, amount_minor,
               currency, stripe_checkout_session_id, stripe_checkout_url, stripe_checkout_expires_at,
               stripe_payment_intent_id, failure_code, refunded_minor, buyer_name, buyer_pib, service_starts_at,
               service_minutes, created_at, paid_at, updated_at)
             VALUES ($1, $2, $3, $4, 'card', 'succeeded', 450000, 'RSD', $5, $6, $7, $8, '', 0, 'Klijent', '', $7,
               50, $9, $9, $9)`,
            [
              v7(),
              v7(),
              v7(),
              v7(),
              `cs_bench_${randomBytes(12).toString('hex')}`,
              'http://127.0.0.1/c/pay/bench',
              new Date(at.getTime() + 1_800_000),
              `pi_bench_${randomBytes(12).toString('hex')}`,
              at,
            ],
          );
        };
        await pool(warm, IN_FLIGHT, insert);
        const insertMs = await pool(timed.length, IN_FLIGHT, insert);

        const confirmRate = (timed.length / confirmMs) * 1000;
        const insertRate = (timed.length / insertMs) * 1000;
        console.log(
          `\nPayment confirmation, ${timed.length} signed checkout.session.completed (after ${warm} untimed), ${IN_FLIGHT} in flight:`,
        );
        console.log(
          `  webhook → booking confirmed  ${confirmRate.toFixed(1).padStart(8)} confirmations/s  outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
        );
        console.log(
          `  latency webhook-in → confirmed (ms): p50 ${percentile(latencies, 0.5).toFixed(0)}  p95 ${percentile(latencies, 0.95).toFixed(0)}`,
        );
        console.log(`  raw INSERT of the payment row ${insertRate.toFixed(0).padStart(7)} rows/s`);
        console.log(`  ratio confirmations / raw INSERT: ${(confirmRate / insertRate).toFixed(4)}`);
        if ([...outcomes.keys()].some((o) => o !== 'applied')) process.exitCode = 1;
      } finally {
        await bookingDb.end();
        await billingDb.end();
      }
    } finally {
      await stack.stop();
    }
  } finally {
    await infra.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
