import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_TEST_DATABASE_ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

function adminUrl(): string {
  return process.env.TEST_DATABASE_ADMIN_URL || DEFAULT_TEST_DATABASE_ADMIN_URL;
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database `oslonac_t_<name>_<rand>` on the test server; drop() removes it even if connected. */
export async function createTestDatabase(name: string): Promise<TestDatabase> {
  const clean = name
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 30);
  const dbName = `oslonac_t_${clean}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${dbName}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    name: dbName,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      try {
        // A pool's end() resolves once it has asked its connections to close, not when the server has let them
        // go; FORCE on a backend still closing ends it with 57P01, which its client reports as an unhandled
        // error in whatever test runs then. So wait (briefly) for connections that are on their way out.
        for (let waited = 0; waited < 1000; waited += 25) {
          const { rows } = await c.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [dbName],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
