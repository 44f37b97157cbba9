import '@oslonac/web/screens/catalog/catalog.css';
import { getT } from '@oslonac/web/i18n';
import { SpecialtyScreen } from '@oslonac/web/screens/catalog/CatalogScreens';
import { termName } from '@oslonac/web/screens/catalog/labels';
import { catalogMessages } from '@oslonac/web/screens/catalog/messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageParam, publicMetadata } from '@/app/_shell/public-page';
import { safeTaxonomy, searchOutcome } from '@/src/api/loaders/catalog';
import { getLocale, getSession } from '@/src/server/session';
import { CATALOG_PAGE_SIZE } from '@/src/server/views/therapists';
import type { SearchParams } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';

type Params = Promise<{ specialty: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ specialty }, locale, taxonomy] = await Promise.all([params, getLocale(), safeTaxonomy()]);
  const term = taxonomy.specialties.find((s) => s.slug === specialty);
  if (!term) return {};
  const t = getT(catalogMessages, locale);
  const name = termName(term, locale);
  return publicMetadata({
    title: name,
    description: t('specialtyMetaDescription', { name }),
    path: `/terapija/${term.slug}`,
    locale,
  });
}

export default async function SpecialtyPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const [{ specialty }, query, locale, session, taxonomy] = await Promise.all([
    params,
    searchParams,
    getLocale(),
    getSession(),
    safeTaxonomy(),
  ]);
  const term = taxonomy.specialties.find((s) => s.slug === specialty);
  if (!term) notFound();
  const page = pageParam(query);
  const outcome =
    page === null
      ? ({ kind: 'invalid' } as const)
      : await searchOutcome(
          { specialties: [term.slug], page, pageSize: CATALOG_PAGE_SIZE, sort: 'relevance' },
          session?.actorToken,
        );
  return (
    <SpecialtyScreen
      locale={locale}
      taxonomy={taxonomy}
      specialty={term}
      outcome={outcome}
      page={page ?? 1}
    />
  );
}
