import type { Logger } from '@oslonac/kit';
import type { Clock } from '../clock';
import { EMAIL_LINK_TTL_MINUTES, isRedactedLink, type MailContent, redactLink } from '../domain/mail-copy';
import { newId } from '../ids';
import type { Db } from './db';

export interface OutgoingMessage extends MailContent {
  to: string;
  /** The one link the mail is about, kept apart so dev tools and tests need not parse the text. */
  link: string | null;
  /** True when the link is a credential (a sign-in token): it is then never written to the database. */
  linkIsSecret: boolean;
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

const DEV_LINK_TTL_MS = EMAIL_LINK_TTL_MINUTES * 60_000;
const DEV_LINK_MAX = 10_000;

/**
 * Keeps mail in identity's own outgoing_mail table with secret links redacted: the row holds what is needed
 * to show the mail, never a working token (a database dump or backup opens no accounts). The secret exists
 * only in the message handed to `send`; a mail provider, when one is added, renders from it at send time.
 *
 * In development (`devMailbox`) the secret links are also held in this process's memory for as long as
 * they work, so the development mailbox (GET /dev/mail) can show working links, and they are logged.
 */
export class StoredMailer implements MailPort {
  private readonly devLinks = new Map<string, { link: string; until: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly devMailbox: boolean,
  ) {}

  async send(message: OutgoingMessage, db: Db): Promise<void> {
    const id = newId();
    const now = this.clock();
    const secret = message.linkIsSecret && message.link ? message.link : null;
    const kept = secret ? redactLink(secret) : message.link;
    const text = secret && kept ? message.text.split(secret).join(kept) : message.text;
    await insertMail(db, { id, to: message.to, subject: message.subject, text, link: kept, now });
    if (!this.devMailbox) return;
    if (secret) this.rememberDevLink(id, secret, now.getTime());
    this.log.info({ to: message.to, subject: message.subject, link: message.link }, 'mail stored');
  }

  /** For the development mailbox only: stored mail with the secret links put back while they still work. */
  async list(db: Db, to: string, limit = 20): Promise<StoredMail[]> {
    const now = this.clock().getTime();
    return (await listMailTo(db, to, limit)).map(({ id, ...m }) => {
      if (!m.link || !isRedactedLink(m.link)) return m;
      const held = this.devLinks.get(id);
      if (!held || held.until <= now) return { ...m, link: null };
      return { ...m, text: m.text.split(m.link).join(held.link), link: held.link };
    });
  }

  private rememberDevLink(id: string, link: string, now: number): void {
    for (const [key, held] of this.devLinks) {
      if (held.until <= now || this.devLinks.size >= DEV_LINK_MAX) this.devLinks.delete(key);
      else break;
    }
    this.devLinks.set(id, { link, until: now + DEV_LINK_TTL_MS });
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
export async function listMailTo(
  db: Db,
  to: string,
  limit: number,
): Promise<(StoredMail & { id: string })[]> {
  return db.outgoingMail.findMany({
    where: { to },
    select: { id: true, to: true, subject: true, text: true, link: true, createdAt: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}

export async function pruneMail(db: Db, before: Date): Promise<number> {
  const { count } = await db.outgoingMail.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
