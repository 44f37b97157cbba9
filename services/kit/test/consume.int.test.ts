import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import pg from 'pg';
import { Bus, streamName } from '../src/events/bus';
import { outboxSql } from '../src/events/outbox';
import { consume } from '../src/events/subscriber';
import { pgTransactions, type TransactionRunner } from '../src/events/tx';
import { createLogger } from '../src/log';
import { Metrics } from '../src/metrics';
import {
  createTestDatabase,
  type TestDatabase,
  testNatsUrl,
  testStreamPrefix,
  uniqueTestPrefix,
} from '../src/testing';
import { readStream, silentLog, waitFor } from './helpers';

interface Demo {
  n: number;
}
const encode = (d: Demo) => new TextEncoder().encode(JSON.stringify(d));
const decodeJson = (b: Uint8Array): Demo => JSON.parse(new TextDecoder().decode(b)) as Demo;

describe('consume', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let prisma: TransactionRunner;
  let bus: Bus;
  let stream: string;
  const prefix = uniqueTestPrefix();
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    db = await createTestDatabase('kit_consume');
    pool = new pg.Pool({ connectionString: db.url });
    await pool.query(outboxSql());
    await pool.query('CREATE TABLE handled (message_id text, n int, trace_id text)');
    prisma = pgTransactions(pool);
    bus = await Bus.connect({
      url: testNatsUrl(),
      name: 'consume-test',
      log: silentLog,
      subjectPrefix: prefix,
      streamPrefix: testStreamPrefix(prefix),
    });
    stream = streamName(testStreamPrefix(prefix), 'demo');
    await bus.ensureStream(stream, [`${prefix}demo.>`]);
  });

  afterAll(async () => {
    for (const stop of stops) await stop();
    if (bus) {
      for (const s of [stream, bus.dlqStream]) await bus.jsm.streams.delete(s).catch(() => {});
      await bus.close();
    }
    await pool?.end();
    await db?.drop();
    propagation.disable();
    context.disable();
  });

  const publish = (subject: string, data: Uint8Array, msgID: string, extra: Record<string, string> = {}) => {
    const h = natsHeaders();
    for (const [k, v] of Object.entries(extra)) h.set(k, v);
    return bus.js.publish(`${prefix}${subject}`, data, { msgID, headers: h });
  };

  const handledRows = async (id?: string) =>
    (
      await pool.query<{ message_id: string; n: number; trace_id: string }>(
        id ? 'SELECT * FROM handled WHERE message_id = $1' : 'SELECT * FROM handled',
        id ? [id] : [],
      )
    ).rows;

  it('handles a redelivered message once and continues the publisher trace', async () => {
    let deliveries = 0;
    let handles = 0;
    const consumer = await consume<Demo>({
      bus,
      stream,
      durable: 'once',
      subject: 'demo.once.v1',
      prisma,
      log: silentLog,
      // The first run outlives the ack wait, so the server redelivers while it is still working.
      ackWaitMs: 1000,
      decode: (b) => {
        deliveries++;
        return decodeJson(b);
      },
      handle: async (event, tx, meta) => {
        handles++;
        const traceId = trace.getActiveSpan()?.spanContext().traceId ?? '';
        await tx.$executeRaw`INSERT INTO handled (message_id, n, trace_id) VALUES (${meta.id}, ${event.n}, ${traceId})`;
        if (handles === 1) await new Promise((r) => setTimeout(r, 1600));
      },
    });
    stops.push(consumer.stop);

    await publish('demo.once.v1', encode({ n: 7 }), 'msg-once-1', {
      traceparent: '00-11112222333344445555666677778888-1111222233334444-01',
    });
    await waitFor('redelivery', async () => deliveries >= 2, 15_000);
    await waitFor('acked', async () => {
      const info = await bus.jsm.consumers.info(stream, 'once');
      return info.num_ack_pending === 0 && info.num_pending === 0;
    });
    expect(handles).toBe(1);
    expect(await handledRows('msg-once-1')).toEqual([
      { message_id: 'msg-once-1', n: 7, trace_id: '11112222333344445555666677778888' },
    ]);
    const inbox = await pool.query("SELECT * FROM inbox WHERE consumer = 'once'");
    expect(inbox.rows.map((r) => r.message_id)).toEqual(['msg-once-1']);
  });

  it('does not handle messages again when a reset durable redelivers them', async () => {
    let handles = 0;
    const first = await consume<Demo>({
      bus,
      stream,
      durable: 'reset',
      subject: 'demo.reset.v1',
      prisma,
      log: silentLog,
      decode: decodeJson,
      handle: async () => {
        handles++;
      },
    });
    await publish('demo.reset.v1', encode({ n: 1 }), 'msg-reset-1');
    await publish('demo.reset.v1', encode({ n: 2 }), 'msg-reset-2');
    await waitFor('both handled', async () => handles === 2);
    await first.stop();

    // Deleting and recreating the durable redelivers the whole stream.
    await bus.jsm.consumers.delete(stream, 'reset');
    let deliveries = 0;
    const second = await consume<Demo>({
      bus,
      stream,
      durable: 'reset',
      subject: 'demo.reset.v1',
      prisma,
      log: silentLog,
      decode: (b) => {
        deliveries++;
        return decodeJson(b);
      },
      handle: async () => {
        handles++;
      },
    });
    stops.push(second.stop);
    await waitFor('redelivered', async () => deliveries === 2);
    await publish('demo.reset.v1', encode({ n: 3 }), 'msg-reset-3');
    await waitFor('new one handled', async () => handles === 3);
    expect(deliveries).toBe(3);
  });

  it('dead-letters a message after maxDeliver failures, rolling back each attempt', async () => {
    let attempts = 0;
    const consumer = await consume<Demo>({
      bus,
      stream,
      durable: 'failing',
      subject: 'demo.failing.v1',
      prisma,
      log: silentLog,
      maxDeliver: 3,
      retryBaseMs: 50,
      decode: decodeJson,
      handle: async (event, tx, meta) => {
        attempts++;
        await tx.$executeRaw`INSERT INTO handled (message_id, n) VALUES (${meta.id}, ${event.n})`;
        throw new Error(`cannot handle ${event.n}`);
      },
    });
    stops.push(consumer.stop);
    await publish('demo.failing.v1', encode({ n: 13 }), 'msg-fail-1');

    const [dead] = await waitFor('dead letter', async () => {
      const msgs = await readStream(bus.jsm, bus.dlqStream).catch(() => []);
      return msgs.length > 0 ? msgs : null;
    });
    expect(attempts).toBe(3);
    expect(dead?.subject).toBe(`${prefix}dlq.demo.failing.v1`);
    expect(dead?.headers['oslonac-dlq-reason']).toBe('cannot handle 13');
    expect(dead?.headers['oslonac-dlq-consumer']).toBe('failing');
    expect(dead?.headers['oslonac-dlq-deliveries']).toBe('3');
    expect(decodeJson(dead?.data ?? new Uint8Array())).toEqual({ n: 13 });
    expect(await handledRows('msg-fail-1')).toEqual([]);
    expect((await pool.query("SELECT 1 FROM inbox WHERE consumer = 'failing'")).rowCount).toBe(0);

    // Terminated: no further attempts.
    await new Promise((r) => setTimeout(r, 500));
    expect(attempts).toBe(3);
    const info = await bus.jsm.consumers.info(stream, 'failing');
    expect(info.num_ack_pending).toBe(0);
  });

  describe('subjects outside the contract', () => {
    let metrics: Metrics;
    let guarded: Bus;
    const lines: Array<Record<string, unknown>> = [];
    const log = createLogger('consume-test', 'warn', {
      write: (line: string) => {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    });

    beforeAll(async () => {
      metrics = Metrics.create({ defaultMetrics: false });
      guarded = await Bus.connect({
        url: testNatsUrl(),
        name: 'consume-guard-test',
        log: silentLog,
        subjectPrefix: prefix,
        streamPrefix: testStreamPrefix(prefix),
        metrics,
      });
    });
    afterAll(async () => {
      await guarded?.close();
    });

    const rejected = async (consumer: string) =>
      (await metrics.eventsRejected.get()).values.find((v) => v.labels.consumer === consumer)?.value ?? 0;
    const settled = (durable: string) =>
      waitFor(`${durable} acked everything`, async () => {
        const info = await bus.jsm.consumers.info(stream, durable);
        return info.num_ack_pending === 0 && info.num_pending === 0;
      });

    it('acks and drops what a wildcard filter brings beyond the declared subjects', async () => {
      const handled: string[] = [];
      const consumer = await consume<Demo>({
        bus: guarded,
        stream,
        durable: 'guarded-wide',
        subject: 'demo.wide.*',
        subjects: ['demo.wide.allowed'],
        prisma,
        log,
        decode: decodeJson,
        handle: async (_event, _tx, meta) => {
          handled.push(meta.subject);
        },
      });
      stops.push(consumer.stop);
      await publish('demo.wide.forged', encode({ n: 1 }), 'msg-wide-forged');
      await publish('demo.wide.allowed', encode({ n: 2 }), 'msg-wide-allowed');
      await waitFor('allowed handled', async () => handled.length === 1);
      await settled('guarded-wide');
      expect(handled).toEqual([`${prefix}demo.wide.allowed`]);
      expect(await rejected('guarded-wide')).toBe(1);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          subject: `${prefix}demo.wide.forged`,
          msg: 'event on a subject this consumer does not accept, dropped',
        }),
      );
      // Not handled means not recorded either: the forged id never reaches the inbox, nor the dead letters.
      expect((await pool.query("SELECT 1 FROM inbox WHERE message_id = 'msg-wide-forged'")).rowCount).toBe(0);
      const dead = await readStream(bus.jsm, bus.dlqStream).catch(() => []);
      expect(dead.some((m) => m.subject.endsWith('demo.wide.forged'))).toBe(false);
    });

    it('refuses to start with a wildcard filter and no declared subjects', async () => {
      await expect(
        consume<Demo>({
          bus: guarded,
          stream,
          durable: 'guarded-undeclared',
          subject: 'demo.>',
          prisma,
          log,
          decode: decodeJson,
          handle: async () => {},
        }),
      ).rejects.toThrow(/list the subjects/);
      await expect(
        consume<Demo>({
          bus: guarded,
          stream,
          durable: 'guarded-undeclared',
          subject: 'demo.>',
          subjects: ['demo.*.v1'],
          prisma,
          log,
          decode: decodeJson,
          handle: async () => {},
        }),
      ).rejects.toThrow(/must be exact/);
    });
  });

  it('dead-letters an undecodable message at once', async () => {
    let handles = 0;
    const consumer = await consume<Demo>({
      bus,
      stream,
      durable: 'poison',
      subject: 'demo.poison.v1',
      prisma,
      log: silentLog,
      decode: decodeJson,
      handle: async () => {
        handles++;
      },
    });
    stops.push(consumer.stop);
    await publish('demo.poison.v1', new TextEncoder().encode('{not json'), 'msg-poison-1');
    const dead = await waitFor('poison dead letter', async () => {
      const msgs = await readStream(bus.jsm, bus.dlqStream);
      return msgs.find((m) => m.subject === `${prefix}dlq.demo.poison.v1`);
    });
    expect(dead.headers['oslonac-dlq-deliveries']).toBe('1');
    expect(handles).toBe(0);
  });
});
