import { type Actor, savepoint } from '@oslonac/kit';
import { blockedRange } from '../domain/availability';
import { errors } from '../domain/errors';
import { isBookableStart } from '../domain/slots';
import { publish } from '../events';
import { findAvailability } from '../store/availability';
import { type BookingRecord, busyIntervals, findBooking, insertBooking } from '../store/bookings';
import { type Db, transaction } from '../store/db';
import { findTherapistsByProfileIds, type Kind } from '../store/therapists';
import {
  deleteWaitlistEntry,
  joinWaitlist,
  listWaitlistOf,
  nextInLine,
  removeEntry,
} from '../store/waitlist';
import type { Deps } from './deps';
import { offerOf, publicTherapist } from './slots';

const MINUTE = 60_000;
const DAY_MS = 86_400_000;

export async function join(
  deps: Deps,
  actor: Actor,
  input: { slug: string; kind: Kind; clientName: string },
) {
  const therapist = await publicTherapist(deps, input.slug);
  if (therapist.userId === actor.userId)
    throw errors.invalidArgument('therapistSlug', 'Ne možete se prijaviti kod sebe.');
  offerOf(therapist, input.kind);
  const entry = await joinWaitlist(
    deps.prisma,
    {
      therapistProfileId: therapist.profileId,
      clientUserId: actor.userId,
      clientName: input.clientName,
      kind: input.kind,
    },
    deps.clock(),
  );
  return { entry, therapist };
}

export async function leave(deps: Deps, actor: Actor, id: string): Promise<void> {
  if (!(await deleteWaitlistEntry(deps.prisma, id, actor.userId))) throw errors.notFound('waitlist_entry');
}

export async function listMine(deps: Deps, actor: Actor) {
  const entries = await listWaitlistOf(deps.prisma, actor.userId);
  const therapists = await findTherapistsByProfileIds(
    deps.prisma,
    entries.map((e) => e.therapistProfileId),
  );
  return entries.flatMap((entry) => {
    const therapist = therapists.get(entry.therapistProfileId);
    return therapist ? [{ entry, therapist }] : [];
  });
}

/**
 * A freed slot goes to the therapist's waitlist first: the first client in line whose session fits gets it
 * reserved (status offered) until they accept or the offer lapses. Runs inside the transaction that freed the slot,
 * behind a savepoint, so a failed offer never undoes the cancellation.
 */
export async function offerFreedSlot(deps: Deps, tx: Db, freed: BookingRecord, now: Date): Promise<void> {
  const availability = await findAvailability(tx, freed.therapistUserId);
  if (
    !availability ||
    freed.startsAt.getTime() - now.getTime() < availability.rules.minimumNoticeMinutes * MINUTE
  ) {
    return;
  }
  const entry = await nextInLine(tx, freed.therapistProfileId, [freed.clientUserId]);
  if (!entry) return;
  const therapist = (await findTherapistsByProfileIds(tx, [freed.therapistProfileId])).get(
    freed.therapistProfileId,
  );
  const offer = therapist?.sessionTypes.find((s) => s.kind === entry.kind);
  if (!therapist || !offer) return;
  const startsAt = freed.startsAt;
  const endsAt = new Date(startsAt.getTime() + offer.durationMinutes * MINUTE);
  const busy = await busyIntervals(
    tx,
    freed.therapistUserId,
    new Date(startsAt.getTime() - DAY_MS),
    new Date(startsAt.getTime() + 2 * DAY_MS),
    now,
    freed.id,
  );
  const fits = isBookableStart(
    { rules: availability.rules, durationMinutes: offer.durationMinutes, now, busy },
    startsAt,
  );
  if (!fits) return;
  const blocked = blockedRange(startsAt, endsAt, availability.rules);
  const expiresAt = new Date(
    Math.min(now.getTime() + deps.settings.offerMinutes * MINUTE, startsAt.getTime()),
  );
  try {
    // Its own savepoint: a failed offer leaves the caller's transaction (a cancellation, a sweep) as it was.
    await savepoint(tx, async () => {
      const id = await insertBooking(
        tx,
        {
          therapistProfileId: freed.therapistProfileId,
          therapistUserId: freed.therapistUserId,
          clientUserId: entry.clientUserId,
          clientName: entry.clientName,
          kind: entry.kind,
          status: 'offered',
          startsAt,
          endsAt,
          blockedStart: blocked.start,
          blockedEnd: blocked.end,
          expiresAt,
          priceMinor: BigInt(offer.priceRsdMinor),
          currency: 'RSD',
          cancelWindowHours: availability.policy.cancelWindowHours,
          rescheduleWindowHours: availability.policy.rescheduleWindowHours,
          lateCancel: availability.policy.lateCancel,
          waitlistEntryId: entry.id,
        },
        now,
        'system',
      );
      await removeEntry(tx, entry.id);
      const offered = await findBooking(tx, id);
      if (offered) await publish.waitlistOffered(tx, offered, now);
    });
  } catch (err) {
    deps.log.warn({ err, bookingId: freed.id }, 'could not offer a freed slot to the waitlist');
  }
}

/** Offers every freed slot of a batch, each in its own transaction. */
export async function offerFreedSlots(deps: Deps, freed: BookingRecord[], now: Date): Promise<void> {
  for (const b of freed) {
    if (b.startsAt <= now) continue;
    await transaction(deps.prisma, (tx) => offerFreedSlot(deps, tx, b, now));
  }
}
