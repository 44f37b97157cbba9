import { type ConsumersStart, consumerGroup } from '@oslonac/kit';
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

export async function startConsumers(opts: ConsumersStart<Deps>): Promise<{ stop(): Promise<void> }> {
  const { deps } = opts;
  const group = await consumerGroup('booking', opts);
  await group.add(DURABLES.created, BOOKING_SUBJECTS.relationshipCreated, RelationshipCreated, (tx, e) =>
    onCreated(tx, e, deps.clock),
  );
  await group.add(
    DURABLES.partnerJoined,
    BOOKING_SUBJECTS.partnerJoined,
    RelationshipPartnerJoined,
    (tx, e) => onPartnerJoined(tx, e, deps.clock),
  );
  await group.add(DURABLES.ended, BOOKING_SUBJECTS.relationshipEnded, RelationshipEnded, (tx, e) =>
    onEnded(tx, e, deps.clock),
  );
  await group.add(DURABLES.reopened, BOOKING_SUBJECTS.relationshipReopened, RelationshipReopened, (tx, e) =>
    onReopened(tx, e, deps.clock),
  );
  return group;
}
