import type { Logger } from '@oslonac/kit';
import type { Clock } from './clock';
import { TICKET_WINDOW_SECONDS } from './domain/rate-limit';
import type { PrismaClient } from './store/db';
import { pruneCounters } from './store/rate-limits';

/** Drops rate-limit windows that ended; an idempotent DELETE, safe on every replica at once. */
export async function pruneOnce(prisma: PrismaClient, now: Date): Promise<number> {
  return pruneCounters(prisma, new Date(now.getTime() - TICKET_WINDOW_SECONDS * 1000));
}

export function startHousekeeping(
  prisma: PrismaClient,
  clock: Clock,
  log: Logger,
  intervalMs = 10 * 60_000,
): { stop(): void } {
  const timer = setInterval(() => {
    pruneOnce(prisma, clock()).then(
      (removed) => log.debug({ removed }, 'housekeeping done'),
      (err) => log.warn({ err }, 'housekeeping failed'),
    );
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
