import type { EnvelopeCrypto } from '@oslonac/kit';
import { enqueueMail, htmlFromText } from '@oslonac/kit/mail';
import type { MailContent } from '../domain/mail-copy';
import type { Db } from './db';

export interface NoticeMessage extends MailContent {
  /** The staff log's kind ('notice.booking_confirmed' …). */
  kind: string;
  to: string;
  lang: string;
  /** RFC 8058 List-Unsubscribe headers for optional kinds. */
  headers: Record<string, string>;
}

/** A notice into the kit's sealed mail outbox, in the transaction of the fact (or the reminder) it tells about. */
export function enqueueNotice(db: Db, crypto: EnvelopeCrypto, m: NoticeMessage, now: Date): Promise<string> {
  return enqueueMail(
    db,
    crypto,
    {
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: htmlFromText(m.text, m.lang),
      headers: m.headers,
    },
    now,
  );
}
