import '@oslonac/web/screens/catalog/catalog.css';
import { getT } from '@oslonac/web/i18n';
import { type CatalogOutcome, SearchScreen } from '@oslonac/web/screens/catalog/CatalogScreens';
import { catalogMessages } from '@oslonac/web/screens/catalog/messages';
import type { Metadata } from 'next';
import { pageParam, publicMetadata } from '@/app/_shell/public-page';
import { safeTaxonomy, searchOutcome } from '@/src/api/loaders/catalog';
import { getLocale, getSession } from '@/src/server/session';
import { CATALOG_PAGE_SIZE } from '@/src/server/views/therapists';
import { param, type SearchParams } from '../_shell/page-helpers';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = getT(catalogMessages, locale);
  return publicMetadata({
    title: t('searchTitle'),
    description: t('searchMetaDescription'),
    path: '/pretraga',
    locale,
  });
}

export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, locale, session, taxonomy] = await Promise.all([
    searchParams,
    getLocale(),
    getSession(),
    safeTaxonomy(),
  ]);
  const raw = params.q;
  const query = typeof raw === 'string' ? raw.slice(0, 100).trim() : '';
  const page = pageParam(params);
  let outcome: CatalogOutcome | null = null;
  if (Array.isArray(raw) || (typeof raw === 'string' && raw.length > 100) || page === null) {
    outcome = { kind: 'invalid' };
  } else if (query) {
    outcome = await searchOutcome(
      { query, page, pageSize: CATALOG_PAGE_SIZE, sort: 'relevance' },
      session?.actorToken,
    );
  }
  // `param` keeps the first of repeated values: what the box shows back.
  return (
    <SearchScreen
      locale={locale}
      taxonomy={taxonomy}
      query={param(params, 'q', 100) ?? query}
      outcome={outcome}
    />
  );
}
