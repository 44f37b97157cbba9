import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { migrate } from '@oslonac/kit';
import {
  compareSchemaWithDatabase,
  createTestDatabase,
  parsePrismaSchema,
  type TestDatabase,
} from '@oslonac/kit/testing';
import { migrationsDir } from './support/harness';

const schemaText = readFileSync(new URL('../prisma/schema.prisma', import.meta.url), 'utf8');

describe('schema drift: the migrated database is what schema.prisma declares', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase('therapists_drift');
    await migrate({ databaseUrl: db.url, migrationsDir });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('has no differences', async () => {
    expect(await compareSchemaWithDatabase(parsePrismaSchema(schemaText), db.url)).toEqual([]);
  });

  it.each([
    [
      'a dropped column',
      (s: string) => s.replace('  cityKey            String        @default("") @map("city_key")\n', ''),
    ],
    ['a different enum', (s: string) => s.replace('  licence\n', '  licence\n  passport\n')],
    ['a missing unique', (s: string) => s.replace('@@unique([profileId, clientUserId])', '')],
  ])('notices %s', async (_what, edit) => {
    const edited = edit(schemaText);
    expect(edited).not.toBe(schemaText);
    expect((await compareSchemaWithDatabase(parsePrismaSchema(edited), db.url)).length).toBeGreaterThan(0);
  });
});
