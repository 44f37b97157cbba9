import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, connect as netConnect } from 'node:net';
import path from 'node:path';

export const DEFAULT_TEST_NATS_URL = 'nats://127.0.0.1:4222';
export const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

export function testNatsUrl(): string {
  return process.env.TEST_NATS_URL || DEFAULT_TEST_NATS_URL;
}

/** A subject prefix like 't8f3a2.' so parallel test runs never share subjects; see testStreamPrefix. */
export function uniqueTestPrefix(): string {
  return `t${randomBytes(3).toString('hex')}.`;
}

/** The stream-name form of a test subject prefix: 't8f3a2.' → 'T8F3A2'. */
export function testStreamPrefix(subjectPrefix: string): string {
  return subjectPrefix.replace(/\.$/, '').toUpperCase();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = netConnect({ port, host: '127.0.0.1' });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

export interface NatsServerHandle {
  url: string;
  port: number;
  /** SIGKILL, like a crash: nothing is flushed gracefully. */
  kill(): Promise<void>;
  /** Starts again on the same port and store directory (JetStream state survives). */
  restart(): Promise<void>;
  stop(): Promise<void>;
  readonly running: boolean;
}

/**
 * Who may connect to a private server: one user with a password, one nkey (its public key, U…), or a whole
 * `authorization { … }` block (users with permissions, as a deployment would configure them).
 */
export type NatsServerAuth = { user: string; password: string } | { nkey: string } | { config: string };

/**
 * A private JetStream server for outage and authentication tests (the shared one must never be killed, and it
 * accepts anyone). With `auth` it admits only that user.
 */
export async function startNatsServer(opts: {
  port?: number;
  storeDir: string;
  auth?: NatsServerAuth;
}): Promise<NatsServerHandle> {
  const port = opts.port ?? (await freePort());
  mkdirSync(opts.storeDir, { recursive: true });
  const authArgs: string[] = [];
  if (opts.auth) {
    const file = path.join(opts.storeDir, 'auth.conf');
    const a = opts.auth;
    const text =
      'config' in a
        ? a.config
        : `authorization { users = [ ${JSON.stringify('nkey' in a ? { nkey: a.nkey } : a)} ] }`;
    writeFileSync(file, `${text}\n`);
    authArgs.push('-c', file);
  }
  let proc: ChildProcess | null = null;
  let log = '';

  async function start(): Promise<void> {
    log = '';
    const child = spawn(
      NATS_SERVER_BIN,
      ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', opts.storeDir, ...authArgs],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (d) => {
      log += String(d);
    });
    child.stderr?.on('data', (d) => {
      log += String(d);
    });
    proc = child;
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`nats-server exited (${child.exitCode}): ${log}`);
      if (log.includes('Server is ready') && (await canConnect(port))) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    child.kill('SIGKILL');
    throw new Error(`nats-server did not become ready on port ${port}: ${log}`);
  }

  async function kill(signal: NodeJS.Signals): Promise<void> {
    const p = proc;
    proc = null;
    if (!p || p.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill(signal);
    });
  }

  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    kill: () => kill('SIGKILL'),
    restart: async () => {
      await kill('SIGKILL');
      await start();
    },
    stop: () => kill('SIGTERM'),
    get running() {
      return proc !== null && proc.exitCode === null;
    },
  };
}
