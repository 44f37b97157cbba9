import type { Tx } from '@oslonac/kit';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@oslonac/lang';
import { type NoticeCopyInput, noticeMail } from '../domain/notice-copy';
import {
  isEnabled,
  mailLogKind,
  noticeLinks,
  optionalKindOf,
  unsubscribeHeaders,
} from '../domain/notice-kinds';
import type { Db } from '../store/db';
import { enqueueNotice } from '../store/notice-mail';
import { type NoticeRecipient, readPreferences } from '../store/notices';
import type { NoticeDeps } from './deps';
import { unsubscribeTokenFor } from './tokens';

export function recipientLocale(r: NoticeRecipient): Locale {
  return isLocale(r.locale) ? r.locale : DEFAULT_LOCALE;
}

/**
 * One notice to one person, in the caller's transaction (the consumer's, with its inbox row, or the scheduler's,
 * with the reminder's sent mark): nothing when the person turned the kind off; otherwise the mail in the person's
 * language, with the RFC 8058 headers and the footer link for optional kinds. `copy` gets the locale because
 * dates are written in it. Returns whether a mail was enqueued.
 */
export async function sendNotice(
  tx: Tx,
  d: NoticeDeps,
  recipient: NoticeRecipient,
  copy: (locale: Locale) => NoticeCopyInput,
): Promise<boolean> {
  const locale = recipientLocale(recipient);
  const input = copy(locale);
  const optional = optionalKindOf(input.kind);
  let unsubscribeLink: string | null = null;
  let headers: Record<string, string> = {};
  if (optional) {
    if (!isEnabled(await readPreferences(tx as Db, recipient.id), optional)) return false;
    const token = await unsubscribeTokenFor(tx, d, recipient.id, optional);
    unsubscribeLink = noticeLinks.unsubscribePage(d.publicUrl, token);
    headers = unsubscribeHeaders(d.publicUrl, token);
  }
  const mail = noticeMail(locale, input, {
    name: recipient.displayName.trim() || null,
    unsubscribeLink,
    settingsLink: noticeLinks.settings(d.publicUrl),
  });
  await enqueueNotice(
    tx as Db,
    d.crypto,
    { ...mail, kind: mailLogKind(input.kind), to: recipient.email, lang: locale, headers },
    d.clock(),
  );
  d.wake?.();
  return true;
}
