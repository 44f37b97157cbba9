/**
 * `make bench`, catalogue part through the BFF: the search cases of search-bench.ts as HTTP requests to
 * GET /api/v1/therapists over 10,000 therapists, each p50/p95 next to the same SQL run raw with `pg` from this
 * process; then server-rendering throughput of /terapeuti against /bench/katalog, the same layout and screen with as
 * many cards from constant data and no service call (served only with BENCH_PAGES=1), both measured against the same
 * BFF process in the same run, with their sizes beside the ratio.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import type { SearchInput } from '../../services/therapists/src/domain/search-filter';
import { PRICE_RANGE_SLUGS, PRICE_RANGES, type PriceRangeSlug } from '../../web/src/screens/catalog/types';
import { ensureTestInfra } from '../infra/index';
import { startStack } from '../stack/index';
import { SEARCH_CASES, searchSql, seedBenchTherapists } from './search-bench';

const therapists = Number(process.env.BENCH_THERAPISTS ?? 10_000);
const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 30);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** The /terapija/cena slug whose bounds are exactly the search's; a search with other bounds has none. */
function priceSlug(input: SearchInput): PriceRangeSlug | undefined {
  return PRICE_RANGE_SLUGS.find(
    (slug) =>
      PRICE_RANGES[slug].minRsd === input.priceMinRsd && PRICE_RANGES[slug].maxRsd === input.priceMaxRsd,
  );
}

/** The query string a visitor's filter form sends for the same search. */
function toQuery(input: SearchInput): string {
  const q = new URLSearchParams();
  if (input.query) q.set('q', input.query);
  if (input.specialties[0]) q.set('specialty', input.specialties[0]);
  if (input.approaches[0]) q.set('approach', input.approaches[0]);
  const price = priceSlug(input);
  if (price) q.set('price', price);
  else if (input.priceMinRsd || input.priceMaxRsd)
    throw new Error('a bench search names a price range the site has not');
  if (input.gender) q.set('gender', input.gender);
  if (input.languages[0]) q.set('language', input.languages[0]);
  if (input.couplesOnly) q.set('couples', 'true');
  if (input.city) q.set('city', input.city);
  if (input.sort !== 'relevance') q.set('sort', input.sort);
  if (input.availableWithinDays > 0) q.set('dostupno', String(input.availableWithinDays));
  if (input.page > 1) q.set('page', String(input.page));
  return q.toString();
}

function p(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function main() {
  const infra = await ensureTestInfra((line) => console.log(`[catalog-bench] ${line}`));
  try {
    const stack = await startStack({
      name: 'catbench',
      adminUrl: infra.adminUrl,
      natsUrl: infra.natsUrl,
      bffEnv: { BENCH_PAGES: '1' },
    });
    try {
      seedBenchTherapists(stack.services.therapists.databaseUrl, therapists);
      const pool = new pg.Pool({ connectionString: stack.services.therapists.databaseUrl, max: 2 });
      const http: number[] = [];
      const raw: number[] = [];
      try {
        const cases = SEARCH_CASES.map((c) => ({
          ...c,
          url: `${stack.bffUrl}/api/v1/therapists?${toQuery(c.input)}`,
        }));
        for (let round = 0; round < rounds + 3; round++) {
          for (const c of cases) {
            let started = performance.now();
            const res = await fetch(c.url);
            await res.arrayBuffer();
            const httpMs = performance.now() - started;
            if (res.status !== 200) throw new Error(`${c.name}: GET ${c.url} answered ${res.status}`);
            const sql = searchSql(c.input);
            started = performance.now();
            await pool.query(sql.text, sql.values);
            const rawMs = performance.now() - started;
            if (round < 3) continue;
            http.push(httpMs);
            raw.push(rawMs);
          }
        }
      } finally {
        await pool.end();
      }
      console.log(
        `\nCatalogue search through the BFF over ${therapists} therapists (${http.length} requests, ms):`,
      );
      console.log(
        `  BFF GET /api/v1/therapists  p50 ${p(http, 0.5).toFixed(1)}  p95 ${p(http, 0.95).toFixed(1)}`,
      );
      console.log(
        `  same SQL raw                p50 ${p(raw, 0.5).toFixed(1)}  p95 ${p(raw, 0.95).toFixed(1)}`,
      );
      console.log(
        `  ratio BFF / raw SQL: p50 ${(p(http, 0.5) / p(raw, 0.5)).toFixed(2)}, p95 ${(p(http, 0.95) / p(raw, 0.95)).toFixed(2)}`,
      );

      const pages: {
        name: string;
        url: string;
        rps: number;
        bytes: number;
        non2xx: number;
        cards: number;
      }[] = [];
      for (const [name, path] of [
        ['baseline /bench/katalog (constant data)', '/bench/katalog'],
        ['catalogue /terapeuti (search + taxonomy)', '/terapeuti'],
      ] as const) {
        const url = `${stack.bffUrl}${path}`;
        const res = await fetch(url);
        const html = await res.text();
        if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
        const cards = html.match(/<article class="c-card"/g)?.length ?? 0;
        if (cards === 0) throw new Error(`GET ${url} rendered no therapist cards`);
        const bytes = Buffer.byteLength(html);
        await autocannon({ url, connections: 8, duration: 2 });
        const r = await autocannon({ url, connections: 8, duration: seconds });
        pages.push({ name, url, rps: r.requests.average, bytes, non2xx: r.non2xx, cards });
      }
      console.log(`\nServer rendering through the BFF, ${seconds} s each, 8 connections:`);
      for (const page of pages) {
        console.log(
          `  ${page.name.padEnd(44)} ${page.rps.toFixed(0).padStart(6)} req/s  ${page.bytes} bytes, ${page.cards} cards  non-2xx ${page.non2xx}`,
        );
      }
      const [baseline, catalogue] = pages;
      if (baseline && catalogue) {
        console.log(
          `  ratio /terapeuti / baseline: ${(catalogue.rps / baseline.rps).toFixed(3)}` +
            `  (sizes ${catalogue.bytes} / ${baseline.bytes} bytes = ${(catalogue.bytes / baseline.bytes).toFixed(2)})`,
        );
      }
      if (pages.some((page) => page.non2xx > 0)) process.exitCode = 1;
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
