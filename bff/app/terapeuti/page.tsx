import '../../../web/src/screens/catalog/catalog.css';
import { getT } from '@oslonac/web/i18n';
import type { Metadata } from 'next';
import { getLocale, getSession } from '@/src/server/session';
import { CatalogScreen } from '../../../web/src/screens/catalog/CatalogScreens';
import { catalogMessages } from '../../../web/src/screens/catalog/messages';
import type { SearchParams } from '../_shell/page-helpers';
import { filtersOutcome, parseCatalogParams, publicMetadata, safeTaxonomy } from './catalog-page';

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
