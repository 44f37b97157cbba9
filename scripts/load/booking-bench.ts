/**
 * Booking in `make bench`, over 1,000 therapists with demo hours and a third of next week booked:
 * - the free-slot board (7 days) in the service over gRPC and through the BFF, each against the same three SQL
 *   reads run raw in this process (so the ratio is what slot computation, gRPC and HTTP add);
 * - hold throughput through the BFF (POST /api/v1/bookings, distinct free slots, 16 in flight, 16 clients) against
 *   a raw INSERT of the same booking row (a new client each) at the same concurrency; both after untimed rounds,
 *   as the board's first requests are, so the ratio is steady state rather than JIT warm-up.
 * Ratios only: absolute numbers on a shared two-core machine do not carry over.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { createClient, unary } from '@oslonac/kit/grpc-client';
import { BookingServiceClient, SessionKind } from '@oslonac/proto/oslonac/booking/v1/booking';
import pg from 'pg';
import { v7 } from 'uuid';
import { ensureTestInfra } from '../infra/index';
import { buildBff } from '../stack/build';
import { startStack } from '../stack/index';
import { bffStandaloneServer, root, tsxBin } from '../stack/paths';
import { benchClient, percentile, pool } from './bench-kit';
import { cpuPer, cpuSnapshot } from './cpu-split';

const THERAPISTS = Number(process.env.BENCH_THERAPISTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const HOLDS = Number(process.env.BENCH_HOLDS ?? 600);
const IN_FLIGHT = 16;
/** Holds (and raw INSERTs) run first and not timed, as the board's first rounds are: steady state, not JIT warm-up. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 160);
const password = 'Oslonac-demo-2026';
const run = promisify(execFile);

const fmt = (xs: number[]) => `p50 ${percentile(xs, 0.5).toFixed(1)}  p95 ${percentile(xs, 0.95).toFixed(1)}`;

/** The board's reads, as the service runs them (store/therapists, store/availability, store/bookings). */
async function boardSqlRaw(db: pg.Pool, now: Date, to: Date) {
  const t = await db.query(
    `SELECT profile_id, user_id, slug, display_name, title, time_zone, session_types, specialties, languages, public,
            first_free_slot_at FROM therapist WHERE public ORDER BY profile_id`,
  );
  const ids = t.rows.map((r) => r.user_id);
  await Promise.all([
    db.query(`SELECT * FROM availability WHERE therapist_user_id = ANY($1::uuid[])`, [ids]),
    db.query(
      `SELECT therapist_user_id::text AS t, blocked_start AS s, blocked_end AS e FROM booking
       WHERE therapist_user_id = ANY($1::uuid[])
         AND (status = 'confirmed' OR (status IN ('held','offered','awaiting_payment') AND expires_at > $2))
         AND blocked_start < $3 AND blocked_end > $4 ORDER BY blocked_start`,
      [ids, now, to, now],
    ),
  ]);
}

async function main() {
  const infra = await ensureTestInfra((line) => console.log(`[bench] ${line}`));
  try {
    if (!existsSync(bffStandaloneServer) || process.env.BENCH_BUILD === '1') buildBff({ quiet: true });
    const stack = await startStack({
      name: 'bookingbench',
      adminUrl: infra.adminUrl,
      natsUrl: infra.natsUrl,
      bffEnv: {
        AUTH_RATE_BURST: '100000000',
        AUTH_RATE_PER_MINUTE: '100000000',
        API_RATE_BURST: '100000000',
      },
      // Each benchmark client holds dozens of slots; real clients are limited to a few.
      serviceEnv: { booking: { MAX_ACTIVE_HOLDS_PER_CLIENT: String(HOLDS * 2) } },
    });
    try {
      await stack.seedDemo(password);
      const bookingDb = stack.services.booking.databaseUrl;
      await run(tsxBin, ['src/cli/seed-bench.ts'], {
        cwd: path.join(root, 'services/booking'),
        env: {
          ...process.env,
          DATABASE_URL: bookingDb,
          BENCH_THERAPISTS: String(THERAPISTS),
          LOG_LEVEL: 'warn',
        },
      });
      const db = new pg.Pool({ connectionString: bookingDb, max: IN_FLIGHT });
      const client = createClient(BookingServiceClient, stack.services.booking.grpcAddr);
      try {
        const boardReq = {
          windowHours: 168,
          specialty: '',
          language: '',
          maxPriceRsdMinor: 0,
          pageSize: 20,
          pageToken: '',
          slotsPerTherapist: 6,
        };
        const service: number[] = [];
        const bff: number[] = [];
        const raw: number[] = [];
        let entries = 0;
        for (let round = 0; round < ROUNDS + 5; round++) {
          let t0 = performance.now();
          const out = await unary(client, client.listFreeSlots.bind(client), boardReq, {
            deadlineMs: 30_000,
          });
          const serviceMs = performance.now() - t0;
          entries = out.entries.length;
          t0 = performance.now();
          const res = await fetch(`${stack.bffUrl}/api/v1/free-slots?window=168`);
          await res.arrayBuffer();
          const bffMs = performance.now() - t0;
          if (res.status !== 200) throw new Error(`GET /api/v1/free-slots answered ${res.status}`);
          const now = new Date();
          t0 = performance.now();
          await boardSqlRaw(db, now, new Date(now.getTime() + 168 * 3_600_000));
          const rawMs = performance.now() - t0;
          if (round < 5) continue;
          service.push(serviceMs);
          bff.push(bffMs);
          raw.push(rawMs);
        }
        console.log(
          `\nFree-slot board, 7 days over ${THERAPISTS} therapists (${ROUNDS} requests each, ms, ${entries} entries/page):`,
        );
        console.log(`  service ListFreeSlots (gRPC)   ${fmt(service)}`);
        console.log(`  BFF GET /api/v1/free-slots     ${fmt(bff)}`);
        console.log(`  the same SQL reads raw         ${fmt(raw)}`);
        console.log(
          `  ratio service / raw: p95 ${(percentile(service, 0.95) / percentile(raw, 0.95)).toFixed(2)};  BFF / raw: p95 ${(percentile(bff, 0.95) / percentile(raw, 0.95)).toFixed(2)}`,
        );

        // Distinct free slots to hold: the first free hours of each bench therapist over the next week.
        const targets: { slug: string; startsAt: string }[] = [];
        for (let i = 0; targets.length < HOLDS + WARMUP && i < THERAPISTS; i++) {
          const slug = `bench-terapeut-${i}`;
          const now = new Date();
          const out = await unary(client, client.listSlots.bind(client), {
            therapistSlug: slug,
            kind: SessionKind.SESSION_KIND_INDIVIDUAL,
            from: now,
            to: new Date(now.getTime() + 7 * 86_400_000),
          });
          for (const s of out.slots.slice(0, 3)) targets.push({ slug, startsAt: s.startsAt!.toISOString() });
        }
        const login = await fetch(`${stack.bffUrl}/app/login`);
        const csrf = /oslonac_csrf=([^;]+)/.exec(login.headers.getSetCookie().join('; '))?.[1] ?? '';
        const headers = { 'content-type': 'application/json', 'x-csrf-token': csrf, origin: stack.bffUrl };
        // Holds come from many people, as the raw INSERT's rows do (each its own client): one client per lane.
        // A single client's holds queue on that client's live-holds lock, which real traffic never piles up.
        const sessions: string[] = [];
        for (let k = 0; k < IN_FLIGHT; k++) {
          sessions.push(
            await benchClient(stack.bffUrl, stack.identityHttpUrl, headers, csrf, k, 'bench.klijent'),
          );
        }
        const statuses = new Map<number, number>();
        const warm = targets.splice(0, Math.min(WARMUP, Math.floor(targets.length / 3)));
        // node:http with kept-alive sockets rather than fetch: the load generator shares the two cores with the stack,
        // and fetch cost it about 2 ms of CPU a request (the raw INSERT's client, node-postgres, far less).
        const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
        const hold = (t: { slug: string; startsAt: string }, k: number) =>
          new Promise<void>((resolve, reject) => {
            const body = JSON.stringify({ therapistSlug: t.slug, kind: 'individual', startsAt: t.startsAt });
            const req = http.request(
              `${stack.bffUrl}/api/v1/bookings`,
              {
                method: 'POST',
                agent,
                headers: {
                  ...headers,
                  cookie: `oslonac_csrf=${csrf}; ${sessions[k % IN_FLIGHT]}`,
                  'content-length': Buffer.byteLength(body),
                },
              },
              (res) => {
                res.resume();
                res.on('end', () => {
                  statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
                  resolve();
                });
              },
            );
            req.on('error', reject);
            req.end(body);
          });
        await pool(warm.length, IN_FLIGHT, (i) => hold(warm[i]!, i));
        const cpuGroups = {
          groups: Object.fromEntries(
            (
              [
                'bff',
                'booking',
                'identity',
                'therapists',
                'billing',
                'messaging',
                'sessions',
                'admin',
              ] as const
            ).map((name) => [name, stack.pidOf(name)]),
          ),
          commands: { postgres: /^postgres/, nats: /nats-server/ },
        };
        const cpuBefore = cpuSnapshot(cpuGroups);
        const holdMs = await pool(targets.length, IN_FLIGHT, (i) => hold(targets[i]!, i));
        const cpuAfter = cpuSnapshot(cpuGroups);
        agent.destroy();
        const insert = async () => {
          const start = new Date(Date.now() + 30 * 86_400_000);
          const end = new Date(start.getTime() + 50 * 60_000);
          await db.query(
            `INSERT INTO booking (id, therapist_profile_id, therapist_user_id, client_user_id, client_name, kind, status,
               starts_at, ends_at, blocked_start, blocked_end, expires_at, price_minor, currency, cancel_window_hours,
               reschedule_window_hours, late_cancel)
             VALUES ($1, $2, $3, $4, 'Klijent', 'individual', 'held', $5, $6, $5, $7, $8, 400000, 'RSD', 24, 24, 'not_allowed')`,
            [
              v7(),
              v7(),
              v7(),
              v7(),
              start,
              end,
              new Date(end.getTime() + 10 * 60_000),
              new Date(Date.now() + 600_000),
            ],
          );
        };
        await pool(warm.length, IN_FLIGHT, insert);
        const insertMs = await pool(targets.length, IN_FLIGHT, insert);
        const holdRate = (targets.length / holdMs) * 1000;
        const insertRate = (targets.length / insertMs) * 1000;
        console.log(
          `\nHolds, ${targets.length} distinct slots (after ${warm.length} untimed), ${IN_FLIGHT} in flight:`,
        );
        console.log(
          `  BFF POST /api/v1/bookings   ${holdRate.toFixed(0).padStart(6)} holds/s  statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
        );
        console.log(`  raw INSERT of the same row  ${insertRate.toFixed(0).padStart(6)} rows/s`);
        console.log(`  ratio hold / raw INSERT: ${(holdRate / insertRate).toFixed(3)}`);
        // Includes what reacts to each hold meanwhile (identity's "time held" mail, the catalogue's first free slot).
        console.log(`  CPU ms per hold, by process: ${cpuPer(cpuBefore, cpuAfter, targets.length)}`);
        if ([...statuses.keys()].some((s) => s !== 201)) process.exitCode = 1;
      } finally {
        client.close();
        await db.end();
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
