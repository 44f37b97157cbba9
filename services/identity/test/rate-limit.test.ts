import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  isOverLimit,
  RATE_WINDOW_SECONDS,
  rateKeys,
  rateLimited,
  retryAfterSeconds,
  windowStart,
} from '../src/domain/rate-limit';

describe('rate limits', () => {
  it('use 15-minute windows aligned to the clock', () => {
    expect(RATE_WINDOW_SECONDS).toBe(900);
    expect(windowStart(new Date('2026-03-01T10:14:59.999Z')).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(windowStart(new Date('2026-03-01T10:15:00.000Z')).toISOString()).toBe('2026-03-01T10:15:00.000Z');
  });

  it('always put now inside its window', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
        const start = windowStart(now).getTime();
        return start <= now.getTime() && now.getTime() < start + RATE_WINDOW_SECONDS * 1000;
      }),
    );
  });

  it('tell how long until the window ends (at least a second)', () => {
    expect(retryAfterSeconds(new Date('2026-03-01T10:14:00Z'))).toBe(60);
    expect(retryAfterSeconds(new Date('2026-03-01T10:00:00Z'))).toBe(900);
    expect(retryAfterSeconds(new Date('2026-03-01T10:14:59.999Z'))).toBe(1);
  });

  it('allow exactly `limit` attempts per window', () => {
    expect(isOverLimit(5, 5)).toBe(false);
    expect(isOverLimit(6, 5)).toBe(true);
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
