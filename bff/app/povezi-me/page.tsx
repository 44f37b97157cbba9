import '@oslonac/web/screens/catalog/catalog.css';
import { getT } from '@oslonac/web/i18n';
import { ConnectScreen } from '@oslonac/web/screens/matching/MatchingScreens';
import { matchingMessages } from '@oslonac/web/screens/matching/messages';
import type { Metadata } from 'next';
import { publicMetadata } from '@/app/_shell/public-page';
import type { connectionsBody } from '@/src/api/handlers/connect';
import { safeTaxonomy } from '@/src/api/loaders/catalog';
import { myConnections } from '@/src/api/loaders/matching';
import { reportError } from '@/src/server/report';
import { getLocale, getSession } from '@/src/server/session';
import type { SearchParams } from '../_shell/page-helpers';
import { submitConnect } from './actions';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = getT(matchingMessages, locale);
  return publicMetadata({
    title: t('connectTitle'),
    description: t('connectMetaDescription'),
    path: '/povezi-me',
    locale,
  });
}

const NOTICES = {
  poruka: 'messageRequired',
  duga: 'messageTooLong',
  servis: 'failed',
} as const;

export default async function ConnectPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, locale, session, taxonomy] = await Promise.all([
    searchParams,
    getLocale(),
    getSession(),
    safeTaxonomy(),
  ]);
  let mine: ReturnType<typeof connectionsBody> = { requests: [], assignedProfiles: [] };
  let failed = false;
  if (session) {
    try {
      mine = await myConnections(session.actorToken);
    } catch (err) {
      reportError(err, { where: 'povezi-me.list' }, 'upstream');
      failed = true;
    }
  }
  const greska =
    typeof params.greska === 'string' && Object.hasOwn(NOTICES, params.greska)
      ? NOTICES[params.greska as keyof typeof NOTICES]
      : null;
  const notice = greska ?? (params.poslato === '1' ? 'sent' : failed ? 'failed' : null);
  return (
    <ConnectScreen
      locale={locale}
      signedIn={session !== null}
      action={submitConnect}
      requests={mine.requests}
      assignedProfiles={mine.assignedProfiles}
      notice={notice}
      taxonomy={taxonomy}
    />
  );
}
