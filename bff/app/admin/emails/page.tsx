import '@oslonac/web/screens/therapist/therapist.css';
import { ADMIN_EMAILS_PATH, AdminEmailsScreen } from '@oslonac/web/screens/emails/AdminEmailsScreen';
import { emailMessages } from '@oslonac/web/screens/emails/messages';
import { MAIL_KINDS, MAIL_STATUSES, type MailStatus } from '@oslonac/web/screens/emails/types';
import { mailLogPage } from '@/src/api/loaders/emails';
import { getLocale } from '@/src/server/session';
import { requireAdmin } from '../../_shell/guards';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(emailMessages, 'adminMetaTitle');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(list: readonly T[], v: string | null | undefined): T | null =>
  v && (list as readonly string[]).includes(v) ? (v as T) : null;

/** Staff only (second factor passed): the mail log with filters, and "send again" for a dead mail. */
export default async function AdminEmailsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { actorToken } = await requireAdmin(ADMIN_EMAILS_PATH);
  const filter = {
    status: oneOf<MailStatus>(MAIL_STATUSES, param(params, 'status')),
    kind: oneOf(MAIL_KINDS, param(params, 'kind')) ?? '',
    recipient: (param(params, 'q', 254) ?? '').trim(),
  };
  const raw = param(params, 'pageToken', 36) ?? '';
  // A page marker edited by hand into something that is no id starts the list over.
  const before = UUID.test(raw) ? raw : '';
  // The same call as GET /api/v1/admin/emails, made here so the list is in the first HTML.
  const page = await mailLogPage(actorToken, filter, before);
  return (
    <AdminEmailsScreen
      locale={await getLocale()}
      entries={page.entries}
      filter={filter}
      before={before}
      hasMore={page.hasMore}
    />
  );
}
