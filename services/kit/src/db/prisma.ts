import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

/** Prisma 7 has no native engine here: every client goes through node-postgres. */
export function pgAdapter(connectionString: string): PrismaPg {
  return new PrismaPg({ connectionString });
}

/** What a hot path needs of node-postgres: one parameterised statement. */
export interface SqlPool {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

const pools = new WeakMap<object, pg.Pool>();

/** node-postgres' own default pool size, kept when the address names none. */
const DEFAULT_POOL_MAX = 10;

/**
 * The pool settings a database address carries: `connection_limit` (Prisma's name for it) sizes the pool and is
 * taken off the address, which node-postgres would otherwise send to the server as a startup parameter. Replicas
 * times pool size must stay under the server's max_connections; test stacks run several services at once.
 */
export function poolSettings(databaseUrl: string): { connectionString: string; max: number } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return { connectionString: databaseUrl, max: DEFAULT_POOL_MAX };
  }
  const limit = url.searchParams.get('connection_limit');
  if (limit === null) return { connectionString: databaseUrl, max: DEFAULT_POOL_MAX };
  const max = Number(limit);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(`connection_limit=${limit} in the database address must be a whole number of at least 1`);
  }
  url.searchParams.delete('connection_limit');
  return { connectionString: url.toString(), max };
}

/**
 * The node-postgres pool under a client made by `createPrisma`, for the few statements on a hot path (a hold)
 * where Prisma's query pipeline costs more than the statement: same connections, same transactions rules.
 */
export function sqlOf(prisma: object): SqlPool {
  const pool = pools.get(prisma);
  if (!pool) throw new Error('sqlOf: this client was not made by createPrisma');
  return pool;
}

/**
 * Options for every interactive transaction. Prisma's defaults (2 s to get a connection, 5 s to finish) turn a
 * burst — 200 clients reaching for one popular slot — into errors for whoever queues behind the pool; these
 * let the burst queue and still end well inside the callers' gRPC deadlines being the real limit.
 */
export const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

export interface TransactionOptions {
  maxWait?: number;
  timeout?: number;
}

/** The part of a service's generated PrismaClient the factory relies on; `T` is its transaction client. */
export interface PrismaClientLike<T> {
  $transaction<R>(fn: (tx: T) => Promise<R>, options?: TransactionOptions): Promise<R>;
  $disconnect(): Promise<void>;
}

export interface PrismaStore<C, T> {
  /** A client for this database, through node-postgres. */
  createPrisma(databaseUrl: string): C;
  /** One interactive transaction with TRANSACTION_OPTIONS (or longer ones for bulk work such as seeding). */
  transaction<R>(prisma: C, fn: (tx: T) => Promise<R>, options?: TransactionOptions): Promise<R>;
}

/**
 * What every service's `store/db.ts` provides, for its own generated client:
 * `export const { createPrisma, transaction } = prismaStore<PrismaClient, Prisma.TransactionClient>(PrismaClient);`
 */
export function prismaStore<C extends PrismaClientLike<T>, T>(
  Client: new (options: { adapter: PrismaPg }) => C,
): PrismaStore<C, T> {
  return {
    createPrisma: (databaseUrl) => {
      const pool = new pg.Pool(poolSettings(databaseUrl));
      // The adapter ends the pool on $disconnect, as it does the one it would make itself.
      const client = new Client({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
      pools.set(client, pool);
      return client;
    },
    transaction: (prisma, fn, options = TRANSACTION_OPTIONS) => prisma.$transaction(fn, options),
  };
}
