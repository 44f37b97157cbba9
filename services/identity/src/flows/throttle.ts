import { DomainError, hitCounter, isOverLimit, refundCounter, windowStart } from '@oslonac/kit';
import { type Budget, RATE_WINDOW_SECONDS, rateLimited } from '../domain/rate-limit';
import type { Deps } from './deps';

export interface Attempt {
  /** Takes the attempt back off the counters: successful sign-ins do not count against anyone. */
  refund(): Promise<void>;
}

/**
 * Counts one attempt against every budget and refuses (identity.rate_limited) when any is over its limit.
 * Counting comes first so that a burst of parallel attempts cannot all slip under the limit. A refused
 * attempt is taken back at once: it did no work, so it must not use up a shared ceiling (otherwise a
 * stranger hammering from one client could exhaust the address-wide budget the owner relies on).
 */
export async function attempt(d: Deps, budgets: Budget[]): Promise<Attempt> {
  const now = d.clock();
  const window = windowStart(now, RATE_WINDOW_SECONDS);
  const refund = async () => {
    for (const { key } of budgets) await refundCounter(d.prisma, key, window);
  };
  let over = false;
  for (const { key, limit } of budgets) {
    const count = await hitCounter(d.prisma, key, window);
    if (isOverLimit(count, limit)) over = true;
  }
  if (over) {
    await refund();
    throw rateLimited(now);
  }
  return { refund };
}

/** Like `attempt`, but answers false instead of throwing: for paths that must not reveal anything. */
export async function tryAttempt(d: Deps, budgets: Budget[]): Promise<boolean> {
  try {
    await attempt(d, budgets);
    return true;
  } catch (err) {
    if (err instanceof DomainError && err.kind === 'rate_limited') return false;
    throw err;
  }
}
