import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { Bus, streamName } from '../src/events/bus';
import { enqueueEvent, outboxSchemaSql } from '../src/events/outbox';
import { OutboxRelay } from '../src/events/relay';
import { pgTransactions } from '../src/events/tx';
import { createLogger } from '../src/log';
import {
  createTestDatabase,
  type TestDatabase,
  testNatsUrl,
  testStreamPrefix,
  uniqueTestPrefix,
} from '../src/testing';
import { silentLog, waitFor } from './helpers';

describe('OutboxRelay when the database drops its connections', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const prefix = uniqueTestPrefix();
  let db: TestDatabase;
  let pool: pg.Pool;
  let bus: Bus;
  let relay: OutboxRelay;

  beforeAll(async () => {
    db = await createTestDatabase('kit_relay_logs');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    await pool.query(outboxSchemaSql());
    bus = await Bus.connect({
      url: testNatsUrl(),
      name: 'relay-logs-test',
      log: silentLog,
      subjectPrefix: prefix,
    });
    const stream = streamName(testStreamPrefix(prefix), 'demo');
    await bus.ensureStream(stream, [`${prefix}demo.>`]);
    relay = await OutboxRelay.create({
      databaseUrl: db.url,
      js: bus.js,
      subjectPrefix: prefix,
      stream,
      log: createLogger('relay-logs-test', 'warn', sink),
      pollMs: 200,
    });
    relay.start();
  });

  afterAll(async () => {
    await relay?.stop();
    await bus?.jsm.streams.delete(streamName(testStreamPrefix(prefix), 'demo')).catch(() => {});
    await bus?.close();
    await pool?.end();
    await db?.drop();
  });

  const publishOne = async (n: number) => {
    await pgTransactions(pool).$transaction((tx) =>
      enqueueEvent(tx, {
        subject: 'demo.thing.happened.v1',
        aggregateId: `agg-${n}`,
        type: 'oslonac.test.v1.ThingHappened',
        payload: new Uint8Array([n]),
      }),
    );
    await waitFor(
      `row ${n} published`,
      async () =>
        Number((await pool.query('SELECT count(*) FROM outbox WHERE published_at IS NULL')).rows[0].count) ===
        0,
    );
  };

  it('logs each lost connection in one short line with the error code and message, and carries on', async () => {
    await publishOne(1);
    expect(relay.isLeader).toBe(true);

    // What a database restart or failover does to the relay's pooled and lock connections.
    const { rows } = await pool.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = $1 AND application_name LIKE 'oslonac-relay%'`,
      [db.name],
    );
    expect(rows.length).toBeGreaterThan(0);

    const relayLines = () => lines.filter((l) => l.includes('outbox relay'));
    await waitFor('the lost connections logged', async () => relayLines().length >= rows.length);
    const errors = relayLines().map((line) => {
      expect(line.length).toBeLessThan(400);
      const entry = JSON.parse(line);
      expect(entry.err).toBeUndefined();
      expect(entry.error).toMatchObject({ type: expect.any(String), message: expect.stringMatching(/\S/) });
      expect(Object.keys(entry.error).every((k) => ['type', 'code', 'message'].includes(k))).toBe(true);
      return entry.error;
    });
    // A connection the server ends while idle reads its reason first; one caught mid-read may only see the socket
    // close ("Connection terminated unexpectedly", no code). The server's own reason comes with its code.
    expect(errors).toContainEqual({
      type: expect.any(String),
      code: '57P01',
      message: 'terminating connection due to administrator command',
    });

    await publishOne(2);
    expect(relay.isLeader).toBe(true);
  });
});
