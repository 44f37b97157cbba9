import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { pgTransactions, savepoint } from '../src/events/tx';
import { createTestDatabase, type TestDatabase } from '../src/testing';

describe('savepoint', () => {
  let db: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase('kit_savepoint');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    await pool.query('CREATE TABLE t (v int PRIMARY KEY)');
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('undoes only what failed inside it, and keeps the transaction usable', async () => {
    await pgTransactions(pool).$transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO t VALUES (1)`;
      await expect(
        savepoint(tx, async () => {
          await tx.$executeRaw`INSERT INTO t VALUES (2)`;
          await tx.$executeRaw`INSERT INTO t VALUES (1)`;
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect(await savepoint(tx, () => tx.$executeRaw`INSERT INTO t VALUES (3)`)).toBe(1);
    });
    expect((await pool.query('SELECT v FROM t ORDER BY v')).rows.map((r) => r.v)).toEqual([1, 3]);
  });
});
