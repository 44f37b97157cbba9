// What /mobile/payment/{therapyRelationshipId} shows: the signed-in client's session with that therapist that
// awaits payment, and its bank transfer order. Only booking's existing reads are used: the relationship from
// ListMyRelationships (booking lists a person's own relationships only), the session from ListMyBookings.
import { booking } from '../../server/gateways/booking';
import { reportError } from '../../server/report';
import type { IpsPaymentView } from '../../server/views/billing';
import type { Booking, Relationship } from '../../server/views/booking';
import { UpstreamError } from '../errors';
import { ipsPayment } from '../use-cases/ips';

export const mobilePaymentPath = (relationshipId: string) =>
  `/mobile/payment/${encodeURIComponent(relationshipId)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type MobilePayment =
  /** Not the viewer's relationship as its client (or no such id): the page answers as for a missing page. */
  | { state: 'unknown' }
  | { state: 'unavailable' }
  /** The viewer's relationship, but no session of it awaits payment. */
  | { state: 'nothing' }
  | { state: 'due'; booking: Booking; ips: IpsPaymentView | null };

/** The relationship's session awaiting payment that ends soonest (the one whose time is lost first). */
export function dueSession(
  relationship: Relationship,
  userId: string,
  bookings: readonly Booking[],
): Booking | null {
  const due = bookings.filter(
    (b) =>
      b.status === 'awaiting_payment' &&
      b.clientUserId === userId &&
      b.therapistUserId === relationship.therapistUserId,
  );
  due.sort((a, b) => (a.expiresAt ?? a.startsAt).localeCompare(b.expiresAt ?? b.startsAt));
  return due[0] ?? null;
}

export async function mobilePayment(
  actorToken: string,
  userId: string,
  relationshipId: string,
): Promise<MobilePayment> {
  if (!UUID.test(relationshipId)) return { state: 'unknown' };
  let relationship: Relationship | undefined;
  let upcoming: Booking[];
  try {
    const [ties, page] = await Promise.all([
      booking.listMyRelationships(actorToken),
      booking.listMyBookings(actorToken, { scope: 'upcoming', pageSize: 50 }),
    ]);
    // The client pays; a partner who joined a couples' therapy sees the relationship but not this page.
    relationship = ties.find((r) => r.id === relationshipId.toLowerCase() && r.clientUserId === userId);
    upcoming = page.bookings;
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    reportError(err, { where: 'mobile-payment.booking' }, 'upstream');
    return { state: 'unavailable' };
  }
  if (!relationship) return { state: 'unknown' };
  const due = dueSession(relationship, userId, upcoming);
  if (!due) return { state: 'nothing' };
  // The bank order is opened here (the same reference as on the booking page); the page is for paying. When
  // billing cannot answer, the card button and the "bank transfer" button still work.
  let ips: IpsPaymentView | null = null;
  if (due.price?.currency === 'RSD') {
    try {
      ips = await ipsPayment({ actorToken }, due.id);
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      reportError(err, { where: 'mobile-payment.ips' }, 'upstream');
    }
  }
  return { state: 'due', booking: due, ips };
}
