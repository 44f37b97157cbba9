import { type ChildProcess, spawn } from 'node:child_process';

/** Environment of a child process: plain strings (Next's types make NODE_ENV required on NodeJS.ProcessEnv). */
export type Env = Record<string, string | undefined>;

export interface Proc {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a child in its own process group so that stopping it also stops what it spawned (tsx, next).
 * Output is prefixed with the name, or kept quiet and replayed only if the process dies early.
 */
export function startProcess(opts: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Env;
  echo: boolean;
}): Proc {
  const child = spawn(opts.command, opts.args, {
    cwd: opts.cwd,
    env: opts.env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      if (opts.echo) process.stdout.write(`[${opts.name}] ${line}\n`);
      tail.push(line);
      if (tail.length > 60) tail.shift();
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping && code !== 0) {
      process.stderr.write(`[${opts.name}] exited (${code ?? signal}); last output:\n${tail.join('\n')}\n`);
    }
  });
  return {
    name: opts.name,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        signalGroup(child, 'SIGTERM');
      }),
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

export function exited(proc: Proc): boolean {
  return proc.child.exitCode !== null || proc.child.signalCode !== null;
}
