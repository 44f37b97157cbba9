// Staff's side of message reports, for the /admin/complaints pages (the JSON routes call the gateway directly).
import { NotFound } from '../../server/gateways/errors';
import { messaging } from '../../server/gateways/messaging';
import { reportError } from '../../server/report';
import type { MessageReportDetail, MessageReportSummary } from '../../server/views/messaging';

/** Open reports for the queue; null when messaging cannot be reached (the section says so). */
export async function openMessageReportsOrNull(actorToken: string): Promise<MessageReportSummary[] | null> {
  try {
    return await messaging.listMessageReports(actorToken, 'open');
  } catch (err) {
    reportError(err, { where: 'admin.messageReports.list' }, 'upstream');
    return null;
  }
}

/** One report with its message; null when there is no such report. Other failures are the error page's. */
export async function messageReportOrNull(
  actorToken: string,
  reportId: string,
): Promise<MessageReportDetail | null> {
  try {
    return await messaging.getMessageReport(actorToken, reportId);
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
}
