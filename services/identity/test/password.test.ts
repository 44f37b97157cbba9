import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { assertPasswordPolicy, passwordProblem } from '../src/domain/password';

describe('password policy', () => {
  const email = 'ana@example.rs';

  it('accepts a long enough, varied password', () => {
    expect(passwordProblem('mirno-more-2026', email)).toBeNull();
    expect(() => assertPasswordPolicy('mirno-more-2026', email)).not.toThrow();
  });

  it('counts characters, not bytes', () => {
    expect(passwordProblem('čćžšđčćžšđ', email)).toBeNull(); // 10 letters, 20 bytes
    expect(passwordProblem('čćžšđčćžš', email)).toBe('too_short');
  });

  it('refuses passwords under 10 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 9 }), (pw) => passwordProblem(pw, email) === 'too_short'));
  });

  it('refuses one character repeated', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1 }), fc.integer({ min: 10, max: 100 }), (c, n) => {
        return passwordProblem(c.repeat(n), email) === 'repeated_character';
      }),
    );
  });

  it('refuses the e-mail address or its local part, in any case', () => {
    expect(passwordProblem('Ana.Jovanovic@Example.rs', 'ana.jovanovic@example.rs')).toBe('same_as_email');
    expect(passwordProblem('ANA.JOVANOVIC', 'ana.jovanovic@example.rs')).toBe('same_as_email');
  });

  it('refuses absurdly long passwords', () => {
    expect(passwordProblem('ab'.repeat(200), email)).toBe('too_long');
  });

  it('reports weak passwords as identity.weak_password with the reason', () => {
    try {
      assertPasswordPolicy('kratko', email);
      throw new Error('expected a failure');
    } catch (err) {
      expect(err).toMatchObject({ code: 'identity.weak_password', kind: 'invalid_argument' });
      expect((err as { meta: Record<string, string> }).meta.reason).toBe('too_short');
    }
  });
});
