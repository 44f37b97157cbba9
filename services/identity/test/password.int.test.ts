import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Role } from '@oslonac/proto/oslonac/identity/v1/identity';
import { client, failure, type Harness, startIdentity } from './support/harness';

const PASSWORD = 'tiho-jezero-42';

describe('password sign-in', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startIdentity({ name: 'password' });
    for (const email of ['milan@example.rs', 'jelena@example.rs', 'marko@example.rs']) {
      await h.call(h.client.signUp, {
        email,
        displayName: 'Test',
        password: PASSWORD,
        locale: '',
        nextPath: '',
        client: client(`198.51.100.${email.length}`),
        role: Role.ROLE_UNSPECIFIED,
      });
    }
    // A link-only account: no password at all.
    await h.call(h.client.signUp, {
      email: 'samolink@example.rs',
      displayName: 'Samo Link',
      password: '',
      locale: '',
      nextPath: '',
      client: client('198.51.100.99'),
      role: Role.ROLE_UNSPECIFIED,
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('signs in with the right password and rotates: a new session every time', async () => {
    const a = await h.call(h.client.signInWithPassword, {
      email: 'Milan@Example.rs',
      password: PASSWORD,
      client: client(),
    });
    const b = await h.call(h.client.signInWithPassword, {
      email: 'milan@example.rs',
      password: PASSWORD,
      client: client(),
    });
    expect(a.session?.user?.email).toBe('milan@example.rs');
    expect(a.session?.user?.hasPassword).toBe(true);
    expect(a.session?.token).not.toBe(b.session?.token);
    const ra = await h.call(h.client.resolveSession, { token: a.session?.token ?? '' });
    const rb = await h.call(h.client.resolveSession, { token: b.session?.token ?? '' });
    expect(ra.sessionId).not.toBe(rb.sessionId);
  });

  it('stores argon2id hashes with the agreed parameters', async () => {
    const row = await h.prisma.user.findUniqueOrThrow({ where: { email: 'milan@example.rs' } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('gives the same error for a wrong password, an unknown address and a link-only account', async () => {
    const wrong = await failure(
      h.call(h.client.signInWithPassword, {
        email: 'jelena@example.rs',
        password: 'pogresna-lozinka',
        client: client('192.0.2.1'),
      }),
    );
    const unknown = await failure(
      h.call(h.client.signInWithPassword, {
        email: 'niko@example.rs',
        password: PASSWORD,
        client: client('192.0.2.1'),
      }),
    );
    const linkOnly = await failure(
      h.call(h.client.signInWithPassword, {
        email: 'samolink@example.rs',
        password: PASSWORD,
        client: client('192.0.2.1'),
      }),
    );
    for (const f of [wrong, unknown, linkOnly]) {
      expect(f).toEqual({
        status: grpc.status.UNAUTHENTICATED,
        code: 'identity.invalid_credentials',
        message: 'Pogrešna adresa e-pošte ili lozinka.',
        meta: {},
      });
    }
  });

  it('throttles per account: the sixth failure in 15 minutes is RESOURCE_EXHAUSTED, even with the right password', async () => {
    const email = 'jelena@example.rs';
    h.clock.advance(15 * 60_000);
    for (let i = 0; i < 5; i++) {
      const f = await failure(
        h.call(h.client.signInWithPassword, {
          email,
          password: `pogresno-${i}`,
          client: client(`192.0.2.${10 + i}`),
        }),
      );
      expect(f.code).toBe('identity.invalid_credentials');
    }
    const limited = await failure(
      h.call(h.client.signInWithPassword, { email, password: PASSWORD, client: client('192.0.2.200') }),
    );
    expect(limited.status).toBe(grpc.status.RESOURCE_EXHAUSTED);
    expect(limited.code).toBe('identity.rate_limited');
    const retryAfter = Number(limited.meta.retryAfterSeconds);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Counters are per window: in the next window the right password works again.
    h.clock.advance(retryAfter * 1000);
    const ok = await h.call(h.client.signInWithPassword, {
      email,
      password: PASSWORD,
      client: client('192.0.2.201'),
    });
    expect(ok.session?.user?.email).toBe(email);
  });

  it('unknown addresses are throttled exactly like real ones', async () => {
    for (let i = 0; i < 5; i++) {
      await failure(
        h.call(h.client.signInWithPassword, {
          email: 'duh@example.rs',
          password: 'x',
          client: client(`192.0.2.${100 + i}`),
        }),
      );
    }
    const limited = await failure(
      h.call(h.client.signInWithPassword, {
        email: 'duh@example.rs',
        password: 'x',
        client: client('192.0.2.110'),
      }),
    );
    expect(limited.code).toBe('identity.rate_limited');
  });

  it('throttles per IP across accounts after 20 failures', async () => {
    h.clock.advance(15 * 60_000);
    const ip = '203.0.113.66';
    for (let i = 0; i < 20; i++) {
      const f = await failure(
        h.call(h.client.signInWithPassword, {
          email: `osoba${i}@example.rs`,
          password: 'pogresno',
          client: client(ip),
        }),
      );
      expect(f.code).toBe('identity.invalid_credentials');
    }
    const limited = await failure(
      h.call(h.client.signInWithPassword, {
        email: 'marko@example.rs',
        password: PASSWORD,
        client: client(ip),
      }),
    );
    expect(limited).toMatchObject({ status: grpc.status.RESOURCE_EXHAUSTED, code: 'identity.rate_limited' });
    // Another address is not affected.
    const other = await h.call(h.client.signInWithPassword, {
      email: 'marko@example.rs',
      password: PASSWORD,
      client: client('203.0.113.67'),
    });
    expect(other.session?.token).toBeTruthy();
  });

  it('does not count successful sign-ins against anyone', async () => {
    h.clock.advance(15 * 60_000);
    for (let i = 0; i < 25; i++) {
      const ok = await h.call(h.client.signInWithPassword, {
        email: 'milan@example.rs',
        password: PASSWORD,
        client: client('203.0.113.80'),
      });
      expect(ok.session?.token).toBeTruthy();
    }
  });

  it('lets racing failures overshoot nothing: exactly the limit gets through to verification', async () => {
    h.clock.advance(15 * 60_000);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        failure(
          h.call(h.client.signInWithPassword, {
            email: 'marko@example.rs',
            password: `p-${i}`,
            client: client(`198.18.0.${i}`),
          }),
        ),
      ),
    );
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === 'identity.invalid_credentials')).toHaveLength(5);
    expect(codes.filter((c) => c === 'identity.rate_limited')).toHaveLength(7);
  });
});
