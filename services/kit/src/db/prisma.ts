import { PrismaPg } from '@prisma/adapter-pg';

/** Prisma 7 has no native engine here: every client goes through node-postgres. */
export function pgAdapter(connectionString: string): PrismaPg {
  return new PrismaPg({ connectionString });
}
