import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, type Harness, provenAccount, startIdentity, tokenFromLink } from './support/harness';

// A dump of mail_outbox must open no account and name nobody: the whole message is sealed until it is sent,
// and a sent row keeps no body at all, only a hash of the address.
describe('mail at rest', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startIdentity({ name: 'mail_at_rest' });
  });
  afterAll(async () => {
    await h?.close();
  });

  const dump = async () =>
    JSON.stringify(
      await h.prisma
        .$queryRaw`SELECT *, encode(sealed, 'escape') AS raw FROM mail_outbox ORDER BY created_at`,
    );

  it('holds no readable link, token or address while mail waits, and no body once it is sent', async () => {
    const u = await provenAccount(h, 'tajna@example.rs');
    // Queued, not yet sent: the sender has not run since these were written.
    await h.call(h.client.requestEmailLink, {
      email: 'tajna@example.rs',
      nextPath: '',
      locale: '',
      client: client(),
    });
    await h.call(h.client.changeEmail, { newEmail: 'tajna2@example.rs', currentPassword: '' }, u.actor);
    const waiting = await h.prisma.mailOutbox.count({ where: { status: 'pending' } });
    expect(waiting).toBe(2);
    const before = await dump();

    const links = [...(await h.mailTo('tajna@example.rs')), ...(await h.mailTo('tajna2@example.rs'))]
      .map((m) => m.link)
      .filter((l): l is string => l !== null);
    expect(links).toHaveLength(3);
    const after = await dump();

    for (const text of [before, after]) {
      for (const token of links.map(tokenFromLink)) {
        expect(text).not.toContain(token);
        expect(text).not.toContain(encodeURIComponent(token));
      }
      expect(text).not.toContain('tajna');
      expect(text).not.toContain('verify-request');
      expect(text).not.toContain('Oslonac');
    }
    const rows = await h.prisma.mailOutbox.findMany({ select: { status: true, sealed: true, kind: true } });
    expect(rows.every((r) => r.status === 'sent' && r.sealed === null)).toBe(true);
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'identity.confirm_email_link',
      'identity.sign_in_link',
      'identity.welcome_link',
    ]);
  });
});
