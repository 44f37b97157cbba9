import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@oslonac/kit';
import { StoredMailer } from '../src/store/mail';
import { client, type Harness, provenAccount, startIdentity, tokenFromLink } from './support/harness';

// A dump of outgoing_mail must open no account: sign-in tokens live only in the mail handed to the sender.
describe('stored mail', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startIdentity({ name: 'mail_at_rest' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('keeps no working token of any link it mailed', async () => {
    const u = await provenAccount(h, 'tajna@example.rs');
    await h.call(h.client.requestEmailLink, {
      email: 'tajna@example.rs',
      nextPath: '',
      locale: '',
      client: client(),
    });
    await h.call(h.client.changeEmail, { newEmail: 'tajna2@example.rs', currentPassword: '' }, u.actor);
    const links = [...(await h.mailTo('tajna@example.rs')), ...(await h.mailTo('tajna2@example.rs'))]
      .map((m) => m.link)
      .filter((l): l is string => l !== null);
    expect(links).toHaveLength(3);
    const tokens = links.map(tokenFromLink);

    const dump = JSON.stringify(await h.prisma.$queryRaw`SELECT * FROM outgoing_mail`);
    for (const token of tokens) {
      expect(dump).not.toContain(token);
      expect(dump).not.toContain(encodeURIComponent(token));
    }
    expect(dump).toContain('verify-request?token=%5Bskriveno%5D');
  });

  it('shows no working link outside development, where nothing holds the secret', async () => {
    const mailer = new StoredMailer(h.clock.now, createLogger('test', 'silent'), false);
    const mails = await mailer.list(h.prisma, 'tajna@example.rs');
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.link === null)).toBe(true);
    expect(mails.map((m) => m.text).join('\n')).toContain('token=%5Bskriveno%5D');
  });
});
