import { DomainError, hitCounter, isOverLimit, refundCounter, windowStart } from '@oslonac/kit';
import { RATE_WINDOW_SECONDS, rateLimited } from '../domain/rate-limit';
import type { Deps } from './deps';

export interface Attempt {
  /** Takes the attempt back off the counters: successful sign-ins do not count against anyone. */
  refund(): Promise<void>;
}

/**
 * Counts one attempt against every key and refuses (identity.rate_limited) when any is over its limit.
 * Counting comes first so that a burst of parallel attempts cannot all slip under the limit.
 */
export async function attempt(d: Deps, limits: { key: string; limit: number }[]): Promise<Attempt> {
  const now = d.clock();
  const window = windowStart(now, RATE_WINDOW_SECONDS);
  let over = false;
  for (const { key, limit } of limits) {
    const count = await hitCounter(d.prisma, key, window);
    if (isOverLimit(count, limit)) over = true;
  }
  if (over) throw rateLimited(now);
  return {
    async refund() {
      for (const { key } of limits) await refundCounter(d.prisma, key, window);
    },
  };
}

/** Like `attempt`, but answers false instead of throwing: for paths that must not reveal anything. */
export async function tryAttempt(d: Deps, limits: { key: string; limit: number }[]): Promise<boolean> {
  try {
    await attempt(d, limits);
    return true;
  } catch (err) {
    if (err instanceof DomainError && err.kind === 'rate_limited') return false;
    throw err;
  }
}
