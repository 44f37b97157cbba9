import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { MAX_NEXT_PATH_LENGTH, sanitiseNextPath } from '../src/next-path';

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
    ['/app/settings', '/app/settings'],
    ['/app/inbox/42?tab=unread#m3', '/app/inbox/42?tab=unread#m3'],
    ['/terapeuti/ana-anic/book', '/terapeuti/ana-anic/book'],
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
    '/..//evil.example',
    '/%2e%2e//evil.example',
    42,
    {},
    ['/app'],
  ])('refuses %j', (raw) => {
    expect(sanitiseNextPath(raw)).toBeNull();
  });

  // Identity's copy took up to 2048 characters and any same-site path; the BFF's took 512 and never the API or
  // the login page. One rule, the stricter: identity no longer writes a link the BFF would refuse to follow.
  it('takes at most 512 characters', () => {
    expect(MAX_NEXT_PATH_LENGTH).toBe(512);
    const longest = `/${'a'.repeat(511)}`;
    expect(sanitiseNextPath(longest)).toBe(longest);
    expect(sanitiseNextPath(`/${'a'.repeat(512)}`)).toBeNull();
    expect(sanitiseNextPath(`/${'a'.repeat(600)}`)).toBeNull();
  });

  it.each([
    '/api/v1/auth/signout',
    '/api/v1/bookings?x=1',
    '/app/login',
    '/app/login?next=%2Fapp',
    '/app/./login',
  ])('never lands on the API or the login page: %j', (raw) => {
    expect(sanitiseNextPath(raw)).toBeNull();
  });

  it('keeps pages that only look like them', () => {
    expect(sanitiseNextPath('/app/login-help')).toBe('/app/login-help');
    expect(sanitiseNextPath('/apis')).toBe('/apis');
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
      fc.string().map((rest) => `/${rest}`),
      fc.webUrl(),
      fc.webPath(),
      fc.array(tricky, { maxLength: 12 }).map((parts) => parts.join('')),
      fc.tuple(fc.constantFrom('/', '//', '/\\'), fc.webPath()).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(input, (raw) => {
        const out = sanitiseNextPath(raw);
        return (
          out === null ||
          // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting none slip through
          (out.startsWith('/') && !out.startsWith('//') && staysOnSite(out) && !/[\\\u0000-\u001f]/.test(out))
        );
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
