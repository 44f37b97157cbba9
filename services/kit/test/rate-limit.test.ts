import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isOverLimit, retryAfterSeconds, windowStart } from '../src/rate-limit/window';

describe('fixed rate-limit windows', () => {
  it('are aligned to the clock', () => {
    expect(windowStart(new Date('2026-03-01T10:14:59.999Z'), 900).toISOString()).toBe(
      '2026-03-01T10:00:00.000Z',
    );
    expect(windowStart(new Date('2026-03-01T10:15:00.000Z'), 900).toISOString()).toBe(
      '2026-03-01T10:15:00.000Z',
    );
    expect(windowStart(new Date('2026-12-01T10:59:59Z'), 3600)).toEqual(
      windowStart(new Date('2026-12-01T10:00:00Z'), 3600),
    );
  });

  it('always put now inside its window', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(60, 900, 3600),
        (now, seconds) => {
          const start = windowStart(now, seconds).getTime();
          return start <= now.getTime() && now.getTime() < start + seconds * 1000;
        },
      ),
    );
  });

  it('tell how long until the window ends (at least a second)', () => {
    expect(retryAfterSeconds(new Date('2026-03-01T10:14:00Z'), 900)).toBe(60);
    expect(retryAfterSeconds(new Date('2026-03-01T10:00:00Z'), 900)).toBe(900);
    expect(retryAfterSeconds(new Date('2026-03-01T10:14:59.999Z'), 900)).toBe(1);
  });

  it('allow exactly `limit` attempts per window', () => {
    expect(isOverLimit(5, 5)).toBe(false);
    expect(isOverLimit(6, 5)).toBe(true);
  });
});
