import { AckPolicy, DeliverPolicy, type JsMsg } from '@nats-io/jetstream';
import { type MsgHdrs, nanos, headers as natsHeaders } from '@nats-io/transport-node';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  trace,
} from '@opentelemetry/api';
import * as Sentry from '@sentry/node';
import type { Logger } from 'pino';
import { TRANSACTION_OPTIONS } from '../db/prisma';
import { errorSummary } from '../log';
import type { Bus } from './bus';
import type { TransactionRunner, Tx } from './tx';

const tracer = trace.getTracer('@oslonac/kit/events');

const headerGetter: TextMapGetter<MsgHdrs | undefined> = {
  keys: (h) => (h ? h.keys() : []),
  get: (h, key) => h?.get(key) || undefined,
};

export interface ConsumeOptions<T> {
  bus: Bus;
  stream: string;
  durable: string;
  /**
   * The consumer's filter, without the deployment prefix (the bus adds it), e.g. 'identity.user.registered.v1';
   * wildcards allowed when `subjects` lists what the filter may bring.
   */
  subject: string;
  /**
   * The exact subjects this consumer's contract accepts (no wildcards, no prefix); default `[subject]`. A message on
   * any other subject (a forged publish, a wider filter left on an old durable) is acked and dropped, never handled.
   */
  subjects?: string[];
  decode: (b: Uint8Array) => T;
  prisma: TransactionRunner;
  log: Logger;
  /** Deliveries before the message goes to the dead-letter stream. */
  maxDeliver?: number;
  /** How long the server waits for an ack before redelivering. */
  ackWaitMs?: number;
  /** First retry delay after a failed delivery; doubles per delivery, capped at 30 s. */
  retryBaseMs?: number;
  handle: (event: T, tx: Tx, meta: { id: string; subject: string }) => Promise<void>;
}

/**
 * Durable pull consumer. Each message is handled in one database transaction that also inserts its id into
 * `inbox`, so a redelivery (lost ack, restart, consumer reset) is acked without running the handler again.
 * A message that keeps failing (or cannot be decoded) is published to `<prefix>dlq.<subject>` and terminated.
 */
export async function consume<T>(opts: ConsumeOptions<T>): Promise<{ stop(): Promise<void> }> {
  const { bus, stream, durable, log } = opts;
  const maxDeliver = opts.maxDeliver ?? 5;
  const retryBaseMs = opts.retryBaseMs ?? 250;
  const filter = `${bus.subjectPrefix}${opts.subject}`;
  const clog = log.child({ consumer: durable, stream });
  const allowed = allowedSubjects(opts.subject, opts.subjects, bus.subjectPrefix);

  await bus.ensureDlqStream();
  // The server never gives up on its own (max_deliver -1): the kit counts deliveries and dead-letters, so a
  // message is not silently dropped if the dead-letter publish itself fails.
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: filter,
    max_deliver: -1,
    ack_wait: nanos(opts.ackWaitMs ?? 30_000),
  };
  try {
    await bus.jsm.consumers.add(stream, config);
  } catch (err) {
    const info = await bus.jsm.consumers.info(stream, durable).catch(() => null);
    if (!info) throw err;
    await bus.jsm.consumers.update(stream, durable, { ack_wait: config.ack_wait, max_deliver: -1 });
  }
  const consumer = await bus.js.consumers.get(stream, durable);
  const messages = await consumer.consume({ max_messages: 64 });
  let stopped = false;

  async function deadLetter(m: JsMsg, reason: string): Promise<void> {
    const h = natsHeaders();
    for (const k of m.headers?.keys() ?? []) {
      if (!k.toLowerCase().startsWith('nats-')) for (const v of m.headers?.values(k) ?? []) h.append(k, v);
    }
    h.set('oslonac-dlq-reason', reason.slice(0, 1000).replace(/[\r\n]+/g, ' '));
    h.set('oslonac-dlq-consumer', durable);
    h.set('oslonac-dlq-stream', m.info.stream);
    h.set('oslonac-dlq-stream-seq', String(m.seq));
    h.set('oslonac-dlq-deliveries', String(m.info.deliveryCount));
    const original = m.subject.startsWith(bus.subjectPrefix)
      ? m.subject.slice(bus.subjectPrefix.length)
      : m.subject;
    await bus.js.publish(bus.dlqSubject(original), m.data, {
      headers: h,
      msgID: `dlq:${durable}:${m.info.stream}:${m.seq}`,
      expect: { streamName: bus.dlqStream },
    });
  }

  async function handleOne(m: JsMsg): Promise<void> {
    if (!allowed.has(m.subject)) {
      // Acked, not dead-lettered: no retry can make it acceptable, and it must not reach the handler.
      m.ack();
      bus.metrics?.eventsRejected.inc({ consumer: durable, reason: 'subject_not_allowed' });
      clog.warn(
        { subject: m.subject, stream_seq: m.seq, message_id: m.headers?.get('Nats-Msg-Id') || undefined },
        'event on a subject this consumer does not accept, dropped',
      );
      return;
    }
    const id = m.headers?.get('Nats-Msg-Id') || `${m.info.stream}:${m.seq}`;
    const parent = propagation.extract(ROOT_CONTEXT, m.headers, headerGetter);
    const span = tracer.startSpan(
      `${opts.subject} process`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          'messaging.system': 'nats',
          'messaging.destination.name': m.subject,
          'messaging.message.id': id,
          'messaging.consumer.group.name': durable,
        },
      },
      parent,
    );
    await context.with(trace.setSpan(parent, span), async () => {
      const mlog = clog.child({ message_id: id, subject: m.subject, delivery: m.info.deliveryCount });
      let event: T;
      try {
        event = opts.decode(m.data);
      } catch (err) {
        // Decoding never succeeds on a retry: dead-letter at once.
        await failed(m, err, mlog, true);
        span.end();
        return;
      }
      try {
        const handled = await opts.prisma.$transaction(async (tx) => {
          const inserted =
            await tx.$executeRaw`INSERT INTO inbox (consumer, message_id) VALUES (${durable}, ${id}) ON CONFLICT DO NOTHING`;
          if (inserted === 0) return false;
          await opts.handle(event, tx, { id, subject: m.subject });
          return true;
        }, TRANSACTION_OPTIONS);
        if (!handled) mlog.info('duplicate delivery, already handled');
        m.ack();
      } catch (err) {
        span.recordException(err as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        await failed(m, err, mlog, false);
      } finally {
        span.end();
      }
    });
  }

  async function failed(m: JsMsg, err: unknown, mlog: Logger, poison: boolean): Promise<void> {
    const deliveries = m.info.deliveryCount;
    if (poison || deliveries >= maxDeliver) {
      try {
        await deadLetter(m, (err as Error)?.message ?? String(err));
        m.term();
        mlog.error(
          { error: errorSummary(err), deliveries },
          'event handler failed for good, moved to dead-letter stream',
        );
        Sentry.captureException(err, { tags: { consumer: durable } });
      } catch (dlqErr) {
        mlog.error({ error: errorSummary(dlqErr) }, 'dead-letter publish failed, will retry');
        m.nak(retryBaseMs * 8);
      }
      return;
    }
    mlog.warn({ error: errorSummary(err), deliveries }, 'event handler failed, will retry');
    m.nak(Math.min(30_000, retryBaseMs * 2 ** (deliveries - 1)));
  }

  const loop = (async () => {
    try {
      for await (const m of messages) {
        await handleOne(m);
        if (stopped) break;
      }
    } catch (err) {
      if (!stopped) clog.error({ error: errorSummary(err) }, 'consumer stopped unexpectedly');
    }
  })();

  clog.info({ subject: filter }, 'consuming');
  return {
    async stop() {
      stopped = true;
      await messages.close();
      await loop;
    },
  };
}

function allowedSubjects(subject: string, declared: string[] | undefined, prefix: string): Set<string> {
  const list = declared ?? [subject];
  if (list.length === 0) throw new Error('consume: `subjects` must name at least one subject');
  for (const s of list) {
    if (/(^|\.)(\*|>)(\.|$)/.test(s)) {
      throw new Error(
        declared
          ? `consume: subjects must be exact, not ${s}`
          : `consume: the filter ${s} has wildcards; list the subjects it may bring in \`subjects\``,
      );
    }
  }
  return new Set(list.map((s) => `${prefix}${s}`));
}
