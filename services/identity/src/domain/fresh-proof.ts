import { DomainError } from '@oslonac/kit';

/**
 * Changing the address or the password needs fresh proof that the person at the keyboard owns the account:
 * the current password, or for accounts without one a sign-in (by e-mail link) this recently. A session
 * left open on a shared computer is then not enough to take the account over.
 */
export const STEP_UP_WINDOW_MS = 10 * 60_000;

export type FreshProof = 'password' | 'recent_sign_in';

/** Which proof the account can give: a password wins when it has one. */
export function proofFor(hasPassword: boolean): FreshProof {
  return hasPassword ? 'password' : 'recent_sign_in';
}

/** True when the session's sign-in was within the step-up window (a clock that went backwards counts as fresh). */
export function isRecentSignIn(signedInAt: Date, now: Date): boolean {
  return now.getTime() - signedInAt.getTime() <= STEP_UP_WINDOW_MS;
}

export function reauthRequired(): DomainError {
  return new DomainError(
    'failed_precondition',
    'identity.reauth_required',
    'Iz bezbednosnih razloga, prijavite se ponovo linkom iz e-pošte, pa pokušajte još jednom.',
  );
}
