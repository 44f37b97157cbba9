import { Bus, createLogger, OutboxRelay, streamName } from '@oslonac/kit';
import { testNatsUrl, testStreamPrefix, uniqueTestPrefix } from '@oslonac/kit/testing';
import { IDENTITY_SUBJECTS } from '../../src/events';

export interface StoredEvent {
  seq: number;
  subject: string;
  msgId: string;
  type: string;
  data: Uint8Array;
}

export interface EventPipe {
  bus: Bus;
  relay: OutboxRelay;
  stream: string;
  subjectPrefix: string;
  /** Every message in the stream, in order (reads by sequence; independent of consumers). */
  readAll(): Promise<StoredEvent[]>;
  /** Waits until the stream holds at least `n` messages. */
  waitFor(n: number, timeoutMs?: number): Promise<StoredEvent[]>;
  close(): Promise<void>;
}

/** Identity's own relay publishing a test database's outbox to NATS, under a private subject prefix and stream. */
export async function startEventPipe(databaseUrl: string, natsUrl = testNatsUrl()): Promise<EventPipe> {
  const log = createLogger('identity-test-events', process.env.TEST_LOG_LEVEL ?? 'silent');
  const subjectPrefix = uniqueTestPrefix();
  const stream = streamName(testStreamPrefix(subjectPrefix), 'identity');
  const bus = await Bus.connect({ url: natsUrl, name: 'identity-test', log, subjectPrefix });
  await bus.ensureStream(
    stream,
    IDENTITY_SUBJECTS.map((s) => `${subjectPrefix}${s}`),
  );
  const relay = await OutboxRelay.create({
    databaseUrl,
    js: bus.js,
    subjectPrefix,
    log,
    pollMs: 100,
    stream,
  });
  relay.start();

  async function readAll(): Promise<StoredEvent[]> {
    const info = await bus.jsm.streams.info(stream);
    const out: StoredEvent[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
      const m = await bus.jsm.streams.getMessage(stream, { seq });
      if (!m) continue;
      out.push({
        seq: m.seq,
        subject: m.subject,
        msgId: m.header.get('Nats-Msg-Id'),
        type: m.header.get('content-type'),
        data: m.data,
      });
    }
    return out;
  }

  return {
    bus,
    relay,
    stream,
    subjectPrefix,
    readAll,
    async waitFor(n, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const info = await bus.jsm.streams.info(stream).catch(() => null);
        if (info && info.state.messages >= n) return readAll();
        if (Date.now() > until)
          throw new Error(`stream ${stream} has ${info?.state.messages ?? '?'} of ${n} messages`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async close() {
      await relay.stop();
      await bus.jsm.streams.delete(stream).catch(() => {});
      await bus.close();
    },
  };
}

/** Waits until the relay has published every outbox row of the database. */
export async function waitForOutboxDrained(
  prisma: { outbox: { count(args: { where: { publishedAt: null } }): Promise<number> } },
  timeoutMs = 20_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await prisma.outbox.count({ where: { publishedAt: null } })) > 0) {
    if (Date.now() > until) throw new Error('outbox did not drain');
    await new Promise((r) => setTimeout(r, 100));
  }
}
