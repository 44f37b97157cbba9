import '@oslonac/web/screens/therapist/therapist.css';
import { MessageReportScreen } from '@oslonac/web/screens/inbox/AdminReportsScreens';
import { adminReportMessages } from '@oslonac/web/screens/inbox/admin-messages';
import { isUuid } from '@/src/api/ids';
import { messageReportOrNull } from '@/src/api/use-cases/inbox-reports';
import { getLocale } from '@/src/server/session';
import { requireAdmin } from '../../../../_shell/guards';
import { titleMetadata } from '../../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminReportMessages, 'metaReport');

/** One reported message. Opening it reads the message, so messaging writes the read to its audit log. */
export default async function MessageReportPage({ params }: { params: Promise<{ reportId: string }> }) {
  const { reportId } = await params;
  const { actorToken } = await requireAdmin(`/admin/complaints/prijave/${encodeURIComponent(reportId)}`);
  const detail = isUuid(reportId) ? await messageReportOrNull(actorToken, reportId) : null;
  return <MessageReportScreen locale={await getLocale()} detail={detail} />;
}
