import nodemailer from 'nodemailer';
import type { EnvelopeCrypto } from '../crypto/envelope';
import type { TransactionRunner, Tx } from '../events/tx';
import { errorSummary, type Logger } from '../log';
import { isDead, MAX_MAIL_ATTEMPTS, retryDelayMs } from './backoff';
import type { MailSettings, SmtpSettings } from './config';
import { openMail } from './outbox';

/** The one nodemailer call the sender makes; a test may wrap it, production passes smtpTransport(). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    messageId: string;
    headers: Record<string, string>;
  }): Promise<unknown>;
  close?(): void;
}

/** nodemailer's SMTP transport with timeouts short enough that a dead relay never holds a claimed row long. */
export function smtpTransport(smtp: SmtpSettings): MailTransport {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTLS,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export interface MailSenderOptions {
  db: TransactionRunner;
  crypto: EnvelopeCrypto;
  settings: MailSettings;
  /** Host part of every Message-ID (the PUBLIC_URL host), so a resend is recognisably the same message. */
  messageIdHost: string;
  log: Logger;
  clock?: () => Date;
  random?: () => number;
  transport?: MailTransport;
  maxAttempts?: number;
  /** Mails sent per round at most, so one round (and shutdown waiting for it) stays short. */
  batch?: number;
}

interface DueRow {
  id: string;
  kind: string;
  sealed: Uint8Array;
  attempts: number;
}

export interface SendRound {
  sent: number;
  retried: number;
  dead: number;
}

/**
 * Sends what the mail outbox holds. Each mail is claimed with FOR UPDATE SKIP LOCKED in its own transaction
 * and stays locked while the SMTP conversation runs, so two replicas (or two loops) never send one mail twice;
 * the row is marked in that same transaction. Run it with `service.every('mail', 2000, () => sender.runOnce())`.
 */
export class MailSender {
  private readonly transport: MailTransport;
  private readonly clock: () => Date;
  private readonly random: () => number;
  private readonly maxAttempts: number;
  private readonly batch: number;
  private wakeTimer: NodeJS.Timeout | null = null;
  private woken: Promise<unknown> | null = null;
  private closed = false;

  constructor(private readonly o: MailSenderOptions) {
    this.transport = o.transport ?? smtpTransport(o.settings.smtp);
    this.clock = o.clock ?? (() => new Date());
    this.random = o.random ?? Math.random;
    this.maxAttempts = o.maxAttempts ?? MAX_MAIL_ATTEMPTS;
    this.batch = o.batch ?? 20;
  }

  /** The Message-ID of a row: the same on every attempt. */
  messageId(id: string): string {
    return `<${id}@${this.o.messageIdHost}>`;
  }

  /** Sends every due mail (up to `batch`); returns what happened. */
  async runOnce(): Promise<SendRound> {
    const round: SendRound = { sent: 0, retried: 0, dead: 0 };
    for (let i = 0; i < this.batch; i++) {
      const outcome = await this.o.db.$transaction((tx) => this.sendOne(tx), {
        maxWait: 10_000,
        timeout: 90_000,
      });
      if (outcome === 'none') break;
      round[outcome]++;
    }
    return round;
  }

  /**
   * A round soon after a mail was enqueued, so it need not wait for the next tick of the loop. Called from
   * inside the enqueuing transaction, it waits a moment for the commit; a mail not yet committed then is
   * simply sent by the loop. Several calls in a row make one round; a failed round is only logged.
   */
  wakeSoon(delayMs = 150): void {
    if (this.wakeTimer || this.closed) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = null;
      if (this.woken) return;
      this.woken = this.runOnce()
        .catch((err) => this.o.log.warn({ error: errorSummary(err) }, 'mail round failed'))
        .finally(() => {
          this.woken = null;
        });
    }, delayMs);
    this.wakeTimer.unref();
  }

  /** Stops wake-ups and waits for one that is running (before the database closes), then the transport. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeTimer = null;
    await this.woken;
    this.transport.close?.();
  }

  private async sendOne(tx: Tx): Promise<'none' | 'sent' | 'retried' | 'dead'> {
    const now = this.clock();
    const [row] = await tx.$queryRaw<DueRow[]>`SELECT id::text AS id, kind, sealed, attempts FROM mail_outbox
      WHERE status = 'pending' AND next_attempt_at <= ${now}
      ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`;
    if (!row) return 'none';
    const attempts = row.attempts + 1;
    try {
      const mail = await openMail(tx, this.o.crypto, row.id, row.sealed);
      await this.transport.sendMail({
        from: this.o.settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: this.messageId(row.id),
        headers: mail.headers,
      });
    } catch (err) {
      const error = errorSummary(err);
      // The reason goes to the row for staff; nodemailer's messages name hosts and codes, never the body.
      const reason = `${error.message ?? 'send failed'}`.slice(0, 500);
      if (isDead(attempts, this.maxAttempts)) {
        await tx.$executeRaw`UPDATE mail_outbox SET status = 'dead', attempts = ${attempts}, last_error = ${reason}
          WHERE id = ${row.id}::uuid`;
        this.o.log.error({ mail: row.id, kind: row.kind, attempts, error }, 'mail given up (dead-lettered)');
        return 'dead';
      }
      const next = new Date(now.getTime() + retryDelayMs(attempts, this.random()));
      await tx.$executeRaw`UPDATE mail_outbox SET attempts = ${attempts}, next_attempt_at = ${next}, last_error = ${reason}
        WHERE id = ${row.id}::uuid`;
      this.o.log.warn({ mail: row.id, kind: row.kind, attempts, next, error }, 'mail not sent; will retry');
      return 'retried';
    }
    await tx.$executeRaw`UPDATE mail_outbox SET status = 'sent', sealed = NULL, attempts = ${attempts},
      sent_at = ${now}, last_error = NULL WHERE id = ${row.id}::uuid`;
    this.o.log.info({ mail: row.id, kind: row.kind, attempts }, 'mail sent');
    return 'sent';
  }
}
