import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { context, propagation, TraceFlags, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import pg from 'pg';
import { Bus, streamName } from '../src/events/bus';
import { enqueueEvent, outboxSchemaSql } from '../src/events/outbox';
import { OutboxRelay } from '../src/events/relay';
import { pgTransactions, type TransactionRunner } from '../src/events/tx';
import { Metrics } from '../src/metrics';
import {
  createTestDatabase,
  type NatsServerHandle,
  startNatsServer,
  type TestDatabase,
  testStreamPrefix,
  uniqueTestPrefix,
} from '../src/testing';
import { readStream, silentLog, waitFor } from './helpers';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('OutboxRelay', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let tx: TransactionRunner;
  let storeDir: string;
  let nats: NatsServerHandle;
  let bus: Bus;
  let relay: OutboxRelay;
  let stream: string;
  const prefix = uniqueTestPrefix();
  const metrics = Metrics.create({ defaultMetrics: false });

  beforeAll(async () => {
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    db = await createTestDatabase('kit_relay');
    pool = new pg.Pool({ connectionString: db.url });
    await pool.query(outboxSchemaSql());
    tx = pgTransactions(pool);
    storeDir = await mkdtemp(join(tmpdir(), 'kit-nats-'));
    nats = await startNatsServer({ storeDir });
    bus = await Bus.connect({ url: nats.url, name: 'relay-test', log: silentLog, subjectPrefix: prefix });
    stream = streamName(testStreamPrefix(prefix), 'demo');
    await bus.ensureStream(stream, [`${prefix}demo.>`]);
    // A long poll interval: prompt delivery below can only come from the writer waking the relay.
    relay = await OutboxRelay.create({
      databaseUrl: db.url,
      js: bus.js,
      subjectPrefix: prefix,
      stream,
      log: silentLog,
      pollMs: 60_000,
      publishTimeoutMs: 500,
      metrics,
    });
    relay.start();
  });

  afterAll(async () => {
    await relay?.stop();
    await bus?.close();
    await nats?.stop();
    await pool?.end();
    await db?.drop();
    propagation.disable();
    context.disable();
    if (storeDir) await rm(storeDir, { recursive: true, force: true });
  });

  const enqueue = (aggregateId: string, n: number) =>
    tx.$transaction((t) =>
      enqueueEvent(t, {
        subject: `demo.thing.happened.v1`,
        aggregateId,
        type: 'oslonac.test.v1.ThingHappened',
        payload: new TextEncoder().encode(JSON.stringify({ aggregateId, n })),
      }),
    );

  const unpublished = async () =>
    Number((await pool.query('SELECT count(*) FROM outbox WHERE published_at IS NULL')).rows[0].count);

  it('publishes a row this process committed promptly, with id, type and trace headers', async () => {
    const parent = trace.setSpanContext(context.active(), {
      traceId: TRACE_ID,
      spanId: '00f067aa0ba902b7',
      traceFlags: TraceFlags.SAMPLED,
    });
    const started = Date.now();
    const id = await context.with(parent, () => enqueue('agg-0', 0));
    await waitFor('first row published', async () => (await unpublished()) === 0, 5000);
    expect(Date.now() - started).toBeLessThan(5000);

    const [msg] = await readStream(bus.jsm, stream);
    expect(msg?.msgId).toBe(id);
    expect(msg?.subject).toBe(`${prefix}demo.thing.happened.v1`);
    expect(msg?.headers['content-type']).toBe(
      'application/x-protobuf; messageType=oslonac.test.v1.ThingHappened',
    );
    expect(msg?.headers['oslonac-aggregate-id']).toBe('agg-0');
    expect(msg?.headers.traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-00f067aa0ba902b7-01$`));
    expect(JSON.parse(new TextDecoder().decode(msg?.data))).toEqual({ aggregateId: 'agg-0', n: 0 });
    expect(relay.isLeader).toBe(true);
  });

  it('holds rows while NATS is down and delivers each exactly once, in order per aggregate, after restart', async () => {
    await nats.kill();
    const ids: string[] = [];
    // Interleaved writes to three aggregates, each in its own transaction.
    for (let n = 1; n <= 30; n++) ids.push(await enqueue(`agg-${n % 3}`, n));
    await new Promise((r) => setTimeout(r, 1500));
    expect(await unpublished()).toBe(30);
    const lag = (await metrics.outboxLag.get()).values[0]?.value ?? 0;
    expect(lag).toBeGreaterThan(0.5);

    await nats.restart();
    await waitFor('outbox drained after restart', async () => (await unpublished()) === 0, 30_000);

    const info = await bus.jsm.streams.info(stream);
    expect(info.state.messages).toBe(31);
    const msgs = await readStream(bus.jsm, stream);
    const msgIds = msgs.map((m) => m.msgId);
    expect(new Set(msgIds).size).toBe(31);
    expect(msgIds.slice(1).sort()).toEqual([...ids].sort());
    for (const agg of ['agg-0', 'agg-1', 'agg-2']) {
      const ns = msgs
        .filter((m) => m.headers['oslonac-aggregate-id'] === agg)
        .map((m) => (JSON.parse(new TextDecoder().decode(m.data)) as { n: number }).n);
      expect(ns).toEqual([...ns].sort((a, b) => a - b));
    }
    expect((await metrics.outboxLag.get()).values[0]?.value).toBe(0);
  });

  it('lets a second relay on the same database stand by, and JetStream drops re-published ids', async () => {
    const standby = await OutboxRelay.create({
      databaseUrl: db.url,
      js: bus.js,
      subjectPrefix: prefix,
      stream,
      log: silentLog,
    });
    try {
      await enqueue('agg-9', 99);
      expect(await standby.drainOnce()).toBe(0);
      expect(standby.isLeader).toBe(false);
      await waitFor('leader published', async () => (await unpublished()) === 0, 5000);

      // Simulate a crash between PubAck and UPDATE: the row is published again with the same Nats-Msg-Id.
      await pool.query('UPDATE outbox SET published_at = NULL');
      expect(await relay.drainOnce()).toBe(32);
      expect(await unpublished()).toBe(0);
      expect((await bus.jsm.streams.info(stream)).state.messages).toBe(32);
    } finally {
      await standby.stop();
    }
  });

  it('sends no NOTIFY when a transaction writes an event (it would serialise every such commit in the cluster)', async () => {
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on('notification', (n) => heard.push(n.channel));
      await listener.query('LISTEN oslonac_outbox');
      await enqueue('agg-quiet', 1);
      // Notifications reach a listening session before its next query answers.
      await listener.query('SELECT 1');
      expect(heard).toEqual([]);
    } finally {
      await listener.end();
    }
  });

  it('finds a row another process wrote at its next poll', async () => {
    const polling = await OutboxRelay.create({
      databaseUrl: db.url,
      js: bus.js,
      subjectPrefix: prefix,
      stream,
      log: silentLog,
      pollMs: 100,
    });
    await relay.stop();
    polling.start();
    try {
      // Written as another process would: no outboxRow() here, so nothing in this process wakes the relay.
      await pool.query(
        `INSERT INTO outbox (id, subject, aggregate_id, type, payload) VALUES (gen_random_uuid(), 'demo.thing.happened.v1', 'agg-other', 'oslonac.test.v1.ThingHappened', '\\x7b7d')`,
      );
      await waitFor('row from another process published', async () => (await unpublished()) === 0, 5000);
    } finally {
      await polling.stop();
    }
  });
});
