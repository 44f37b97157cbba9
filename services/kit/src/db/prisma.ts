import { PrismaPg } from '@prisma/adapter-pg';

/** Prisma 7 has no native engine here: every client goes through node-postgres. */
export function pgAdapter(connectionString: string): PrismaPg {
  return new PrismaPg({ connectionString });
}

/**
 * Options for every interactive transaction. Prisma's defaults (2 s to get a connection, 5 s to finish) turn a
 * burst — 200 clients reaching for one popular slot — into errors for whoever queues behind the pool; these
 * let the burst queue and still end well inside the callers' gRPC deadlines being the real limit.
 */
export const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;
