import { describe, expect, it, jest } from '@jest/globals';

// Records which hashes argon2 was asked to verify against, delegating to the real implementation.
const verified: string[] = [];
const argon2 = await import('@node-rs/argon2');
jest.unstable_mockModule('@node-rs/argon2', () => ({
  ...argon2,
  verify: (hash: string, password: string) => {
    verified.push(hash);
    return argon2.verify(hash, password);
  },
}));
const { hashPassword, verifyPassword, warmUpPasswords } = await import('../src/domain/password-hash');

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

  it('runs a full argon2id verification even when there is no stored hash', async () => {
    // Counted, not timed: the timing equaliser works when a missing hash costs one verification with the same
    // parameters as a real one (timed assertions would only measure how busy the machine is).
    await warmUpPasswords();
    const real = await hashPassword('tiho-jezero-42');
    verified.length = 0;
    await verifyPassword(null, 'pogresna-lozinka');
    await verifyPassword(real, 'pogresna-lozinka');
    expect(verified).toHaveLength(2);
    const params = (h: string) => h.split('$').slice(1, 4).join('$');
    expect(params(verified[0] ?? '')).toBe(params(real));
    expect(params(verified[1] ?? '')).toBe(params(real));
  });
});
