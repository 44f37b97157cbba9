import { describe, expect, it } from '@jest/globals';
import { htmlLang, isLocale, LOCALES, negotiateLocale } from '../src/locale';

describe('locale helpers', () => {
  it('recognises locales', () => {
    expect(isLocale('sr-Cyrl')).toBe(true);
    expect(isLocale('sr')).toBe(false);
    expect(isLocale(42)).toBe(false);
    expect(LOCALES.filter(isLocale)).toEqual(['sr-Latn', 'sr-Cyrl', 'en']);
    expect(htmlLang('sr-Latn')).toBe('sr-Latn');
  });

  it.each([
    [undefined, 'sr-Latn'],
    ['sr-Cyrl-RS,sr;q=0.8', 'sr-Cyrl'],
    ['sr-RS,en;q=0.5', 'sr-Latn'],
    ['de-DE,en-US;q=0.7,sr;q=0.3', 'en'],
    ['hr-HR', 'sr-Latn'],
    ['en;q=0.2,sr;q=0.9', 'sr-Latn'],
    ['fr-FR', 'sr-Latn'],
  ])('negotiates %s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
