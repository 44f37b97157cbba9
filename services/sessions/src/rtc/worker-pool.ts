import { availableParallelism } from 'node:os';
import type { Logger } from '@oslonac/kit';
import type { types } from 'mediasoup';

type Mediasoup = typeof import('mediasoup');

export interface WorkerPoolOptions {
  /** 0 = one per core. */
  count: number;
  workerBin?: string;
  rtcMinPort: number;
  rtcMaxPort: number;
  log: Logger;
  /** A worker died: its routers are gone; the caller tells their peers to rejoin. */
  onDied(worker: types.Worker): void;
}

/** mediasoup reads MEDIASOUP_WORKER_BIN once, when its module loads: set it before the first import. */
async function loadMediasoup(workerBin: string | undefined, log: Logger): Promise<Mediasoup> {
  if (workerBin) process.env.MEDIASOUP_WORKER_BIN = workerBin;
  const loaded: Mediasoup | { default: Mediasoup } = await import('mediasoup');
  // Bundled (the images, the test stacks) this CommonJS package arrives as the default export only.
  const mediasoup = 'createWorker' in loaded ? loaded : loaded.default;
  if (workerBin && mediasoup.workerBin !== workerBin) {
    log.warn(
      { expected: workerBin, actual: mediasoup.workerBin },
      'mediasoup was loaded before its worker path was set',
    );
  }
  return mediasoup;
}

/**
 * The mediasoup worker processes (one per core: each is single-threaded). Rooms go to the worker holding the fewest;
 * a worker that dies is replaced so the pod keeps its capacity.
 */
export class WorkerPool {
  private readonly workers: types.Worker[] = [];
  private readonly load = new Map<types.Worker, number>();
  private closed = false;
  private retiring = false;

  private constructor(
    private readonly mediasoup: Mediasoup,
    private readonly opts: WorkerPoolOptions,
  ) {}

  static async create(opts: WorkerPoolOptions): Promise<WorkerPool> {
    const pool = new WorkerPool(await loadMediasoup(opts.workerBin, opts.log), opts);
    const count = opts.count > 0 ? opts.count : availableParallelism();
    try {
      for (let i = 0; i < count; i++) await pool.spawn();
    } catch (err) {
      await pool.close();
      throw err;
    }
    return pool;
  }

  private async spawn(): Promise<types.Worker> {
    const worker = await this.mediasoup.createWorker({
      logLevel: 'warn',
      rtcMinPort: this.opts.rtcMinPort,
      rtcMaxPort: this.opts.rtcMaxPort,
    });
    if (this.closed) {
      worker.close();
      throw new Error('worker pool closed');
    }
    worker.on('died', (err) => this.onDied(worker, err));
    this.workers.push(worker);
    this.load.set(worker, 0);
    return worker;
  }

  private onDied(worker: types.Worker, err: Error): void {
    this.opts.log.error(
      { pid: worker.pid, error: err.message },
      'mediasoup worker died; closing its rooms and replacing it',
    );
    this.workers.splice(this.workers.indexOf(worker), 1);
    this.load.delete(worker);
    this.opts.onDied(worker);
    // A stopping service (its process group got the signal too, in a terminal) takes no new rooms: no replacement.
    if (!this.retiring) void this.replace(1);
  }

  /** From the start of a drain: workers that end are not replaced (the rooms move to another pod). */
  stopReplacing(): void {
    this.retiring = true;
  }

  private async replace(attempt: number): Promise<void> {
    if (this.closed) return;
    try {
      await this.spawn();
    } catch (err) {
      if (this.closed) return;
      const delay = Math.min(30_000, 500 * 2 ** attempt);
      this.opts.log.error(
        { error: (err as Error).message, retryInMs: delay },
        'could not start a replacement worker',
      );
      setTimeout(() => void this.replace(attempt + 1), delay).unref();
    }
  }

  /** The worker with the fewest rooms; the caller reports the room with `release` when it closes. */
  acquire(): types.Worker {
    let best: types.Worker | undefined;
    for (const w of this.workers) {
      if (!best || (this.load.get(w) ?? 0) < (this.load.get(best) ?? 0)) best = w;
    }
    if (!best) throw new Error('no mediasoup worker is running');
    this.load.set(best, (this.load.get(best) ?? 0) + 1);
    return best;
  }

  release(worker: types.Worker): void {
    const n = this.load.get(worker);
    if (n !== undefined) this.load.set(worker, Math.max(0, n - 1));
  }

  get size(): number {
    return this.workers.length;
  }

  /** The live workers (tests kill one to see the rooms recover). */
  list(): readonly types.Worker[] {
    return this.workers;
  }

  /**
   * Closes every worker and waits for its process to be gone (killed after WORKER_EXIT_MS): the service exits only
   * after its media workers, so stopping it (Ctrl-C on `make up`, a pod's end) leaves no worker behind.
   */
  async close(): Promise<void> {
    this.closed = true;
    const workers = this.workers.splice(0);
    this.load.clear();
    await Promise.all(workers.map((w) => closeAndWait(w)));
  }
}

const WORKER_EXIT_MS = 3_000;

async function closeAndWait(worker: types.Worker): Promise<void> {
  if (worker.subprocessClosed) return;
  const gone = new Promise<void>((resolve) => worker.once('subprocessclose', () => resolve()));
  worker.close();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), WORKER_EXIT_MS);
  });
  if ((await Promise.race([gone, late])) === 'late') {
    try {
      process.kill(worker.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  clearTimeout(timer);
}
