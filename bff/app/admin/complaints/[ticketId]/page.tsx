import '@oslonac/web/screens/therapist/therapist.css';
import { AdminTicketScreen } from '@oslonac/web/screens/support/AdminSupportScreens';
import { adminSupportMessages } from '@oslonac/web/screens/support/messages';
import { isUuid } from '@/src/api/ids';
import { supportTicketOrNull } from '@/src/api/loaders/admin';
import { getLocale } from '@/src/server/session';
import { requireAdmin } from '../../../_shell/guards';
import { titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminSupportMessages, 'metaTicket');

/** One ticket. Opening it reads the message, so the admin service writes the read to its audit log. */
export default async function TicketPage({ params }: { params: Promise<{ ticketId: string }> }) {
  const { ticketId } = await params;
  const { actorToken } = await requireAdmin(`/admin/complaints/${encodeURIComponent(ticketId)}`);
  // Missing, or erased for good: the page says so in words. Anything else is the error page's job.
  const detail = isUuid(ticketId) ? await supportTicketOrNull(actorToken, ticketId) : null;
  return <AdminTicketScreen locale={await getLocale()} detail={detail} />;
}
