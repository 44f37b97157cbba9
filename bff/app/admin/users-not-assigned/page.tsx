import '../../../../web/src/screens/therapist/therapist.css';
import { therapists } from '@/src/server/gateways/therapists';
import { getLocale } from '@/src/server/session';
import { AdminNotAssignedScreen } from '../../../../web/src/screens/admin-therapists/ConnectScreens';
import { adminTherapistMessages } from '../../../../web/src/screens/admin-therapists/messages';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';
import { safeTaxonomy } from '../../terapeuti/catalog-page';
import { ADMIN_PAGE_SIZE, namesOf, pageFrom, requireAdmin } from '../users-therapists/admin-data';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminTherapistMessages, 'metaNotAssigned');

export default async function UsersNotAssignedPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { actorToken } = await requireAdmin('/admin/users-not-assigned');
  const status = param(params, 'status', 20) === 'assigned' ? 'assigned' : 'open';
  const page = pageFrom(params);
  const [result, taxonomy, locale] = await Promise.all([
    therapists.listConnectionRequests(actorToken, { status, page, pageSize: ADMIN_PAGE_SIZE }),
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
