import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createLogger, cryptoSql, EnvelopeCrypto, generateMasterKey, pgTransactions } from '../src/index';
import { enqueueMail, MailSender, mailSettings, mailSql, resendMail } from '../src/mail/index';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { type MailCatcher, startMailCatcher } from '../src/testing/mail-catcher';

const log = createLogger('kit-mail-resend-test', process.env.TEST_LOG_LEVEL ?? 'silent');

describe('resending a dead-lettered mail', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let catcher: MailCatcher;
  const crypto = EnvelopeCrypto.fromBase64(generateMasterKey());
  let t = Date.parse('2026-03-01T10:00:00Z');
  const now = () => new Date(t);

  const sender = (port: number) =>
    new MailSender({
      db: pgTransactions(pool),
      crypto,
      settings: mailSettings({
        NODE_ENV: 'test',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Oslonac <no-reply@oslonac.test>',
      }),
      messageIdHost: 'oslonac.test',
      log,
      clock: now,
      random: () => 0.5,
      maxAttempts: 1,
    });
  const status = async (id: string) =>
    (
      await pool.query<{ status: string; attempts: number; has_body: boolean; next_attempt_at: Date }>(
        'SELECT status, attempts, sealed IS NOT NULL AS has_body, next_attempt_at FROM mail_outbox WHERE id = $1',
        [id],
      )
    ).rows[0];
  const resend = (id: string) => pgTransactions(pool).$transaction((tx) => resendMail(tx, id, now()));

  beforeAll(async () => {
    db = await createTestDatabase('kit_mail_resend');
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

  it('puts a dead mail back to pending with its body and Message-ID, and refuses any other row', async () => {
    const id = await pgTransactions(pool).$transaction((tx) =>
      enqueueMail(
        tx,
        crypto,
        { kind: 'test.notice', to: 'mrtvo@example.rs', subject: 'S', text: 'T' },
        now(),
      ),
    );
    // A port where nothing listens: the only attempt fails and the mail is dead.
    const probe = await startMailCatcher();
    await probe.close();
    const down = sender(probe.port);
    expect(await down.runOnce()).toEqual({ sent: 0, retried: 0, dead: 1 });
    await down.close();
    expect(await status(id)).toMatchObject({ status: 'dead', attempts: 1, has_body: true });

    expect(await resend(randomId())).toBe(false);
    t += 60_000;
    expect(await resend(id)).toBe(true);
    expect(await status(id)).toMatchObject({ status: 'pending', attempts: 0, next_attempt_at: now() });
    // A second click while it is pending changes nothing.
    expect(await resend(id)).toBe(false);

    const up = sender(catcher.port);
    expect(await up.runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    await up.close();
    const [mail] = catcher.messages('mrtvo@example.rs');
    expect(mail?.messageId).toBe(`<${id}@oslonac.test>`);
    expect(await status(id)).toMatchObject({ status: 'sent', has_body: false });
    // Sent mail holds no body any more: nothing to resend.
    expect(await resend(id)).toBe(false);
  });
});

function randomId(): string {
  return '01900000-0000-7000-8000-000000000000';
}
