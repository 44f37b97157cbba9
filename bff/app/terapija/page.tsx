import '../../../web/src/screens/catalog/catalog.css';
import { getT } from '@oslonac/web/i18n';
import type { Metadata } from 'next';
import { getLocale } from '@/src/server/session';
import { SpecialtiesScreen } from '../../../web/src/screens/catalog/CatalogScreens';
import { catalogMessages } from '../../../web/src/screens/catalog/messages';
import { publicMetadata, safeTaxonomy } from '../terapeuti/catalog-page';

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
