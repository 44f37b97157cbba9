import { describe, expect, it } from '@jest/globals';
import { TokenBuckets } from '../src/server/rate-limit';

describe('token buckets', () => {
  it('allows a burst, then refills at the set rate', () => {
    const b = new TokenBuckets(3, 1);
    const t = 0;
    expect([b.take('ip', t), b.take('ip', t), b.take('ip', t)]).toEqual([0, 0, 0]);
    expect(b.take('ip', t)).toBe(1);
    expect(b.take('ip', t + 1000)).toBe(0);
    expect(b.take('other', t)).toBe(0);
  });

  it('stays bounded under many addresses', () => {
    const b = new TokenBuckets(2, 1, 100);
    for (let i = 0; i < 1000; i++) b.take(`ip${i}`, i);
    expect(b.size).toBeLessThanOrEqual(100);
  });
});
