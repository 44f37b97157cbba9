import { pruneCounters } from '@oslonac/kit';
import { TICKET_WINDOW_SECONDS } from '../domain/rate-limit';
import type { PrismaClient } from '../store/db';

/** Drops rate-limit windows that ended; an idempotent DELETE, safe on every replica at once. */
export async function pruneOnce(prisma: PrismaClient, now: Date): Promise<number> {
  return pruneCounters(prisma, new Date(now.getTime() - TICKET_WINDOW_SECONDS * 1000));
}
