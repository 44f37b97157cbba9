import { type Bus, consume, type Tx } from '@oslonac/kit';
import {
  RelationshipCreated,
  RelationshipEnded,
  RelationshipPartnerJoined,
  RelationshipReopened,
} from '@oslonac/proto/oslonac/events/v1/booking';
import { BOOKING_SUBJECTS } from './events';
import type { Deps } from './flows/deps';
import { onCreated, onEnded, onPartnerJoined, onReopened } from './flows/relationships';

// Membership from booking's stream, one durable consumer per fact (the kit's inbox makes redelivery harmless).

export const DURABLES = {
  created: 'messaging-relationship-created',
  partnerJoined: 'messaging-relationship-partner-joined',
  ended: 'messaging-relationship-ended',
  reopened: 'messaging-relationship-reopened',
} as const;

interface Decoder<T> {
  decode(b: Uint8Array): T;
}

export async function startConsumers(opts: {
  bus: Bus;
  deps: Deps;
  retryBaseMs?: number;
}): Promise<{ stop(): Promise<void> }> {
  const { bus, deps } = opts;
  const stream = await bus.ensureStreamOf('booking');
  const one = <T>(
    durable: string,
    subject: string,
    type: Decoder<T>,
    handle: (tx: Tx, e: T) => Promise<void>,
  ) =>
    consume({
      stream,
      bus,
      durable,
      subject,
      decode: (b) => type.decode(b),
      prisma: deps.prisma,
      log: deps.log.child({ component: durable }),
      ...(opts.retryBaseMs ? { retryBaseMs: opts.retryBaseMs } : {}),
      handle: (e, tx) => handle(tx, e),
    });
  const started = [
    await one(DURABLES.created, BOOKING_SUBJECTS.relationshipCreated, RelationshipCreated, (tx, e) =>
      onCreated(tx, e, deps.clock),
    ),
    await one(DURABLES.partnerJoined, BOOKING_SUBJECTS.partnerJoined, RelationshipPartnerJoined, (tx, e) =>
      onPartnerJoined(tx, e, deps.clock),
    ),
    await one(DURABLES.ended, BOOKING_SUBJECTS.relationshipEnded, RelationshipEnded, (tx, e) =>
      onEnded(tx, e, deps.clock),
    ),
    await one(DURABLES.reopened, BOOKING_SUBJECTS.relationshipReopened, RelationshipReopened, (tx, e) =>
      onReopened(tx, e, deps.clock),
    ),
  ];
  return { stop: async () => void (await Promise.all(started.map((c) => c.stop()))) };
}
