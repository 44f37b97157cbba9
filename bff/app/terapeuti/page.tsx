import '@oslonac/web/screens/catalog/catalog.css';
import { getT } from '@oslonac/web/i18n';
import { CatalogScreen } from '@oslonac/web/screens/catalog/CatalogScreens';
import { catalogMessages } from '@oslonac/web/screens/catalog/messages';
import type { Metadata } from 'next';
import { publicMetadata } from '@/app/_shell/public-page';
import { filtersOutcome, parseCatalogParams, safeTaxonomy } from '@/src/api/loaders/catalog';
import { getLocale, getSession } from '@/src/server/session';
import type { SearchParams } from '../_shell/page-helpers';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = getT(catalogMessages, locale);
  return publicMetadata({
    title: t('catalogTitle'),
    description: t('catalogMetaDescription'),
    path: '/terapeuti',
    locale,
  });
}

export default async function CatalogPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, locale, session, taxonomy] = await Promise.all([
    searchParams,
    getLocale(),
    getSession(),
    safeTaxonomy(),
  ]);
  const parsed = parseCatalogParams(params);
  const outcome = parsed.ok
    ? await filtersOutcome(parsed.filters, session?.actorToken)
    : ({ kind: 'invalid' } as const);
  return <CatalogScreen locale={locale} taxonomy={taxonomy} values={parsed.values} outcome={outcome} />;
}
