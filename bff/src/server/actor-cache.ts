import { createHash } from 'node:crypto';
import type { ResolvedSession } from './gateways/identity';

// Resolving a session costs a gRPC round trip per request; the answer (user + actor token) is kept for a
// short while, keyed by a hash so raw session tokens never sit in memory longer than the request.
// Entries end a little before the actor token expires and never live longer than 60 s, which bounds how
// stale roles or a revoked session can be on a replica that did not see the change.
const MAX_AGE_MS = 60_000;
const EXPIRY_MARGIN_MS = 15_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  value: ResolvedSession;
  until: number;
}

const store = globalThis as typeof globalThis & { __oslonacActorCache?: Map<string, Entry> };
const cache: Map<string, Entry> = store.__oslonacActorCache ?? new Map();
store.__oslonacActorCache = cache;

export function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function getCached(token: string, now = Date.now()): ResolvedSession | null {
  const key = tokenKey(token);
  const entry = cache.get(key);
  if (!entry) return null;
  if (entry.until <= now) {
    cache.delete(key);
    return null;
  }
  return entry.value;
}

export function putCached(token: string, value: ResolvedSession, now = Date.now()): void {
  const until = Math.min(now + MAX_AGE_MS, value.actorExpiresAt.getTime() - EXPIRY_MARGIN_MS);
  if (until <= now) return;
  if (cache.size >= MAX_ENTRIES) {
    // Map iterates in insertion order: drop the oldest tenth.
    let drop = Math.ceil(MAX_ENTRIES / 10);
    for (const key of cache.keys()) {
      cache.delete(key);
      if (--drop === 0) break;
    }
  }
  cache.set(tokenKey(token), { value, until });
}

export function forgetToken(token: string): void {
  cache.delete(tokenKey(token));
}

/** After a change that a cached user view would hide (profile, roles, sessions ended). */
export function forgetWhere(predicate: (value: ResolvedSession) => boolean): void {
  for (const [key, entry] of cache) if (predicate(entry.value)) cache.delete(key);
}

/**
 * Keeps the cached view in step with a user the BFF just changed. When the roles changed the cached actor token
 * (which carries the roles every service checks) is stale too, so the entry goes and the next request resolves a
 * fresh token: a client who just became a therapist can open the therapist pages at once.
 */
export function updateCachedUser(user: ResolvedSession['user']): void {
  const roles = (u: ResolvedSession['user']) => [...u.roles].sort().join(',');
  for (const [key, entry] of cache) {
    if (entry.value.user.id !== user.id) continue;
    if (roles(entry.value.user) !== roles(user)) cache.delete(key);
    else entry.value = { ...entry.value, user };
  }
}

export function clearActorCache(): void {
  cache.clear();
}
