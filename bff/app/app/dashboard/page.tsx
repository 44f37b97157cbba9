import { getLocale, requireUser } from '@/src/server/session';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';
import { DashboardScreen, dashboardMessages } from '../../_shell/screens';

export const generateMetadata = () => titleMetadata(dashboardMessages, 'metaTitle');

export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const user = await requireUser('/app/dashboard');
  return (
    <DashboardScreen
      locale={await getLocale()}
      user={user}
      denied={param(params, 'denied') === 'admin'}
      welcome={param(params, 'welcome') === 'therapist' ? 'therapist' : null}
    />
  );
}
