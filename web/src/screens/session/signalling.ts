import {
  type ClientMessage,
  type ClientRequestType,
  type ErrorCode,
  MAX_FRAME_BYTES,
  type ResultOf,
  RTC_CLOSE_CODES,
  type ServerNotification,
  serverMessage,
} from '@oslonac/rtc';

/** The part of a WebSocket this client uses, so tests can hand it a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

const OPEN = 1;

export type RtcFailureCode = ErrorCode | 'timeout' | 'socket_closed';

export class RtcRequestError extends Error {
  constructor(
    readonly code: RtcFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'RtcRequestError';
  }
}

export type RequestBody<T extends ClientRequestType> = Omit<
  Extract<ClientMessage, { type: T }>,
  'id' | 'type'
>;

export interface SignallingHandlers {
  onNotification(message: ServerNotification): void;
  /** `expected` is false when the socket dropped without this page asking it to. */
  onClose(info: { code: number; expected: boolean }): void;
  /** An error frame not tied to any request (the SFU rejected a frame it could not read, or rate limited us). */
  onStrayError?(code: ErrorCode, message: string): void;
}

interface Pending {
  resolve(data: unknown): void;
  reject(err: RtcRequestError): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * One signalling WebSocket: numbered requests matched to their `result`/`error` by id, every arrival validated
 * with the protocol's zod schema (a frame that fails it is dropped, never half-trusted), notifications passed on.
 */
export class SignallingClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closing = false;
  private closed = false;
  private readonly openPromise: Promise<void>;

  constructor(
    private readonly socket: SocketLike,
    private readonly handlers: SignallingHandlers,
    private readonly timeoutMs = 10_000,
  ) {
    this.openPromise = new Promise<void>((resolve, reject) => {
      if (socket.readyState === OPEN) resolve();
      socket.onopen = () => resolve();
      socket.onerror = () => {
        // A close event always follows; the open promise is settled there.
      };
      socket.onclose = (ev) => {
        reject(new RtcRequestError('socket_closed', `closed before open (${ev.code})`));
        this.handleClose(ev.code);
      };
    });
    // Nobody may be waiting on `opened()` when the socket closes later; keep that from being an unhandled rejection.
    this.openPromise.catch(() => undefined);
    socket.onmessage = (ev) => this.handleFrame(ev.data);
  }

  opened(): Promise<void> {
    return this.openPromise;
  }

  get isOpen(): boolean {
    return !this.closed && this.socket.readyState === OPEN;
  }

  request<T extends ClientRequestType>(type: T, body: RequestBody<T>): Promise<ResultOf[T]> {
    if (!this.isOpen) return Promise.reject(new RtcRequestError('socket_closed', `${type}: socket not open`));
    const id = this.nextId++;
    const frame = JSON.stringify({ ...body, type, id });
    if (frame.length > MAX_FRAME_BYTES) {
      return Promise.reject(new RtcRequestError('bad_request', `${type}: frame too large`));
    }
    return new Promise<ResultOf[T]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RtcRequestError('timeout', `${type}: no answer in ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, { resolve: resolve as (d: unknown) => void, reject, timer });
      this.socket.send(frame);
    });
  }

  /** Close on purpose: the owner is told with expected = true, so it does not try to reconnect. */
  close(): void {
    if (this.closed) return;
    this.closing = true;
    // Settle everything now: the browser's close event comes only after the closing handshake.
    this.handleClose(1000);
    this.socket.close(1000, 'bye');
  }

  private handleFrame(data: unknown): void {
    if (typeof data !== 'string' || data.length > MAX_FRAME_BYTES) return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = serverMessage.safeParse(json);
    if (!parsed.success) return;
    const msg = parsed.data;
    if (msg.type === 'result' || msg.type === 'error') {
      if (msg.id === null) {
        if (msg.type === 'error') this.handlers.onStrayError?.(msg.code, msg.message);
        return;
      }
      const waiting = this.pending.get(msg.id);
      if (!waiting) {
        if (msg.type === 'error') this.handlers.onStrayError?.(msg.code, msg.message);
        return;
      }
      this.pending.delete(msg.id);
      clearTimeout(waiting.timer);
      if (msg.type === 'result') waiting.resolve(msg.data);
      else waiting.reject(new RtcRequestError(msg.code, msg.message));
      return;
    }
    this.handlers.onNotification(msg);
  }

  private handleClose(code: number): void {
    if (this.closed) return;
    this.closed = true;
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(new RtcRequestError('socket_closed', `socket closed (${code}) while waiting for ${id}`));
    }
    this.pending.clear();
    // Replaced by the same person's newer connection (another tab): reconnecting would knock that one out.
    this.handlers.onClose({ code, expected: this.closing || code === RTC_CLOSE_CODES.replaced });
  }
}

/**
 * The signalling address on this page's own origin. `session` rides in the query because the ingress hashes on it:
 * every participant of one room reaches the same SFU pod (charts/oslonac/README.md).
 */
export function rtcUrl(loc: { protocol: string; host: string }, path: string, session?: string): string {
  const query = session ? `?session=${encodeURIComponent(session)}` : '';
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${path}${query}`;
}
