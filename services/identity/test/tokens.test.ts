import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  generateHandoffCode,
  generateToken,
  HANDOFF_ALPHABET,
  HANDOFF_CODE_LENGTH,
  hashToken,
  normaliseHandoffCode,
} from '../src/domain/tokens';

describe('tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('do not repeat', () => {
    const seen = new Set(Array.from({ length: 1000 }, generateToken));
    expect(seen.size).toBe(1000);
  });

  it('are stored as sha256, base64url', () => {
    const token = 'abc';
    expect(hashToken(token)).toBe(createHash('sha256').update('abc').digest('base64url'));
    expect(hashToken(token)).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(hashToken(token)).not.toBe(hashToken('abd'));
  });
});

describe('mobile hand-off codes', () => {
  it('use 8 characters from an alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateHandoffCode();
      expect(code).toHaveLength(HANDOFF_CODE_LENGTH);
      for (const c of code) expect(HANDOFF_ALPHABET).toContain(c);
    }
    for (const confusable of ['0', 'O', '1', 'I', 'L', '5', 'S', '2', 'Z', '8', 'B']) {
      expect(HANDOFF_ALPHABET).not.toContain(confusable);
    }
  });

  it('accept what people type: lower case, spaces, dashes', () => {
    const code = generateHandoffCode();
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    expect(normaliseHandoffCode(typed)).toBe(code);
  });

  it('round-trip through normalisation', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateHandoffCode();
      expect(normaliseHandoffCode(code)).toBe(code);
    }
  });

  it('reject wrong length or foreign characters', () => {
    expect(normaliseHandoffCode('ACDE')).toBeNull();
    expect(normaliseHandoffCode('ACDEFGH0')).toBeNull();
    expect(normaliseHandoffCode('')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = normaliseHandoffCode(s);
        return (
          out === null ||
          (out.length === HANDOFF_CODE_LENGTH && [...out].every((c) => HANDOFF_ALPHABET.includes(c)))
        );
      }),
    );
  });
});
