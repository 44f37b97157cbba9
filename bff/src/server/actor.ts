import { status } from '@grpc/grpc-js';
import { errorCodeOf } from '@oslonac/kit/grpc-client';
import { getCached, putCached } from './actor-cache';
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
    const info = errorCodeOf(err);
    if (
      info &&
      (info.status === status.UNAUTHENTICATED ||
        info.status === status.NOT_FOUND ||
        info.status === status.INVALID_ARGUMENT)
    ) {
      return null;
    }
    throw err;
  }
}
