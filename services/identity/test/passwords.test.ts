import { describe, expect, it } from '@jest/globals';
import { hashPassword, verifyPassword, warmUpPasswords } from '../src/passwords';

function median(xs: number[]): number {
  return xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
}

async function ms(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

describe('password hashing', () => {
  it('uses argon2id with m=19456, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('tiho-jezero-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'tiho-jezero-42')).toBe(true);
    expect(await verifyPassword(hash, 'tiho-jezero-43')).toBe(false);
  });

  it('never accepts anything when there is no stored hash, or a broken one', async () => {
    expect(await verifyPassword(null, 'oslonac-timing-equaliser')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('costs the same with no stored hash as with a wrong password', async () => {
    await warmUpPasswords();
    const hash = await hashPassword('tiho-jezero-42');
    // Interleaved, so a load spike on the shared machine hits both alike; medians ignore the rest.
    const wrong: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < 9; i++) {
      wrong.push(await ms(() => verifyPassword(hash, 'pogresna-lozinka')));
      missing.push(await ms(() => verifyPassword(null, 'pogresna-lozinka')));
    }
    const ratio = median(missing) / median(wrong);
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.7);
  });
});
