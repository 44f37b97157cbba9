import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  clearActorCache,
  forgetToken,
  forgetWhere,
  getCached,
  putCached,
  tokenKey,
  updateCachedUser,
} from '../src/server/actor-cache';
import type { ResolvedSession } from '../src/server/gateways/identity';

const user = {
  id: 'u1',
  email: 'ana@example.rs',
  displayName: 'Ana',
  roles: ['client' as const],
  locale: 'sr-Latn' as const,
  onboardingStep: 'done' as const,
  emailVerified: true,
  hasPassword: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const resolved = (actorExpiresInMs: number, now: number, sessionId = 's1'): ResolvedSession => ({
  user,
  sessionId,
  actorToken: 'jwt',
  actorExpiresAt: new Date(now + actorExpiresInMs),
  secondFactor: 'not_enrolled',
});

beforeEach(() => clearActorCache());

describe('actor cache', () => {
  it('keys by a hash, never the raw token', () => {
    expect(tokenKey('secret-token')).not.toContain('secret');
    expect(tokenKey('a')).toBe(tokenKey('a'));
    expect(tokenKey('a')).not.toBe(tokenKey('b'));
  });

  it('keeps an entry at most 60 s', () => {
    const now = 1_000_000;
    putCached('t', resolved(300_000, now), now);
    expect(getCached('t', now + 59_999)).not.toBeNull();
    expect(getCached('t', now + 60_000)).toBeNull();
  });

  it('drops an entry 15 s before the actor token expires', () => {
    const now = 1_000_000;
    putCached('t', resolved(40_000, now), now);
    expect(getCached('t', now + 24_999)).not.toBeNull();
    expect(getCached('t', now + 25_000)).toBeNull();
    putCached('short', resolved(10_000, now), now);
    expect(getCached('short', now)).toBeNull();
  });

  it('forgets on sign-out, by user or session, and follows user changes', () => {
    const now = Date.now();
    putCached('a', resolved(300_000, now, 's1'), now);
    putCached('b', resolved(300_000, now, 's2'), now);
    updateCachedUser({ ...user, displayName: 'Ana A.' });
    expect(getCached('a')!.user.displayName).toBe('Ana A.');
    forgetToken('a');
    expect(getCached('a')).toBeNull();
    forgetWhere((v) => v.sessionId === 's2');
    expect(getCached('b')).toBeNull();
  });

  it('resolves a fresh actor token after a change of roles, whose old token would still say client', () => {
    const now = Date.now();
    putCached('c', resolved(300_000, now, 's3'), now);
    updateCachedUser({ ...user, roles: ['client', 'therapist'] });
    expect(getCached('c')).toBeNull();
  });
});
