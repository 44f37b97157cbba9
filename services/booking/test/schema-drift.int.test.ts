import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { migrate } from '@oslonac/kit';
import {
  compareSchemaWithDatabase,
  createTestDatabase,
  parsePrismaSchema,
  type TestDatabase,
} from '@oslonac/kit/testing';
import pg from 'pg';
import { migrationsDir } from './support/harness';

const schemaText = readFileSync(new URL('../prisma/schema.prisma', import.meta.url), 'utf8');

describe('schema drift: the migrated database is what schema.prisma declares', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase('booking_drift');
    await migrate({ databaseUrl: db.url, migrationsDir });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('has no differences', async () => {
    expect(await compareSchemaWithDatabase(parsePrismaSchema(schemaText), db.url)).toEqual([]);
  });

  it('notices a dropped column and a different enum', async () => {
    for (const edited of [
      schemaText.replace('  clientName         String        @map("client_name")\n', ''),
      schemaText.replace('  no_show\n', '  no_show\n  disputed\n'),
    ]) {
      expect(edited).not.toBe(schemaText);
      expect((await compareSchemaWithDatabase(parsePrismaSchema(edited), db.url)).length).toBeGreaterThan(0);
    }
  });

  it('keeps the exclusion constraint that Prisma cannot declare', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'booking_no_overlap'`,
      );
      expect(rows[0]?.def).toContain('EXCLUDE USING gist');
      expect(rows[0]?.def).toContain("'held'");
    } finally {
      await client.end();
    }
  });
});
