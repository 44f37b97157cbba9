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
export async function consumerGroup(opts: {
  bus: Bus;
  /** The service whose stream is read, e.g. 'booking'. */
  of: string;
  prisma: TransactionRunner;
  log: Logger;
  retryBaseMs?: number;
}): Promise<{
  add<T>(
    durable: string,
    subject: string,
    type: EventType<T>,
    handle: (tx: Tx, event: T) => Promise<void>,
  ): Promise<void>;
  stop(): Promise<void>;
}> {
  const stream = await opts.bus.ensureStreamOf(opts.of);
  const started: { stop(): Promise<void> }[] = [];
  return {
    async add(durable, subject, type, handle) {
      started.push(
        await consume({
          stream,
          bus: opts.bus,
          durable,
          subject,
          decode: (b) => type.decode(b),
          prisma: opts.prisma,
          log: opts.log.child({ component: durable }),
          ...(opts.retryBaseMs ? { retryBaseMs: opts.retryBaseMs } : {}),
          handle: (event, tx) => handle(tx, event),
        }),
      );
    },
    stop: async () => void (await Promise.all(started.splice(0).map((c) => c.stop()))),
  };
}
