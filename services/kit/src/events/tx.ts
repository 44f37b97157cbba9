import type pg from 'pg';

/** The slice of a Prisma interactive transaction the kit needs; `pgTx` gives the same over node-postgres. */
export interface Tx {
  $executeRaw(q: TemplateStringsArray, ...v: unknown[]): Promise<number>;
  $queryRaw<T>(q: TemplateStringsArray, ...v: unknown[]): Promise<T>;
}

export interface TransactionRunner {
  /** `options` are Prisma's (see TRANSACTION_OPTIONS); a pg pool waits for its own connection and ignores them. */
  $transaction<R>(fn: (tx: Tx) => Promise<R>, options?: { maxWait?: number; timeout?: number }): Promise<R>;
}

function toQuery(q: TemplateStringsArray, values: unknown[]): { text: string; values: unknown[] } {
  let text = q[0] ?? '';
  for (let i = 1; i < q.length; i++) text += `$${i}${q[i]}`;
  return { text, values };
}

/** Tagged-template queries on one pg client, parameterised like Prisma's `$queryRaw`. */
export function pgTx(client: pg.ClientBase): Tx {
  return {
    async $executeRaw(q, ...v) {
      const res = await client.query(toQuery(q, v));
      return res.rowCount ?? 0;
    },
    async $queryRaw<T>(q: TemplateStringsArray, ...v: unknown[]) {
      const res = await client.query(toQuery(q, v));
      return res.rows as T;
    },
  };
}

/** A `$transaction` runner over a pg pool, for code (and tests) that does not use Prisma. */
export function pgTransactions(pool: pg.Pool): TransactionRunner {
  return {
    async $transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(pgTx(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
  };
}

/**
 * Runs `fn` inside a savepoint of the caller's transaction: when it throws, its own writes are rolled back (the
 * error goes on to the caller) and the transaction stays usable for what comes after.
 */
export async function savepoint<R>(tx: Tx, fn: () => Promise<R>): Promise<R> {
  await tx.$executeRaw`SAVEPOINT oslonac_savepoint`;
  try {
    const out = await fn();
    await tx.$executeRaw`RELEASE SAVEPOINT oslonac_savepoint`;
    return out;
  } catch (err) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT oslonac_savepoint`;
    throw err;
  }
}
