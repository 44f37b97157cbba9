import { pruneCounters } from '@oslonac/kit';
import { pruneCredentials } from '../store/credentials';
import type { PrismaClient } from '../store/db';
import { pruneMail } from '../store/mail';
import { pruneSessions } from '../store/sessions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Deletes rows that can never matter again: old rate-limit windows, expired links and codes, dead sessions,
 * and the log rows of mail sent or given up on (kept 30 days for support; they hold no body). Safe on every replica at once: each
 * statement is an idempotent DELETE.
 */
export async function pruneOnce(prisma: PrismaClient, now: Date): Promise<Record<string, number>> {
  return {
    rateLimits: await pruneCounters(prisma, new Date(now.getTime() - HOUR)),
    credentials: await pruneCredentials(prisma, new Date(now.getTime() - DAY)),
    sessions: await pruneSessions(prisma, new Date(now.getTime() - DAY)),
    mail: await pruneMail(prisma, new Date(now.getTime() - 30 * DAY)),
  };
}
