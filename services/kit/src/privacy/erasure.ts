// GDPR Art. 17 (right to erasure), the part every service shares. Identity removes the person's account and
// publishes identity.user.erasure_requested.v1; each service runs `startErasureConsumer`, which in ONE transaction
// (with the inbox row that makes redeliveries no-ops) runs the service's own `erase`, shreds the data keys it names
// (crypto-erasure: whatever was sealed for them can never be opened again, backups included) and writes
// <service>.user.erased.v1 to the outbox. Identity counts those to show the person how far the deletion has come.
//
// API (kept stable for every service):
//   startErasureConsumer({ service, bus, prisma, log, erase, clock?, durable? }) → Promise<{ stop() }>
//   erase: (tx, userId, ctx: { messageId, requestedAt, log }) => Promise<{ ownerKeys: string[]; keptRecords?: number }>
import { UserErasureRequested } from '@oslonac/proto/oslonac/events/v1/identity';
import { UserErased } from '@oslonac/proto/oslonac/events/v1/privacy';
import { shredOwnerKeys } from '../crypto/envelope';
import type { Bus } from '../events/bus';
import { enqueueEvent } from '../events/outbox';
import { consume } from '../events/subscriber';
import type { TransactionRunner, Tx } from '../events/tx';
import type { Logger } from '../log';

/** Identity's fact that starts every service's erasure (on identity's stream). */
export const ERASURE_REQUESTED_SUBJECT = 'identity.user.erasure_requested.v1';
export const USER_ERASED_TYPE = 'oslonac.events.v1.UserErased';
export const ERASURE_REQUESTED_TYPE = 'oslonac.events.v1.UserErasureRequested';

/** The subject a service announces a finished erasure on: `<service>.user.erased.v1`. */
export function userErasedSubject(service: string): string {
  return `${service}.user.erased.v1`;
}

/** The durable name of a service's erasure consumer on identity's stream. */
export function erasureDurable(service: string): string {
  return `${service}-user-erasure`;
}

export interface ErasureContext {
  /** The request's message id (stable across redeliveries). */
  messageId: string;
  /** When identity accepted the request (the event's occurred_at). */
  requestedAt: Date;
  log: Logger;
}

export interface ErasureResult {
  /** Owner ids (as given to EnvelopeCrypto.encrypt) whose data keys are deleted in the same transaction. */
  ownerKeys: string[];
  /** Rows kept because the law requires them (invoices…), stripped of anything personal beyond what is required. */
  keptRecords?: number;
}

export type EraseFn = (tx: Tx, userId: string, ctx: ErasureContext) => Promise<ErasureResult>;

export interface ErasureConsumerOptions {
  /** This service's name as in its subjects: 'therapists', 'booking', 'admin', 'identity'. */
  service: string;
  bus: Bus;
  prisma: TransactionRunner;
  log: Logger;
  /** Removes or anonymises every row of the person; must be idempotent (it may find nothing). */
  erase: EraseFn;
  clock?: () => Date;
  /** Default `<service>-user-erasure`. */
  durable?: string;
  /** Passed on to `consume` (tests shorten them). */
  ackWaitMs?: number;
  retryBaseMs?: number;
}

/**
 * Consumes identity.user.erasure_requested.v1 and erases the person in this service. A failing `erase` rolls the
 * whole transaction back (nothing half-erased, no event) and the message is retried, then dead-lettered.
 */
export async function startErasureConsumer(opts: ErasureConsumerOptions): Promise<{ stop(): Promise<void> }> {
  const { service, bus, log } = opts;
  if (!/^[a-z][a-z0-9_-]*$/.test(service))
    throw new Error(`startErasureConsumer: bad service name ${service}`);
  const clock = opts.clock ?? (() => new Date());
  const stream = await bus.ensureStreamOf('identity');
  // Our own stream too, so the relay can publish UserErased even before anyone consumes it.
  await bus.ensureStreamOf(service);
  const elog = log.child({ component: 'erasure' });
  return consume({
    bus,
    stream,
    durable: opts.durable ?? erasureDurable(service),
    subject: ERASURE_REQUESTED_SUBJECT,
    decode: (b) => UserErasureRequested.decode(b),
    prisma: opts.prisma,
    log: elog,
    ...(opts.ackWaitMs ? { ackWaitMs: opts.ackWaitMs } : {}),
    ...(opts.retryBaseMs ? { retryBaseMs: opts.retryBaseMs } : {}),
    handle: async (event, tx, meta) => {
      if (!event.userId) throw new Error('erasure request without a user id');
      const result = await opts.erase(tx, event.userId, {
        messageId: meta.id,
        requestedAt: event.occurredAt ?? clock(),
        log: elog,
      });
      const shredded = await shredOwnerKeys(tx, result.ownerKeys);
      const keptRecords = result.keptRecords ?? 0;
      await enqueueEvent(tx, {
        subject: userErasedSubject(service),
        aggregateId: event.userId,
        type: USER_ERASED_TYPE,
        payload: UserErased.encode({
          userId: event.userId,
          service,
          keptRecords,
          occurredAt: clock(),
        }).finish(),
      });
      // The user id only: never anything the person wrote.
      elog.info({ user_id: event.userId, shredded_keys: shredded, kept_records: keptRecords }, 'user erased');
    },
  });
}
