import {
  JetStreamApiCodes,
  JetStreamApiError,
  type JetStreamClient,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from '@nats-io/jetstream';
import {
  connect,
  type NatsConnection,
  type NodeConnectionOptions,
  nanos,
  nkeyAuthenticator,
} from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { errorSummary } from '../log';
import type { Metrics } from '../metrics';

export type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
export type { NatsConnection } from '@nats-io/transport-node';

/** `${prefix}_${SERVICE}`: one stream per publishing service. */
export function streamName(prefix: string, service: string): string {
  return `${prefix}_${service.toUpperCase().replace(/[^A-Z0-9_-]/g, '_')}`;
}

/**
 * Published ids stay deduplicated this long. The relay marks a row right after its PubAck, so a duplicate
 * can only come from a crash or a lost ack between the two, retried within seconds; 10 min is ample.
 */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export interface BusOptions {
  url: string;
  name: string;
  log: Logger;
  /** Deployment prefix for subjects ('' in production, 't8f3a2.' in tests). */
  subjectPrefix?: string;
  /** Prefix of stream names ('OSLONAC'); the dead-letter stream is `${streamPrefix}_DLQ`. */
  streamPrefix?: string;
  /** This service's own NATS credentials; none means the server needs no authentication (development). */
  auth?: NatsAuth;
  /** Where consumers count what they refuse (events_rejected_total). */
  metrics?: Metrics;
  /** How long one first-connection attempt waits for the server (7 s). */
  firstConnectTimeoutMs?: number;
}

export type NatsAuth = { user: string; password: string } | { nkeySeed: string };

export class Bus {
  readonly subjectPrefix: string;
  readonly streamPrefix: string;
  readonly metrics: Metrics | undefined;
  private closed = false;

  private constructor(
    readonly nc: NatsConnection,
    readonly js: JetStreamClient,
    readonly jsm: JetStreamManager,
    private readonly log: Logger,
    opts: BusOptions,
  ) {
    this.subjectPrefix = opts.subjectPrefix ?? '';
    this.streamPrefix = opts.streamPrefix ?? 'OSLONAC';
    this.metrics = opts.metrics;
  }

  /**
   * Reconnects forever once connected: publishers and consumers ride out a NATS restart. The first connection is
   * tried up to FIRST_CONNECT_ATTEMPTS times when the server stays silent: the client can lose a refusal that
   * arrives together with the server closing the socket and then only times out, which would hide the one line
   * that says which credential was refused.
   */
  static async connect(opts: BusOptions): Promise<Bus> {
    const nc = await connectFirst(opts).catch((err: unknown) => {
      throw explainConnectError(err, opts);
    });
    const jsm = await jetstreamManager(nc);
    const js = jetstream(nc);
    const bus = new Bus(nc, js, jsm, opts.log, opts);
    void bus.watchStatus();
    return bus;
  }

  get dlqStream(): string {
    return `${this.streamPrefix}_DLQ`;
  }

  dlqSubject(subject: string): string {
    return `${this.subjectPrefix}dlq.${subject}`;
  }

  /**
   * The stream another service publishes on (`<streamPrefix>_<SERVICE>`, subjects `<service>.>`), ensured from the
   * consuming side as well, so its durable consumers exist whichever of the two services starts first.
   */
  async ensureStreamOf(service: string): Promise<string> {
    const name = streamName(this.streamPrefix, service);
    await this.ensureStream(name, [`${this.subjectPrefix}${service}.>`]);
    return name;
  }

  /** Creates the stream or widens its subjects; safe when several replicas boot at once. */
  async ensureStream(name: string, subjects: string[], extra: Partial<StreamConfig> = {}): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        const info = await this.jsm.streams.info(name);
        const missing = subjects.filter((s) => !info.config.subjects?.includes(s));
        if (missing.length > 0) {
          await this.jsm.streams.update(name, {
            ...info.config,
            subjects: [...(info.config.subjects ?? []), ...missing],
          });
        }
        return;
      } catch (err) {
        if (!(err instanceof JetStreamApiError) || err.code !== JetStreamApiCodes.StreamNotFound) throw err;
      }
      try {
        await this.jsm.streams.add({
          name,
          subjects,
          storage: StorageType.File,
          retention: RetentionPolicy.Limits,
          duplicate_window: nanos(DUPLICATE_WINDOW_MS),
          max_age: nanos(30 * 24 * 3600 * 1000),
          ...extra,
        });
        this.log.info({ stream: name, subjects }, 'created stream');
        return;
      } catch (err) {
        // Another replica created it between our info() and add(): loop once to reconcile subjects.
        if (attempt >= 2) throw err;
      }
    }
  }

  async ensureDlqStream(): Promise<void> {
    await this.ensureStream(this.dlqStream, [`${this.subjectPrefix}dlq.>`]);
  }

  /** Flushes pending publishes and acks, then closes. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.nc.drain().catch(async () => {
      await this.nc.close();
    });
  }

  private async watchStatus(): Promise<void> {
    for await (const s of this.nc.status()) {
      if (s.type === 'disconnect') this.log.warn({ server: s.server }, 'nats disconnected');
      else if (s.type === 'reconnect') this.log.info({ server: s.server }, 'nats reconnected');
      else if (s.type === 'error') this.log.error({ error: errorSummary(s.error) }, 'nats error');
    }
  }
}

const FIRST_CONNECT_ATTEMPTS = 3;
const FIRST_CONNECT_TIMEOUT_MS = 7_000;

async function connectFirst(opts: BusOptions): Promise<NatsConnection> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect({
        servers: opts.url.split(','),
        name: opts.name,
        reconnect: true,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 250,
        pingInterval: 10_000,
        timeout: opts.firstConnectTimeoutMs ?? FIRST_CONNECT_TIMEOUT_MS,
        ...connectAuth(opts.auth),
      });
    } catch (err) {
      if (!isSilence(err) || attempt >= FIRST_CONNECT_ATTEMPTS) throw err;
      opts.log.warn({ url: opts.url, attempt }, 'nats did not answer the first connection; trying again');
    }
  }
}

function isSilence(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.message === 'timeout');
}

function connectAuth(auth: NatsAuth | undefined): Partial<NodeConnectionOptions> {
  if (!auth) return {};
  if ('nkeySeed' in auth)
    return { authenticator: nkeyAuthenticator(new TextEncoder().encode(auth.nkeySeed)) };
  return { user: auth.user, pass: auth.password };
}

/** An authorization failure names who tried, so a wrong Secret is found from the log line alone. */
function explainConnectError(err: unknown, opts: BusOptions): Error {
  const message = err instanceof Error ? err.message : String(err);
  const denied =
    /authoriz|authenticat|permission/i.test(message) ||
    (err instanceof Error && /AUTH|PERMISSION/.test(String((err as { code?: unknown }).code ?? '')));
  if (!denied) return err instanceof Error ? err : new Error(message);
  const who = !opts.auth
    ? 'without credentials (set NATS_USER and NATS_PASSWORD, or NATS_NKEY_SEED)'
    : 'nkeySeed' in opts.auth
      ? 'with the nkey from NATS_NKEY_SEED'
      : `as NATS user "${opts.auth.user}"`;
  return new Error(`NATS at ${opts.url} refused the connection ${who}: ${message}`, { cause: err });
}
