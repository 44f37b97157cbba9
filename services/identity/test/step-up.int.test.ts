import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  client,
  failure,
  type Harness,
  provenAccount,
  startIdentity,
  tokenFromLink,
} from './support/harness';

const MINUTE = 60_000;

// Changing the address or the password needs fresh proof: the current password, or a recent sign-in.
describe('sensitive changes', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startIdentity({ name: 'step_up' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('refuse a session without a password that signed in more than ten minutes ago, until a new link', async () => {
    const u = await provenAccount(h, 'ostavljen@example.rs');
    h.clock.advance(11 * MINUTE);
    const actor = (await h.call(h.client.resolveSession, { token: u.token })).actorToken;
    for (const call of [
      h.call(h.client.changePassword, { currentPassword: '', newPassword: 'nova-duga-lozinka-1' }, actor),
      h.call(h.client.changeEmail, { newEmail: 'tudja@example.rs', currentPassword: '' }, actor),
    ]) {
      expect(await failure(call)).toMatchObject({
        status: grpc.status.FAILED_PRECONDITION,
        code: 'identity.reauth_required',
      });
    }
    expect(await h.mailTo('tudja@example.rs')).toEqual([]);
    expect((await h.call(h.client.getMe, {}, actor)).user?.hasPassword).toBe(false);

    // Step-up: a fresh link sign-in, and the change goes through.
    await h.call(h.client.requestEmailLink, {
      email: 'ostavljen@example.rs',
      nextPath: '/app/settings/account',
      locale: '',
      client: client(),
    });
    const [mail] = await h.mailTo('ostavljen@example.rs');
    const fresh = await h.call(h.client.consumeEmailLink, {
      token: tokenFromLink(mail?.link ?? null),
      client: client(),
    });
    const freshActor = (await h.call(h.client.resolveSession, { token: fresh.session?.token ?? '' }))
      .actorToken;
    await h.call(
      h.client.changePassword,
      { currentPassword: '', newPassword: 'nova-duga-lozinka-1' },
      freshActor,
    );
    expect((await h.call(h.client.getMe, {}, freshActor)).user?.hasPassword).toBe(true);
  });

  it('do not count a session handed to the mobile app as a fresh sign-in', async () => {
    const u = await provenAccount(h, 'telefon@example.rs');
    h.clock.advance(11 * MINUTE);
    const actor = (await h.call(h.client.resolveSession, { token: u.token })).actorToken;
    const { code } = await h.call(h.client.createMobileHandoff, {}, actor);
    const app = await h.call(h.client.exchangeMobileHandoff, { code, client: client('198.51.100.5', 'iOS') });
    const appActor = (await h.call(h.client.resolveSession, { token: app.session?.token ?? '' })).actorToken;
    const refused = await failure(
      h.call(h.client.changePassword, { currentPassword: '', newPassword: 'nova-duga-lozinka-2' }, appActor),
    );
    expect(refused.code).toBe('identity.reauth_required');
  });

  it('take the current password instead, however old the session', async () => {
    const u = await provenAccount(h, 'lozinka@example.rs', { password: 'stara-duga-lozinka-1' });
    h.clock.advance(3 * 60 * MINUTE);
    const actor = (await h.call(h.client.resolveSession, { token: u.token })).actorToken;
    const wrong = await failure(
      h.call(h.client.changeEmail, { newEmail: 'nova-l@example.rs', currentPassword: 'nije-ta' }, actor),
    );
    expect(wrong.code).toBe('identity.wrong_password');
    const missing = await failure(
      h.call(h.client.changeEmail, { newEmail: 'nova-l@example.rs', currentPassword: '' }, actor),
    );
    expect(missing.code).toBe('identity.wrong_password');
    expect(await h.mailTo('nova-l@example.rs')).toEqual([]);
    await h.call(
      h.client.changeEmail,
      { newEmail: 'nova-l@example.rs', currentPassword: 'stara-duga-lozinka-1' },
      actor,
    );
    expect((await h.mailTo('nova-l@example.rs'))[0]?.link).toMatch(/verify-request\?token=/);
  });

  it('rate-limit address changes like sign-in requests', async () => {
    h.clock.advance(15 * MINUTE);
    const u = await provenAccount(h, 'cesto@example.rs');
    for (let i = 0; i < 5; i++) {
      await h.call(
        h.client.changeEmail,
        { newEmail: `pokusaj${i}@example.rs`, currentPassword: '' },
        u.actor,
      );
    }
    const limited = await failure(
      h.call(h.client.changeEmail, { newEmail: 'pokusaj9@example.rs', currentPassword: '' }, u.actor),
    );
    expect(limited).toMatchObject({ status: grpc.status.RESOURCE_EXHAUSTED, code: 'identity.rate_limited' });
    expect(await h.mailTo('pokusaj9@example.rs')).toEqual([]);
  });
});
