import type { Actor, EraseFn } from '@oslonac/kit';
import { decideErasureCancel } from '../domain/policy';
import { publish } from '../events';
import { addChange, lockLiveUpcomingOf, updateBooking } from '../store/bookings';
import { type Db, transaction } from '../store/db';
import {
  availabilityOf,
  bookingsAsClient,
  bookingsAsTherapist,
  calendarFeedCreatedAt,
  eraseRows,
  relationshipsOf,
  waitlistOf,
} from '../store/erasure';
import { policyOf } from './bookings';
import type { Deps } from './deps';
import { offerFreedSlot } from './waitlist';

// GDPR Art. 15/20 (export) and 17 (erasure) for what booking holds about a person. Booking seals nothing, so
// erasure shreds no keys; the consumer (main.ts) runs `eraser(d)` in the kit's transaction, which announces
// booking.user.erased.v1 with the number of bookings kept for the other party.

const iso = (d: Date | null) => d?.toISOString() ?? null;

function changesOut(
  changes: {
    at: Date;
    by: string;
    action: string;
    fromStartsAt: Date | null;
    toStartsAt: Date | null;
    reason: string;
  }[],
  ownRole: string,
) {
  return changes.map((c) => ({
    at: iso(c.at),
    by: c.by,
    action: c.action,
    fromStartsAt: iso(c.fromStartsAt),
    toStartsAt: iso(c.toStartsAt),
    // A reason is the words of whoever wrote it: the person gets their own.
    reason: c.by === ownRole ? c.reason : '',
  }));
}

/** Everything booking holds about the signed-in person, as one JSON document; other people's names left out. */
export async function exportMyData(d: Deps, actor: Actor): Promise<string> {
  const userId = actor.userId;
  return transaction(d.prisma, async (tx) => {
    const asClient = (await bookingsAsClient(tx, userId)).map((b) => ({
      ...b,
      priceMinor: Number(b.priceMinor),
      startsAt: iso(b.startsAt),
      endsAt: iso(b.endsAt),
      createdAt: iso(b.createdAt),
      updatedAt: iso(b.updatedAt),
      changes: changesOut(b.changes, 'client'),
    }));
    const asTherapist = (await bookingsAsTherapist(tx, userId)).map((b) => ({
      ...b,
      priceMinor: Number(b.priceMinor),
      startsAt: iso(b.startsAt),
      endsAt: iso(b.endsAt),
      createdAt: iso(b.createdAt),
      updatedAt: iso(b.updatedAt),
      changes: changesOut(b.changes, 'therapist'),
    }));
    const relationships = (await relationshipsOf(tx, userId)).map((r) => {
      const role =
        r.clientUserId === userId ? 'client' : r.partnerUserId === userId ? 'partner' : 'therapist';
      return {
        id: r.id,
        role,
        therapistProfileId: r.therapistProfileId,
        // Only the person's own name: the others in the relationship are not theirs to export.
        myName: role === 'client' ? r.clientName : role === 'partner' ? r.partnerName : null,
        hasPartner: r.partnerUserId !== null,
        createdAt: iso(r.createdAt),
        endedAt: iso(r.endedAt),
        partnerInvitation:
          role === 'client' && r.invitation
            ? {
                status: r.invitation.status,
                expiresAt: iso(r.invitation.expiresAt),
                createdAt: iso(r.invitation.createdAt),
                acceptedAt: iso(r.invitation.acceptedAt),
              }
            : null,
      };
    });
    const availability = await availabilityOf(tx, userId);
    const feedCreatedAt = await calendarFeedCreatedAt(tx, userId);
    return JSON.stringify({
      service: 'booking',
      userId,
      bookingsAsClient: asClient,
      sessionsAsTherapist: asTherapist,
      relationships,
      waitlist: (await waitlistOf(tx, userId)).map((w) => ({ ...w, createdAt: iso(w.createdAt) })),
      calendarFeed: feedCreatedAt ? { createdAt: iso(feedCreatedAt) } : null,
      availability: availability
        ? { ...availability, therapistUserId: undefined, updatedAt: iso(availability.updatedAt) }
        : null,
    });
  });
}

/**
 * Sessions still ahead with a person who is leaving cannot happen: each is cancelled by the system, as a
 * cancellation any party makes is (history line, BookingCancelled with the refund for billing), and a time the
 * therapist keeps is offered to their waitlist.
 */
async function cancelUpcoming(d: Deps, tx: Db, userId: string, now: Date): Promise<void> {
  for (const b of await lockLiveUpcomingOf(tx, userId, now)) {
    const erased = b.therapistUserId === userId ? 'therapist' : 'client';
    const paid = b.status === 'confirmed';
    const { refundPercent } = decideErasureCancel({
      policy: policyOf(b),
      erased,
      status: b.status,
      startsAt: b.startsAt,
      now,
      paid,
    });
    await updateBooking(
      tx,
      b.id,
      { status: 'cancelled', expiresAt: null, cancelledBy: 'system', refundPercent },
      now,
    );
    await addChange(tx, b.id, {
      at: now,
      by: 'system',
      action: 'cancelled',
      fromStartsAt: null,
      toStartsAt: null,
      reason: '',
    });
    await publish.cancelled(tx, b, 'system', paid, refundPercent, now);
    if (erased === 'client') await offerFreedSlot(d, tx, b, now);
  }
}

/**
 * Erases the person here. Upcoming sessions are cancelled first (above). Their bookings stay, for the other party's calendar and for the accounts (a session
 * that happened or was paid is a record the law keeps), but show 'Obrisan nalog' instead of their name and lose
 * the free-text reasons of their history; waitlist entries, relationships and invitations, the calendar feed
 * and (as a therapist) their hours and booking's copy of their profile go. keptRecords counts those bookings.
 */
export function eraser(d: Deps): EraseFn {
  return async (tx, userId) => {
    const now = d.clock();
    await cancelUpcoming(d, tx as unknown as Db, userId, now);
    const { keptBookings } = await eraseRows(tx as unknown as Db, userId, now);
    return { ownerKeys: [], keptRecords: keptBookings };
  };
}
