import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { pgTx } from '../src/events/tx';
import { hitCounter, pruneCounters, rateLimitsSql, refundCounter } from '../src/rate-limit/counters';
import { createTestDatabase, type TestDatabase } from '../src/testing';

describe('rate-limit counters', () => {
  let db: TestDatabase;
  let client: pg.Client;
  const ten = new Date('2026-03-01T10:00:00Z');
  const eleven = new Date('2026-03-01T11:00:00Z');

  beforeAll(async () => {
    db = await createTestDatabase('kit_rate_limits');
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query(rateLimitsSql());
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('count hits per key and window, concurrently without losing any', async () => {
    const tx = pgTx(client);
    expect(await hitCounter(tx, 'a', ten)).toBe(1);
    const pool = new pg.Pool({ connectionString: db.url, max: 5 });
    try {
      const counts = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const c = await pool.connect();
          try {
            return await hitCounter(pgTx(c), 'a', ten);
          } finally {
            c.release();
          }
        }),
      );
      expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    } finally {
      await pool.end();
    }
    expect(await hitCounter(tx, 'b', ten)).toBe(1);
    expect(await hitCounter(tx, 'a', eleven)).toBe(1);
  });

  it('take a hit back, but never below zero', async () => {
    const tx = pgTx(client);
    await refundCounter(tx, 'b', ten);
    await refundCounter(tx, 'b', ten);
    expect(await hitCounter(tx, 'b', ten)).toBe(1);
  });

  it('prune only the windows that started before the cut', async () => {
    const tx = pgTx(client);
    expect(await pruneCounters(tx, eleven)).toBe(2);
    expect(await hitCounter(tx, 'a', eleven)).toBe(2);
  });
});
