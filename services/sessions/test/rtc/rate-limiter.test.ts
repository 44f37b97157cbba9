import { describe, expect, it } from '@jest/globals';
import { TokenBucket } from '../../src/rtc/rate-limiter';

describe('TokenBucket', () => {
  it('lets a burst through, then refuses until time refills it', () => {
    let now = 0;
    const bucket = new TokenBucket(30, 60, () => now);
    const burst = Array.from({ length: 61 }, () => bucket.take());
    expect(burst.filter(Boolean)).toHaveLength(60);
    expect(burst[60]).toBe(false);
    now += 100; // 0.1 s at 30/s: three more
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });

  it('never saves up more than the burst', () => {
    let now = 0;
    const bucket = new TokenBucket(30, 60, () => now);
    now += 3_600_000;
    let taken = 0;
    while (bucket.take()) taken++;
    expect(taken).toBe(60);
  });

  it('keeps up with a steady page sending at the allowed rate', () => {
    let now = 0;
    const bucket = new TokenBucket(30, 60, () => now);
    for (let i = 0; i < 300; i++) {
      now += 1000 / 30;
      expect(bucket.take()).toBe(true);
    }
  });
});
