import type { JetStreamClient } from '@nats-io/jetstream';
import { headers as natsHeaders } from '@nats-io/transport-node';
import pg from 'pg';
import type { Logger } from 'pino';
import { errorSummary } from '../log';
import type { Metrics } from '../metrics';
import { onOutboxWrite } from './outbox';

// Session advisory lock held by the one active relay of a database ('obrx').
const RELAY_LOCK = 0x6f627278;
const MAX_BACKOFF_MS = 5000;
/** After this process writes an event the relay looks every CHASE_STEP_MS for CHASE_MS: the commit follows soon. */
const CHASE_MS = 1000;
const CHASE_STEP_MS = 10;
/** A standby asks for the lock this often (each try is a new connection). */
const STANDBY_RETRY_MS = 2000;
/** The lag gauges are refreshed at least this often when a pass finds no row. */
const LAG_EVERY_MS = 1000;

export interface OutboxRelayOptions {
  databaseUrl: string;
  js: JetStreamClient;
  subjectPrefix: string;
  log: Logger;
  /**
   * How often the active relay looks for rows written by other processes (other replicas, seeds, tools); rows
   * written in this process are chased at once (250 ms).
   */
  pollMs?: number;
  /** When set, JetStream rejects a publish that would land in any other stream. */
  stream?: string;
  metrics?: Metrics;
  batchSize?: number;
  publishTimeoutMs?: number;
}

interface OutboxRow {
  id: string;
  subject: string;
  aggregate_id: string;
  type: string;
  payload: Buffer;
  headers: Record<string, string> | null;
}

/**
 * Moves committed outbox rows to JetStream, oldest first, with Nats-Msg-Id = row id so that a retry after a
 * lost ack or a crash is dropped by JetStream's duplicate window. Only the holder of the advisory lock
 * publishes, and it stops at the first failed row, so order per aggregate survives outages and replicas.
 */
export class OutboxRelay {
  private readonly pool: pg.Pool;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly publishTimeoutMs: number;
  private lockClient: pg.Client | null = null;
  private running = false;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private pendingWake = false;
  private exclusive: Promise<unknown> = Promise.resolve();
  private chaseUntil = 0;
  private lagAt = 0;
  private stopListening: (() => void) | null = null;

  private constructor(private readonly opts: OutboxRelayOptions) {
    this.pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 2,
      application_name: 'oslonac-relay',
    });
    // An idle connection that dies (database restart, failover) reports here; the next query opens a new one.
    this.pool.on('error', (err) => opts.log.warn({ error: errorSummary(err) }, 'outbox relay pool error'));
    this.pollMs = opts.pollMs ?? 250;
    this.batchSize = opts.batchSize ?? 200;
    this.publishTimeoutMs = opts.publishTimeoutMs ?? 2000;
  }

  static async create(opts: OutboxRelayOptions): Promise<OutboxRelay> {
    const relay = new OutboxRelay(opts);
    // Fail at boot, not later, when the database or the outbox table is missing.
    await relay.pool.query('SELECT 1 FROM outbox LIMIT 1');
    return relay;
  }

  get isLeader(): boolean {
    return this.lockClient !== null;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopListening = onOutboxWrite(() => {
      this.chaseUntil = Date.now() + CHASE_MS;
      this.wake();
    });
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.running = false;
    this.stopListening?.();
    this.wake();
    await this.loop;
    this.loop = null;
    await this.exclusive.catch(() => {});
    await this.releaseLock();
    await this.pool.end();
  }

  /** Publishes everything pending now (if this relay can hold the lock); returns how many rows it published. */
  drainOnce(): Promise<number> {
    return this.serialised(async () => {
      if (!(await this.acquireLock())) return 0;
      return this.publishPending();
    });
  }

  private serialised<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.exclusive.catch(() => {}).then(fn);
    this.exclusive = next;
    return next;
  }

  private wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  private sleep(ms: number): Promise<void> {
    if (this.pendingWake) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const t = setTimeout(done, ms);
      const self = this;
      function done() {
        clearTimeout(t);
        self.wakeUp = null;
        self.pendingWake = false;
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private async run(): Promise<void> {
    let backoff = 0;
    while (this.running) {
      try {
        await this.drainOnce();
        backoff = 0;
        const chasing = Date.now() < this.chaseUntil;
        await this.sleep(chasing ? CHASE_STEP_MS : this.isLeader ? this.pollMs : STANDBY_RETRY_MS);
      } catch (err) {
        backoff = Math.min(MAX_BACKOFF_MS, backoff === 0 ? 100 : backoff * 2);
        this.opts.log.warn({ error: errorSummary(err), retryInMs: backoff }, 'outbox relay pass failed');
        // A failing publish keeps waiting out the backoff even if new rows are written meanwhile.
        await new Promise((r) => setTimeout(r, backoff));
      }
    }
  }

  private async acquireLock(): Promise<boolean> {
    if (this.lockClient) return true;
    if (this.stopped) return false;
    const client = new pg.Client({
      connectionString: this.opts.databaseUrl,
      application_name: 'oslonac-relay-lock',
    });
    client.on('error', (err) => {
      this.opts.log.warn({ error: errorSummary(err) }, 'outbox relay lost its lock connection');
      if (this.lockClient === client) this.lockClient = null;
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
        RELAY_LOCK,
      ]);
      if (!rows[0]?.ok) {
        await client.end();
        return false;
      }
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    this.lockClient = client;
    this.opts.log.info('outbox relay is the active publisher');
    return true;
  }

  private async releaseLock(): Promise<void> {
    const client = this.lockClient;
    this.lockClient = null;
    // Ending the session releases the advisory lock.
    await client?.end().catch(() => {});
  }

  private async publishPending(): Promise<number> {
    let total = 0;
    let seen = 0;
    try {
      for (;;) {
        const { rows } = await this.pool.query<OutboxRow>(
          `SELECT id::text, subject, aggregate_id, type, payload, headers
             FROM outbox WHERE published_at IS NULL ORDER BY id LIMIT $1`,
          [this.batchSize],
        );
        if (rows.length === 0) break;
        seen += rows.length;
        const done: string[] = [];
        try {
          for (const row of rows) {
            await this.publish(row);
            done.push(row.id);
          }
        } finally {
          if (done.length > 0) {
            await this.pool.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[])', [
              done,
            ]);
            total += done.length;
          }
        }
        if (rows.length < this.batchSize) break;
      }
    } finally {
      // An empty pass (most of them while chasing) changes nothing the gauges show, until time itself does.
      if (seen > 0 || Date.now() - this.lagAt >= LAG_EVERY_MS) await this.updateLag();
    }
    if (total > 0) this.opts.log.debug({ published: total }, 'outbox relay published');
    return total;
  }

  private async publish(row: OutboxRow): Promise<void> {
    const h = natsHeaders();
    for (const [k, v] of Object.entries(row.headers ?? {})) if (typeof v === 'string') h.set(k, v);
    h.set('content-type', `application/x-protobuf; messageType=${row.type}`);
    h.set('oslonac-aggregate-id', row.aggregate_id);
    await this.opts.js.publish(`${this.opts.subjectPrefix}${row.subject}`, row.payload, {
      msgID: row.id,
      headers: h,
      timeout: this.publishTimeoutMs,
      ...(this.opts.stream ? { expect: { streamName: this.opts.stream } } : {}),
    });
  }

  private async updateLag(): Promise<void> {
    if (!this.opts.metrics) return;
    this.lagAt = Date.now();
    try {
      const { rows } = await this.pool.query<{ lag: number | null; pending: string }>(
        `SELECT EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS lag, count(*)::text AS pending
           FROM outbox WHERE published_at IS NULL`,
      );
      this.opts.metrics.outboxLag.set(rows[0]?.lag ?? 0);
      this.opts.metrics.outboxPending.set(Number(rows[0]?.pending ?? 0));
    } catch {
      // Metrics must never stop the relay.
    }
  }
}
