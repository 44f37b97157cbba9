import { DomainError, retryAfterSeconds } from '@oslonac/kit';

// Sign-in attempts are counted in the kit's fixed windows (every replica counts into the same row).

export const RATE_WINDOW_SECONDS = 15 * 60;

export interface RateLimits {
  perIp: number;
  perAccount: number;
}

export function rateLimited(now: Date): DomainError {
  const seconds = retryAfterSeconds(now, RATE_WINDOW_SECONDS);
  const minutes = Math.ceil(seconds / 60);
  return new DomainError(
    'rate_limited',
    'identity.rate_limited',
    `Previše pokušaja. Pokušajte ponovo za ${minutes} min.`,
    { retryAfterSeconds: String(seconds) },
  );
}

// Keys name the action and the subject. An empty IP (a caller that did not say) shares one bucket on
// purpose: forgetting to pass the IP must make limits stricter, never switch them off.
export const rateKeys = {
  passwordByIp: (ip: string) => `password:ip:${ip || 'unknown'}`,
  passwordByAccount: (email: string) => `password:account:${email}`,
  emailLinkByIp: (ip: string) => `email_link:ip:${ip || 'unknown'}`,
  emailLinkByAccount: (email: string) => `email_link:account:${email}`,
  signUpByIp: (ip: string) => `sign_up:ip:${ip || 'unknown'}`,
  handoffByIp: (ip: string) => `handoff:ip:${ip || 'unknown'}`,
};
