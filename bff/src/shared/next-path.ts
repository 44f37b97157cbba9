// Where the BFF sends people after signing in. The rule for which `next` values are safe is shared with
// identity (@oslonac/lang); the defaults and the login address are the BFF's own.
import { sanitiseNextPath } from '@oslonac/lang';

export const DEFAULT_NEXT = '/app/dashboard';
export const ONBOARDING_PATH = '/app/onboarding';

export function safeNextPath(value: unknown, fallback: string = DEFAULT_NEXT): string {
  return sanitiseNextPath(value) ?? fallback;
}

/** Where to go after signing in: an explicit safe `next`, else onboarding until it is done, else dashboard. */
export function afterSignInPath(next: unknown, onboardingStep: string): string {
  const fallback = onboardingStep === 'done' ? DEFAULT_NEXT : ONBOARDING_PATH;
  return safeNextPath(next, fallback);
}

/** The second step of signing in (a code from the authenticator), before anything else. */
export const SECOND_FACTOR_PATH = '/app/login/drugi-korak';
/** Where staff without a second factor turn it on before /admin opens. */
export const TOTP_ENROL_PATH = '/app/settings/account/dvostepena';

export function withNext(path: string, nextPath: string): string {
  const next = safeNextPath(nextPath, '');
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

export function loginPath(nextPath: string): string {
  const next = safeNextPath(nextPath, '');
  return next ? `/app/login?next=${encodeURIComponent(next)}` : '/app/login';
}
