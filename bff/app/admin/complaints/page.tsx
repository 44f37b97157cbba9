import '@oslonac/web/screens/therapist/therapist.css';
import { MessageReportsSection } from '@oslonac/web/screens/inbox/AdminReportsScreens';
import { AdminComplaintsScreen } from '@oslonac/web/screens/support/AdminSupportScreens';
import { adminSupportMessages } from '@oslonac/web/screens/support/messages';
import { supportTicketsPage } from '@/src/api/loaders/admin';
import { ADMIN_PAGE_SIZE } from '@/src/api/loaders/admin-therapists';
import { openMessageReportsOrNull } from '@/src/api/use-cases/inbox-reports';
import { reportError } from '@/src/server/report';
import { getLocale } from '@/src/server/session';
import type { SupportTicketsPage, TicketStatus } from '@/src/server/views/support';
import { TICKET_STATUSES } from '@/src/server/views/support';
import { requireAdmin } from '../../_shell/guards';
import { pageFrom, param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';

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
  const reports = openMessageReportsOrNull(actorToken);
  try {
    result = await supportTicketsPage(actorToken, { status, page, pageSize: ADMIN_PAGE_SIZE });
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
    >
      <MessageReportsSection locale={locale} reports={await reports} />
    </AdminComplaintsScreen>
  );
}
