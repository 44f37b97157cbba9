import type { Logger } from '@oslonac/kit';
import type { Clock } from '../clock';
import type { MailContent } from '../domain/mail-copy';
import { newId } from '../ids';
import type { Db } from './db';

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

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: Date;
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

export async function insertMail(
  db: Db,
  m: { id: string; to: string; subject: string; text: string; link: string | null; now: Date },
): Promise<void> {
  await db.outgoingMail.create({
    data: { id: m.id, to: m.to, subject: m.subject, text: m.text, link: m.link, createdAt: m.now },
    select: { id: true },
  });
}

/** Newest first; ids are UUIDv7, so they break ties between mails written in the same millisecond. */
export async function listMailTo(db: Db, to: string, limit: number): Promise<StoredMail[]> {
  return db.outgoingMail.findMany({
    where: { to },
    select: { to: true, subject: true, text: true, link: true, createdAt: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}

export async function pruneMail(db: Db, before: Date): Promise<number> {
  const { count } = await db.outgoingMail.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
