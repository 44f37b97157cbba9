import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { runSeedCli, type SeedRun } from '../src/db/seed-cli';
import { createTestDatabase, type TestDatabase } from '../src/testing';

/** A database client as far as the seed command line sees one: it only has to be disconnected at the end. */
class Client {
  disconnected = false;
  constructor(readonly url: string) {}
  async $disconnect() {
    this.disconnected = true;
  }
}

describe('runSeedCli', () => {
  let db: TestDatabase;
  let dir: string;
  const made: Client[] = [];
  const createPrisma = (url: string) => {
    const c = new Client(url);
    made.push(c);
    return c;
  };
  const base = () => ({
    name: 'seed-test',
    migrationsDir: dir,
    createPrisma,
    env: { DATABASE_URL: db.url, LOG_LEVEL: 'silent' },
  });
  const tables = async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query(`SELECT to_regclass('seeded') AS t`)).rows[0].t;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase('kit_seed_cli');
    dir = await mkdtemp(join(tmpdir(), 'kit-seed-'));
    await mkdir(join(dir, '20250101000000_init'));
    await writeFile(join(dir, '20250101000000_init', 'migration.sql'), 'CREATE TABLE seeded (n int);');
  });
  afterAll(async () => {
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses without DATABASE_URL or with a count that is not a positive whole number, touching nothing', async () => {
    let ran = false;
    const seed = async () => {
      ran = true;
    };
    expect(await runSeedCli({ ...base(), env: { LOG_LEVEL: 'silent' }, seed })).toBe(1);
    for (const args of [['zero'], ['-3'], ['2.5']]) {
      expect(await runSeedCli({ ...base(), count: { env: 'N', fallback: 10 }, args, seed })).toBe(1);
    }
    expect(ran).toBe(false);
    expect(made).toHaveLength(0);
    expect(await tables()).toBeNull();
  });

  it('migrates first, hands the seed its count and flags, and disconnects', async () => {
    let run: SeedRun<Client> | undefined;
    const code = await runSeedCli({
      ...base(),
      env: { ...base().env, N: '7' },
      count: { env: 'N', fallback: 10 },
      args: ['--events', '25'],
      seed: async (r) => {
        run = r;
        expect(await tables()).toBe('seeded');
      },
    });
    expect(code).toBe(0);
    expect(run?.count).toBe(25);
    expect(run?.flag('events')).toBe(true);
    expect(run?.flag('dry-run')).toBe(false);
    expect(run?.prisma.url).toBe(db.url);
    expect(run?.prisma.disconnected).toBe(true);

    let fromEnv = 0;
    await runSeedCli({
      ...base(),
      env: { ...base().env, N: '7' },
      count: { env: 'N', fallback: 10 },
      args: [],
      seed: async (r) => {
        fromEnv = r.count;
      },
    });
    expect(fromEnv).toBe(7);
  });

  it('answers 1 when the seed fails, and still disconnects', async () => {
    const code = await runSeedCli({
      ...base(),
      args: [],
      seed: async () => {
        throw new Error('no therapist reached booking');
      },
    });
    expect(code).toBe(1);
    expect(made.at(-1)?.disconnected).toBe(true);
  });
});
