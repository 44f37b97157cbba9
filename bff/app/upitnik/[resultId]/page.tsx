import '@oslonac/web/screens/catalog/catalog.css';
import { getT } from '@oslonac/web/i18n';
import { MatchResultScreen } from '@oslonac/web/screens/matching/MatchingScreens';
import { matchingMessages } from '@oslonac/web/screens/matching/messages';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { isUuid } from '@/src/api/ids';
import { matchResultOrNull } from '@/src/api/loaders/matching';
import { readMatchSecret } from '@/src/server/cookies';
import { getLocale, getSession } from '@/src/server/session';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(matchingMessages, await getLocale());
  // A personal result: never indexed, no canonical.
  return {
    title: t('resultTitle'),
    description: t('resultMetaDescription'),
    robots: { index: false, follow: false },
  };
}

export default async function MatchResultPage({ params }: { params: Promise<{ resultId: string }> }) {
  const { resultId } = await params;
  if (!isUuid(resultId)) notFound();
  const [locale, session, h] = await Promise.all([getLocale(), getSession(), headers()]);
  const body = await matchResultOrNull(
    resultId,
    session?.actorToken,
    readMatchSecret({ headers: h }, resultId),
  );
  if (!body) notFound();
  return <MatchResultScreen locale={locale} therapists={body.result.therapists} />;
}
