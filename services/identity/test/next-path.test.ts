import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sanitiseNextPath } from '../src/domain/next-path';

const SITE = 'https://oslonac.rs';

/** What a browser would do with the value as a redirect target on our site. */
function staysOnSite(path: string): boolean {
  return new URL(path, SITE).origin === SITE;
}

describe('sanitiseNextPath', () => {
  it.each([
    ['/app/dashboard', '/app/dashboard'],
    ['/app/onboarding/terapeut?korak=2#profil', '/app/onboarding/terapeut?korak=2#profil'],
    ['/terapeuti/milan-petrovic', '/terapeuti/milan-petrovic'],
    ['/a/../b', '/b'],
  ])('keeps same-site path %j', (raw, expected) => {
    expect(sanitiseNextPath(raw)).toBe(expected);
  });

  it.each([
    '',
    null,
    undefined,
    'https://evil.example/',
    'http://oslonac.rs/app',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'app/dashboard',
    ' /app',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (raw) => {
    expect(sanitiseNextPath(raw)).toBeNull();
  });

  it('never returns anything that leaves the site', () => {
    const tricky = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      ':',
      '@',
      '?',
      '#',
      '%2f',
      '%5c',
      '\t',
      'evil.com',
      'http:',
      ' ',
    );
    const input = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.array(tricky, { maxLength: 12 }).map((parts) => parts.join('')),
      fc.tuple(fc.constantFrom('/', '//', '/\\'), fc.webPath()).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(input, (raw) => {
        const out = sanitiseNextPath(raw);
        return out === null || (out.startsWith('/') && !out.startsWith('//') && staysOnSite(out));
      }),
      { numRuns: 2000 },
    );
  });

  it('is stable: a sanitised path sanitises to itself', () => {
    fc.assert(
      fc.property(fc.webPath(), (raw) => {
        const out = sanitiseNextPath(raw);
        return out === null || sanitiseNextPath(out) === out;
      }),
    );
  });
});
