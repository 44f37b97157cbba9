import { describe, expect, it } from '@jest/globals';
import {
  acceptTotp,
  classifyCode,
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  normaliseRecoveryCode,
  otpauthUri,
  RECOVERY_CODE_COUNT,
  sessionSecondFactor,
  timeStep,
  totpCodeAt,
} from '../src/domain/second-factor';

const secret = 'OSLONACDEMOADMINTOTPSECRET234567';
const now = new Date('2026-03-01T12:00:10Z');
const step = timeStep(now);

describe('TOTP codes', () => {
  it('accepts the current code and those one step either side, and nothing further', () => {
    for (const offset of [-1, 0, 1]) {
      const code = totpCodeAt(secret, new Date(now.getTime() + offset * 30_000));
      expect(acceptTotp({ secret, code, now, lastStep: null })).toEqual({ step: step + offset });
    }
    for (const offset of [-2, 2]) {
      const code = totpCodeAt(secret, new Date(now.getTime() + offset * 30_000));
      expect(acceptTotp({ secret, code, now, lastStep: null })).toBeNull();
    }
  });

  it('refuses a step already used or older (replay) and accepts a newer one', () => {
    const code = totpCodeAt(secret, now);
    expect(acceptTotp({ secret, code, now, lastStep: step })).toBeNull();
    expect(acceptTotp({ secret, code, now, lastStep: step + 1 })).toBeNull();
    expect(acceptTotp({ secret, code, now, lastStep: step - 1 })).toEqual({ step });
  });

  it('takes "123 456" as typed and refuses what cannot be a code', () => {
    const code = totpCodeAt(secret, now);
    expect(acceptTotp({ secret, code: `${code.slice(0, 3)} ${code.slice(3)}`, now, lastStep: null })).toEqual(
      {
        step,
      },
    );
    expect(acceptTotp({ secret, code: '12345', now, lastStep: null })).toBeNull();
    expect(acceptTotp({ secret, code: 'abcdef', now, lastStep: null })).toBeNull();
  });

  it('makes fresh 20-byte secrets and an otpauth URI authenticators read', () => {
    const a = generateTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(a);
    const uri = new URL(otpauthUri(a, 'ana@example.rs'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Oslonac:ana@example.rs');
    expect(uri.searchParams.get('secret')).toBe(a);
    expect(uri.searchParams.get('issuer')).toBe('Oslonac');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});

describe('recovery codes', () => {
  it('makes ten distinct codes of two groups of five, without look-alike characters', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of codes)
      expect(c).toMatch(/^[acdefghjkmnpqrtuvwxy34679]{5}-[acdefghjkmnpqrtuvwxy34679]{5}$/);
  });

  it('reads codes as people type them and refuses the rest', () => {
    expect(normaliseRecoveryCode(' ACDEF-GHJKM ')).toBe('acdefghjkm');
    expect(normaliseRecoveryCode('acdef ghjkm')).toBe('acdefghjkm');
    expect(normaliseRecoveryCode('acdefghjkm')).toBe('acdefghjkm');
    expect(normaliseRecoveryCode('acdef-ghjk0')).toBeNull();
    expect(normaliseRecoveryCode('acdef-ghjk')).toBeNull();
  });

  it('hashes per account, so the same code of two people never matches', () => {
    expect(hashRecoveryCode('u1', 'acdefghjkm')).toBe(hashRecoveryCode('u1', 'acdefghjkm'));
    expect(hashRecoveryCode('u1', 'acdefghjkm')).not.toBe(hashRecoveryCode('u2', 'acdefghjkm'));
    expect(hashRecoveryCode('u1', 'acdefghjkm')).not.toContain('acdef');
  });

  it('tells a TOTP code from a recovery code', () => {
    expect(classifyCode('123 456')).toEqual({ kind: 'totp', code: '123456' });
    expect(classifyCode('ACDEF-GHJKM')).toEqual({ kind: 'recovery', code: 'acdefghjkm' });
    expect(classifyCode('hello')).toBeNull();
  });
});

describe('session state', () => {
  it('is not enrolled, pending until passed, then passed', () => {
    expect(sessionSecondFactor(false, null)).toBe('not_enrolled');
    expect(sessionSecondFactor(false, now)).toBe('not_enrolled');
    expect(sessionSecondFactor(true, null)).toBe('pending');
    expect(sessionSecondFactor(true, now)).toBe('passed');
  });
});
