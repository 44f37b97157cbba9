import { prismaStore } from '@oslonac/kit';
import { type Prisma, PrismaClient } from '../generated/prisma/client';

export type { PrismaClient } from '../generated/prisma/client';
/** The client or an interactive transaction: store functions accept either. */
export type Db = PrismaClient | Prisma.TransactionClient;

/** `createPrisma(url)` and `transaction(prisma, tx => …)`: flows pass `tx` to store functions and to enqueueEvent. */
export const { createPrisma, transaction } = prismaStore<PrismaClient, Prisma.TransactionClient>(
  PrismaClient,
);
