import type { EnvelopeCrypto } from '@oslonac/kit';
import { enqueueMail, htmlFromText, pruneMailLog } from '@oslonac/kit/mail';
import type { Clock } from '../clock';
import type { MailContent } from '../domain/mail-copy';
import type { Db } from './db';

export interface OutgoingMessage extends MailContent {
  /** What the mail is, for the staff log (e.g. 'identity.sign_in_link'). */
  kind: string;
  to: string;
  /** The language of the copy, for the HTML part's lang attribute. */
  lang: string;
}

/**
 * Where identity's mail goes. `db` lets a caller write the mail in its own transaction, so a sign-in link
 * row and the mail that carries it commit together or not at all.
 */
export interface MailPort {
  send(message: OutgoingMessage, db: Db): Promise<void>;
}

/**
 * Puts mail into the kit's sealed mail outbox (mail_outbox): the whole message, working link included, is
 * encrypted with identity's data keys, so a database dump or backup opens no account; the kit's MailSender
 * (main.ts) delivers it over SMTP and then drops the body.
 */
export class OutboxMailer implements MailPort {
  constructor(
    private readonly crypto: EnvelopeCrypto,
    private readonly clock: Clock,
    /** Called after each enqueue: main.ts wakes the sender so mail leaves without waiting for its loop. */
    private readonly enqueued: () => void = () => {},
  ) {}

  async send(message: OutgoingMessage, db: Db): Promise<void> {
    await enqueueMail(
      db,
      this.crypto,
      {
        kind: message.kind,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: htmlFromText(message.text, message.lang),
      },
      this.clock(),
    );
    this.enqueued();
  }
}

/** Housekeeping: the log rows of sent and dead mail are kept 30 days for support, then go. */
export async function pruneMail(db: Db, before: Date): Promise<number> {
  return pruneMailLog(db, before);
}
