import { describe, expect, it } from '@jest/globals';
import { signJoinToken, verifyJoinToken } from '../src/domain/join-token';

const secret = 'a-test-secret-of-enough-length-000000';
const claims = {
  sessionId: 'b-1',
  userId: 'u-1',
  role: 'client' as const,
  expiresAt: Date.parse('2026-05-01T10:02:00Z'),
};

describe('join token', () => {
  it('round-trips its claims before it expires', () => {
    const token = signJoinToken(claims, secret);
    expect(verifyJoinToken(token, secret, new Date('2026-05-01T10:01:59Z'))).toEqual({ ok: true, claims });
  });

  it('is refused once expired', () => {
    const token = signJoinToken(claims, secret);
    expect(verifyJoinToken(token, secret, new Date('2026-05-01T10:02:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('cannot be changed to open another session, nor signed with another secret', () => {
    const token = signJoinToken(claims, secret);
    const [v, , sig] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ s: 'b-2', u: 'u-1', r: 'client', e: claims.expiresAt }),
    ).toString('base64url');
    const at = new Date('2026-05-01T10:00:00Z');
    expect(verifyJoinToken(`${v}.${otherPayload}.${sig}`, secret, at)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(verifyJoinToken(signJoinToken(claims, 'another-secret-000000000000000000'), secret, at)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(verifyJoinToken('nonsense', secret, at)).toEqual({ ok: false, reason: 'malformed' });
  });
});
