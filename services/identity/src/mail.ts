import type { Logger } from '@oslonac/kit';
import type { Clock } from './clock';
import type { MailContent } from './domain/mail-copy';
import { newId } from './ids';
import type { Db } from './store/db';
import { insertMail, listMailTo, type StoredMail } from './store/mail';

export interface OutgoingMessage extends MailContent {
  to: string;
  /** The one link the mail is about, kept apart so dev tools and tests need not parse the text. */
  link: string | null;
}

/**
 * Where identity's mail goes. `db` lets a caller write the mail in its own transaction, so a sign-in link
 * row and the mail that carries it commit together or not at all.
 */
export interface MailPort {
  send(message: OutgoingMessage, db: Db): Promise<void>;
}

/** Keeps mail in identity's own outgoing_mail table (and, in development, logs the link). */
export class StoredMailer implements MailPort {
  constructor(
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly logLinks: boolean,
  ) {}

  async send(message: OutgoingMessage, db: Db): Promise<void> {
    await insertMail(db, { id: newId(), ...message, now: this.clock() });
    if (this.logLinks)
      this.log.info({ to: message.to, subject: message.subject, link: message.link }, 'mail stored');
  }

  /** For the development mailbox only. */
  list(db: Db, to: string, limit = 20): Promise<StoredMail[]> {
    return listMailTo(db, to, limit);
  }
}
