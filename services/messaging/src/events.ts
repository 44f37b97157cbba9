import { eventSpec, publishers } from '@oslonac/kit';
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

const TYPE = 'oslonac.events.v1.';

export const publish = publishers({
  messageSent: eventSpec(SUBJECTS.messageSent, `${TYPE}MessageSent`, MessageSent, (e) => e.conversationId),
  conversationRead: eventSpec(
    SUBJECTS.conversationRead,
    `${TYPE}ConversationRead`,
    ConversationRead,
    (e) => e.conversationId,
  ),
  reportCreated: eventSpec(
    SUBJECTS.reportCreated,
    `${TYPE}MessageReported`,
    MessageReported,
    (e) => e.reportId,
  ),
});
