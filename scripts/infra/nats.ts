import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Bus, createLogger } from '@oslonac/kit';
import { stopChild } from './child';
import { isListening, waitFor } from './ports';

export interface NatsHandle {
  url: string;
  source: 'env' | 'local' | 'spawned';
  stop(): Promise<void>;
}

function hostPort(url: string): { host: string; port: number } {
  const u = new URL(url.replace(/^nats:/, 'http:'));
  return { host: u.hostname, port: Number(u.port || 4222) };
}

function findNatsServer(): string | null {
  for (const candidate of ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** On Debian as root the package manager can provide the server; anywhere else we say what is missing. */
function installNatsServer(log: (line: string) => void): string | null {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return null;
  log('nats-server not found: installing the Debian package nats-server');
  try {
    execFileSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nats-server'],
      {
        stdio: 'inherit',
      },
    );
  } catch {
    return null;
  }
  return findNatsServer();
}

/**
 * Uses NATS_URL when it answers; otherwise starts `nats-server -js` with its store under `storeDir`.
 */
export async function ensureNats(opts: {
  url?: string;
  storeDir: string;
  port: number;
  log: (line: string) => void;
}): Promise<NatsHandle> {
  const wanted = opts.url ?? `nats://127.0.0.1:${opts.port}`;
  const { host, port } = hostPort(wanted);
  if (await isListening(host, port)) {
    return { url: wanted, source: opts.url ? 'env' : 'local', stop: async () => {} };
  }
  if (opts.url) throw new Error(`NATS_URL=${opts.url} does not answer`);
  const binary = findNatsServer() ?? installNatsServer(opts.log);
  if (!binary) {
    throw new Error(
      'NATS is not running and nats-server was not found. Install it (Debian: apt-get install nats-server) or set NATS_URL.',
    );
  }
  const storeDir = path.resolve(opts.storeDir);
  mkdirSync(storeDir, { recursive: true });
  const child: ChildProcess = spawn(
    binary,
    ['-js', '-a', '127.0.0.1', '-p', String(opts.port), '-sd', storeDir],
    // Its own process group: Ctrl-C in the terminal reaches the launcher only, which stops NATS after the services.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  child.stderr?.on('data', () => {});
  await waitFor('nats-server', () => isListening('127.0.0.1', opts.port), 15_000).catch(async (err) => {
    await stopChild(child, 'SIGKILL');
    throw err;
  });
  return {
    url: `nats://127.0.0.1:${opts.port}`,
    source: 'spawned',
    stop: () => stopChild(child, 'SIGTERM'),
  };
}

/** A test or bench run made its streams (and their consumers) under its own prefix; leave NATS as it was. */
export async function deleteStreams(natsUrl: string, prefix: string): Promise<void> {
  const bus = await Bus.connect({
    url: natsUrl,
    name: 'oslonac-cleanup',
    log: createLogger('cleanup', 'warn'),
  });
  try {
    for await (const info of bus.jsm.streams.list()) {
      if (info.config.name.startsWith(`${prefix}_`)) await bus.jsm.streams.delete(info.config.name);
    }
  } finally {
    await bus.close();
  }
}
