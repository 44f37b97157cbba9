import type { Logger } from 'pino';
import type { Bus } from './bus';
import { consume } from './subscriber';
import type { TransactionRunner, Tx } from './tx';

/** A generated event message type (ts-proto): what a consumer decodes its payload with. */
export interface EventType<T> {
  decode(bytes: Uint8Array): T;
}

/**
 * The durable consumers a service keeps on another service's stream: one per fact, each with its own durable name
 * (the inbox makes redelivery harmless), logging as its durable, stopped together.
 */
/** What a service's `startConsumers` takes: main.ts passes the service's bus and deps, tests a short retry. */
export interface ConsumersStart<D extends { prisma: TransactionRunner; log: Logger }> {
  bus: Bus;
  deps: D;
  retryBaseMs?: number;
}

/** `of`: the service whose stream is read, e.g. 'booking'. */
export async function consumerGroup(
  of: string,
  start: ConsumersStart<{ prisma: TransactionRunner; log: Logger }>,
): Promise<{
  add<T>(
    durable: string,
    subject: string,
    type: EventType<T>,
    handle: (tx: Tx, event: T) => Promise<void>,
  ): Promise<void>;
  stop(): Promise<void>;
}> {
  const { bus, deps, retryBaseMs } = start;
  const stream = await bus.ensureStreamOf(of);
  const started: { stop(): Promise<void> }[] = [];
  return {
    async add(durable, subject, type, handle) {
      started.push(
        await consume({
          stream,
          bus,
          durable,
          subject,
          decode: (b) => type.decode(b),
          prisma: deps.prisma,
          log: deps.log.child({ component: durable }),
          ...(retryBaseMs ? { retryBaseMs } : {}),
          handle: (event, tx) => handle(tx, event),
        }),
      );
    },
    stop: async () => void (await Promise.all(started.splice(0).map((c) => c.stop()))),
  };
}
