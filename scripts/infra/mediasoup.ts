import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from '../stack/paths';

const BUILD_SCRIPT = path.join(root, 'scripts/mediasoup/build-worker.sh');

/**
 * The mediasoup worker binary the sessions service runs: MEDIASOUP_WORKER_BIN when set, else the one
 * scripts/mediasoup/build-worker.sh builds once per machine (about four minutes the first time, then a cache hit).
 * `make up`, `make test` and the test stacks call this; it also sets MEDIASOUP_WORKER_BIN for child processes.
 */
export function ensureMediasoupWorker(log: (line: string) => void = () => {}): string {
  const given = process.env.MEDIASOUP_WORKER_BIN;
  if (given) {
    if (!existsSync(given)) throw new Error(`MEDIASOUP_WORKER_BIN=${given} does not exist`);
    return given;
  }
  const bin = execFileSync('bash', [BUILD_SCRIPT], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
  log(`mediasoup worker: ${bin}`);
  process.env.MEDIASOUP_WORKER_BIN = bin;
  return bin;
}
