import '../../../../web/src/screens/catalog/catalog.css';
import { status } from '@grpc/grpc-js';
import { errorCodeOf } from '@oslonac/kit/grpc-client';
import { getT } from '@oslonac/web/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { therapists } from '@/src/server/gateways/therapists';
import { matchBody } from '@/src/server/services/matching';
import { getLocale, getSession } from '@/src/server/session';
import { MatchResultScreen } from '../../../../web/src/screens/matching/MatchingScreens';
import { matchingMessages } from '../../../../web/src/screens/matching/messages';

export const dynamic = 'force-dynamic';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  if (!UUID.test(resultId)) notFound();
  const [locale, session] = await Promise.all([getLocale(), getSession()]);
  let body: ReturnType<typeof matchBody>;
  try {
    body = matchBody(await therapists.getMatch(resultId, session?.actorToken));
  } catch (err) {
    const info = errorCodeOf(err);
    // Someone else's result answers like a missing one: its existence is not ours to confirm.
    if (
      info &&
      (info.status === status.NOT_FOUND ||
        info.status === status.PERMISSION_DENIED ||
        info.status === status.INVALID_ARGUMENT)
    )
      notFound();
    throw err;
  }
  return <MatchResultScreen locale={locale} therapists={body.result.therapists} />;
}
