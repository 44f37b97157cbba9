import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { MigrationError, migrate } from '../src/db/migrate';
import { outboxSql } from '../src/events/outbox';
import { createTestDatabase, type TestDatabase } from '../src/testing';

async function writeMigration(dir: string, name: string, sql: string): Promise<void> {
  await mkdir(join(dir, name), { recursive: true });
  await writeFile(join(dir, name, 'migration.sql'), sql);
}

describe('migrate', () => {
  let db: TestDatabase;
  let dir: string;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase('kit_migrate');
    pool = new pg.Pool({ connectionString: db.url });
    dir = await mkdtemp(join(tmpdir(), 'kit-migrations-'));
    await writeMigration(dir, '20250101000000_init', outboxSql());
    // pg_sleep widens the race window so concurrent callers really overlap.
    await writeMigration(
      dir,
      '20250102000000_people',
      "SELECT pg_sleep(0.2);\nCREATE TABLE people (id serial PRIMARY KEY, name text NOT NULL);\nINSERT INTO people (name) VALUES ('Ana');",
    );
    await writeMigration(dir, '20250103000000_people_email', 'ALTER TABLE people ADD COLUMN email text;');
    await mkdir(join(dir, 'not_a_migration'));
    await writeFile(join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n');
  });

  afterAll(async () => {
    await pool?.end();
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('applies each migration exactly once when five replicas migrate at the same time', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => migrate({ databaseUrl: db.url, migrationsDir: dir })),
    );
    const applied = results.flatMap((r) => r.applied);
    expect(applied.sort()).toEqual([
      '20250101000000_init',
      '20250102000000_people',
      '20250103000000_people_email',
    ]);
    // Exactly one caller did the work.
    expect(results.filter((r) => r.applied.length > 0)).toHaveLength(1);

    const { rows } = await pool.query(
      'SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count, logs, started_at, id FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual([
      '20250101000000_init',
      '20250102000000_people',
      '20250103000000_people_email',
    ]);
    for (const r of rows) {
      expect(r.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(r.finished_at).toBeInstanceOf(Date);
      expect(r.rolled_back_at).toBeNull();
      expect(r.applied_steps_count).toBe(1);
      expect(r.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const people = await pool.query('SELECT name, email FROM people');
    expect(people.rows).toEqual([{ name: 'Ana', email: null }]);
    await expect(migrate({ databaseUrl: db.url, migrationsDir: dir })).resolves.toEqual({ applied: [] });
  });

  it('applies only new migrations later', async () => {
    await writeMigration(
      dir,
      '20250104000000_people_index',
      'CREATE INDEX people_name_idx ON people (name);',
    );
    await expect(migrate({ databaseUrl: db.url, migrationsDir: dir })).resolves.toEqual({
      applied: ['20250104000000_people_index'],
    });
  });

  it('rolls back a failing migration completely and records nothing', async () => {
    await writeMigration(
      dir,
      '20250105000000_broken',
      'CREATE TABLE half_done (id int);\nALTER TABLE missing_table ADD COLUMN x int;',
    );
    const err = await migrate({ databaseUrl: db.url, migrationsDir: dir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as MigrationError).migration).toBe('20250105000000_broken');
    const t = await pool.query("SELECT to_regclass('half_done') AS t");
    expect(t.rows[0].t).toBeNull();
    const m = await pool.query(
      "SELECT 1 FROM _prisma_migrations WHERE migration_name = '20250105000000_broken'",
    );
    expect(m.rowCount).toBe(0);
    await rm(join(dir, '20250105000000_broken'), { recursive: true });
  });

  it('refuses to run when an applied migration was edited', async () => {
    await writeMigration(
      dir,
      '20250103000000_people_email',
      'ALTER TABLE people ADD COLUMN email varchar(200);',
    );
    const err = await migrate({ databaseUrl: db.url, migrationsDir: dir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toMatch(/20250103000000_people_email was changed after it was applied/);
  });

  it('refuses to continue past a migration Prisma left unfinished', async () => {
    await writeMigration(dir, '20250103000000_people_email', 'ALTER TABLE people ADD COLUMN email text;');
    await pool.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at) VALUES (gen_random_uuid()::text, 'x', '20250106000000_crashed', now())`,
    );
    await expect(migrate({ databaseUrl: db.url, migrationsDir: dir })).rejects.toThrow(/did not finish/);
  });
});
