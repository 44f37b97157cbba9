import '../../../../web/src/screens/therapist/therapist.css';
import { admin } from '@/src/server/gateways/admin';
import { reportError } from '@/src/server/report';
import { getLocale } from '@/src/server/session';
import type { SupportTicketsPage, TicketStatus } from '@/src/server/views/support';
import { TICKET_STATUSES } from '@/src/server/views/support';
import { AdminComplaintsScreen } from '../../../../web/src/screens/support/AdminSupportScreens';
import { adminSupportMessages } from '../../../../web/src/screens/support/messages';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';
import { ADMIN_PAGE_SIZE, pageFrom, requireAdmin } from '../users-therapists/admin-data';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminSupportMessages, 'metaComplaints');

/** `status` from the query: a state, or "all"; anything else shows the open queue. */
function statusFrom(value: string | null): TicketStatus | null {
  if (value === 'all') return null;
  return (TICKET_STATUSES as readonly string[]).includes(value ?? '') ? (value as TicketStatus) : 'open';
}

export default async function ComplaintsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { actorToken } = await requireAdmin('/admin/complaints');
  const status = statusFrom(param(params, 'status', 20));
  const page = pageFrom(params);
  const locale = await getLocale();
  let result: SupportTicketsPage = { items: [], total: 0, page, pageSize: ADMIN_PAGE_SIZE };
  let failed = false;
  try {
    result = await admin.listSupportTickets(actorToken, { status, page, pageSize: ADMIN_PAGE_SIZE });
  } catch (err) {
    reportError(err, { where: 'admin.complaints.list' }, 'upstream');
    failed = true;
  }
  return (
    <AdminComplaintsScreen
      locale={locale}
      tickets={result.items}
      total={result.total}
      page={page}
      pageSize={ADMIN_PAGE_SIZE}
      status={status}
      failed={failed}
    />
  );
}
