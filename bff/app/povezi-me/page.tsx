import '../../../web/src/screens/catalog/catalog.css';
import { getT } from '@oslonac/web/i18n';
import type { Metadata } from 'next';
import { therapists } from '@/src/server/gateways/therapists';
import { reportError } from '@/src/server/report';
import { connectionsBody } from '@/src/server/services/connect';
import { getLocale, getSession } from '@/src/server/session';
import { ConnectScreen } from '../../../web/src/screens/matching/MatchingScreens';
import { matchingMessages } from '../../../web/src/screens/matching/messages';
import type { SearchParams } from '../_shell/page-helpers';
import { publicMetadata, safeTaxonomy } from '../terapeuti/catalog-page';
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
      mine = connectionsBody(await therapists.listMyConnectionRequests(session.actorToken));
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
