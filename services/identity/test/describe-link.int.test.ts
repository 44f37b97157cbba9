import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EMAIL_LINK_TTL_MINUTES } from '../src/domain/mail-copy';
import { client, type Harness, provenAccount, startIdentity, tokenFromLink } from './support/harness';

// DescribeEmailLink says which account a link signs into, without using it up: the BFF asks "continue as whom?"
// when another account is signed in.

const INVALID = { valid: false, userId: '', maskedEmail: '' };

describe('DescribeEmailLink', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startIdentity({ name: 'describe_link' });
  });
  afterAll(async () => {
    await h?.close();
  });

  async function freshLink(email: string): Promise<string> {
    await h.call(h.client.requestEmailLink, {
      email,
      nextPath: '/app/calendar',
      locale: '',
      client: client(),
    });
    const [mail] = await h.mailTo(email);
    return tokenFromLink(mail?.link ?? null);
  }

  it('names the account, masked, and leaves the link usable', async () => {
    const { userId } = await provenAccount(h, 'milica.petrovic@example.rs');
    const token = await freshLink('milica.petrovic@example.rs');
    const first = await h.call(h.client.describeEmailLink, { token });
    expect(first).toEqual({ valid: true, userId, maskedEmail: 'm***@example.rs' });
    // Asking again changes nothing, and the link still signs in.
    expect(await h.call(h.client.describeEmailLink, { token })).toEqual(first);
    const used = await h.call(h.client.consumeEmailLink, { token, client: client() });
    expect(used.session?.user?.id).toBe(userId);
    expect(used.nextPath).toBe('/app/calendar');
    // Used: now the same answer as for any dead link.
    expect(await h.call(h.client.describeEmailLink, { token })).toEqual(INVALID);
  });

  it('answers the same for an unknown, an empty and an expired token', async () => {
    await provenAccount(h, 'stari.link@example.rs');
    const token = await freshLink('stari.link@example.rs');
    expect(await h.call(h.client.describeEmailLink, { token: 'x'.repeat(43) })).toEqual(INVALID);
    expect(await h.call(h.client.describeEmailLink, { token: '' })).toEqual(INVALID);
    h.clock.advance(EMAIL_LINK_TTL_MINUTES * 60_000 + 1000);
    expect(await h.call(h.client.describeEmailLink, { token })).toEqual(INVALID);
  });
});
