import '@oslonac/web/screens/catalog/catalog.css';
import { CatalogScreen } from '@oslonac/web/screens/catalog/CatalogScreens';
import { EMPTY_FILTERS } from '@oslonac/web/screens/catalog/types';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BENCH_CATALOG_PAGE, BENCH_TAXONOMY } from '@/src/server/bench/catalog-fixture';
import { bffConfig } from '@/src/server/config';
import { getLocale } from '@/src/server/session';

// The bench's baseline for server rendering /terapeuti (scripts/load/catalog-bench.ts): the same layout and
// screen with a page of constant therapists, so the HTML is about as large, and no service is asked. Exists
// only when the BFF runs with BENCH_PAGES=1; proxy.ts answers 404 for it otherwise.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Bench', robots: { index: false, follow: false } };

export default async function BenchCatalogPage() {
  if (!bffConfig().benchPages) notFound();
  return (
    <CatalogScreen
      locale={await getLocale()}
      taxonomy={BENCH_TAXONOMY}
      values={EMPTY_FILTERS}
      outcome={{ kind: 'ok', result: BENCH_CATALOG_PAGE }}
    />
  );
}
