// What the pages of e-mail notices show: the settings section, the unsubscribe page and staff's mail log.
import { UpstreamError } from '../../server/gateways/errors';
import { listMail } from '../../server/gateways/identity';
import { reportError } from '../../server/report';
import type { MailLogPage, MailStatus, NoticePreference } from '../../server/views/emails';
import { noticePreferences } from '../use-cases/notices';

export const MAIL_PAGE_SIZE = 50;

/** The optional kinds for /app/settings/account; null when identity cannot answer (the rest of the page can). */
export async function noticeSettings(actorToken: string): Promise<NoticePreference[] | null> {
  try {
    return await noticePreferences({ actorToken });
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    reportError(err, { where: 'settings.notices' }, 'upstream');
    return null;
  }
}

export interface MailFilter {
  status: MailStatus | null;
  kind: string;
  recipient: string;
}

/** One page of the mail log for /admin/emails: the same call as GET /api/v1/admin/emails. */
export function mailLogPage(actorToken: string, filter: MailFilter, before: string): Promise<MailLogPage> {
  return listMail(actorToken, {
    status: filter.status ?? undefined,
    kind: filter.kind || undefined,
    recipient: filter.recipient || undefined,
    limit: MAIL_PAGE_SIZE,
    beforeId: before || undefined,
  });
}
