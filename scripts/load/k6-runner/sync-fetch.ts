import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';

export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface WireResponse {
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  body: string;
  error?: string;
}

/** A blocking fetch (k6's http API is synchronous): the request runs on a worker thread while this one waits. */
export class SyncFetch {
  private readonly worker: Worker;
  private readonly flag: Int32Array;
  private readonly port;

  constructor() {
    const shared = new SharedArrayBuffer(4);
    const { port1, port2 } = new MessageChannel();
    this.flag = new Int32Array(shared);
    this.port = port1;
    this.worker = new Worker(new URL('./fetch-worker.mjs', import.meta.url), {
      workerData: { shared, port: port2 },
      transferList: [port2],
    });
    this.worker.unref();
  }

  request(req: WireRequest): WireResponse {
    Atomics.store(this.flag, 0, 0);
    this.port.postMessage(req);
    if (Atomics.wait(this.flag, 0, 0, req.timeoutMs + 5_000) === 'timed-out') {
      throw new Error(`${req.method} ${req.url}: no answer within ${req.timeoutMs} ms`);
    }
    const message = receiveMessageOnPort(this.port);
    if (!message) throw new Error(`${req.method} ${req.url}: the fetch worker sent nothing`);
    return message.message as WireResponse;
  }

  async close(): Promise<void> {
    this.port.close();
    await this.worker.terminate();
  }
}
