import { readFileSync } from 'node:fs';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { createTestDatabase } from './database';
import { compareSchemaWithDatabase, parsePrismaSchema } from './schema-drift';

/** What every service's schema-drift test starts from; each adds the edits it must notice and the checks Prisma cannot declare. */
export interface DriftFixture {
  /** The service's schema.prisma as written. */
  readonly schemaText: string;
  /** What differs between a schema (the service's own when omitted) and the migrated database; [] when none. */
  differences(schemaText?: string): Promise<string[]>;
  /** One read-only query against the migrated database, for what the comparison leaves out. */
  query<R extends pg.QueryResultRow>(sql: string): Promise<R[]>;
  drop(): Promise<void>;
}

/** A throwaway database with the service's migrations applied, next to the schema they must match. */
export async function migratedDriftFixture(
  name: string,
  schemaUrl: URL,
  migrationsDir: string,
): Promise<DriftFixture> {
  const schemaText = readFileSync(schemaUrl, 'utf8');
  const db = await createTestDatabase(`${name}_drift`);
  try {
    await migrate({ databaseUrl: db.url, migrationsDir });
  } catch (err) {
    await db.drop();
    throw err;
  }
  return {
    schemaText,
    differences: (text = schemaText) => compareSchemaWithDatabase(parsePrismaSchema(text), db.url),
    async query<R extends pg.QueryResultRow>(sql: string) {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        return (await client.query<R>(sql)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => db.drop(),
  };
}
