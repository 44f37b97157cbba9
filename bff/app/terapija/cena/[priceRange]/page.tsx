import '@oslonac/web/screens/catalog/catalog.css';
import { getT } from '@oslonac/web/i18n';
import { PRICE_LABEL_KEY } from '@oslonac/web/screens/catalog/CatalogFilters';
import { PriceRangeScreen } from '@oslonac/web/screens/catalog/CatalogScreens';
import { catalogMessages } from '@oslonac/web/screens/catalog/messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageParam, publicMetadata } from '@/app/_shell/public-page';
import { safeTaxonomy, searchOutcome } from '@/src/api/loaders/catalog';
import { getLocale, getSession } from '@/src/server/session';
import { CATALOG_PAGE_SIZE, isPriceRange, PRICE_RANGES } from '@/src/server/views/therapists';
import type { SearchParams } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';

type Params = Promise<{ priceRange: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ priceRange }, locale] = await Promise.all([params, getLocale()]);
  if (!isPriceRange(priceRange)) return {};
  const t = getT(catalogMessages, locale);
  const range = t(PRICE_LABEL_KEY[priceRange]);
  return publicMetadata({
    title: t('priceRangeTitle', { range }),
    description: t('priceRangeMetaDescription', { range }),
    path: `/terapija/cena/${priceRange}`,
    locale,
  });
}

export default async function PriceRangePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const [{ priceRange }, query, locale, session, taxonomy] = await Promise.all([
    params,
    searchParams,
    getLocale(),
    getSession(),
    safeTaxonomy(),
  ]);
  if (!isPriceRange(priceRange)) notFound();
  const bounds = PRICE_RANGES[priceRange];
  const page = pageParam(query);
  const outcome =
    page === null
      ? ({ kind: 'invalid' } as const)
      : await searchOutcome(
          {
            priceMinRsd: bounds.minRsd,
            priceMaxRsd: bounds.maxRsd,
            page,
            pageSize: CATALOG_PAGE_SIZE,
            sort: 'price_asc',
          },
          session?.actorToken,
        );
  return <PriceRangeScreen locale={locale} taxonomy={taxonomy} range={priceRange} outcome={outcome} />;
}
