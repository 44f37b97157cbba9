import { enqueueEvent, type Tx } from '@oslonac/kit';
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

export const BOOKING_SUBJECTS = {
  confirmed: 'booking.booking.confirmed.v1',
  rescheduled: 'booking.booking.rescheduled.v1',
  cancelled: 'booking.booking.cancelled.v1',
  partnerJoined: 'booking.relationship.partner_joined.v1',
} as const;

export const publish = {
  roomOpened: (tx: Tx, e: SessionRoomOpened) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.roomOpened,
      aggregateId: e.sessionId,
      type: 'oslonac.events.v1.SessionRoomOpened',
      payload: SessionRoomOpened.encode(e).finish(),
    }),
  participantJoined: (tx: Tx, e: SessionParticipantJoined) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.participantJoined,
      aggregateId: e.sessionId,
      type: 'oslonac.events.v1.SessionParticipantJoined',
      payload: SessionParticipantJoined.encode(e).finish(),
    }),
  participantLeft: (tx: Tx, e: SessionParticipantLeft) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.participantLeft,
      aggregateId: e.sessionId,
      type: 'oslonac.events.v1.SessionParticipantLeft',
      payload: SessionParticipantLeft.encode(e).finish(),
    }),
  sessionEnded: (tx: Tx, e: SessionEnded) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.sessionEnded,
      aggregateId: e.sessionId,
      type: 'oslonac.events.v1.SessionEnded',
      payload: SessionEnded.encode(e).finish(),
    }),
};
