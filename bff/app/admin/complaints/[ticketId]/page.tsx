import '../../../../../web/src/screens/therapist/therapist.css';
import { status } from '@grpc/grpc-js';
import { errorCodeOf } from '@oslonac/kit/grpc-client';
import { admin } from '@/src/server/gateways/admin';
import { getLocale } from '@/src/server/session';
import type { SupportTicketDetail } from '@/src/server/views/support';
import { AdminTicketScreen } from '../../../../../web/src/screens/support/AdminSupportScreens';
import { adminSupportMessages } from '../../../../../web/src/screens/support/messages';
import { titleMetadata } from '../../../_shell/page-helpers';
import { isUuid, requireAdmin } from '../../users-therapists/admin-data';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminSupportMessages, 'metaTicket');

/** One ticket. Opening it reads the message, so the admin service writes the read to its audit log. */
export default async function TicketPage({ params }: { params: Promise<{ ticketId: string }> }) {
  const { ticketId } = await params;
  const { actorToken } = await requireAdmin(`/admin/complaints/${encodeURIComponent(ticketId)}`);
  let detail: SupportTicketDetail | null = null;
  if (isUuid(ticketId)) {
    try {
      detail = await admin.getSupportTicket(actorToken, ticketId);
    } catch (err) {
      // Missing, or erased for good: the page says so in words. Anything else is the error page's job.
      if (errorCodeOf(err)?.status !== status.NOT_FOUND) throw err;
    }
  }
  return <AdminTicketScreen locale={await getLocale()} detail={detail} />;
}
