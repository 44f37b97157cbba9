import { mySessions } from '@/src/api/loaders/account';
import { noticeSettings } from '@/src/api/loaders/emails';
import { getLocale, getSession, requireUser } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';
import { AccountScreen, settingsMessages } from '../../../_shell/screens';

export const generateMetadata = () => titleMetadata(settingsMessages, 'metaAccount');

export default async function AccountSettingsPage() {
  const user = await requireUser('/app/settings/account');
  // requireUser has resolved the session; this returns the same cached resolution with its actor token.
  const session = await getSession();
  const [sessions, notices] = session
    ? await Promise.all([mySessions(session.actorToken), noticeSettings(session.actorToken)])
    : [[], null];
  return (
    <AccountScreen
      locale={await getLocale()}
      user={user}
      sessions={sessions}
      secondFactor={session?.secondFactor}
      notices={notices}
    />
  );
}
