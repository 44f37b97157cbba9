import { eventSpec, publishers } from '@oslonac/kit';
import {
  SessionEnded,
  SessionParticipantJoined,
  SessionParticipantLeft,
  SessionRoomOpened,
} from '@oslonac/proto/oslonac/events/v1/sessions';

// What sessions publishes, always inside the transaction that makes the change (the kit's relay moves the outbox to
// JetStream), and what it consumes from booking. Ids and times only: nothing said in a call and no note rides on
// the bus.

export const SUBJECTS = {
  roomOpened: 'sessions.room.opened.v1',
  participantJoined: 'sessions.participant.joined.v1',
  participantLeft: 'sessions.participant.left.v1',
  sessionEnded: 'sessions.session.ended.v1',
} as const;

const TYPE = 'oslonac.events.v1.';
const bySession = (e: { sessionId: string }) => e.sessionId;

export const BOOKING_SUBJECTS = {
  confirmed: 'booking.booking.confirmed.v1',
  rescheduled: 'booking.booking.rescheduled.v1',
  cancelled: 'booking.booking.cancelled.v1',
  partnerJoined: 'booking.relationship.partner_joined.v1',
} as const;

export const publish = publishers({
  roomOpened: eventSpec(SUBJECTS.roomOpened, `${TYPE}SessionRoomOpened`, SessionRoomOpened, bySession),
  participantJoined: eventSpec(
    SUBJECTS.participantJoined,
    `${TYPE}SessionParticipantJoined`,
    SessionParticipantJoined,
    bySession,
  ),
  participantLeft: eventSpec(
    SUBJECTS.participantLeft,
    `${TYPE}SessionParticipantLeft`,
    SessionParticipantLeft,
    bySession,
  ),
  sessionEnded: eventSpec(SUBJECTS.sessionEnded, `${TYPE}SessionEnded`, SessionEnded, bySession),
});
