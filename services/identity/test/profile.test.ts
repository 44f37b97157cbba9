import { describe, expect, it } from '@jest/globals';
import { normaliseDisplayName, normaliseLocale } from '../src/domain/profile';

describe('profile rules', () => {
  it('default to Serbian Latin for unknown or missing locales', () => {
    expect(normaliseLocale('')).toBe('sr-Latn');
    expect(normaliseLocale(undefined)).toBe('sr-Latn');
    expect(normaliseLocale('de-DE')).toBe('sr-Latn');
    expect(normaliseLocale('sr-cyrl')).toBe('sr-Cyrl');
    expect(normaliseLocale('en')).toBe('en');
  });

  it('tidy display names', () => {
    expect(normaliseDisplayName('  Dr   Milan\tPetrović ')).toBe('Dr Milan Petrović');
  });

  it.each(['', '   ', 'x'.repeat(81), 'Ana\u0000'])('refuse display name %j', (raw) => {
    expect(() => normaliseDisplayName(raw)).toThrow(
      expect.objectContaining({ code: 'identity.invalid_argument', meta: { field: 'displayName' } }),
    );
  });

  it('count characters, not bytes', () => {
    expect(normaliseDisplayName('Ђ'.repeat(80))).toHaveLength(80);
  });
});
