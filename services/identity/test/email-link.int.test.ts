import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ActorVerifier } from '@oslonac/kit';
import { UserRegistered } from '@oslonac/proto/oslonac/events/v1/identity';
import { OnboardingStep, Role } from '@oslonac/proto/oslonac/identity/v1/identity';
import { USER_REGISTERED_SUBJECT, USER_REGISTERED_TYPE } from '../src/events';
import { type EventPipe, startEventPipe, waitForOutboxDrained } from './support/events';
import { client, failure, type Harness, startIdentity, tokenFromLink } from './support/harness';

describe('sign-up and e-mail link sign-in', () => {
  let h: Harness;
  let events: EventPipe;

  beforeAll(async () => {
    h = await startIdentity({ name: 'email_link' });
    events = await startEventPipe(h.db.url);
  });
  afterAll(async () => {
    await events?.close();
    await h?.close();
  });

  it('signs up, mails a link, and the link signs in with a verifiable actor token', async () => {
    const signUp = await h.call(h.client.signUp, {
      email: '  Ana.Jovanovic@Example.RS ',
      displayName: 'Ana Jovanović',
      password: '',
      locale: 'sr-Latn',
      nextPath: '/app/onboarding',
      client: client(),
      role: Role.ROLE_UNSPECIFIED,
    });
    expect(signUp.userId).toMatch(/^[0-9a-f-]{36}$/);

    const [mail] = await h.mailTo('ana.jovanovic@example.rs');
    expect(mail?.subject).toBe('Dobro došli na Oslonac — vaš link za prijavu');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/verify-request\?token=/);
    expect(mail?.text).toContain(mail?.link ?? '-');

    const consumed = await h.call(h.client.consumeEmailLink, {
      token: tokenFromLink(mail?.link ?? null),
      client: client('203.0.113.7', 'Firefox'),
    });
    expect(consumed.nextPath).toBe('/app/onboarding');
    expect(consumed.session?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(consumed.session?.user).toMatchObject({
      id: signUp.userId,
      email: 'ana.jovanovic@example.rs',
      displayName: 'Ana Jovanović',
      roles: [Role.ROLE_CLIENT],
      onboardingStep: OnboardingStep.ONBOARDING_STEP_CHOOSE_PATH,
      emailVerified: true,
      hasPassword: false,
    });
    // The cookie may live until the absolute end (30 days).
    const ttl = (consumed.session?.expiresAt?.getTime() ?? 0) - h.clock.now().getTime();
    expect(Math.round(ttl / 86_400_000)).toBe(30);

    const resolved = await h.call(h.client.resolveSession, { token: consumed.session?.token ?? '' });
    expect(resolved.user?.id).toBe(signUp.userId);
    const verifier = await ActorVerifier.fromPublicJwk(h.publicJwk);
    const actor = await verifier.verify(resolved.actorToken);
    expect(actor).toEqual({ userId: signUp.userId, roles: ['client'], sessionId: resolved.sessionId });
    const tokenTtl = (resolved.actorTokenExpiresAt?.getTime() ?? 0) - Date.now();
    expect(tokenTtl).toBeGreaterThan(4 * 60_000);
    expect(tokenTtl).toBeLessThanOrEqual(5 * 60_000);

    // Only the hash of the session token is stored.
    const stored = await h.prisma.session.findMany({ select: { tokenHash: true } });
    expect(stored.map((s) => s.tokenHash)).not.toContain(consumed.session?.token);

    // The actor token works for the authenticated methods.
    const me = await h.call(h.client.getMe, {}, resolved.actorToken);
    expect(me.user?.email).toBe('ana.jovanovic@example.rs');
  });

  it('publishes identity.user.registered.v1 once per sign-up, without personal data', async () => {
    const user = await h.prisma.user.findUniqueOrThrow({ where: { email: 'ana.jovanovic@example.rs' } });
    const [event] = await events.waitFor(1);
    expect(event?.subject).toBe(`${events.subjectPrefix}${USER_REGISTERED_SUBJECT}`);
    expect(event?.type).toContain(USER_REGISTERED_TYPE);
    const payload = UserRegistered.decode(event?.data ?? new Uint8Array());
    expect(payload).toMatchObject({ userId: user.id, role: 'client', locale: 'sr-Latn' });
    expect(Buffer.from(event?.data ?? []).toString('latin1')).not.toContain('jovanovic');
  });

  it('refuses to use a link twice', async () => {
    await h.call(h.client.requestEmailLink, {
      email: 'ana.jovanovic@example.rs',
      nextPath: '',
      client: client(),
      locale: '',
    });
    const [mail] = await h.mailTo('ana.jovanovic@example.rs');
    expect(mail?.subject).toBe('Vaš link za prijavu na Oslonac');
    const token = tokenFromLink(mail?.link ?? null);
    const first = await h.call(h.client.consumeEmailLink, { token, client: client() });
    expect(first.nextPath).toBe('');
    const again = await failure(h.call(h.client.consumeEmailLink, { token, client: client() }));
    expect(again).toMatchObject({ status: grpc.status.UNAUTHENTICATED, code: 'identity.link_invalid' });
  });

  it('refuses an expired link (after 15 minutes) with the same code', async () => {
    await h.call(h.client.requestEmailLink, {
      email: 'ana.jovanovic@example.rs',
      nextPath: '',
      client: client(),
      locale: '',
    });
    const [mail] = await h.mailTo('ana.jovanovic@example.rs');
    h.clock.advance(15 * 60_000 + 1);
    const expired = await failure(
      h.call(h.client.consumeEmailLink, { token: tokenFromLink(mail?.link ?? null), client: client() }),
    );
    expect(expired).toMatchObject({ status: grpc.status.UNAUTHENTICATED, code: 'identity.link_invalid' });
    const unknown = await failure(
      h.call(h.client.consumeEmailLink, { token: 'not-a-real-token', client: client() }),
    );
    expect(unknown.code).toBe('identity.link_invalid');
  });

  it('does not reveal an existing account on sign-up: same answer, and the owner gets a sign-in link', async () => {
    const before = await h.mailTo('ana.jovanovic@example.rs');
    const res = await h.call(h.client.signUp, {
      email: 'ANA.JOVANOVIC@example.rs',
      displayName: 'Neko Drugi',
      password: 'nova-lozinka-123',
      locale: 'en',
      nextPath: '',
      client: client(),
      role: Role.ROLE_CLIENT,
    });
    expect(res.userId).toBe('');
    const after = await h.mailTo('ana.jovanovic@example.rs');
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]?.subject).toBe('Vaš link za prijavu na Oslonac');
    const user = await h.prisma.user.findUniqueOrThrow({ where: { email: 'ana.jovanovic@example.rs' } });
    expect(user.displayName).toBe('Ana Jovanović');
    expect(user.passwordHash).toBeNull();
    expect(await h.prisma.user.count()).toBe(1);
    // No second UserRegistered: nothing was registered (the other event is the first link's sessions_revoked).
    await waitForOutboxDrained(h.prisma);
    const registered = (await events.readAll()).filter((e) => e.subject.endsWith(USER_REGISTERED_SUBJECT));
    expect(registered).toHaveLength(1);
  });

  it('answers the same for unknown addresses and mails them how to sign up', async () => {
    await h.call(h.client.requestEmailLink, {
      email: 'niko@example.rs',
      nextPath: '',
      client: client(),
      locale: '',
    });
    const [mail] = await h.mailTo('niko@example.rs');
    expect(mail?.text).toContain('ne postoji');
    expect(await h.prisma.emailLink.count({ where: { email: 'niko@example.rs' } })).toBe(0);
  });

  it('keeps only same-site next paths', async () => {
    await h.call(h.client.requestEmailLink, {
      email: 'ana.jovanovic@example.rs',
      nextPath: 'https://evil.example/phish',
      client: client(),
      locale: '',
    });
    const [mail] = await h.mailTo('ana.jovanovic@example.rs');
    const res = await h.call(h.client.consumeEmailLink, {
      token: tokenFromLink(mail?.link ?? null),
      client: client(),
    });
    expect(res.nextPath).toBe('');
  });

  it('validates sign-up input with stable codes', async () => {
    const base = {
      displayName: 'Ana',
      locale: '',
      nextPath: '',
      client: client(),
      role: Role.ROLE_UNSPECIFIED,
    };
    const bad = await failure(h.call(h.client.signUp, { ...base, email: 'nije-adresa', password: '' }));
    expect(bad).toMatchObject({ status: grpc.status.INVALID_ARGUMENT, code: 'identity.invalid_email' });
    const weak = await failure(
      h.call(h.client.signUp, { ...base, email: 'novi@example.rs', password: 'kratka' }),
    );
    expect(weak).toMatchObject({ status: grpc.status.INVALID_ARGUMENT, code: 'identity.weak_password' });
    expect(weak.meta.reason).toBe('too_short');
    const staff = await failure(
      h.call(h.client.signUp, { ...base, email: 'novi@example.rs', password: '', role: Role.ROLE_ADMIN }),
    );
    expect(staff).toMatchObject({ status: grpc.status.INVALID_ARGUMENT, code: 'identity.invalid_argument' });
    expect(await h.prisma.user.count({ where: { email: 'novi@example.rs' } })).toBe(0);
  });
});
