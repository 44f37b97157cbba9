// The local mail catcher: a real SMTP server (the kit's startMailCatcher: smtp-server + mailparser, kept in
// memory) plus a tiny HTTP page listing what arrived, newest first, and `GET /messages?to=` (JSON) for the
// browser journeys. `make up` and the test stacks start it and point identity's SMTP_URL at it; it replaces
// the old development mailbox, so no service ever serves working sign-in links over HTTP.
//
// Alone: `tsx scripts/dev/mail-catcher.ts` (SMTP on MAIL_CATCHER_SMTP_PORT=1025, page on MAIL_CATCHER_HTTP_PORT=1080).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type CaughtMail, type MailCatcher, startMailCatcher } from '@oslonac/kit/testing/mail-catcher';

export interface RunningMailCatcher {
  smtpPort: number;
  /** The page (`/`) and the JSON (`/messages?to=`). */
  httpUrl: string;
  /** SMTP_URL for the services that send mail here. */
  smtpUrl: string;
  catcher: MailCatcher;
  close(): Promise<void>;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function asJson(m: CaughtMail) {
  return {
    to: m.to,
    from: m.from,
    subject: m.subject,
    text: m.text,
    links: m.links,
    messageId: m.messageId,
    receivedAt: m.receivedAt.toISOString(),
  };
}

function page(mails: CaughtMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p>Za: ${escapeHtml(m.to.join(', '))} · ${escapeHtml(m.receivedAt.toISOString())}</p>
  <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="sr-Latn"><head><meta charset="utf-8"><title>Oslonac: pristigla pošta (razvoj)</title>
<style>body{font-family:sans-serif;max-width:50em;margin:2em auto;padding:0 1em}article{border-top:1px solid #ccc;padding:1em 0}pre{white-space:pre-wrap}</style>
</head><body>
<h1>Pristigla pošta (samo za razvoj)</h1>
<p>Poruke koje su servisi poslali, najnovije prve. Stranica se ne osvežava sama.</p>
${items || '<p>Još nema poruka.</p>'}
</body></html>
`;
}

/** Starts the catcher: SMTP and HTTP on the given ports (0 = free ones), on 127.0.0.1. */
export async function startMailCatcherServer(
  opts: { smtpPort?: number; httpPort?: number; host?: string } = {},
): Promise<RunningMailCatcher> {
  const host = opts.host ?? '127.0.0.1';
  const catcher = await startMailCatcher({ port: opts.smtpPort ?? 0, host });
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    const to = url.searchParams.get('to') ?? undefined;
    if (req.method === 'GET' && url.pathname === '/messages') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ messages: catcher.messages(to).map(asJson) }));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page(catcher.messages(to)));
      return;
    }
    res.writeHead(404).end();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.httpPort ?? 0, host, () => resolve());
    });
  } catch (err) {
    await catcher.close();
    throw err;
  }
  const httpPort = (server.address() as AddressInfo).port;
  return {
    smtpPort: catcher.port,
    httpUrl: `http://${host}:${httpPort}`,
    smtpUrl: `smtp://${host}:${catcher.port}`,
    catcher,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await catcher.close();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const running = await startMailCatcherServer({
    smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
    httpPort: Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 1080),
  });
  console.log(`mail catcher: SMTP ${running.smtpUrl}, mail at ${running.httpUrl}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
