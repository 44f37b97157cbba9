import { DomainError } from '@oslonac/kit';

export const RATE_WINDOW_SECONDS = 15 * 60;

export interface RateLimits {
  perIp: number;
  perAccount: number;
}

/** Fixed windows aligned to the epoch, so every replica puts a hit into the same bucket without talking. */
export function windowStart(now: Date, windowSeconds = RATE_WINDOW_SECONDS): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

export function retryAfterSeconds(now: Date, windowSeconds = RATE_WINDOW_SECONDS): number {
  const end = windowStart(now, windowSeconds).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/** `count` already includes this attempt (the counter is incremented first, so racing attempts cannot overshoot). */
export function isOverLimit(count: number, limit: number): boolean {
  return count > limit;
}

export function rateLimited(now: Date, windowSeconds = RATE_WINDOW_SECONDS): DomainError {
  const seconds = retryAfterSeconds(now, windowSeconds);
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
