import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importJWK, SignJWT } from 'jose';
import {
  ACTOR_CLOCK_SKEW_SECONDS,
  ACTOR_MAX_LIFETIME_SECONDS,
  type Actor,
  ActorSigner,
  ActorVerifier,
  generateActorKeyPair,
  type JWK,
} from '../src/auth/actor';
import { DomainError } from '../src/errors';

const actor: Actor = { userId: '0190f0a0-0000-7000-8000-000000000001', roles: ['client'], sessionId: 's1' };

async function rejection(p: Promise<unknown>): Promise<DomainError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe('actor tokens', () => {
  let privateJwk: JWK;
  let publicJwk: JWK;
  let signer: ActorSigner;
  let verifier: ActorVerifier;

  beforeAll(async () => {
    ({ privateJwk, publicJwk } = await generateActorKeyPair());
    signer = await ActorSigner.create(privateJwk);
    verifier = await ActorVerifier.fromPublicJwk(publicJwk);
  });

  it('generates Ed25519 JWKs with a kid and no private part in the public key', () => {
    expect(publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(publicJwk.kid).toEqual(expect.any(String));
    expect(publicJwk.d).toBeUndefined();
    expect(privateJwk.d).toEqual(expect.any(String));
    expect(signer.publicJwks()).toEqual({
      keys: [expect.objectContaining({ kid: publicJwk.kid, x: publicJwk.x })],
    });
    expect(signer.publicJwks().keys[0]?.d).toBeUndefined();
  });

  it('round-trips a valid token with a 5 minute default lifetime', async () => {
    const before = Date.now();
    const { token, expiresAt } = await signer.sign({ ...actor, roles: ['client', 'therapist'] });
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toMatchObject({ alg: 'EdDSA', kid: publicJwk.kid });
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload).toMatchObject({ iss: 'oslonac-identity', aud: 'oslonac', sub: actor.userId, sid: 's1' });
    expect(expiresAt.getTime() - before).toBeGreaterThan(295_000);
    expect(expiresAt.getTime() - before).toBeLessThanOrEqual(301_000);
    await expect(verifier.verify(token)).resolves.toEqual({ ...actor, roles: ['client', 'therapist'] });
  });

  it('rejects an expired token', async () => {
    const { token } = await signer.sign(actor, -5);
    const err = await rejection(verifier.verify(token));
    expect(err.kind).toBe('unauthenticated');
    expect(err.code).toBe('auth.token_expired');
  });

  it('rejects a token forged with another key, even with the same kid', async () => {
    const other = await generateActorKeyPair();
    const forger = await ActorSigner.create({ ...other.privateJwk, kid: publicJwk.kid });
    const { token } = await forger.sign({ ...actor, roles: ['superuser'] });
    const err = await rejection(verifier.verify(token));
    expect(err).toMatchObject({ kind: 'unauthenticated', code: 'auth.token_invalid' });
  });

  it('rejects a wrong audience, a wrong issuer and malformed roles', async () => {
    const key = await importJWK(privateJwk, 'EdDSA');
    const base = () =>
      new SignJWT({ roles: ['client'], sid: 's1' })
        .setProtectedHeader({ alg: 'EdDSA', kid: publicJwk.kid })
        .setSubject(actor.userId)
        .setIssuedAt()
        .setExpirationTime('5m');
    const wrongAud = await base().setIssuer('oslonac-identity').setAudience('someone-else').sign(key);
    const wrongIss = await base().setIssuer('evil').setAudience('oslonac').sign(key);
    const badRoles = await new SignJWT({ roles: ['root'], sid: 's1' })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(actor.userId)
      .setIssuer('oslonac-identity')
      .setAudience('oslonac')
      .setExpirationTime('5m')
      .sign(key);
    for (const token of [wrongAud, wrongIss, badRoles, 'not.a.jwt']) {
      const err = await rejection(verifier.verify(token));
      expect(err).toMatchObject({ kind: 'unauthenticated', code: 'auth.token_invalid' });
    }
  });

  describe('lifetime', () => {
    const t0 = new Date('2026-03-01T10:00:00Z');
    const at = (d: Date) => () => new Date(d);
    const plus = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const raw = async (set: (jwt: SignJWT) => SignJWT) =>
      set(
        new SignJWT({ roles: ['client'], sid: 's1' })
          .setProtectedHeader({ alg: 'EdDSA', kid: publicJwk.kid })
          .setSubject(actor.userId)
          .setIssuer('oslonac-identity')
          .setAudience('oslonac'),
      ).sign(await importJWK(privateJwk, 'EdDSA'));
    const t0s = t0.getTime() / 1000;

    it('stamps iat and exp from the injected clock', async () => {
      const clocked = await ActorSigner.create(privateJwk, { clock: at(t0) });
      const { token, expiresAt } = await clocked.sign(actor, 120);
      expect(claims(token)).toMatchObject({ iat: t0s, exp: t0s + 120 });
      expect(expiresAt).toEqual(plus(120));
      const checker = await ActorVerifier.fromPublicJwk(publicJwk, { clock: at(plus(60)) });
      await expect(checker.verify(token)).resolves.toEqual(actor);
      const later = await ActorVerifier.fromPublicJwk(publicJwk, { clock: at(plus(121)) });
      expect((await rejection(later.verify(token))).code).toBe('auth.token_expired');
    });

    it('keeps a verified token for reuse but still ends it at its exp', async () => {
      const clocked = await ActorSigner.create(privateJwk, { clock: at(t0) });
      const { token } = await clocked.sign(actor, 120);
      let now = plus(10);
      const checker = await ActorVerifier.fromPublicJwk(publicJwk, { clock: () => new Date(now) });
      await expect(checker.verify(token)).resolves.toEqual(actor);
      // The second answer comes from the cache of verified tokens: the same actor, while the token lives…
      now = plus(119);
      await expect(checker.verify(token)).resolves.toEqual(actor);
      // …and not a second past it.
      now = plus(120);
      expect((await rejection(checker.verify(token))).code).toBe('auth.token_expired');
      // A token that differs by one character is verified afresh, not matched loosely.
      now = plus(10);
      // (The signature's first character: every bit of it counts, unlike the padding bits of the last one.)
      const sig = token.lastIndexOf('.') + 1;
      const tampered = `${token.slice(0, sig)}${token[sig] === 'A' ? 'B' : 'A'}${token.slice(sig + 1)}`;
      expect((await rejection(checker.verify(tampered))).code).toBe('auth.token_invalid');
    });

    it('refuses to sign a token that would outlive the maximum', async () => {
      await expect(signer.sign(actor, ACTOR_MAX_LIFETIME_SECONDS + 1)).rejects.toThrow(/at most/);
    });

    it('rejects a token without exp or iat', async () => {
      const checker = await ActorVerifier.fromPublicJwk(publicJwk, { clock: at(t0) });
      const noExp = await raw((j) => j.setIssuedAt(t0s));
      const noIat = await raw((j) => j.setExpirationTime(t0s + 60));
      for (const token of [noExp, noIat]) {
        expect(await rejection(checker.verify(token))).toMatchObject({
          kind: 'unauthenticated',
          code: 'auth.token_invalid',
        });
      }
    });

    it('rejects a token signed to live longer than the maximum, even while it is young', async () => {
      const checker = await ActorVerifier.fromPublicJwk(publicJwk, { clock: at(plus(10)) });
      const longLived = await raw((j) => j.setIssuedAt(t0s).setExpirationTime(t0s + 24 * 3600));
      expect((await rejection(checker.verify(longLived))).code).toBe('auth.token_invalid');
      const withinMax = await raw((j) =>
        j.setIssuedAt(t0s).setExpirationTime(t0s + ACTOR_MAX_LIFETIME_SECONDS),
      );
      await expect(checker.verify(withinMax)).resolves.toEqual(actor);
    });

    it('rejects a token issued longer ago than the maximum lifetime', async () => {
      const checker = await ActorVerifier.fromPublicJwk(publicJwk, {
        clock: at(plus(ACTOR_MAX_LIFETIME_SECONDS + 5)),
      });
      // exp is still ahead of the clock, but iat says the token is too old to trust.
      const old = await raw((j) =>
        j.setIssuedAt(t0s).setExpirationTime(t0s + ACTOR_MAX_LIFETIME_SECONDS + 60),
      );
      const err = await rejection(checker.verify(old));
      expect(err.kind).toBe('unauthenticated');
    });

    it('allows a little clock skew on iat, but not a token issued in the future', async () => {
      const checker = await ActorVerifier.fromPublicJwk(publicJwk, { clock: at(t0) });
      const skewed = await raw((j) =>
        j.setIssuedAt(t0s + ACTOR_CLOCK_SKEW_SECONDS).setExpirationTime(t0s + 300),
      );
      await expect(checker.verify(skewed)).resolves.toEqual(actor);
      const future = await raw((j) =>
        j.setIssuedAt(t0s + ACTOR_CLOCK_SKEW_SECONDS + 60).setExpirationTime(t0s + 400),
      );
      expect((await rejection(checker.verify(future))).code).toBe('auth.token_invalid');
    });
  });

  describe('fromJwks', () => {
    let server: Server;
    let url: string;
    let fetches = 0;
    let jwks: { keys: JWK[] };

    beforeAll(async () => {
      jwks = signer.publicJwks();
      server = createServer((_req, res) => {
        fetches++;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(jwks));
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const addr = server.address();
      url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/.well-known/jwks.json`;
    });
    afterAll(async () => {
      await new Promise((r) => server.close(r));
    });

    it('verifies against a remote JWKS and picks up a rotated key', async () => {
      const remote = ActorVerifier.fromJwks(url);
      const { token } = await signer.sign(actor);
      await expect(remote.verify(token)).resolves.toEqual(actor);
      expect(fetches).toBe(1);

      const rotated = await generateActorKeyPair();
      const newSigner = await ActorSigner.create(rotated.privateJwk);
      jwks = { keys: [...signer.publicJwks().keys, ...newSigner.publicJwks().keys] };
      // jose refetches on an unknown kid, but at most once per 30 s cooldown: use a fresh verifier.
      const fresh = ActorVerifier.fromJwks(url);
      await expect(fresh.verify((await newSigner.sign(actor)).token)).resolves.toEqual(actor);

      const stranger = await ActorSigner.create((await generateActorKeyPair()).privateJwk);
      const err = await rejection(fresh.verify((await stranger.sign(actor)).token));
      expect(err.kind).toBe('unauthenticated');
    });

    it('reports an unreachable JWKS as unavailable, not as a bad token', async () => {
      const dead = ActorVerifier.fromJwks('http://127.0.0.1:1/jwks.json');
      const err = await rejection(dead.verify((await signer.sign(actor)).token));
      expect(err).toMatchObject({ kind: 'unavailable', code: 'auth.keys_unavailable' });
    });
  });
});
