import '../../../../web/src/screens/therapist/therapist.css';
import { therapists } from '@/src/server/gateways/therapists';
import { getLocale } from '@/src/server/session';
import { PROFILE_STATUSES, type ProfileStatusView } from '@/src/server/views/therapists';
import { AdminTherapistsScreen } from '../../../../web/src/screens/admin-therapists/AdminTherapistsScreens';
import { adminTherapistMessages } from '../../../../web/src/screens/admin-therapists/messages';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';
import { ADMIN_PAGE_SIZE, pageFrom, requireAdmin } from './admin-data';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminTherapistMessages, 'metaTherapists');

export default async function AdminTherapistsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { actorToken } = await requireAdmin('/admin/users-therapists');
  // The service lists one state at a time; without one in the address, the verification queue.
  const raw = param(params, 'status', 20) ?? '';
  const status: ProfileStatusView = (PROFILE_STATUSES as readonly string[]).includes(raw)
    ? (raw as ProfileStatusView)
    : 'submitted';
  const page = pageFrom(params);
  const result = await therapists.listProfilesForReview(actorToken, {
    status,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  return (
    <AdminTherapistsScreen
      locale={await getLocale()}
      profiles={result.items}
      total={result.total}
      page={page}
      pageSize={ADMIN_PAGE_SIZE}
      status={status}
    />
  );
}
