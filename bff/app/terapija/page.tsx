import '@oslonac/web/screens/catalog/catalog.css';
import { getT } from '@oslonac/web/i18n';
import { SpecialtiesScreen } from '@oslonac/web/screens/catalog/CatalogScreens';
import { catalogMessages } from '@oslonac/web/screens/catalog/messages';
import type { Metadata } from 'next';
import { publicMetadata } from '@/app/_shell/public-page';
import { safeTaxonomy } from '@/src/api/loaders/catalog';
import { getLocale } from '@/src/server/session';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = getT(catalogMessages, locale);
  return publicMetadata({
    title: t('specialtiesTitle'),
    description: t('specialtiesMetaDescription'),
    path: '/terapija',
    locale,
  });
}

export default async function SpecialtiesPage() {
  const [locale, taxonomy] = await Promise.all([getLocale(), safeTaxonomy()]);
  return <SpecialtiesScreen locale={locale} taxonomy={taxonomy} />;
}
