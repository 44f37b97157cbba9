import type { ClientMessage, ServerMessage } from '@oslonac/rtc';
import { WebSocket } from 'ws';

type Request = ClientMessage extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;
type Answer = Extract<ServerMessage, { type: 'result' } | { type: 'error' }>;

/** A test page's signalling: requests with ids, and every message kept so tests can wait for one. */
export class RtcClient {
  readonly received: ServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private nextId = 1;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as ServerMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        for (const w of this.waiters.splice(0)) w();
      });
    });
  }

  static async connect(url: string): Promise<RtcClient> {
    const ws = new WebSocket(url);
    const client = new RtcClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  sendRaw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** Sends without waiting; returns the id to wait on. */
  fire(message: Request): number {
    const id = this.nextId++;
    this.ws.send(JSON.stringify({ ...message, id }));
    return id;
  }

  async request(message: Request): Promise<Answer> {
    const id = this.fire(message);
    return this.answer(id);
  }

  /** The data of a successful answer; fails the test with the error otherwise. */
  async ok<T = Record<string, unknown>>(message: Request): Promise<T> {
    const answer = await this.request(message);
    if (answer.type !== 'result') throw new Error(`${message.type} failed: ${answer.code} ${answer.message}`);
    return answer.data as T;
  }

  answer(id: number): Promise<Answer> {
    return this.waitFor((m): m is Answer => (m.type === 'result' || m.type === 'error') && m.id === id);
  }

  next<T extends ServerMessage['type']>(
    type: T,
    where: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
  ) {
    return this.waitFor(
      (m): m is Extract<ServerMessage, { type: T }> =>
        m.type === type && where(m as Extract<ServerMessage, { type: T }>),
    );
  }

  all<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }>[] {
    return this.received.filter((m) => m.type === type) as Extract<ServerMessage, { type: T }>[];
  }

  async waitFor<M extends ServerMessage>(
    match: (m: ServerMessage) => m is M,
    timeoutMs = 10_000,
  ): Promise<M> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(match);
      if (found) return found;
      if (this.ws.readyState === WebSocket.CLOSED)
        throw new Error(`socket closed while waiting (${JSON.stringify(this.received.slice(-3))})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; last messages ${JSON.stringify(this.received.slice(-3))}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.close();
  }
}
