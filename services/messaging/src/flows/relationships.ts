import type { Tx } from '@oslonac/kit';
import type {
  RelationshipCreated,
  RelationshipEnded,
  RelationshipPartnerJoined,
  RelationshipReopened,
} from '@oslonac/proto/oslonac/events/v1/booking';
import type { Clock } from '../clock';
import { addMember, ensureConversation, setClosed } from '../store/conversations';
import type { Db } from '../store/db';

// Booking's relationship events → conversations and members. Each handler runs in the consumer's transaction
// (with its inbox row, so a redelivery does nothing). Events may come in any order: every one of them makes the
// conversation and the members it names when they are missing, and open/closed follows the newest fact.

const db = (tx: Tx) => tx as unknown as Db;
const when = (occurredAt: Date | undefined, clock: Clock) => occurredAt ?? clock();

function requireIds(...ids: string[]): void {
  // A malformed event is not retried into success: it goes to the dead-letter stream.
  if (ids.some((id) => !id)) throw new Error('relationship event without the ids it must carry');
}

export async function onCreated(tx: Tx, e: RelationshipCreated, clock: Clock): Promise<void> {
  requireIds(e.relationshipId, e.clientUserId, e.therapistUserId);
  const at = when(e.occurredAt, clock);
  const id = await ensureConversation(db(tx), e.relationshipId, at, false);
  await addMember(db(tx), id, e.clientUserId, 'client', at);
  await addMember(db(tx), id, e.therapistUserId, 'therapist', at);
}

export async function onPartnerJoined(tx: Tx, e: RelationshipPartnerJoined, clock: Clock): Promise<void> {
  requireIds(e.relationshipId, e.clientUserId, e.therapistUserId, e.partnerUserId);
  const at = when(e.occurredAt, clock);
  const id = await ensureConversation(db(tx), e.relationshipId, at, false);
  await addMember(db(tx), id, e.clientUserId, 'client', at);
  await addMember(db(tx), id, e.therapistUserId, 'therapist', at);
  await addMember(db(tx), id, e.partnerUserId, 'partner', at);
}

export async function onEnded(tx: Tx, e: RelationshipEnded, clock: Clock): Promise<void> {
  requireIds(e.relationshipId, e.clientUserId, e.therapistUserId);
  const at = when(e.occurredAt, clock);
  const id = await ensureConversation(db(tx), e.relationshipId, at, true);
  await addMember(db(tx), id, e.clientUserId, 'client', at);
  await addMember(db(tx), id, e.therapistUserId, 'therapist', at);
  await setClosed(db(tx), id, true, at);
}

export async function onReopened(tx: Tx, e: RelationshipReopened, clock: Clock): Promise<void> {
  requireIds(e.relationshipId, e.clientUserId, e.therapistUserId);
  const at = when(e.occurredAt, clock);
  const id = await ensureConversation(db(tx), e.relationshipId, at, false);
  await addMember(db(tx), id, e.clientUserId, 'client', at);
  await addMember(db(tx), id, e.therapistUserId, 'therapist', at);
  await setClosed(db(tx), id, false, at);
}
