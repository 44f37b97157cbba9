import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserSessionsRevoked } from '@oslonac/proto/oslonac/events/v1/identity';
import { Role } from '@oslonac/proto/oslonac/identity/v1/identity';
import { USER_SESSIONS_REVOKED_SUBJECT, USER_SESSIONS_REVOKED_TYPE } from '../src/events';
import { client, type Harness, provenAccount, startIdentity, tokenFromLink } from './support/harness';

// identity.user.sessions_revoked.v1 goes out (through the outbox, in the same transaction) whenever every
// session of a person ends: sign-out everywhere, a new or changed password, a first proof of the address.

async function revoked(h: Harness, userId: string) {
  const rows = await h.prisma.outbox.findMany({
    where: { subject: USER_SESSIONS_REVOKED_SUBJECT, aggregateId: userId },
    orderBy: { createdAt: 'asc' },
    select: { type: true, payload: true },
  });
  return rows.map((r) => {
    expect(r.type).toBe(USER_SESSIONS_REVOKED_TYPE);
    const e = UserSessionsRevoked.decode(r.payload);
    expect(e.userId).toBe(userId);
    return e.reason;
  });
}

describe('identity.user.sessions_revoked.v1', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startIdentity({ name: 'sessions_revoked' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('is published when a first link proves the address (pre-proof sessions are dropped)', async () => {
    const { userId } = await provenAccount(h, 'dokaz@example.rs');
    expect(await revoked(h, userId)).toEqual(['address_proven']);
  });

  it('is not published by an ordinary sign-in link on a proven account', async () => {
    const { userId } = await provenAccount(h, 'obican@example.rs');
    await h.call(h.client.requestEmailLink, {
      email: 'obican@example.rs',
      nextPath: '',
      locale: '',
      client: client(),
    });
    const [mail] = await h.mailTo('obican@example.rs');
    await h.call(h.client.consumeEmailLink, { token: tokenFromLink(mail?.link ?? null), client: client() });
    expect(await revoked(h, userId)).toEqual(['address_proven']);
  });

  it('is published when the person signs out everywhere', async () => {
    const u = await provenAccount(h, 'svuda@example.rs');
    await h.call(h.client.signOutEverywhere, {}, u.actor);
    expect(await revoked(h, u.userId)).toEqual(['address_proven', 'sign_out_everywhere']);
  });

  it('is published when the password is set, and again when it is changed', async () => {
    const u = await provenAccount(h, 'lozinka@example.rs', { password: 'prva-lozinka-2026' });
    await h.call(
      h.client.changePassword,
      { currentPassword: 'prva-lozinka-2026', newPassword: 'druga-lozinka-2026' },
      u.actor,
    );
    expect(await revoked(h, u.userId)).toEqual(['address_proven', 'password_changed', 'password_changed']);
  });

  it('carries no personal data besides the user id', async () => {
    await h.call(h.client.signUp, {
      email: 'tiho@example.rs',
      displayName: 'Tiho Tihić',
      password: '',
      locale: '',
      nextPath: '',
      client: client(),
      role: Role.ROLE_UNSPECIFIED,
    });
    const [mail] = await h.mailTo('tiho@example.rs');
    await h.call(h.client.consumeEmailLink, { token: tokenFromLink(mail?.link ?? null), client: client() });
    const rows = await h.prisma.outbox.findMany({ where: { subject: USER_SESSIONS_REVOKED_SUBJECT } });
    const text = rows.map((r) => Buffer.from(r.payload).toString('latin1')).join('\n');
    expect(text).not.toContain('tiho@example.rs');
    expect(text).not.toContain('Tiho');
  });
});
