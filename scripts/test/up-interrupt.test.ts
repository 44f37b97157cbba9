// `make up`, then Ctrl-C: the terminal sends SIGINT to the whole foreground process group. This starts the launcher
// the way a shell does (leading a process group of its own) on ports and a data folder nobody else uses, signals
// the group, and checks what a user would: nothing of it keeps running, every port is free, PostgreSQL outlived the
// services that use it, and a second start right after works.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { freePort, isListening } from '../infra/ports';
import { root, tsxBin } from '../stack/paths';
import { SERVICES } from '../stack/services';

const dataDir = mkdtempSync(path.join(tmpdir(), 'oslonac-up-'));
const launched: ChildProcess[] = [];

afterAll(() => {
  for (const child of launched) {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Parent of every process, from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; the parent pid is the second field after it.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // exited while we looked
    }
  }
  return map;
}

function descendants(pid: number): number[] {
  const all = parents();
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of all) {
      if (parent === p) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function portsAround(): Promise<{ env: NodeJS.ProcessEnv; ports: number[] }> {
  const [postgres, nats, bff] = [await freePort(), await freePort(), await freePort()];
  for (;;) {
    // gRPC ports (50051…) + offset land at 61,000 and up, HTTP ports (8081…) below 20,000: both outside Linux's
    // ephemeral range (32768–60999), where any outgoing connection may hold the port (billing met EADDRINUSE on
    // 57744), and below the slices the test stacks pick from (scripts/infra/ports.ts).
    const offset = 10_949 + Math.floor(Math.random() * 900);
    const servicePorts = SERVICES.flatMap((s) => [s.grpcPort + offset, s.httpPort + offset]);
    const taken = await Promise.all(servicePorts.map((p) => isListening('127.0.0.1', p, 200)));
    if (taken.some(Boolean)) continue;
    return {
      ports: [postgres, nats, ...servicePorts],
      env: {
        OSLONAC_DATA_DIR: dataDir,
        EMBEDDED_POSTGRES_PORT: String(postgres),
        NATS_PORT: String(nats),
        BFF_PORT: String(bff),
        OSLONAC_PORT_OFFSET: String(offset),
        // The services are what was left behind; the BFF stops the same way (scripts/stack/process.ts).
        OSLONAC_SKIP_BFF: '1',
        OSLONAC_SKIP_BUILD: '1',
        OSLONAC_SKIP_SEED: '1',
      },
    };
  }
}

function launch(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string; up: Promise<void> } {
  const { DATABASE_URL: _db, NATS_URL: _nats, ...inherited } = process.env;
  const child = spawn(tsxBin, ['scripts/dev/up.ts'], {
    cwd: root,
    env: { ...inherited, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launched.push(child);
  let text = '';
  const up = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('Oslonac is running')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the launcher exited (${code}) before it was up:\n${text}`)),
    );
  });
  return { child, output: () => text, up };
}

async function interruptLikeATerminal(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  process.kill(-child.pid!, 'SIGINT');
  return exited;
}

describe('make up and Ctrl-C', () => {
  it('stops the services before PostgreSQL and NATS, leaves nothing running, and starts again', async () => {
    const { env, ports } = await portsAround();

    const first = launch(env);
    await first.up;
    const tree = descendants(first.child.pid!);
    // PostgreSQL, NATS and one process per service at least.
    expect(tree.length).toBeGreaterThanOrEqual(2 + SERVICES.length);
    const stopAt = first.output().length;

    expect(await interruptLikeATerminal(first.child)).toBe(0);
    const left = tree.filter(alive);
    expect(left).toEqual([]);
    const busy = (
      await Promise.all(ports.map(async (p) => ((await isListening('127.0.0.1', p, 200)) ? p : 0)))
    ).filter(Boolean);
    expect(busy).toEqual([]);
    // The services stopped while their database was still there: no relay or consumer lost its connection.
    const shutdownLog = first.output().slice(stopAt);
    expect(shutdownLog).not.toMatch(/ECONNREFUSED|Connection terminated|terminating connection|57P01/);
    expect(shutdownLog).toContain('[up] stopped');

    const second = launch(env);
    await second.up;
    expect(await interruptLikeATerminal(second.child)).toBe(0);
  }, 240_000);
});
