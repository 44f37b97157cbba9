import { describe, expect, it } from '@jest/globals';
import { retryAfterSeconds } from '@oslonac/kit';
import { RATE_WINDOW_SECONDS, rateKeys, rateLimited } from '../src/domain/rate-limit';

describe('rate limits', () => {
  it('count in 15-minute windows', () => {
    expect(RATE_WINDOW_SECONDS).toBe(900);
    expect(retryAfterSeconds(new Date('2026-03-01T10:14:00Z'), RATE_WINDOW_SECONDS)).toBe(60);
  });

  it('answer identity.rate_limited with retryAfterSeconds', () => {
    const err = rateLimited(new Date('2026-03-01T10:10:00Z'));
    expect(err).toMatchObject({ kind: 'rate_limited', code: 'identity.rate_limited' });
    expect(err.meta.retryAfterSeconds).toBe('300');
  });

  it('share one bucket when the caller gave no IP, instead of skipping the limit', () => {
    expect(rateKeys.passwordByIp('')).toBe(rateKeys.passwordByIp(''));
    expect(rateKeys.passwordByIp('')).not.toBe(rateKeys.passwordByIp('10.0.0.1'));
    expect(rateKeys.passwordByIp('')).toContain('unknown');
  });
});
