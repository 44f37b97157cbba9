import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { afterSignInPath, loginPath, safeNextPath } from '../src/api/next-path';

describe('safeNextPath', () => {
  it.each([
    ['/app/settings', '/app/settings'],
    ['/app/inbox/42?tab=unread#m3', '/app/inbox/42?tab=unread#m3'],
    ['/terapeuti/ana-anic/book', '/terapeuti/ana-anic/book'],
    ['/a/../b', '/b'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/app',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'app/dashboard',
    '',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/api/v1/auth/signout',
    '/app/login',
    `/${'a'.repeat(600)}`,
  ])('falls back for %j', (input) => {
    expect(safeNextPath(input)).toBe('/app/dashboard');
  });

  it('falls back for non-strings', () => {
    for (const v of [undefined, null, 42, {}, ['/app']]) expect(safeNextPath(v)).toBe('/app/dashboard');
  });

  it('never returns anything that leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
        ),
        (input) => {
          const out = safeNextPath(input);
          expect(out.startsWith('/')).toBe(true);
          expect(out.startsWith('//')).toBe(false);
          expect(new URL(out, 'https://oslonac.rs').origin).toBe('https://oslonac.rs');
          // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting none slip through
          expect(/[\\\u0000-\u001f]/.test(out)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('afterSignInPath and loginPath', () => {
  it('goes to onboarding until it is done, unless a safe next is given', () => {
    expect(afterSignInPath(undefined, 'choose_path')).toBe('/app/onboarding');
    expect(afterSignInPath('', 'done')).toBe('/app/dashboard');
    expect(afterSignInPath('//evil', 'client_details')).toBe('/app/onboarding');
    expect(afterSignInPath('/app/inbox', 'choose_path')).toBe('/app/inbox');
  });

  it('carries the page in next, encoded', () => {
    expect(loginPath('/app/inbox/7?x=1&y=2')).toBe('/app/login?next=%2Fapp%2Finbox%2F7%3Fx%3D1%26y%3D2');
    expect(loginPath('https://evil.example')).toBe('/app/login');
  });
});
