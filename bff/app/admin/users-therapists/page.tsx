import '@oslonac/web/screens/therapist/therapist.css';
import { AdminTherapistsScreen } from '@oslonac/web/screens/admin-therapists/AdminTherapistsScreens';
import { adminTherapistMessages } from '@oslonac/web/screens/admin-therapists/messages';
import { ADMIN_PAGE_SIZE, profilesForReviewPage } from '@/src/api/loaders/admin-therapists';
import { getLocale } from '@/src/server/session';
import { PROFILE_STATUSES, type ProfileStatusView } from '@/src/server/views/therapists';
import { requireAdmin } from '../../_shell/guards';
import { pageFrom, param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';

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
  const result = await profilesForReviewPage(actorToken, {
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
