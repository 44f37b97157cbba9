import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { expandKitSql, MigrationError, migrate, readMigrations } from '../src/db/migrate';
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

describe('shared SQL taken by a migration (-- @kit)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kit-sql-includes-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the line as the file, with the checksum a pasted copy had', async () => {
    const copy = `CREATE TABLE a (n int);\n${outboxSql()}CREATE TABLE b (n int);\n`;
    const taken = 'CREATE TABLE a (n int);\n-- @kit outbox.sql\nCREATE TABLE b (n int);\n';
    const body = outboxSql().split('\n').slice(3).join('\n');
    const fromLine = 'CREATE TABLE a (n int);\n\n-- @kit outbox.sql from line 4\nCREATE TABLE b (n int);\n';
    await writeMigration(dir, '20250101000000_copy', copy);
    await writeMigration(dir, '20250102000000_taken', taken);
    await writeMigration(
      dir,
      '20250103000000_body',
      `CREATE TABLE a (n int);\n\n${body}CREATE TABLE b (n int);\n`,
    );
    await writeMigration(dir, '20250104000000_from_line', fromLine);
    const [c, t, b, f] = await readMigrations(dir);
    expect(t?.sql).toBe(c?.sql);
    expect(t?.checksum).toBe(c?.checksum);
    expect(f?.sql).toBe(b?.sql);
    expect(f?.checksum).toBe(b?.checksum);
    expect(f?.sql).toContain('CREATE TABLE IF NOT EXISTS "outbox"');
    expect(f?.sql).not.toContain('copy this file');
  });

  it('refuses a line that names no file of the kit', async () => {
    await expect(expandKitSql('-- @kit nowhere.sql\n', 'x_init')).rejects.toThrow(MigrationError);
  });

  it('keeps the kit files as applied migrations keep theirs: frozen (a change is a new file)', async () => {
    // Migrations of every service take these files by name and are checksummed with their text: editing one
    // would make every database that applied them refuse to start.
    const sums = Object.fromEntries(
      await Promise.all(
        ['crypto.sql', 'mail.sql', 'outbox.sql', 'outbox-without-notify.sql', 'rate-limits.sql'].map(
          async (name) => [
            name,
            createHash('sha256')
              .update(await readFile(new URL(`../sql/${name}`, import.meta.url)))
              .digest('hex'),
          ],
        ),
      ),
    );
    expect(sums).toEqual({
      'crypto.sql': '3ec0c17d2ec57f1c49aa8bd79d1f83434b66081021598120113d6c5afc2bce5a',
      'mail.sql': '25a31b9b6600ee34ca72f05de2da1265c088538b198d440825557f0086cde42a',
      'outbox.sql': '75cb1d9c8311ec2ea47bdf23dd4d974350de66082586e472f5aace3a13f92912',
      'outbox-without-notify.sql': 'f4ae30d720ac7a036a31429cfe548b1bc8f0fc522ad1833d0dc65cf430a4f992',
      'rate-limits.sql': '691a7c618f307dd0603803f09385ec53623e313f58e44f339e6da1a92a458dbc',
    });
  });
});
