// When a mail that could not be sent is tried again: pure, so the schedule has unit tests.

/** After this many failed attempts the mail is dead-lettered (about a day of trying; see retryDelayMs). */
export const MAX_MAIL_ATTEMPTS = 8;

const BASE_MS = 2 * 60_000;
const FACTOR = 3;
const CAP_MS = 8 * 60 * 60_000;
const JITTER = 0.2;

/**
 * The wait after the `attempts`-th failure (1-based): 2 min, 6, 18, 54 min, 2.7 h, then 8 h at most, each
 * ±20% at random so the mail of one outage does not come back all at once. Seven waits add up to ~20 h.
 * `random` is in [0, 1) (Math.random in production, fixed in tests).
 */
export function retryDelayMs(attempts: number, random: number): number {
  const plain = Math.min(CAP_MS, BASE_MS * FACTOR ** Math.max(0, attempts - 1));
  return Math.round(plain * (1 - JITTER + 2 * JITTER * random));
}

/** Whether a mail that has now failed `attempts` times is given up on. */
export function isDead(attempts: number, maxAttempts = MAX_MAIL_ATTEMPTS): boolean {
  return attempts >= maxAttempts;
}
