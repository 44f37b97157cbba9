import { DomainError, retryAfterSeconds } from '@oslonac/kit';
import { clientKey } from './client-key';

// Sign-in attempts are counted in the kit's fixed windows (every replica counts into the same row).

export const RATE_WINDOW_SECONDS = 15 * 60;

export interface RateLimits {
  perIp: number;
  perAccount: number;
}

/**
 * Per-address limits are counted per client (the address as tried from one IP or IPv6 /64), so a stranger
 * using up their budget leaves the owner's untouched. A ceiling this many times higher, counted over all
 * clients, still bounds a guessing run spread over many addresses; reaching it closes only the door that
 * was hammered (passwords or links), never the other.
 */
export const ACCOUNT_CEILING_FACTOR = 10;

export interface Budget {
  key: string;
  limit: number;
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

// Keys name the action and the subject. Password keys and link keys never overlap: failed passwords must
// not stop anyone from getting a sign-in link, and link requests must not stop a right password.
export const rateKeys = {
  passwordByIp: (ip: string) => `password:ip:${clientKey(ip)}`,
  passwordByAccountFrom: (email: string, ip: string) => `password:account:${email}:from:${clientKey(ip)}`,
  passwordByAccount: (email: string) => `password:account:${email}`,
  reauthByUser: (userId: string) => `reauth:user:${userId}`,
  secondFactorByUser: (userId: string) => `second_factor:user:${userId}`,
  emailLinkByIp: (ip: string) => `email_link:ip:${clientKey(ip)}`,
  emailLinkByAccountFrom: (email: string, ip: string) => `email_link:account:${email}:from:${clientKey(ip)}`,
  emailLinkByAccount: (email: string) => `email_link:account:${email}`,
  emailChangeByUser: (userId: string) => `email_change:user:${userId}`,
  signUpByIp: (ip: string) => `sign_up:ip:${clientKey(ip)}`,
  handoffByIp: (ip: string) => `handoff:ip:${clientKey(ip)}`,
};

/** The counters each action draws on. Password budgets count failures only (successes are refunded). */
export const budgets = {
  password: (l: RateLimits, email: string, ip: string): Budget[] => [
    { key: rateKeys.passwordByIp(ip), limit: l.perIp },
    { key: rateKeys.passwordByAccountFrom(email, ip), limit: l.perAccount },
    { key: rateKeys.passwordByAccount(email), limit: l.perAccount * ACCOUNT_CEILING_FACTOR },
  ],
  /** The current password of a signed-in person (a stolen session must not be able to brute-force it). */
  reauth: (l: RateLimits, userId: string): Budget[] => [
    { key: rateKeys.reauthByUser(userId), limit: l.perAccount },
  ],
  /** Second-factor codes of a signed-in person: a stolen password must not buy unlimited guesses at six digits. */
  secondFactor: (l: RateLimits, userId: string): Budget[] => [
    { key: rateKeys.secondFactorByUser(userId), limit: l.perAccount },
  ],
  /** Every mail with a link to an address counts: this bounds how much mail anyone can aim at an inbox. */
  emailLink: (l: RateLimits, email: string, ip: string): Budget[] => [
    { key: rateKeys.emailLinkByIp(ip), limit: l.perIp },
    { key: rateKeys.emailLinkByAccountFrom(email, ip), limit: l.perAccount },
    { key: rateKeys.emailLinkByAccount(email), limit: l.perAccount * ACCOUNT_CEILING_FACTOR },
  ],
  /** An address change mails the new address: counted per account and on that address's mail ceiling. */
  emailChange: (l: RateLimits, userId: string, newEmail: string): Budget[] => [
    { key: rateKeys.emailChangeByUser(userId), limit: l.perAccount },
    { key: rateKeys.emailLinkByAccount(newEmail), limit: l.perAccount * ACCOUNT_CEILING_FACTOR },
  ],
  signUp: (l: RateLimits, ip: string): Budget[] => [{ key: rateKeys.signUpByIp(ip), limit: l.perIp }],
  handoff: (l: RateLimits, ip: string): Budget[] => [{ key: rateKeys.handoffByIp(ip), limit: l.perIp }],
};
