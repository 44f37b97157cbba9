import { forgetToken, getCached, putCached } from './actor-cache';
import { InvalidInput, NotFound, Unauthenticated } from './gateways/errors';
import { identity, type ResolvedSession } from './gateways/identity';

export type { ResolvedSession } from './gateways/identity';

/**
 * Session token → user + actor token, through the short cache. Returns null when identity says the session
 * is unknown or over; other failures (identity down) propagate so callers answer 503, not "signed out".
 */
export async function resolveActor(token: string): Promise<ResolvedSession | null> {
  const cached = getCached(token);
  if (cached) return cached;
  try {
    const resolved = await identity.resolveSession(token);
    putCached(token, resolved);
    return resolved;
  } catch (err) {
    if (err instanceof Unauthenticated || err instanceof NotFound || err instanceof InvalidInput) return null;
    throw err;
  }
}

/**
 * Runs a call to a public method with the session's actor token. Services refuse an actor token that no longer
 * verifies (expired, or older than its lifetime) instead of treating the caller as a visitor, and a token from
 * the short cache can have aged past that; so on Unauthenticated the session is resolved afresh once and the
 * call retried with the new token. When the session itself is over the call goes out as a visitor's, unless
 * `signedInOnly` (a write that must not lose its owner), where the refusal stands.
 */
export async function withFreshActor<T>(
  token: { token: string } | null | undefined,
  session: ResolvedSession | null | undefined,
  call: (actorToken: string | undefined) => Promise<T>,
  opts: { signedInOnly?: boolean } = {},
): Promise<T> {
  if (!token || !session) return call(undefined);
  try {
    return await call(session.actorToken);
  } catch (err) {
    if (!(err instanceof Unauthenticated)) throw err;
    forgetToken(token.token);
    const fresh = await resolveActor(token.token);
    if (!fresh && opts.signedInOnly) throw err;
    return call(fresh?.actorToken);
  }
}
