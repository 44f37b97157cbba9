import '@oslonac/web/screens/therapist/therapist.css';
import { AdminNotAssignedScreen } from '@oslonac/web/screens/admin-therapists/ConnectScreens';
import { adminTherapistMessages } from '@oslonac/web/screens/admin-therapists/messages';
import { ADMIN_PAGE_SIZE, connectionRequestsPage, namesOf } from '@/src/api/loaders/admin-therapists';
import { safeTaxonomy } from '@/src/api/loaders/catalog';
import { getLocale } from '@/src/server/session';
import { requireAdmin } from '../../_shell/guards';
import { pageFrom, param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminTherapistMessages, 'metaNotAssigned');

export default async function UsersNotAssignedPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { actorToken } = await requireAdmin('/admin/users-not-assigned');
  const status = param(params, 'status', 20) === 'assigned' ? 'assigned' : 'open';
  const page = pageFrom(params);
  const [result, taxonomy, locale] = await Promise.all([
    connectionRequestsPage(actorToken, { status, page, pageSize: ADMIN_PAGE_SIZE }),
    safeTaxonomy(),
    getLocale(),
  ]);
  const names = await namesOf(
    actorToken,
    result.items.map((r) => r.assignedProfileId),
  );
  return (
    <AdminNotAssignedScreen
      locale={locale}
      requests={result.items}
      total={result.total}
      page={page}
      pageSize={ADMIN_PAGE_SIZE}
      status={status}
      taxonomy={taxonomy}
      therapistNames={names}
    />
  );
}
