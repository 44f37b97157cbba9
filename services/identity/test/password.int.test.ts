import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Role } from '@oslonac/proto/oslonac/identity/v1/identity';
import { client, failure, type Harness, provenAccount, startIdentity } from './support/harness';

const PASSWORD = 'tiho-jezero-42';

describe('password sign-in', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startIdentity({ name: 'password' });
    for (const email of ['milan@example.rs', 'jelena@example.rs', 'marko@example.rs', 'vesna@example.rs']) {
      await provenAccount(h, email, { password: PASSWORD, ip: `198.51.100.${email.length}` });
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

  it('throttles a client per address: its sixth failure is refused, even with the right password', async () => {
    const email = 'jelena@example.rs';
    h.clock.advance(15 * 60_000);
    for (let i = 0; i < 5; i++) {
      const f = await failure(
        h.call(h.client.signInWithPassword, {
          email,
          password: `pogresno-${i}`,
          client: client('192.0.2.10'),
        }),
      );
      expect(f.code).toBe('identity.invalid_credentials');
    }
    const limited = await failure(
      h.call(h.client.signInWithPassword, { email, password: PASSWORD, client: client('192.0.2.10') }),
    );
    expect(limited.status).toBe(grpc.status.RESOURCE_EXHAUSTED);
    expect(limited.code).toBe('identity.rate_limited');
    const retryAfter = Number(limited.meta.retryAfterSeconds);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Counters are per window: in the next window the right password works again from there too.
    h.clock.advance(retryAfter * 1000);
    const ok = await h.call(h.client.signInWithPassword, {
      email,
      password: PASSWORD,
      client: client('192.0.2.10'),
    });
    expect(ok.session?.user?.email).toBe(email);
  });

  it("does not let a stranger's failures lock the owner out of their password", async () => {
    const email = 'jelena@example.rs';
    h.clock.advance(15 * 60_000);
    // A stranger tries from several addresses and keeps hammering once refused.
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 12; j++) {
        await failure(
          h.call(h.client.signInWithPassword, {
            email,
            password: `x-${j}`,
            client: client(`192.0.2.${20 + i}`),
          }),
        );
      }
    }
    const owner = await h.call(h.client.signInWithPassword, {
      email,
      password: PASSWORD,
      client: client('203.0.113.44'),
    });
    expect(owner.session?.user?.email).toBe(email);
  });

  it('counts a whole IPv6 /64 as one client', async () => {
    const email = 'vesna@example.rs';
    h.clock.advance(15 * 60_000);
    for (let i = 1; i <= 5; i++) {
      await failure(
        h.call(h.client.signInWithPassword, {
          email,
          password: 'pogresno',
          client: client(`2001:db8:7:7::${i}`),
        }),
      );
    }
    const rotated = await failure(
      h.call(h.client.signInWithPassword, {
        email,
        password: 'pogresno',
        client: client('2001:db8:7:7:abcd:ef01:2345:6789'),
      }),
    );
    expect(rotated.code).toBe('identity.rate_limited');
    const neighbour = await failure(
      h.call(h.client.signInWithPassword, { email, password: 'pogresno', client: client('2001:db8:7:8::1') }),
    );
    expect(neighbour.code).toBe('identity.invalid_credentials');
  });

  it('closes the password door after many failures from many clients, but never the link door', async () => {
    const email = 'vesna@example.rs';
    h.clock.advance(15 * 60_000);
    for (let i = 0; i < 50; i++) {
      const f = await failure(
        h.call(h.client.signInWithPassword, { email, password: 'pogresno', client: client(`198.19.${i}.1`) }),
      );
      expect(f.code).toBe('identity.invalid_credentials');
    }
    const closed = await failure(
      h.call(h.client.signInWithPassword, { email, password: PASSWORD, client: client('203.0.113.45') }),
    );
    expect(closed.code).toBe('identity.rate_limited');
    await h.call(h.client.requestEmailLink, {
      email,
      nextPath: '',
      locale: '',
      client: client('203.0.113.45'),
    });
    expect((await h.mailTo(email))[0]?.subject).toBe('Vaš link za prijavu na Oslonac');
  });

  it('unknown addresses are throttled exactly like real ones', async () => {
    for (let i = 0; i < 5; i++) {
      await failure(
        h.call(h.client.signInWithPassword, {
          email: 'duh@example.rs',
          password: 'x',
          client: client('192.0.2.100'),
        }),
      );
    }
    const limited = await failure(
      h.call(h.client.signInWithPassword, {
        email: 'duh@example.rs',
        password: 'x',
        client: client('192.0.2.100'),
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
            client: client('198.18.0.1'),
          }),
        ),
      ),
    );
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === 'identity.invalid_credentials')).toHaveLength(5);
    expect(codes.filter((c) => c === 'identity.rate_limited')).toHaveLength(7);
  });
});
