// A real SMTP server that keeps what it receives in memory, parsed: what the kit's and services' mail tests
// deliver to, and what `make up` and the browser journeys run as their mail catcher (scripts/dev/mail-catcher.ts).
// It accepts any sender, recipient and credentials; STARTTLS is off so plain development SMTP reaches it.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  messageId: string | null;
  headers: Record<string, string>;
  /** Every http(s) link in the text part, in order. */
  links: string[];
  receivedAt: Date;
}

export interface MailCatcher {
  port: number;
  /** Newest first; `to` keeps only mail to that address (case-insensitive). */
  messages(to?: string): CaughtMail[];
  /** Waits until `predicate` holds for some caught mail (newest first) or `timeoutMs` passes. */
  waitFor(predicate: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  close(): Promise<void>;
}

const LINK = /https?:\/\/[^\s<>"]+/g;

/** Starts a catcher on `port` (0 = any free port) at 127.0.0.1 unless `host` says otherwise. */
export async function startMailCatcher(
  opts: { port?: number; host?: string; max?: number } = {},
): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const max = opts.max ?? 1000;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, done) {
      done(null, { user: 'catcher' });
    },
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines)
            headers[line.key] = line.line.slice(line.key.length + 1).trim();
          const text = parsed.text ?? '';
          caught.unshift({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : null,
            messageId: parsed.messageId ?? null,
            headers,
            links: text.match(LINK) ?? [],
            receivedAt: new Date(),
          });
          caught.length = Math.min(caught.length, max);
          done();
        })
        .catch((err: Error) => done(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  // The server is up; later connection errors are the client's business, not a crash.
  server.on('error', () => {});
  const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo)
    .port;
  const messages = (to?: string) =>
    to ? caught.filter((m) => m.to.includes(to.toLowerCase())) : [...caught];
  return {
    port,
    messages,
    async waitFor(predicate, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const hit = caught.find(predicate);
        if (hit) return hit;
        if (Date.now() > until) throw new Error('no such mail arrived at the catcher');
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    clear() {
      caught.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
