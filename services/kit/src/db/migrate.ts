import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';

// The same key `prisma migrate deploy` takes, so the kit and the Prisma CLI never migrate at once.
const PRISMA_MIGRATE_LOCK = 72707369;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migration: string,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** Prisma's folder layout: `<dir>/<timestamp>_<name>/migration.sql`, applied in name order. */
export async function readMigrations(migrationsDir: string): Promise<MigrationFile[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const out: MigrationFile[] = [];
  for (const e of entries.filter((d) => d.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(migrationsDir, e.name, 'migration.sql');
    const exists = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!exists) continue;
    const sql = await expandKitSql(await readFile(file, 'utf8'), e.name);
    out.push({ name: e.name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return out;
}

const kitSqlDir = new URL('../../sql/', import.meta.url);
const KIT_LINE = /^-- @kit ([a-z-]+\.sql)(?: from line (\d+))?$/gm;

/**
 * What every service's schema shares (outbox and inbox, data keys, rate limits) is written once, in
 * `services/kit/sql/`, and a migration takes it with a line `-- @kit outbox.sql` (or `-- @kit outbox.sql from
 * line 3` for the file without its header). The line is replaced by the file's text before the checksum is
 * taken, so a migration that once held a copy keeps its checksum. Those files are frozen like applied
 * migrations (kit/test/migrate.int.test.ts pins them): a change to the shared schema is a new file.
 */
export async function expandKitSql(sql: string, migration: string): Promise<string> {
  const names = [...sql.matchAll(KIT_LINE)].map((m) => m[1] as string);
  if (names.length === 0) return sql;
  const files = new Map<string, string[]>();
  for (const name of new Set(names)) {
    const text = await readFile(new URL(name, kitSqlDir), 'utf8').catch(() => {
      throw new MigrationError(
        `Migration ${migration} takes services/kit/sql/${name}, which does not exist`,
        migration,
      );
    });
    files.set(name, text.split('\n'));
  }
  return sql.replace(KIT_LINE, (_line, name: string, from?: string) => {
    const lines = files.get(name) as string[];
    // The file ends with a newline, and so did the line it replaces: drop the one the split leaves.
    return lines.slice(from ? Number(from) - 1 : 0, -1).join('\n');
  });
}

/**
 * Applies pending migrations, each in its own transaction, under a session advisory lock so that any number
 * of replicas can call it at boot. Refuses to continue when an applied migration's file changed or a
 * migration was left failed (fix it by hand, as with `prisma migrate resolve`).
 */
export async function migrate(opts: {
  databaseUrl: string;
  migrationsDir: string;
  log?: Logger;
}): Promise<{ applied: string[] }> {
  const migrations = await readMigrations(opts.migrationsDir);
  const client = new pg.Client({ connectionString: opts.databaseUrl, application_name: 'oslonac-migrate' });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK]);
    try {
      await client.query(CREATE_TABLE);
      const { rows } = await client.query<{
        migration_name: string;
        checksum: string;
        finished_at: Date | null;
        rolled_back_at: Date | null;
      }>(
        'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at',
      );
      const done = new Map<string, string>();
      for (const r of rows) {
        if (r.rolled_back_at) continue;
        if (!r.finished_at) {
          throw new MigrationError(
            `Migration ${r.migration_name} started but did not finish; resolve it before migrating again`,
            r.migration_name,
          );
        }
        done.set(r.migration_name, r.checksum);
      }
      for (const m of migrations) {
        const prev = done.get(m.name);
        if (prev !== undefined) {
          if (prev !== m.checksum) {
            throw new MigrationError(
              `Migration ${m.name} was changed after it was applied (checksum ${m.checksum} ≠ ${prev}); add a new migration instead`,
              m.name,
            );
          }
          continue;
        }
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query(
            `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
             VALUES ($1, $2, $3, now(), clock_timestamp(), 1)`,
            [randomUUID(), m.checksum, m.name],
          );
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK').catch(() => {});
          throw new MigrationError(`Migration ${m.name} failed: ${(err as Error).message}`, m.name);
        }
        applied.push(m.name);
        opts.log?.info({ migration: m.name }, 'applied migration');
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK]).catch(() => {});
    }
  } finally {
    await client.end();
  }
  return { applied };
}
