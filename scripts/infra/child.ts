import type { ChildProcess } from 'node:child_process';

/**
 * Signals a server the launcher started in its own process group and waits until it has exited; SIGKILL after
 * `graceMs` so a stuck server cannot keep the launcher (and its ports) alive.
 */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs = 15_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}
