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
    db = await createTestDatabase('admin_drift');
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
      schemaText.replace('  noteCiphertext    Bytes?       @map("note_ciphertext")\n', ''),
      schemaText.replace('  closed\n', '  closed\n  spam\n'),
    ]) {
      expect(edited).not.toBe(schemaText);
      expect((await compareSchemaWithDatabase(parsePrismaSchema(edited), db.url)).length).toBeGreaterThan(0);
    }
  });

  it('keeps the checks that Prisma cannot declare', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ conname: string }>(
        `SELECT conname FROM pg_constraint WHERE contype = 'c' AND conrelid <> 0 ORDER BY conname`,
      );
      expect(rows.map((r) => r.conname)).toEqual([
        'rate_limits_count_check',
        'support_tickets_email_check',
        'support_tickets_name_check',
      ]);
    } finally {
      await client.end();
    }
  });
});
