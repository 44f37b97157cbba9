/**
 * `make bench`, search part: catalogue search over 10,000 therapists, p50/p95 through the therapists service's
 * gRPC API and for the very same SQL run raw with `pg` from this process, and the ratio between them (machines
 * here are noisy; the ratio is what carries over). Run alone with `tsx scripts/load/search-bench.ts`; the parts
 * are exported so the full bench can measure the same queries against a running stack and through the BFF.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { generateActorKeyPair } from '@oslonac/kit';
import { createClient, unary } from '@oslonac/kit/grpc-client';
import {
  Gender,
  SearchTherapistsRequest,
  SortOrder,
  TherapistsServiceClient,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import pg from 'pg';
import { parseSearchFilter, type SearchInput } from '../../services/therapists/src/domain/search-filter';
import { Prisma } from '../../services/therapists/src/generated/prisma/client';
import type { Db } from '../../services/therapists/src/store/db';
import { searchProfiles } from '../../services/therapists/src/store/search';
import { PRICE_RANGES } from '../../web/src/screens/catalog/types';
import { ensureTestInfra } from '../infra/index';
import { deleteStreams } from '../infra/nats';
import { freePort } from '../infra/ports';
import { createDatabase, dropDatabase } from '../infra/postgres';
import { waitUp } from '../stack/index';
import { root, tsxBin } from '../stack/paths';
import { SERVICES, startService } from '../stack/services';

const therapistsDir = path.join(root, 'services/therapists');

export interface SearchCase {
  name: string;
  input: SearchInput;
}

const base: SearchInput = {
  query: '',
  specialties: [],
  approaches: [],
  priceMinRsd: 0,
  priceMaxRsd: 0,
  gender: null,
  languages: [],
  couplesOnly: false,
  sort: 'relevance',
  page: 1,
  pageSize: 20,
  city: '',
  availableWithinDays: 0,
};

/** What visitors actually type and click: both scripts, missing diacritics, filters, price order, a deep page. */
export const SEARCH_CASES: SearchCase[] = [
  { name: 'catalogue, first page', input: { ...base } },
  { name: 'latin "psiholog anksioznost"', input: { ...base, query: 'psiholog anksioznost' } },
  { name: 'cyrillic "психолог анксиозност"', input: { ...base, query: 'психолог анксиозност' } },
  { name: 'no diacritics "psihoterapeut cacak"', input: { ...base, query: 'psihoterapeut cacak' } },
  { name: 'surname "djordjevic"', input: { ...base, query: 'djordjevic' } },
  { name: 'cyrillic + approach "траума" emdr', input: { ...base, query: 'траума', approaches: ['emdr'] } },
  {
    name: 'filters: depresija, en, female',
    input: { ...base, specialties: ['depresija'], languages: ['en'], gender: 'female' },
  },
  {
    name: 'price 3000-5000, cheapest first',
    // The bounds the site's /terapija/cena/3000-5000 and ?price=3000-5000 search with.
    input: {
      ...base,
      priceMinRsd: PRICE_RANGES['3000-5000'].minRsd,
      priceMaxRsd: PRICE_RANGES['3000-5000'].maxRsd,
      sort: 'price_asc',
    },
  },
  {
    name: 'couples, systemic, dearest first',
    input: { ...base, couplesOnly: true, approaches: ['sistemska-porodicna'], sort: 'price_desc' },
  },
  { name: 'city "Novi Sad" + "kbt"', input: { ...base, city: 'Novi Sad', query: 'kbt' } },
  { name: 'free slot within 7 days', input: { ...base, availableWithinDays: 7 } },
  {
    name: 'free slot within 2 days + anksioznost',
    input: { ...base, availableWithinDays: 2, specialties: ['anksioznost'] },
  },
  { name: 'deep page 200 of the catalogue', input: { ...base, page: 200 } },
];

function toProto(input: SearchInput): SearchTherapistsRequest {
  return SearchTherapistsRequest.fromPartial({
    query: input.query,
    specialties: input.specialties,
    approaches: input.approaches,
    priceMinRsd: input.priceMinRsd,
    priceMaxRsd: input.priceMaxRsd,
    gender:
      input.gender === 'female'
        ? Gender.GENDER_FEMALE
        : input.gender === 'male'
          ? Gender.GENDER_MALE
          : Gender.GENDER_UNSPECIFIED,
    languages: input.languages,
    couplesOnly: input.couplesOnly,
    sort:
      input.sort === 'price_asc'
        ? SortOrder.SORT_ORDER_PRICE_ASC
        : input.sort === 'price_desc'
          ? SortOrder.SORT_ORDER_PRICE_DESC
          : SortOrder.SORT_ORDER_RELEVANCE,
    page: input.page,
    pageSize: input.pageSize,
    city: input.city,
    availableWithinDays: input.availableWithinDays,
  });
}

/**
 * The exact statement the service runs for a search: the store's own query builder, handed a stand-in client
 * that records the first query instead of sending it.
 */
export function searchSql(input: SearchInput): { text: string; values: unknown[] } {
  let captured: Prisma.Sql | null = null;
  const recorder = {
    $queryRaw: (strings: TemplateStringsArray, ...values: unknown[]) => {
      captured ??= Prisma.sql(strings, ...values);
      return Promise.resolve([]);
    },
  } as unknown as Db;
  void searchProfiles(recorder, parseSearchFilter(input));
  const sql = captured as Prisma.Sql | null;
  if (!sql) throw new Error('the search query builder issued no query');
  return { text: sql.text, values: sql.values };
}

/** Seeds `n` bench therapists with the service's own CLI (migrates, inserts in batches, analyzes). */
export function seedBenchTherapists(databaseUrl: string, n = 10_000): void {
  execFileSync(tsxBin, ['src/cli/seed-bench.ts', String(n)], {
    cwd: therapistsDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
}

export interface Percentiles {
  p50: number;
  p95: number;
  n: number;
}

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), n: sorted.length };
}

export interface SearchBenchResult {
  cases: { name: string; grpc: Percentiles; raw: Percentiles; total: number }[];
  grpc: Percentiles;
  raw: Percentiles;
}

/**
 * Runs every case `rounds` times through gRPC and as raw SQL, one request at a time and interleaved, so both
 * see the same machine at the same moment. Checks on the way that both paths count the same matches.
 */
export async function measureSearch(opts: {
  grpcAddr: string;
  databaseUrl: string;
  rounds?: number;
  warmup?: number;
}): Promise<SearchBenchResult> {
  const rounds = opts.rounds ?? 40;
  const warmup = opts.warmup ?? 5;
  const client = createClient(TherapistsServiceClient, opts.grpcAddr);
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 2 });
  const statements = SEARCH_CASES.map((c) => ({ ...c, proto: toProto(c.input), sql: searchSql(c.input) }));
  const grpcTimes = statements.map(() => [] as number[]);
  const rawTimes = statements.map(() => [] as number[]);
  const totals = statements.map(() => 0);
  try {
    for (let round = 0; round < warmup + rounds; round++) {
      for (const [i, s] of statements.entries()) {
        let started = performance.now();
        const res = await unary(client, client.searchTherapists, s.proto, { deadlineMs: 30_000, retries: 0 });
        const grpcMs = performance.now() - started;
        started = performance.now();
        const raw = await pool.query<{ total: string }>(s.sql.text, s.sql.values);
        const rawMs = performance.now() - started;
        if (round < warmup) {
          // Past the last page the window count has no row; the service then counts separately.
          const rawTotal = raw.rows.length > 0 ? Number(raw.rows[0]!.total) : res.total;
          if (rawTotal !== res.total || raw.rows.length !== res.profiles.length) {
            throw new Error(
              `"${s.name}": gRPC returned ${res.profiles.length} of ${res.total}, raw SQL ${raw.rows.length} of ${rawTotal}`,
            );
          }
          totals[i] = res.total;
          continue;
        }
        grpcTimes[i]!.push(grpcMs);
        rawTimes[i]!.push(rawMs);
      }
    }
  } finally {
    client.close();
    await pool.end();
  }
  return {
    cases: statements.map((s, i) => ({
      name: s.name,
      grpc: percentiles(grpcTimes[i]!),
      raw: percentiles(rawTimes[i]!),
      total: totals[i]!,
    })),
    grpc: percentiles(grpcTimes.flat()),
    raw: percentiles(rawTimes.flat()),
  };
}

export function printSearchReport(r: SearchBenchResult, therapists: number): void {
  const ms = (v: number) => v.toFixed(1).padStart(7);
  console.log(`\nSearch over ${therapists} therapists, one request at a time (ms):`);
  console.log(`  ${'case'.padEnd(40)} ${'matches'.padStart(7)}   gRPC p50  p95     raw p50  p95`);
  for (const c of r.cases) {
    console.log(
      `  ${c.name.padEnd(40)} ${String(c.total).padStart(7)}   ${ms(c.grpc.p50)}${ms(c.grpc.p95)}  ${ms(c.raw.p50)}${ms(c.raw.p95)}`,
    );
  }
  console.log(
    `  all cases (${r.grpc.n} each): gRPC p50 ${r.grpc.p50.toFixed(1)} p95 ${r.grpc.p95.toFixed(1)}; ` +
      `raw SQL p50 ${r.raw.p50.toFixed(1)} p95 ${r.raw.p95.toFixed(1)}`,
  );
  console.log(
    `  ratio service / raw SQL: p50 ${(r.grpc.p50 / r.raw.p50).toFixed(2)}, p95 ${(r.grpc.p95 / r.raw.p95).toFixed(2)}`,
  );
}

async function main() {
  const therapists = Number(process.env.BENCH_THERAPISTS ?? 10_000);
  const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 40);
  const say = (line: string) => console.log(`[search-bench] ${line}`);
  const infra = await ensureTestInfra(say);
  const run = `sbench${randomBytes(3).toString('hex')}`;
  const database = `oslonac_t_${run}_therapists`;
  const streamPrefix = run.toUpperCase();
  let service: Awaited<ReturnType<typeof startService>> | null = null;
  try {
    const databaseUrl = await createDatabase(infra.adminUrl, database);
    say(`seeding ${therapists} therapists`);
    const seeded = performance.now();
    seedBenchTherapists(databaseUrl, therapists);
    say(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const spec = SERVICES.find((s) => s.name === 'therapists');
    if (!spec) throw new Error('the stack has no therapists service');
    const [grpcPort, httpPort] = [await freePort(), await freePort()];
    const { publicJwk } = await generateActorKeyPair();
    service = startService(spec, {
      ctx: {
        natsUrl: infra.natsUrl,
        subjectPrefix: `${run}.`,
        streamPrefix,
        actorPrivateJwk: '',
        identityHttpUrl: '',
        publicUrl: 'http://127.0.0.1',
        dataMasterKey: randomBytes(32).toString('base64'),
        smtpUrl: '',
        // Therapists alone: it calls no other service and no Stripe.
        grpcAddrs: {},
        stripe: { apiBase: '', secretKey: '', webhookSecret: '' },
      },
      databaseUrl,
      grpcPort,
      httpPort,
      echo: false,
      // Search is public; no identity service runs here, so the service gets a key to verify with directly.
      env: { ACTOR_JWKS_URL: undefined, ACTOR_PUBLIC_JWK: JSON.stringify(publicJwk), LOG_LEVEL: 'warn' },
    });
    await waitUp(service, httpPort, `http://127.0.0.1:${httpPort}/readyz`);

    const result = await measureSearch({ grpcAddr: `127.0.0.1:${grpcPort}`, databaseUrl, rounds });
    printSearchReport(result, therapists);
  } finally {
    await service?.stop();
    await dropDatabase(infra.adminUrl, database).catch((err) => say(`could not drop ${database}: ${err}`));
    await deleteStreams(infra.natsUrl, streamPrefix).catch((err) => say(`could not delete streams: ${err}`));
    await infra.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
