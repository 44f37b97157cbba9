// Ending a therapy relationship, once for both paths that do it (the /api/v1 route and any page action). The id
// has passed the endpoint's zod schema (RelationshipIdParams); booking decides who may end it and when.
import type { z } from 'zod';
import { booking } from '../../server/gateways/booking';
import type { Relationship } from '../../server/views/booking';
import type { RelationshipIdParams } from '../booking-schemas';
import type { Viewer } from './bookings';

export type EndRelationshipInput = z.output<typeof RelationshipIdParams>;

/**
 * The client or the therapist ends the collaboration (the conversation becomes read-only). Booking refuses while
 * a session is still booked or held (booking.relationship_has_upcoming, shown as "first cancel your sessions").
 */
export function endRelationship(
  viewer: Pick<Viewer, 'actorToken'>,
  input: EndRelationshipInput,
): Promise<Relationship> {
  return booking.endRelationship(viewer.actorToken, input.id);
}
