import { unreadCountOrNull } from '@/src/api/use-cases/inbox';
import { getLocale, getSession, requireUser } from '@/src/server/session';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';
import { DashboardScreen, dashboardMessages } from '../../_shell/screens';

export const generateMetadata = () => titleMetadata(dashboardMessages, 'metaTitle');

export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const user = await requireUser('/app/dashboard');
  const unreadMessages = user.onboardingStep === 'done' ? await unreadCountOrNull(await getSession()) : null;
  return (
    <DashboardScreen
      locale={await getLocale()}
      user={user}
      denied={param(params, 'denied') === 'admin'}
      welcome={param(params, 'welcome') === 'therapist' ? 'therapist' : null}
      unreadMessages={unreadMessages}
    />
  );
}
