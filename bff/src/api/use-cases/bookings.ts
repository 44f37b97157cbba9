// What a client does with a booking, once: the /api/v1 handlers and the booking pages' form actions both call
// these, so a rule such as "the therapist sees the account's name" lives in one place. Input has passed the
// same zod schema on either path (the endpoint's body, or the action's safeParse of the form).
import type { z } from 'zod';
import type { ResolvedSession } from '../../server/actor';
import { booking } from '../../server/gateways/booking';
import type { Booking, WaitlistEntry } from '../../server/views/booking';
import type { HoldBody, WaitlistBody } from '../booking-schemas';

/** Who acts: the signed-in account (its actor token and its own name). */
export type Viewer = Pick<ResolvedSession, 'actorToken'> & {
  user: Pick<ResolvedSession['user'], 'displayName'>;
};

export type HoldInput = z.output<typeof HoldBody>;
export type WaitlistInput = z.output<typeof WaitlistBody>;

/** Holds the chosen time for the client. */
export function holdSlot(viewer: Viewer, input: HoldInput): Promise<Booking> {
  return booking.holdSlot(viewer.actorToken, {
    therapistSlug: input.therapistSlug,
    kind: input.kind,
    startsAt: new Date(input.startsAt),
    // The therapist's calendar shows the account's name, never a name typed into the request.
    clientName: viewer.user.displayName,
  });
}

/** Puts the client on a therapist's waitlist, under the account's name as with a hold. */
export function joinWaitlist(viewer: Viewer, input: WaitlistInput): Promise<WaitlistEntry> {
  return booking.joinWaitlist(viewer.actorToken, {
    therapistSlug: input.therapistSlug,
    kind: input.kind,
    clientName: viewer.user.displayName,
  });
}

/** The held time goes on to payment. */
export function submitBooking(viewer: Viewer, bookingId: string): Promise<Booking> {
  return booking.submitBooking(viewer.actorToken, bookingId);
}

/** Takes the time offered from the waitlist. */
export function acceptOffer(viewer: Viewer, bookingId: string): Promise<Booking> {
  return booking.acceptOffer(viewer.actorToken, bookingId);
}

/** Cancels a booking (a hold is let go at once, so others can have the time). */
export function cancelBooking(viewer: Viewer, bookingId: string, reason = ''): Promise<Booking> {
  return booking.cancelBooking(viewer.actorToken, bookingId, reason);
}
