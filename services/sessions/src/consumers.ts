import { type ConsumersStart, consumerGroup } from '@oslonac/kit';
import {
  BookingCancelled,
  BookingConfirmed,
  BookingRescheduled,
  RelationshipPartnerJoined,
} from '@oslonac/proto/oslonac/events/v1/booking';
import { BOOKING_SUBJECTS } from './events';
import { onCancelled, onConfirmed, onPartnerJoined, onRescheduled } from './flows/bookings';
import type { Deps } from './flows/deps';

// The session read model from booking's stream, one durable consumer per fact (the kit's inbox makes redelivery
// harmless). booking.relationship.created.v1 names nobody a session does not already carry, so it is not read.

export const DURABLES = {
  confirmed: 'sessions-booking-confirmed',
  rescheduled: 'sessions-booking-rescheduled',
  cancelled: 'sessions-booking-cancelled',
  partnerJoined: 'sessions-relationship-partner-joined',
} as const;

export async function startConsumers(
  opts: ConsumersStart<Pick<Deps, 'prisma' | 'clock' | 'log'>>,
): Promise<{ stop(): Promise<void> }> {
  const { deps } = opts;
  const group = await consumerGroup('booking', opts);
  await group.add(DURABLES.confirmed, BOOKING_SUBJECTS.confirmed, BookingConfirmed, (tx, e) =>
    onConfirmed(tx, e, deps.clock),
  );
  await group.add(DURABLES.rescheduled, BOOKING_SUBJECTS.rescheduled, BookingRescheduled, (tx, e) =>
    onRescheduled(tx, e, deps.clock),
  );
  await group.add(DURABLES.cancelled, BOOKING_SUBJECTS.cancelled, BookingCancelled, (tx, e) =>
    onCancelled(tx, e, deps.clock),
  );
  await group.add(
    DURABLES.partnerJoined,
    BOOKING_SUBJECTS.partnerJoined,
    RelationshipPartnerJoined,
    (tx, e) => onPartnerJoined(tx, e, deps.clock),
  );
  return group;
}
