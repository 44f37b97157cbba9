// Fixed windows aligned to the epoch: every replica puts a hit into the same bucket without talking to the others.

export function windowStart(now: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/** Seconds until the current window ends (at least one), for the caller's Retry-After. */
export function retryAfterSeconds(now: Date, windowSeconds: number): number {
  const end = windowStart(now, windowSeconds).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/** `count` already includes this attempt (the counter is incremented first, so racing attempts cannot overshoot). */
export function isOverLimit(count: number, limit: number): boolean {
  return count > limit;
}
