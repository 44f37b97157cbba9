import { loadDashboard } from '@/src/api/use-cases/dashboard';
import { getLocale, getSession, requireUser } from '@/src/server/session';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';
import { DashboardScreen, dashboardMessages } from '../../_shell/screens';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(dashboardMessages, 'metaTitle');

export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const user = await requireUser('/app/dashboard');
  const session = await getSession();
  if (!session) throw new Error('session vanished after requireUser');
  const [overview, locale] = await Promise.all([loadDashboard(session, new Date()), getLocale()]);
  return (
    <DashboardScreen
      locale={locale}
      user={user}
      denied={param(params, 'denied') === 'admin'}
      welcome={param(params, 'welcome') === 'therapist' ? 'therapist' : null}
      overview={overview}
    />
  );
}
