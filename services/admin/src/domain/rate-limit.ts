import { createHash } from 'node:crypto';
import { errors } from './errors';

// Fixed windows aligned to the epoch (identity's pattern), so every replica counts into the same row.

export const TICKET_WINDOW_SECONDS = 60 * 60;

export function windowStart(now: Date, windowSeconds = TICKET_WINDOW_SECONDS): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

export function retryAfterSeconds(now: Date, windowSeconds = TICKET_WINDOW_SECONDS): number {
  const end = windowStart(now, windowSeconds).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/** `count` already includes this ticket (counted first, so racing senders cannot all slip under the limit). */
export function isOverLimit(count: number, limit: number): boolean {
  return count > limit;
}

export function rateLimited(now: Date, windowSeconds = TICKET_WINDOW_SECONDS) {
  const seconds = retryAfterSeconds(now, windowSeconds);
  return errors.rateLimited(Math.ceil(seconds / 60), seconds);
}

/** The counter key names the address by its hash: the counters need no second copy of anyone's e-mail. */
export function ticketsByEmailKey(normalisedEmail: string): string {
  return `ticket:email:${createHash('sha256').update(normalisedEmail).digest('hex')}`;
}
