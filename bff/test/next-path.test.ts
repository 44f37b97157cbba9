// Which `next` values are safe is tested with the rule in packages/lang; here, what the BFF does with the answer.
import { describe, expect, it } from '@jest/globals';
import { afterSignInPath, loginPath, safeNextPath } from '../src/shared/next-path';

describe('safeNextPath', () => {
  it('keeps a same-site path and falls back to the dashboard for anything else', () => {
    expect(safeNextPath('/app/inbox/42?tab=unread#m3')).toBe('/app/inbox/42?tab=unread#m3');
    expect(safeNextPath('/a/../b')).toBe('/b');
    for (const v of ['//evil.example', '/app/login', '/api/v1/auth/signout', `/${'a'.repeat(600)}`])
      expect(safeNextPath(v)).toBe('/app/dashboard');
  });

  it('falls back for non-strings, or to the fallback it is given', () => {
    for (const v of [undefined, null, 42, {}, ['/app']]) expect(safeNextPath(v)).toBe('/app/dashboard');
    expect(safeNextPath('https://evil.example/app', '/terapeuti')).toBe('/terapeuti');
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
