import { pgAdapter, TRANSACTION_OPTIONS } from '@oslonac/kit';
import { type Prisma, PrismaClient } from '../generated/prisma/client';

export type { PrismaClient } from '../generated/prisma/client';
/** The client or an interactive transaction: store functions accept either. */
export type Db = PrismaClient | Prisma.TransactionClient;

export function createPrisma(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: pgAdapter(databaseUrl) });
}

/** One interactive transaction; flows pass `tx` to store functions and to enqueueEvent. */
export function transaction<T>(
  prisma: PrismaClient,
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return prisma.$transaction(fn, TRANSACTION_OPTIONS);
}
