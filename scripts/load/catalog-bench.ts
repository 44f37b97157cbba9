/**
 * `make bench`, catalogue part through the BFF: the search cases of search-bench.ts as HTTP requests to
 * GET /api/v1/therapists over 10,000 therapists, each p50/p95 next to the same SQL run raw with `pg` from this
 * process; then server-rendering throughput of /terapeuti against /o-nama, a page of the same layout that calls no
 * service (both measured against the same BFF process in the same run).
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import type { SearchInput } from '../../services/therapists/src/domain/search-filter';
import { ensureTestInfra } from '../infra/index';
import { startStack } from '../stack/index';
import { SEARCH_CASES, searchSql, seedBenchTherapists } from './search-bench';

const therapists = Number(process.env.BENCH_THERAPISTS ?? 10_000);
const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 30);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const PRICE_SLUGS: Record<string, string> = {
  '0-300000': 'do-3000',
  '300000-500000': '3000-5000',
  '500000-700000': '5000-7000',
  '700000-0': 'preko-7000',
};

/** The query string a visitor's filter form sends for the same search. */
function toQuery(input: SearchInput): string {
  const q = new URLSearchParams();
  if (input.query) q.set('q', input.query);
  if (input.specialties[0]) q.set('specialty', input.specialties[0]);
  if (input.approaches[0]) q.set('approach', input.approaches[0]);
  const price = PRICE_SLUGS[`${input.priceMinRsd}-${input.priceMaxRsd}`];
  if (price) q.set('price', price);
  if (input.gender) q.set('gender', input.gender);
  if (input.languages[0]) q.set('language', input.languages[0]);
  if (input.couplesOnly) q.set('couples', 'true');
  if (input.city) q.set('city', input.city);
  if (input.sort !== 'relevance') q.set('sort', input.sort);
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
    const stack = await startStack({ name: 'catbench', adminUrl: infra.adminUrl, natsUrl: infra.natsUrl });
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

      const pages: { name: string; url: string; rps: number; bytes: number; non2xx: number }[] = [];
      for (const [name, path] of [
        ['bare page /o-nama (no upstream call)', '/o-nama'],
        ['catalogue /terapeuti (search + taxonomy)', '/terapeuti'],
      ] as const) {
        const url = `${stack.bffUrl}${path}`;
        const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
        await autocannon({ url, connections: 8, duration: 2 });
        const r = await autocannon({ url, connections: 8, duration: seconds });
        pages.push({ name, url, rps: r.requests.average, bytes, non2xx: r.non2xx });
      }
      console.log(`\nServer rendering through the BFF, ${seconds} s each, 8 connections:`);
      for (const page of pages) {
        console.log(
          `  ${page.name.padEnd(44)} ${page.rps.toFixed(0).padStart(6)} req/s  ${(page.bytes / 1024).toFixed(0)} KiB  non-2xx ${page.non2xx}`,
        );
      }
      const [bare, catalogue] = pages;
      if (bare && catalogue)
        console.log(`  ratio /terapeuti / bare page: ${(catalogue.rps / bare.rps).toFixed(3)}`);
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
