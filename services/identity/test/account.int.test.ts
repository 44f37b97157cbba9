import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRoleGranted } from '@oslonac/proto/oslonac/events/v1/identity';
import { OnboardingStep, Role } from '@oslonac/proto/oslonac/identity/v1/identity';
import { USER_ROLE_GRANTED_SUBJECT } from '../src/events';
import { type EventPipe, startEventPipe, waitForOutboxDrained } from './support/events';
import { client, failure, type Harness, startIdentity, tokenFromLink } from './support/harness';

describe('self-service: profile, onboarding, credentials, mobile hand-off', () => {
  let h: Harness;
  let events: EventPipe;

  /** Signs up by link only and returns a session token and actor token. */
  async function newUser(email: string): Promise<{ token: string; actor: string; userId: string }> {
    const { userId } = await h.call(h.client.signUp, {
      email,
      displayName: 'Novi Korisnik',
      password: '',
      locale: 'sr-Cyrl',
      nextPath: '',
      client: client(),
      role: Role.ROLE_UNSPECIFIED,
    });
    const [mail] = await h.mailTo(email);
    const signedIn = await h.call(h.client.consumeEmailLink, {
      token: tokenFromLink(mail?.link ?? null),
      client: client(),
    });
    const token = signedIn.session?.token ?? '';
    const resolved = await h.call(h.client.resolveSession, { token });
    return { token, actor: resolved.actorToken, userId };
  }

  beforeAll(async () => {
    h = await startIdentity({ name: 'account' });
    events = await startEventPipe(h.db.url);
  });
  afterAll(async () => {
    await events?.close();
    await h?.close();
  });

  it('mails in the locale chosen at sign-up', async () => {
    await newUser('cirilica@example.rs');
    const mails = await h.mailTo('cirilica@example.rs');
    expect(mails.at(-1)?.subject).toBe('Добро дошли на Ослонац — ваш линк за пријаву');
  });

  it('updates the profile; empty fields stay as they were', async () => {
    const u = await newUser('profil@example.rs');
    const named = await h.call(
      h.client.updateProfile,
      { displayName: '  Marija   Ilić ', locale: '' },
      u.actor,
    );
    expect(named.user).toMatchObject({ displayName: 'Marija Ilić', locale: 'sr-Cyrl' });
    const localised = await h.call(h.client.updateProfile, { displayName: '', locale: 'en' }, u.actor);
    expect(localised.user).toMatchObject({ displayName: 'Marija Ilić', locale: 'en' });
    const bad = await failure(h.call(h.client.updateProfile, { displayName: '', locale: 'de' }, u.actor));
    expect(bad).toMatchObject({ status: grpc.status.INVALID_ARGUMENT, code: 'identity.invalid_argument' });
  });

  it('walks the therapist path: chooses, gets the role (announced once), finishes', async () => {
    const u = await newUser('terapeut@example.rs');
    const early = await failure(
      h.call(h.client.completeOnboarding, { displayName: 'Dr Milan Petrović' }, u.actor),
    );
    expect(early).toMatchObject({
      status: grpc.status.FAILED_PRECONDITION,
      code: 'identity.onboarding_step',
    });

    const chosen = await h.call(h.client.chooseOnboardingPath, { path: Role.ROLE_THERAPIST }, u.actor);
    expect(chosen.user?.onboardingStep).toBe(OnboardingStep.ONBOARDING_STEP_THERAPIST_DETAILS);
    expect(chosen.user?.roles).toEqual([Role.ROLE_CLIENT, Role.ROLE_THERAPIST]);
    // A repeat (double click) is harmless; switching paths is refused.
    await h.call(h.client.chooseOnboardingPath, { path: Role.ROLE_THERAPIST }, u.actor);
    const switched = await failure(
      h.call(h.client.chooseOnboardingPath, { path: Role.ROLE_CLIENT }, u.actor),
    );
    expect(switched.code).toBe('identity.onboarding_step');
    const invalid = await failure(h.call(h.client.chooseOnboardingPath, { path: Role.ROLE_ADMIN }, u.actor));
    expect(invalid).toMatchObject({
      status: grpc.status.INVALID_ARGUMENT,
      code: 'identity.invalid_argument',
    });

    const done = await h.call(h.client.completeOnboarding, { displayName: 'Dr Milan Petrović' }, u.actor);
    expect(done.user).toMatchObject({
      onboardingStep: OnboardingStep.ONBOARDING_STEP_DONE,
      displayName: 'Dr Milan Petrović',
    });

    await waitForOutboxDrained(h.prisma);
    const grants = (await events.readAll())
      .filter((e) => e.subject === `${events.subjectPrefix}${USER_ROLE_GRANTED_SUBJECT}`)
      .map((e) => UserRoleGranted.decode(e.data))
      .filter((g) => g.userId === u.userId);
    expect(grants).toEqual([expect.objectContaining({ role: 'therapist', grantedBy: u.userId })]);
  });

  it('walks the client path without new roles or events', async () => {
    const u = await newUser('klijent@example.rs');
    const chosen = await h.call(h.client.chooseOnboardingPath, { path: Role.ROLE_CLIENT }, u.actor);
    expect(chosen.user?.onboardingStep).toBe(OnboardingStep.ONBOARDING_STEP_CLIENT_DETAILS);
    expect(chosen.user?.roles).toEqual([Role.ROLE_CLIENT]);
    await waitForOutboxDrained(h.prisma);
    const grants = (await events.readAll())
      .filter((e) => e.subject.endsWith(USER_ROLE_GRANTED_SUBJECT))
      .map((e) => UserRoleGranted.decode(e.data))
      .filter((g) => g.userId === u.userId);
    expect(grants).toEqual([]);
  });

  it('sets a first password without the current one, then requires it; other sessions end', async () => {
    const u = await newUser('lozinka@example.rs');
    const other = await h
      .call(h.client.signInWithPassword, {
        email: 'lozinka@example.rs',
        password: 'x',
        client: client(),
      })
      .catch(() => null);
    expect(other).toBeNull();
    await h.call(h.client.changePassword, { currentPassword: '', newPassword: 'prva-lozinka-2026' }, u.actor);
    const second = await h.call(h.client.signInWithPassword, {
      email: 'lozinka@example.rs',
      password: 'prva-lozinka-2026',
      client: client(),
    });
    const missing = await failure(
      h.call(h.client.changePassword, { currentPassword: '', newPassword: 'druga-lozinka-2026' }, u.actor),
    );
    expect(missing).toMatchObject({ status: grpc.status.INVALID_ARGUMENT, code: 'identity.wrong_password' });
    const wrong = await failure(
      h.call(
        h.client.changePassword,
        { currentPassword: 'nije-ta', newPassword: 'druga-lozinka-2026' },
        u.actor,
      ),
    );
    expect(wrong.code).toBe('identity.wrong_password');
    const weak = await failure(
      h.call(
        h.client.changePassword,
        { currentPassword: 'prva-lozinka-2026', newPassword: 'aaaaaaaaaaaa' },
        u.actor,
      ),
    );
    expect(weak.code).toBe('identity.weak_password');
    await h.call(
      h.client.changePassword,
      { currentPassword: 'prva-lozinka-2026', newPassword: 'druga-lozinka-2026' },
      u.actor,
    );
    // The session that changed it stays; the other one ended.
    await h.call(h.client.resolveSession, { token: u.token });
    expect(
      (await failure(h.call(h.client.resolveSession, { token: second.session?.token ?? '' }))).code,
    ).toBe('identity.session_invalid');
    const me = await h.call(h.client.getMe, {}, u.actor);
    expect(me.user?.hasPassword).toBe(true);
  });

  it('changes the e-mail address only when the link sent to the new one is used; the old one is told', async () => {
    const u = await newUser('stara@example.rs');
    const asked = await h.call(
      h.client.changeEmail,
      { newEmail: 'Nova@Example.rs', currentPassword: '' },
      u.actor,
    );
    // Nothing has changed yet: the account keeps its proven address until the link is used.
    expect(asked.user).toMatchObject({ email: 'stara@example.rs', emailVerified: true });
    expect((await h.call(h.client.getMe, {}, u.actor)).user?.email).toBe('stara@example.rs');
    const [confirm] = await h.mailTo('nova@example.rs');
    expect(confirm?.subject).toBe('Потврдите нову адресу е-поште на Ослонац налогу');
    expect((await h.mailTo('stara@example.rs')).map((m) => m.subject)).not.toContain(
      'Адреса е-поште на вашем Ослонац налогу је промењена',
    );

    const used = await h.call(h.client.consumeEmailLink, {
      token: tokenFromLink(confirm?.link ?? null),
      client: client(),
    });
    expect(used.session?.user).toMatchObject({ email: 'nova@example.rs', emailVerified: true });
    const [notice] = await h.mailTo('stara@example.rs');
    expect(notice?.subject).toBe('Адреса е-поште на вашем Ослонац налогу је промењена');

    await h.call(h.client.requestEmailLink, {
      email: 'stara@example.rs',
      nextPath: '',
      client: client(),
      locale: '',
    });
    // The old address has no account any more (the request asked for no locale: Serbian Latin).
    const [stale] = await h.mailTo('stara@example.rs');
    expect(stale?.text).toContain('ne postoji');
  });

  it('answers a change to an address another account uses exactly like any other change', async () => {
    const u = await newUser('menjam@example.rs');
    await newUser('zauzeta@example.rs');
    const taken = await h.call(
      h.client.changeEmail,
      { newEmail: 'Zauzeta@example.rs', currentPassword: '' },
      u.actor,
    );
    const free = await h.call(
      h.client.changeEmail,
      { newEmail: 'slobodna@example.rs', currentPassword: '' },
      u.actor,
    );
    expect(taken).toEqual(free);
    // The taken address hears that nothing changed, and gets no link; its account is untouched.
    const [inUse] = await h.mailTo('zauzeta@example.rs');
    expect(inUse).toMatchObject({ subject: 'Промена адресе е-поште на Ослонац налогу', link: null });
    const owner = await h.prisma.user.findUniqueOrThrow({ where: { email: 'zauzeta@example.rs' } });
    expect(owner.emailVerifiedAt).not.toBeNull();
    expect((await h.call(h.client.getMe, {}, u.actor)).user?.email).toBe('menjam@example.rs');
  });

  it('refuses a link that was sent to an address the account no longer has', async () => {
    const u = await newUser('seli@example.rs');
    await h.call(h.client.requestEmailLink, {
      email: 'seli@example.rs',
      nextPath: '',
      client: client(),
      locale: '',
    });
    const [pending] = await h.mailTo('seli@example.rs');
    await h.call(h.client.changeEmail, { newEmail: 'preselio@example.rs', currentPassword: '' }, u.actor);
    const [confirm] = await h.mailTo('preselio@example.rs');
    await h.call(h.client.consumeEmailLink, {
      token: tokenFromLink(confirm?.link ?? null),
      client: client(),
    });
    const f = await failure(
      h.call(h.client.consumeEmailLink, { token: tokenFromLink(pending?.link ?? null), client: client() }),
    );
    expect(f.code).toBe('identity.link_invalid');
  });

  it('hands a session to the mobile app with a one-time code', async () => {
    const u = await newUser('mobilni@example.rs');
    const { code, expiresAt } = await h.call(h.client.createMobileHandoff, {}, u.actor);
    expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/);
    expect((expiresAt?.getTime() ?? 0) - h.clock.now().getTime()).toBe(5 * 60_000);
    expect(await h.prisma.mobileHandoff.count({ where: { codeHash: code } })).toBe(0);

    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`;
    const exchanged = await h.call(h.client.exchangeMobileHandoff, {
      code: typed,
      client: client('198.51.100.1', 'Oslonac iOS'),
    });
    expect(exchanged.session?.user?.id).toBe(u.userId);
    expect(exchanged.session?.token).not.toBe(u.token);
    await h.call(h.client.resolveSession, { token: exchanged.session?.token ?? '' });

    const reused = await failure(h.call(h.client.exchangeMobileHandoff, { code, client: client() }));
    expect(reused).toMatchObject({ status: grpc.status.UNAUTHENTICATED, code: 'identity.handoff_invalid' });

    const late = await h.call(h.client.createMobileHandoff, {}, u.actor);
    h.clock.advance(5 * 60_000 + 1);
    expect(
      (await failure(h.call(h.client.exchangeMobileHandoff, { code: late.code, client: client() }))).code,
    ).toBe('identity.handoff_invalid');
  });

  it('throttles hand-off guessing per IP', async () => {
    h.clock.advance(15 * 60_000);
    for (let i = 0; i < 20; i++) {
      const f = await failure(
        h.call(h.client.exchangeMobileHandoff, { code: 'AAAAAAAA', client: client('198.51.100.77') }),
      );
      expect(f.code).toBe('identity.handoff_invalid');
    }
    const limited = await failure(
      h.call(h.client.exchangeMobileHandoff, { code: 'AAAAAAAA', client: client('198.51.100.77') }),
    );
    expect(limited).toMatchObject({ status: grpc.status.RESOURCE_EXHAUSTED, code: 'identity.rate_limited' });
  });

  it('limits e-mail link requests per address from one client, without locking the owner out', async () => {
    h.clock.advance(15 * 60_000);
    for (let i = 0; i < 5; i++) {
      await h.call(h.client.requestEmailLink, {
        email: 'puno@example.rs',
        nextPath: '',
        client: client('192.0.2.1'),
        locale: '',
      });
    }
    const limited = await failure(
      h.call(h.client.requestEmailLink, {
        email: 'puno@example.rs',
        nextPath: '',
        client: client('192.0.2.1'),
        locale: '',
      }),
    );
    expect(limited.code).toBe('identity.rate_limited');
    expect(await h.mailTo('puno@example.rs')).toHaveLength(5);
    // The owner, elsewhere, still gets a link.
    await h.call(h.client.requestEmailLink, {
      email: 'puno@example.rs',
      nextPath: '',
      client: client('203.0.113.200'),
      locale: '',
    });
    expect(await h.mailTo('puno@example.rs')).toHaveLength(6);
  });
});
