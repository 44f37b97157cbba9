import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createLogger, cryptoSql, EnvelopeCrypto, generateMasterKey, pgTransactions } from '../src/index';
import {
  enqueueMail,
  MailSender,
  type MailSettings,
  mailSettings,
  mailSql,
  recipientHash,
} from '../src/mail/index';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { type MailCatcher, startMailCatcher } from '../src/testing/mail-catcher';

const log = createLogger('kit-mail-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const LINK = 'https://oslonac.test/verify-request?token=tajni-token-12345';

/** A clock the test moves by hand. */
function manualClock() {
  let t = Date.parse('2026-03-01T10:00:00Z');
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

/** A port nothing listens on (a catcher started there later receives the mail). */
async function freePort(): Promise<number> {
  const c = await startMailCatcher();
  await c.close();
  return c.port;
}

describe('mail outbox and sender', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let catcher: MailCatcher;
  const crypto = EnvelopeCrypto.fromBase64(generateMasterKey());
  const clock = manualClock();

  const settingsFor = (port: number): MailSettings =>
    mailSettings({
      NODE_ENV: 'test',
      SMTP_URL: `smtp://user:pass@127.0.0.1:${port}`,
      MAIL_FROM: 'Oslonac <no-reply@oslonac.test>',
    });
  const sender = (port: number, p: pg.Pool = pool, maxAttempts?: number) =>
    new MailSender({
      db: pgTransactions(p),
      crypto,
      settings: settingsFor(port),
      messageIdHost: 'oslonac.test',
      log,
      clock: clock.now,
      random: () => 0.5,
      ...(maxAttempts ? { maxAttempts } : {}),
    });
  const enqueue = (to: string, subject = 'Vaš link za prijavu na Oslonac') =>
    pgTransactions(pool).$transaction((tx) =>
      enqueueMail(
        tx,
        crypto,
        {
          kind: 'test.sign_in',
          to,
          subject,
          text: `Otvorite ovaj link:\n${LINK}\n`,
          headers: { 'X-Oslonac-Kind': 'test' },
        },
        clock.now(),
      ),
    );
  const row = async (id: string) =>
    (
      await pool.query(
        'SELECT status, attempts, next_attempt_at, sealed, sent_at, last_error, recipient_hash FROM mail_outbox WHERE id = $1',
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    db = await createTestDatabase('kit_mail');
    pool = new pg.Pool({ connectionString: db.url });
    await pool.query(cryptoSql());
    await pool.query(mailSql());
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await catcher?.close();
    await pool?.end();
    await db?.drop();
  });
  beforeEach(async () => {
    catcher.clear();
    await pool.query('DELETE FROM mail_outbox');
  });

  it('delivers an enqueued mail once, with its headers and a Message-ID made from the row id', async () => {
    const id = await enqueue('Ana@Example.rs');
    const s = sender(catcher.port);
    expect(await s.runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(await s.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
    await s.close();

    const mails = catcher.messages('ana@example.rs');
    expect(mails).toHaveLength(1);
    const [m] = mails;
    expect(m?.subject).toBe('Vaš link za prijavu na Oslonac');
    expect(m?.messageId).toBe(`<${id}@oslonac.test>`);
    expect(m?.from).toBe('no-reply@oslonac.test');
    expect(m?.headers['x-oslonac-kind']).toBe('test');
    expect(m?.links).toEqual([LINK]);
    const r = await row(id);
    expect(r).toMatchObject({ status: 'sent', attempts: 1, sealed: null, last_error: null });
    expect(r.sent_at).toEqual(clock.now());
    expect(r.recipient_hash).toBe(recipientHash('ana@example.rs'));
  });

  it('keeps a mail while SMTP is down, with its attempts and next try, and delivers it once when it is back', async () => {
    const port = await freePort();
    const id = await enqueue('cekam@example.rs');
    const s = sender(port);
    expect(await s.runOnce()).toEqual({ sent: 0, retried: 1, dead: 0 });
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toBeTruthy();
    // First wait: 2 minutes (random 0.5 means no jitter).
    expect(waiting.next_attempt_at).toEqual(new Date(clock.now().getTime() + 2 * 60_000));
    // Not due yet: nothing is tried even when the server is up.
    const back = await startMailCatcher({ port });
    try {
      expect(await s.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
      clock.advance(2 * 60_000);
      expect(await s.runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
      clock.advance(60 * 60_000);
      expect(await s.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
      expect(back.messages('cekam@example.rs')).toHaveLength(1);
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, sealed: null });
    } finally {
      await s.close();
      await back.close();
    }
  });

  it('sends soon after a wake-up, without waiting for the loop, once however often it is woken', async () => {
    const id = await enqueue('odmah@example.rs');
    const s = sender(catcher.port);
    try {
      for (let i = 0; i < 5; i++) s.wakeSoon(10);
      const m = await catcher.waitFor((x) => x.to.includes('odmah@example.rs'));
      expect(m.messageId).toBe(`<${id}@oslonac.test>`);
      await new Promise((r) => setTimeout(r, 100));
      expect(catcher.messages('odmah@example.rs')).toHaveLength(1);
    } finally {
      await s.close();
    }
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('never sends one mail twice when two senders on the same database run at once', async () => {
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await enqueue(`par${i}@example.rs`));
    const other = new pg.Pool({ connectionString: db.url });
    const a = sender(catcher.port);
    const b = sender(catcher.port, other);
    try {
      const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(ra.sent + rb.sent).toBe(12);
    } finally {
      await a.close();
      await b.close();
      await other.end();
    }
    const seen = catcher.messages().map((m) => m.messageId);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect(new Set(seen)).toEqual(new Set(ids.map((id) => `<${id}@oslonac.test>`)));
  });

  it('gives a mail up (dead) after the last attempt, and sends it no more', async () => {
    const port = await freePort();
    const id = await enqueue('nikad@example.rs');
    const s = sender(port, pool, 3);
    try {
      expect((await s.runOnce()).retried).toBe(1);
      clock.advance(3 * 60_000);
      expect((await s.runOnce()).retried).toBe(1);
      clock.advance(10 * 60_000);
      expect(await s.runOnce()).toEqual({ sent: 0, retried: 0, dead: 1 });
      expect(await row(id)).toMatchObject({ status: 'dead', attempts: 3 });
      clock.advance(24 * 60 * 60_000);
      expect(await s.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
    } finally {
      await s.close();
    }
  });

  it('stores no readable address or link, before or after sending', async () => {
    await enqueue('tajna.adresa@example.rs');
    const dump = async () =>
      JSON.stringify((await pool.query("SELECT *, encode(sealed, 'escape') AS raw FROM mail_outbox")).rows);
    const before = await dump();
    for (const secret of ['tajna.adresa', 'tajni-token-12345', 'verify-request', 'Vaš link']) {
      expect(before).not.toContain(secret);
    }
    const s = sender(catcher.port);
    await s.runOnce();
    await s.close();
    const after = await dump();
    expect(after).not.toContain('tajna.adresa');
    expect(after).not.toContain('tajni-token-12345');
    expect(catcher.messages('tajna.adresa@example.rs')[0]?.text).toContain(LINK);
  });
});

describe('mail settings', () => {
  it('requires SMTP_URL in production and insists on TLS or STARTTLS there', () => {
    expect(() => mailSettings({ NODE_ENV: 'production', MAIL_FROM: 'x <a@b.rs>' })).toThrow(
      /SMTP_URL is required/,
    );
    expect(
      mailSettings({ NODE_ENV: 'production', SMTP_URL: 'smtp://u:p%40ss@relay.example:587', MAIL_FROM: 'x' })
        .smtp,
    ).toEqual({
      host: 'relay.example',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'u', pass: 'p@ss' },
    });
    expect(
      mailSettings({ NODE_ENV: 'production', SMTP_URL: 'smtps://relay.example', MAIL_FROM: 'x' }).smtp,
    ).toMatchObject({
      port: 465,
      secure: true,
    });
    expect(mailSettings({ NODE_ENV: 'development', MAIL_FROM: 'x' }).smtp).toEqual({
      host: '127.0.0.1',
      port: 1025,
      secure: false,
      requireTLS: false,
    });
  });
});
