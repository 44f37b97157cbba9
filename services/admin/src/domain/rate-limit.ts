import { createHash } from 'node:crypto';
import { retryAfterSeconds } from '@oslonac/kit';
import { errors } from './errors';

// Tickets per address are counted in the kit's fixed windows (every replica counts into the same row).

export const TICKET_WINDOW_SECONDS = 60 * 60;

export function rateLimited(now: Date) {
  const seconds = retryAfterSeconds(now, TICKET_WINDOW_SECONDS);
  return errors.rateLimited(Math.ceil(seconds / 60), seconds);
}

/** The counter key names the address by its hash: the counters need no second copy of anyone's e-mail. */
export function ticketsByEmailKey(normalisedEmail: string): string {
  return `ticket:email:${createHash('sha256').update(normalisedEmail).digest('hex')}`;
}
