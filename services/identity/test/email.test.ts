import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { maskEmail, normaliseEmail } from '../src/domain/email';

function codeOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    return (err as { code?: string }).code ?? 'unknown';
  }
}

describe('normaliseEmail', () => {
  it('trims and lower-cases, so case variants are one account', () => {
    expect(normaliseEmail('  Ana.Jovanovic@Example.RS ')).toBe('ana.jovanovic@example.rs');
    expect(normaliseEmail('ANA@EXAMPLE.RS')).toBe(normaliseEmail('ana@example.rs'));
  });

  it('keeps plus addressing and subdomains', () => {
    expect(normaliseEmail('ana+oslonac@mail.example.co.rs')).toBe('ana+oslonac@mail.example.co.rs');
  });

  it('accepts internationalised addresses in NFC form', () => {
    const decomposed = 'milos\u030C@example.rs'; // s + combining caron
    expect(normaliseEmail(decomposed)).toBe('miloš@example.rs');
  });

  it.each([
    '',
    '   ',
    'ana',
    'ana@',
    '@example.rs',
    'ana@example',
    'ana@@example.rs',
    'ana @example.rs',
    'ana@exa mple.rs',
    'ana@.example.rs',
    'ana@example..rs',
    'ana@example.r',
    'ana@-example.rs',
    '"ana"@example.rs',
    `${'a'.repeat(250)}@example.rs`,
  ])('rejects %j with identity.invalid_email', (raw) => {
    expect(codeOf(() => normaliseEmail(raw))).toBe('identity.invalid_email');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (raw) => {
        let once: string;
        try {
          once = normaliseEmail(raw);
        } catch {
          return true;
        }
        return normaliseEmail(once) === once;
      }),
      { numRuns: 500 },
    );
  });

  it('maps every case variant of a valid address to the same value', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.boolean(), (email, upper) => {
        const variant = upper ? email.toUpperCase() : ` ${email}\t`;
        return normaliseEmail(variant) === normaliseEmail(email);
      }),
      { numRuns: 300 },
    );
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('milica@gmail.com')).toBe('m***@gmail.com');
    expect(maskEmail('a@example.rs')).toBe('a***@example.rs');
    expect(maskEmail('đorđe@example.rs')).toBe('đ***@example.rs');
    expect(maskEmail('nonsense')).toBe('***');
  });
});
