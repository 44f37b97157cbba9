import '@oslonac/web/screens/catalog/catalog.css';
import { getT } from '@oslonac/web/i18n';
import { QuestionnaireScreen } from '@oslonac/web/screens/matching/MatchingScreens';
import { matchingMessages } from '@oslonac/web/screens/matching/messages';
import type { Metadata } from 'next';
import { publicMetadata } from '@/app/_shell/public-page';
import { safeTaxonomy } from '@/src/api/loaders/catalog';
import { getLocale } from '@/src/server/session';
import type { SearchParams } from '../_shell/page-helpers';
import { submitQuestionnaire } from './actions';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = getT(matchingMessages, locale);
  return publicMetadata({
    title: t('questionnaireTitle'),
    description: t('questionnaireMetaDescription'),
    path: '/upitnik',
    locale,
  });
}

export default async function QuestionnairePage({ searchParams }: { searchParams: SearchParams }) {
  const [params, locale, taxonomy] = await Promise.all([searchParams, getLocale(), safeTaxonomy()]);
  const error = params.greska === 'neispravno' ? 'invalid' : params.greska === 'servis' ? 'failed' : null;
  return (
    <QuestionnaireScreen
      locale={locale}
      taxonomy={taxonomy}
      action={submitQuestionnaire}
      error={error ?? (taxonomy.specialties.length === 0 ? 'failed' : null)}
    />
  );
}
