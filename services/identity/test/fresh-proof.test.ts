import { describe, expect, it } from '@jest/globals';
import { isRecentSignIn, proofFor, STEP_UP_WINDOW_MS } from '../src/domain/fresh-proof';

describe('fresh proof for sensitive changes', () => {
  const signedIn = new Date('2026-11-25T10:00:00Z');

  it('asks for the password when there is one, else for a recent sign-in', () => {
    expect(proofFor(true)).toBe('password');
    expect(proofFor(false)).toBe('recent_sign_in');
  });

  it('accepts a sign-in up to ten minutes old and refuses an older one', () => {
    expect(STEP_UP_WINDOW_MS).toBe(10 * 60_000);
    expect(isRecentSignIn(signedIn, new Date('2026-11-25T10:00:00Z'))).toBe(true);
    expect(isRecentSignIn(signedIn, new Date('2026-11-25T10:10:00Z'))).toBe(true);
    expect(isRecentSignIn(signedIn, new Date('2026-11-25T10:10:00.001Z'))).toBe(false);
    expect(isRecentSignIn(signedIn, new Date('2026-11-26T10:00:00Z'))).toBe(false);
  });
});
