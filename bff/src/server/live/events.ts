// What the inbox's live streams wake on, decoded from messaging's events (proto/oslonac/events/v1/messaging.proto).
// The events carry ids only, never text: a stream asks messaging for the new messages as its own reader.
import { ConversationRead, MessageSent } from '@oslonac/proto/oslonac/events/v1/messaging';

export const MESSAGE_SENT_SUBJECT = 'messaging.message.sent.v1';
export const CONVERSATION_READ_SUBJECT = 'messaging.conversation.read.v1';

export type LiveEvent =
  | {
      kind: 'sent';
      relationshipId: string;
      messageId: string;
      senderUserId: string;
      memberUserIds: readonly string[];
    }
  | {
      kind: 'read';
      relationshipId: string;
      readerUserId: string;
      upToMessageId: string;
      memberUserIds: readonly string[];
    }
  /** NATS came back after a gap: whatever was published meanwhile was not seen, so every stream looks again. */
  | { kind: 'resync' }
  /** This process is shutting down: streams end, and browsers reconnect (to another replica) where they left off. */
  | { kind: 'closing' };

/** The event of a subject (without the deployment prefix), or null when it cannot be read. */
export function decodeLiveEvent(subject: string, data: Uint8Array): LiveEvent | null {
  try {
    if (subject === MESSAGE_SENT_SUBJECT) {
      const e = MessageSent.decode(data);
      return {
        kind: 'sent',
        relationshipId: e.relationshipId,
        messageId: e.messageId,
        senderUserId: e.senderUserId,
        memberUserIds: e.memberUserIds,
      };
    }
    if (subject === CONVERSATION_READ_SUBJECT) {
      const e = ConversationRead.decode(data);
      return {
        kind: 'read',
        relationshipId: e.relationshipId,
        readerUserId: e.readerUserId,
        upToMessageId: e.upToMessageId,
        memberUserIds: e.memberUserIds,
      };
    }
  } catch {
    // A payload that does not decode is some other writer's mistake; the stream keeps going.
  }
  return null;
}

/** Whether an event concerns this person at all (they are in the conversation). */
export function concerns(event: LiveEvent, userId: string): boolean {
  return event.kind === 'resync' || event.kind === 'closing' || event.memberUserIds.includes(userId);
}
