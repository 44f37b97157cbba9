import { type Bus, consume, type Logger, startErasureConsumer, userErasedSubject } from '@oslonac/kit';
import { UserErased } from '@oslonac/proto/oslonac/events/v1/privacy';
import type { Clock } from './clock';
import { eraseIdentityUser, IDENTITY_SERVICE, recordErasureReport } from './flows/privacy';
import type { PrismaClient } from './store/db';

/** The durable on `<service>`'s stream that counts its erasure reports. */
export function erasureProgressDurable(service: string): string {
  return `identity-erasure-progress-${service}`;
}

/**
 * What identity consumes: its own erasure requests (the kit's erasure consumer: identity keeps the same contract as
 * every service, and cleans up anything left), and `<service>.user.erased.v1` from each expected service's stream,
 * which marks the erasure's progress. Identity marks itself when the account is deleted.
 */
export async function startConsumers(opts: {
  bus: Bus;
  prisma: PrismaClient;
  log: Logger;
  clock: Clock;
  erasureServices: string[];
}): Promise<{ stop(): Promise<void> }> {
  const { bus, prisma, clock } = opts;
  const log = opts.log.child({ component: 'erasure-progress' });
  const consumers = [
    await startErasureConsumer({
      service: IDENTITY_SERVICE,
      bus,
      prisma,
      log: opts.log,
      clock,
      erase: (tx, userId) => eraseIdentityUser(tx, userId),
    }),
  ];
  for (const service of opts.erasureServices) {
    if (service === IDENTITY_SERVICE) continue;
    const stream = await bus.ensureStreamOf(service);
    consumers.push(
      await consume({
        bus,
        stream,
        durable: erasureProgressDurable(service),
        subject: userErasedSubject(service),
        decode: (b) => UserErased.decode(b),
        prisma,
        log,
        handle: async (event, tx) => {
          // The subject names the service; a payload claiming another one is not trusted.
          if (event.service !== service) {
            log.warn({ subject_service: service, payload_service: event.service }, 'erasure report ignored');
            return;
          }
          const now = clock();
          const n = await recordErasureReport(
            tx,
            {
              userId: event.userId,
              service,
              keptRecords: event.keptRecords,
              erasedAt: event.occurredAt ?? now,
            },
            now,
          );
          if (n === 0) log.info({ user_id: event.userId, service }, 'erasure report without an open erasure');
        },
      }),
    );
  }
  return {
    async stop() {
      await Promise.all(consumers.map((c) => c.stop()));
    },
  };
}
