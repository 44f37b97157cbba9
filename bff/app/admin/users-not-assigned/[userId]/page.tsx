import '../../../../../web/src/screens/therapist/therapist.css';
import { therapists } from '@/src/server/gateways/therapists';
import { getLocale } from '@/src/server/session';
import type { ConnectionRequestView } from '@/src/server/views/therapists';
import { AdminAssignScreen } from '../../../../../web/src/screens/admin-therapists/ConnectScreens';
import { adminTherapistMessages } from '../../../../../web/src/screens/admin-therapists/messages';
import { param, type SearchParams, titleMetadata } from '../../../_shell/page-helpers';
import { safeTaxonomy } from '../../../terapeuti/catalog-page';
import { ADMIN_PAGE_SIZE, isUuid, requireAdmin } from '../../users-therapists/admin-data';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminTherapistMessages, 'metaAssign');

const MAX_SCAN_PAGES = 20;

/** This client's open requests, newest first (the queue is not filtered by client in the contract). */
async function openRequestsOf(actorToken: string, clientUserId: string): Promise<ConnectionRequestView[]> {
  const out: ConnectionRequestView[] = [];
  for (let page = 1; page <= MAX_SCAN_PAGES; page++) {
    const res = await therapists.listConnectionRequests(actorToken, {
      status: 'open',
      page,
      pageSize: ADMIN_PAGE_SIZE,
    });
    out.push(...res.items.filter((r) => r.clientUserId === clientUserId));
    if (res.items.length < ADMIN_PAGE_SIZE || page * ADMIN_PAGE_SIZE >= res.total) break;
  }
  return out.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

export default async function AssignPage({
  params,
  searchParams,
}: {
  params: Promise<{ userId: string }>;
  searchParams: SearchParams;
}) {
  const [{ userId }, query] = await Promise.all([params, searchParams]);
  const { actorToken } = await requireAdmin(`/admin/users-not-assigned/${encodeURIComponent(userId)}`);
  const q = (param(query, 'q', 100) ?? '').trim();
  const [requests, taxonomy, locale] = await Promise.all([
    isUuid(userId) ? openRequestsOf(actorToken, userId) : [],
    safeTaxonomy(),
    getLocale(),
  ]);
  const results = requests.length
    ? (await therapists.search({ query: q, page: 1, pageSize: 20 }, actorToken)).profiles
    : [];
  return (
    <AdminAssignScreen
      locale={locale}
      clientUserId={userId}
      requests={requests}
      q={q}
      results={results}
      taxonomy={taxonomy}
    />
  );
}
