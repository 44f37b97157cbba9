import {
  type CryptoKey,
  calculateJwkThumbprint,
  createRemoteJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTVerifyGetKey,
  jwtVerify,
  SignJWT,
} from 'jose';
import { DomainError } from '../errors';

export type { JWK } from 'jose';

export const ROLES = ['client', 'therapist', 'partner', 'admin', 'superuser'] as const;
export type Role = (typeof ROLES)[number];
export interface Actor {
  userId: string;
  roles: Role[];
  sessionId: string;
  /**
   * True when the session behind the token passed the account's second factor (TOTP) within its lifetime.
   * Carried as `amr: ["otp"]` (RFC 8176); absent means not passed. Staff-only methods need it (grpc/server.ts).
   */
  secondFactor?: boolean;
}

/** Roles whose methods need a session that passed the second factor. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'superuser'];
/** The RFC 8176 method a token names when its session passed the second factor. */
export const AMR_SECOND_FACTOR = 'otp';

export const ACTOR_ISSUER = 'oslonac-identity';
export const ACTOR_AUDIENCE = 'oslonac';
export const ACTOR_ALG = 'EdDSA';
export const ACTOR_DEFAULT_TTL_SECONDS = 300;
/**
 * The longest an actor token may live, from `iat`. Verifiers refuse anything older or signed for longer, so a
 * token that leaks (a log line, a heap dump) is worthless within minutes whatever `exp` it claims.
 */
export const ACTOR_MAX_LIFETIME_SECONDS = 600;
/** How far a token's `iat` may lie in the verifier's future: clocks of two pods never agree exactly. */
export const ACTOR_CLOCK_SKEW_SECONDS = 30;

/** The kit's injectable clock: services pass their own (tests a TestClock's `read`). */
export type Clock = () => Date;
const systemClock: Clock = () => new Date();

export function isRole(v: unknown): v is Role {
  return typeof v === 'string' && (ROLES as readonly string[]).includes(v);
}

/** Ed25519 key pair as JWKs; `kid` is the RFC 7638 thumbprint so rotated keys never collide. */
export async function generateActorKeyPair(): Promise<{ privateJwk: JWK; publicJwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair(ACTOR_ALG, { crv: 'Ed25519', extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(privateKey);
  return {
    privateJwk: { ...privateJwk, kid, alg: ACTOR_ALG, use: 'sig' },
    publicJwk: { ...publicJwk, kid, alg: ACTOR_ALG, use: 'sig' },
  };
}

function publicPart(jwk: JWK): JWK {
  const { d: _d, ...pub } = jwk;
  return pub;
}

export class ActorSigner {
  private constructor(
    private readonly key: CryptoKey | Uint8Array,
    private readonly kid: string,
    private readonly publicJwk: JWK,
    private readonly clock: Clock,
  ) {}

  static async create(privateJwk: JWK, opts: { clock?: Clock } = {}): Promise<ActorSigner> {
    if (!privateJwk.d) throw new Error('ActorSigner needs a private JWK (with "d")');
    const pub = publicPart(privateJwk);
    const kid = privateJwk.kid ?? (await calculateJwkThumbprint(pub));
    const key = await importJWK({ ...privateJwk, alg: ACTOR_ALG }, ACTOR_ALG);
    return new ActorSigner(key, kid, { ...pub, kid, alg: ACTOR_ALG, use: 'sig' }, opts.clock ?? systemClock);
  }

  /** Every token carries `iat` and `exp`; a lifetime above ACTOR_MAX_LIFETIME_SECONDS would only be refused. */
  async sign(
    actor: Actor,
    ttlSeconds = ACTOR_DEFAULT_TTL_SECONDS,
  ): Promise<{ token: string; expiresAt: Date }> {
    if (ttlSeconds > ACTOR_MAX_LIFETIME_SECONDS) {
      throw new Error(`Actor tokens live at most ${ACTOR_MAX_LIFETIME_SECONDS} s; asked for ${ttlSeconds} s`);
    }
    const now = Math.floor(this.clock().getTime() / 1000);
    const exp = now + ttlSeconds;
    const claims = {
      roles: actor.roles,
      sid: actor.sessionId,
      ...(actor.secondFactor ? { amr: [AMR_SECOND_FACTOR] } : {}),
    };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: ACTOR_ALG, kid: this.kid, typ: 'JWT' })
      .setSubject(actor.userId)
      .setIssuer(ACTOR_ISSUER)
      .setAudience(ACTOR_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  publicJwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }
}

type KeySource = CryptoKey | Uint8Array | JWTVerifyGetKey;

export interface ActorVerifierOptions {
  clock?: Clock;
}

/** Verified tokens kept for reuse; the BFF sends one token for many calls within its few minutes. */
const VERIFIED_CACHE_SIZE = 10_000;

export class ActorVerifier {
  // A token string whose signature and claims have passed once needs only its time rules checked again: an
  // Ed25519 verification is most of what authenticating a call costs.
  private readonly verified = new Map<string, { actor: Actor; payload: { iat: number; exp: number } }>();

  private constructor(
    private readonly key: KeySource,
    private readonly clock: Clock,
  ) {}

  /** Fetches and caches identity's JWKS; unknown `kid`s trigger a (rate-limited) refetch, so rotation just works. */
  static fromJwks(url: string, opts: ActorVerifierOptions = {}): ActorVerifier {
    return new ActorVerifier(createRemoteJWKSet(new URL(url)), opts.clock ?? systemClock);
  }

  static async fromPublicJwk(jwk: JWK, opts: ActorVerifierOptions = {}): Promise<ActorVerifier> {
    return new ActorVerifier(
      await importJWK({ ...publicPart(jwk), alg: ACTOR_ALG }, ACTOR_ALG),
      opts.clock ?? systemClock,
    );
  }

  /**
   * Signature, issuer, audience, then time: `exp` and `iat` must be present, `iat` no older than the maximum
   * lifetime and not in the future beyond the clock skew, and the token not signed to outlive the maximum.
   */
  async verify(token: string): Promise<Actor> {
    const now = this.clock();
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.payload.exp <= Math.floor(now.getTime() / 1000)) {
        this.verified.delete(token);
        throw new DomainError('unauthenticated', 'auth.token_expired', 'Actor token has expired');
      }
      checkLifetime(hit.payload, now);
      return hit.actor;
    }
    let payload: Record<string, unknown>;
    try {
      const opts = {
        issuer: ACTOR_ISSUER,
        audience: ACTOR_AUDIENCE,
        algorithms: [ACTOR_ALG],
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: now,
      };
      const res =
        typeof this.key === 'function'
          ? await jwtVerify(token, this.key, opts)
          : await jwtVerify(token, this.key, opts);
      payload = res.payload;
    } catch (err) {
      if (err instanceof errors.JWTExpired) {
        throw new DomainError('unauthenticated', 'auth.token_expired', 'Actor token has expired');
      }
      if (err instanceof errors.JOSEError) {
        throw new DomainError('unauthenticated', 'auth.token_invalid', `Actor token rejected: ${err.code}`);
      }
      // Only a JWKS fetch can fail any other way; the caller may retry, the token itself is not at fault.
      throw new DomainError(
        'unavailable',
        'auth.keys_unavailable',
        'Actor verification keys are unavailable',
      );
    }
    checkLifetime(payload, now);
    const { sub, roles, sid, amr } = payload;
    if (
      typeof sub !== 'string' ||
      !sub ||
      typeof sid !== 'string' ||
      !Array.isArray(roles) ||
      !roles.every(isRole) ||
      (amr !== undefined && !Array.isArray(amr))
    ) {
      throw new DomainError('unauthenticated', 'auth.token_invalid', 'Actor token has malformed claims');
    }
    const passed = Array.isArray(amr) && amr.includes(AMR_SECOND_FACTOR);
    const actor: Actor = { userId: sub, roles, sessionId: sid, ...(passed ? { secondFactor: true } : {}) };
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      // Oldest first: a Map iterates in insertion order.
      this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(token, { actor, payload: { iat: Number(payload.iat), exp: Number(payload.exp) } });
    return actor;
  }
}

/** jose has checked that `exp` is ahead and both claims are numbers; the lifetime rules are the kit's own. */
function checkLifetime(payload: { iat?: unknown; exp?: unknown }, now: Date): void {
  const iat = Number(payload.iat);
  const exp = Number(payload.exp);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (iat > nowSeconds + ACTOR_CLOCK_SKEW_SECONDS) {
    throw new DomainError('unauthenticated', 'auth.token_invalid', 'Actor token is issued in the future');
  }
  if (nowSeconds - iat > ACTOR_MAX_LIFETIME_SECONDS) {
    throw new DomainError('unauthenticated', 'auth.token_expired', 'Actor token is older than allowed');
  }
  if (exp - iat > ACTOR_MAX_LIFETIME_SECONDS) {
    throw new DomainError(
      'unauthenticated',
      'auth.token_invalid',
      'Actor token was signed to live longer than allowed',
    );
  }
}
