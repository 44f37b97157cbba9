import { enqueueEvent, type Tx } from '@oslonac/kit';
import { ConversationRead, MessageReported, MessageSent } from '@oslonac/proto/oslonac/events/v1/messaging';

// What messaging publishes, always inside the transaction that makes the change (the kit's relay moves the
// outbox to JetStream), and what it consumes from booking. No text, file name or reason ever rides on the bus.

export const SUBJECTS = {
  messageSent: 'messaging.message.sent.v1',
  conversationRead: 'messaging.conversation.read.v1',
  reportCreated: 'messaging.report.created.v1',
} as const;

export const BOOKING_SUBJECTS = {
  relationshipCreated: 'booking.relationship.created.v1',
  partnerJoined: 'booking.relationship.partner_joined.v1',
  relationshipEnded: 'booking.relationship.ended.v1',
  relationshipReopened: 'booking.relationship.reopened.v1',
} as const;

export const publish = {
  messageSent: (tx: Tx, e: MessageSent) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.messageSent,
      aggregateId: e.conversationId,
      type: 'oslonac.events.v1.MessageSent',
      payload: MessageSent.encode(e).finish(),
    }),
  conversationRead: (tx: Tx, e: ConversationRead) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.conversationRead,
      aggregateId: e.conversationId,
      type: 'oslonac.events.v1.ConversationRead',
      payload: ConversationRead.encode(e).finish(),
    }),
  reportCreated: (tx: Tx, reportId: string, occurredAt: Date) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.reportCreated,
      aggregateId: reportId,
      type: 'oslonac.events.v1.MessageReported',
      payload: MessageReported.encode({ reportId, occurredAt }).finish(),
    }),
};
