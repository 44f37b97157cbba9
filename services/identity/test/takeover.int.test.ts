import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Role } from '@oslonac/proto/oslonac/identity/v1/identity';
import { hashPassword } from '../src/domain/password-hash';
import { generateToken, hashToken } from '../src/domain/tokens';
import { client, failure, type Harness, startIdentity, tokenFromLink } from './support/harness';

// Pre-registration takeover: someone signs up with another person's address before that person does.
const ATTACKER_PASSWORD = 'napadac-zna-ovo-1';
const signUp = (email: string, extra: { displayName?: string; password?: string; ip?: string } = {}) => ({
  email,
  displayName: extra.displayName ?? 'Napadač',
  password: extra.password ?? '',
  locale: 'sr-Latn',
  nextPath: '',
  client: client(extra.ip ?? '198.51.100.66'),
  role: Role.ROLE_UNSPECIFIED,
});

describe('an address nobody has proven yet', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startIdentity({ name: 'takeover' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('cannot be signed into with a password set before the proof; the answer is that of a wrong password', async () => {
    await h.call(h.client.signUp, signUp('zrtva@example.rs', { password: ATTACKER_PASSWORD }));
    const refused = await failure(
      h.call(h.client.signInWithPassword, {
        email: 'zrtva@example.rs',
        password: ATTACKER_PASSWORD,
        client: client('198.51.100.66'),
      }),
    );
    expect(refused).toEqual({
      status: grpc.status.UNAUTHENTICATED,
      code: 'identity.invalid_credentials',
      message: 'Pogrešna adresa e-pošte ili lozinka.',
      meta: {},
    });
  });

  it("is taken over by a later sign-up, and the owner's proof leaves the stranger's password useless", async () => {
    const again = await h.call(
      h.client.signUp,
      signUp('zrtva@example.rs', { displayName: 'Prava Vlasnica', ip: '203.0.113.9' }),
    );
    // The same answer as for any taken address: nothing says the address was already used.
    expect(again.userId).toBe('');
    const [welcome] = await h.mailTo('zrtva@example.rs');
    expect(welcome?.text).toContain('Zdravo, Prava Vlasnica,');

    const proven = await h.call(h.client.consumeEmailLink, {
      token: tokenFromLink(welcome?.link ?? null),
      client: client('203.0.113.9'),
    });
    expect(proven.session?.user).toMatchObject({
      displayName: 'Prava Vlasnica',
      emailVerified: true,
      hasPassword: false,
    });
    const after = await failure(
      h.call(h.client.signInWithPassword, {
        email: 'zrtva@example.rs',
        password: ATTACKER_PASSWORD,
        client: client('198.51.100.67'),
      }),
    );
    expect(after.code).toBe('identity.invalid_credentials');
  });

  it('drops a password and sessions that an older release let a stranger create, when the owner proves the address', async () => {
    await h.call(h.client.signUp, signUp('stari@example.rs'));
    // As the previous release could leave it: a password and an open session on an unproven account.
    const user = await h.prisma.user.update({
      where: { email: 'stari@example.rs' },
      data: { passwordHash: await hashPassword(ATTACKER_PASSWORD) },
    });
    const planted = generateToken();
    const now = h.clock.now();
    await h.prisma.session.create({
      data: {
        id: '01900000-0000-7000-8000-000000000001',
        userId: user.id,
        tokenHash: hashToken(planted),
        createdAt: now,
        signedInAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      },
    });
    // Until the proof the session opens nothing and the password signs in nobody.
    expect((await failure(h.call(h.client.resolveSession, { token: planted }))).code).toBe(
      'identity.session_invalid',
    );
    expect(
      (
        await failure(
          h.call(h.client.signInWithPassword, {
            email: 'stari@example.rs',
            password: ATTACKER_PASSWORD,
            client: client('198.51.100.68'),
          }),
        )
      ).code,
    ).toBe('identity.invalid_credentials');

    const [welcome] = await h.mailTo('stari@example.rs');
    await h.call(h.client.consumeEmailLink, {
      token: tokenFromLink(welcome?.link ?? null),
      client: client('203.0.113.10'),
    });
    const row = await h.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toBeNull();
    expect(row.emailVerifiedAt).not.toBeNull();
    const session = await h.prisma.session.findUniqueOrThrow({ where: { tokenHash: hashToken(planted) } });
    expect(session.endedAt).not.toBeNull();
    expect((await failure(h.call(h.client.resolveSession, { token: planted }))).code).toBe(
      'identity.session_invalid',
    );
  });

  it('leaves a proven account alone when someone signs up with its address', async () => {
    await h.call(
      h.client.signUp,
      signUp('zrtva@example.rs', { displayName: 'Opet Napadač', password: ATTACKER_PASSWORD }),
    );
    const row = await h.prisma.user.findUniqueOrThrow({ where: { email: 'zrtva@example.rs' } });
    expect(row).toMatchObject({ displayName: 'Prava Vlasnica', passwordHash: null });
    expect((await h.mailTo('zrtva@example.rs'))[0]?.subject).toBe('Vaš link za prijavu na Oslonac');
  });
});
