import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Role } from '@oslonac/proto/oslonac/identity/v1/identity';
import { pruneOnce } from '../src/flows/housekeeping';
import { seedDemoAccounts } from '../src/seed/accounts';
import { client, type Harness, startIdentity } from './support/harness';

describe('demo seed and housekeeping', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startIdentity({ name: 'maintenance' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('seeds idempotently: same accounts, roles and events however often it runs', async () => {
    const accounts = [
      { email: 'admin@oslonac.rs', displayName: 'Jelena Marković', roles: ['admin', 'superuser'] as const },
      { email: 'terapeut@oslonac.rs', displayName: 'Dr Milan Petrović', roles: ['therapist'] as const },
      { email: 'klijent@oslonac.rs', displayName: 'Ana Jovanović', roles: ['client'] as const },
    ].map((a) => ({ ...a, roles: [...a.roles] }));
    const first = await seedDemoAccounts(h.prisma, accounts, 'Oslonac-demo-2026', h.clock.now());
    // Someone renamed the demo client meanwhile; the seed puts it back.
    await h.prisma.user.update({
      where: { email: 'klijent@oslonac.rs' },
      data: { displayName: 'Promenjeno' },
    });
    const second = await seedDemoAccounts(h.prisma, accounts, 'Oslonac-demo-2026', h.clock.now());
    expect(first.every((r) => r.created)).toBe(true);
    expect(second.every((r) => !r.created)).toBe(true);
    expect(second.map((r) => r.id)).toEqual(first.map((r) => r.id));

    const users = await h.prisma.user.findMany({ include: { roles: true }, orderBy: { email: 'asc' } });
    expect(
      users.map((u) => [
        u.email,
        u.displayName,
        u.onboardingStep,
        u.emailVerifiedAt !== null,
        u.roles.map((r) => r.role).sort(),
      ]),
    ).toEqual([
      ['admin@oslonac.rs', 'Jelena Marković', 'done', true, ['admin', 'superuser']],
      ['klijent@oslonac.rs', 'Ana Jovanović', 'done', true, ['client']],
      ['terapeut@oslonac.rs', 'Dr Milan Petrović', 'done', true, ['therapist']],
    ]);
    const outbox = await h.prisma.outbox.findMany({ select: { subject: true } });
    expect(outbox.filter((e) => e.subject === 'identity.user.registered.v1')).toHaveLength(3);
    expect(outbox.filter((e) => e.subject === 'identity.user.role_granted.v1')).toHaveLength(1);

    const signedIn = await h.call(h.client.signInWithPassword, {
      email: 'admin@oslonac.rs',
      password: 'Oslonac-demo-2026',
      client: client(),
    });
    expect(signedIn.session?.user?.roles).toEqual([Role.ROLE_ADMIN, Role.ROLE_SUPERUSER]);
  });

  it('prunes only rows that can no longer matter', async () => {
    await h.call(h.client.requestEmailLink, {
      email: 'klijent@oslonac.rs',
      nextPath: '',
      client: client(),
      locale: '',
    });
    // Sent now; its log row (no body left) goes after 30 days. Mail still waiting is never pruned.
    expect(await h.mailTo('klijent@oslonac.rs')).toHaveLength(1);
    const fresh = await pruneOnce(h.prisma, h.clock.now());
    expect(fresh).toEqual({ rateLimits: 0, credentials: 0, sessions: 0, mail: 0 });

    h.clock.advance(40 * 86_400_000);
    const old = await pruneOnce(h.prisma, h.clock.now());
    expect(old.rateLimits).toBeGreaterThan(0);
    expect(old.credentials).toBeGreaterThan(0);
    expect(old.sessions).toBe(1);
    expect(old.mail).toBeGreaterThan(0);
    expect(await h.prisma.session.count()).toBe(0);
    expect(await h.prisma.user.count()).toBe(3);
  });
});
