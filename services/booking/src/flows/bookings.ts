import { type Actor, isConflict } from '@oslonac/kit';
import { blockedRange } from '../domain/availability';
import { errors } from '../domain/errors';
import { decideCancel, decideReschedule, type Party } from '../domain/policy';
import { type Interval, isBookableStart } from '../domain/slots';
import { nextStatus } from '../domain/states';
import { holdCreatedEvent, publish } from '../events';
import { type AvailabilityRecord, findAvailability } from '../store/availability';
import {
  addChange,
  type BookingRecord,
  busyIntervals,
  expireOverlapping,
  findBooking,
  isLive,
  lockBooking,
  updateBooking,
} from '../store/bookings';
import { type Db, transaction } from '../store/db';
import { findHoldContext, insertHold } from '../store/holds';
import {
  ensureRelationship,
  lockRelationship,
  partnerRelationshipIds,
  setEnded,
} from '../store/relationships';
import type { Kind, TherapistRow } from '../store/therapists';
import { isAdmin, partyOf } from './actor';
import type { Deps } from './deps';
import { offerOf } from './slots';
import { offerFreedSlot } from './waitlist';

const MINUTE = 60_000;
const DAY_MS = 86_400_000;

/** A booking as one caller sees it: what a use case answers when it already has all of it. */
export interface BookingView {
  booking: BookingRecord;
  therapist: TherapistRow;
  party: Party;
  owner: boolean;
}

/** Runs `fn` and turns a lost race (exclusion/unique violation, deadlock, serialization failure) into slot_taken. */
async function guardSlot<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isConflict(err)) throw errors.slotTaken();
    throw err;
  }
}

/** The bookings around a requested start that can block it: a day before (buffers) and two after (long sessions). */
function around(startsAt: Date) {
  return { from: new Date(startsAt.getTime() - DAY_MS), to: new Date(startsAt.getTime() + 2 * DAY_MS) };
}

/** Checks a requested start against the therapist's rules and live bookings (the constraint decides races). */
function bookableOrThrow(
  availability: AvailabilityRecord | null,
  busy: Interval[],
  durationMinutes: number,
  startsAt: Date,
  now: Date,
): AvailabilityRecord {
  if (!availability) throw errors.notBookable();
  const q = { rules: availability.rules, durationMinutes, now };
  if (isBookableStart({ ...q, busy }, startsAt)) return availability;
  throw isBookableStart({ ...q, busy: [] }, startsAt) ? errors.slotTaken() : errors.slotUnavailable();
}

async function assertBookable(
  db: Db,
  therapistUserId: string,
  durationMinutes: number,
  startsAt: Date,
  now: Date,
  excludeBookingId?: string,
) {
  const { from, to } = around(startsAt);
  const [availability, busy] = await Promise.all([
    findAvailability(db, therapistUserId),
    busyIntervals(db, therapistUserId, from, to, now, excludeBookingId),
  ]);
  return bookableOrThrow(availability, busy, durationMinutes, startsAt, now);
}

/**
 * Holds a slot for the client: one read (therapist, rules, busy ranges) and one statement that writes the hold,
 * its history and its event, with the client's live-holds limit counted under a lock in that same transaction.
 * Answers with everything the caller's view needs, so nothing is read again after commit.
 */
export async function hold(
  deps: Deps,
  actor: Actor,
  input: { slug: string; kind: Kind; startsAt: Date; clientName: string },
): Promise<BookingView> {
  const now = deps.clock();
  const { from, to } = around(input.startsAt);
  const found = await findHoldContext(deps.prisma, {
    slug: input.slug,
    clientUserId: actor.userId,
    kind: input.kind,
    from,
    to,
    now,
  });
  if (!found?.therapist.public) throw errors.notFound('therapist');
  const { therapist, busy } = found;
  if (therapist.userId === actor.userId)
    throw errors.invalidArgument('therapistSlug', 'Ne možete zakazati kod sebe.');
  const offer = offerOf(therapist, input.kind);
  const availability = bookableOrThrow(found.availability, busy, offer.durationMinutes, input.startsAt, now);
  const endsAt = new Date(input.startsAt.getTime() + offer.durationMinutes * MINUTE);
  const blocked = blockedRange(input.startsAt, endsAt, availability.rules);
  const max = deps.settings.maxActiveHoldsPerClient;
  const booking = await guardSlot(() =>
    insertHold(
      deps.prisma,
      {
        therapistProfileId: therapist.profileId,
        therapistUserId: therapist.userId,
        clientUserId: actor.userId,
        clientName: input.clientName,
        kind: input.kind,
        status: 'held',
        startsAt: input.startsAt,
        endsAt,
        blockedStart: blocked.start,
        blockedEnd: blocked.end,
        expiresAt: new Date(now.getTime() + deps.settings.holdMinutes * MINUTE),
        // The client's own price with this therapist when there is one, else the public price.
        priceMinor: BigInt(found.individualPriceRsdMinor ?? offer.priceRsdMinor),
        currency: 'RSD',
        cancelWindowHours: availability.policy.cancelWindowHours,
        rescheduleWindowHours: availability.policy.rescheduleWindowHours,
        lateCancel: availability.policy.lateCancel,
      },
      now,
      max,
      (b) => holdCreatedEvent(b, now),
    ),
  );
  if (!booking) throw errors.tooManyHolds(max);
  return { booking, therapist, ...partyOf(actor, booking) };
}

function must(b: BookingRecord | null): BookingRecord {
  if (!b) throw errors.notFound('booking');
  return b;
}

/** Loads a booking the caller may see, with their role in it. */
export async function loadFor(deps: Deps, actor: Actor, id: string, db: Db = deps.prisma) {
  const b = await findBooking(db, id);
  if (!b) throw errors.notFound('booking');
  const partnerOf = new Set(await partnerRelationshipIds(db, actor.userId));
  return { booking: b, ...partyOf(actor, b, partnerOf) };
}

export async function get(deps: Deps, actor: Actor, id: string) {
  return loadFor(deps, actor, id);
}

/** Moves a live unpaid booking one step; an expired one answers "expired" whatever the sweeper has done yet. */
async function step(
  deps: Deps,
  actor: Actor,
  id: string,
  action: 'submit' | 'accept_offer',
): Promise<BookingRecord> {
  const now = deps.clock();
  await transaction(deps.prisma, async (tx) => {
    const b = await lockBooking(tx, id);
    if (!b || b.clientUserId !== actor.userId) throw errors.notFound('booking');
    const to = nextStatus(b.status, action);
    if (!to) {
      if (b.status === 'expired') throw errors.expired();
      throw errors.invalidTransition(b.status, action);
    }
    if (!isLive(b, now)) throw errors.expired();
    await updateBooking(
      tx,
      id,
      { status: to, expiresAt: new Date(now.getTime() + deps.settings.paymentWindowMinutes * MINUTE) },
      now,
    );
    await addChange(tx, id, {
      at: now,
      by: 'client',
      action: 'submitted',
      fromStartsAt: null,
      toStartsAt: null,
      reason: '',
    });
  });
  return must(await findBooking(deps.prisma, id));
}

export const submit = (deps: Deps, actor: Actor, id: string) => step(deps, actor, id, 'submit');
export const acceptOffer = (deps: Deps, actor: Actor, id: string) => step(deps, actor, id, 'accept_offer');

/**
 * The confirmation itself, on billing's payment event (staff never confirm by hand: a bank transfer is reconciled
 * in billing, which pays the booking through the same event), on a booking the caller has locked and checked: confirmed, its history line, BookingConfirmed, and the therapy relationship on the
 * first confirmed booking of a client with a therapist (with its event).
 */
async function confirmLocked(tx: Db, b: BookingRecord, reason: string, now: Date): Promise<BookingRecord> {
  // A payment that arrives after the deadline still confirms if nobody took the slot meanwhile (a booking still
  // awaiting payment keeps its slot under the exclusion constraint until it is expired).
  const relationship = await ensureRelationship(tx, b, now);
  await guardSlot(() =>
    updateBooking(tx, b.id, { status: 'confirmed', expiresAt: null, relationshipId: relationship.id }, now),
  );
  await addChange(tx, b.id, {
    at: now,
    by: 'system',
    action: 'confirmed',
    fromStartsAt: null,
    toStartsAt: null,
    reason,
  });
  const confirmed = must(await findBooking(tx, b.id));
  await publish.confirmed(tx, confirmed, now);
  if (relationship.created) {
    await publish.relationshipCreated(tx, { ...b, id: relationship.id }, now);
  } else {
    // Locked so that ending it (flows/relationships, which takes the same lock and then looks for upcoming
    // sessions) either sees this confirmed session or is seen here as ended and reopened.
    const existing = await lockRelationship(tx, relationship.id);
    if (existing?.endedAt) {
      await setEnded(tx, existing.id, null);
      await publish.relationshipReopened(tx, existing, now);
    }
  }
  return confirmed;
}

/** The history line of a paid booking: the payment id, for staff and for spotting the same payment twice. */
function paymentNote(p: PaymentFact): string {
  return `Plaćeno ${p.method === 'ips' ? 'IPS-om' : 'karticom'}, uplata ${p.paymentId}`;
}

/** What billing says was paid: billing.payment.succeeded.v1. */
export interface PaymentFact {
  paymentId: string;
  bookingId: string;
  clientUserId: string;
  amountMinor: number;
  currency: string;
  method: string;
}

export type PaymentOutcome =
  | { confirmed: true; booking: BookingRecord }
  | {
      confirmed: false;
      /**
       * same_payment: this payment confirmed it already (an event published twice), nothing to do; the others mean
       * the money has no booking to pay for and billing must refund it.
       */
      reason: 'unknown_booking' | 'same_payment' | 'already_confirmed' | 'not_awaiting_payment' | 'mismatch';
      status?: BookingRecord['status'];
    };

/**
 * The booking saga's step: billing's payment event confirms the booking it paid, by 'system', inside the
 * consumer's transaction (its inbox row makes a redelivery a no-op). It confirms only a booking awaiting payment,
 * for the same client and the booked amount; anything else (already confirmed by an earlier payment,
 * expired, cancelled, never submitted, another amount) leaves the booking as it is and answers why, so the caller
 * logs it and billing can refund.
 */
export async function confirmPaid(tx: Db, p: PaymentFact, now: Date): Promise<PaymentOutcome> {
  const b = await lockBooking(tx, p.bookingId);
  if (!b) return { confirmed: false, reason: 'unknown_booking' };
  const { status } = b;
  if (status === 'confirmed' || status === 'completed' || status === 'no_show') {
    const same = b.changes.some((c) => c.action === 'confirmed' && c.reason.includes(paymentNote(p)));
    return { confirmed: false, reason: same ? 'same_payment' : 'already_confirmed', status };
  }
  if (!nextStatus(status, 'confirm')) return { confirmed: false, reason: 'not_awaiting_payment', status };
  if (
    b.clientUserId !== p.clientUserId ||
    BigInt(p.amountMinor) !== b.priceMinor ||
    p.currency !== b.currency
  ) {
    return { confirmed: false, reason: 'mismatch', status };
  }
  const booking = await confirmLocked(tx, b, paymentNote(p), now);
  return { confirmed: true, booking };
}

export async function cancel(deps: Deps, actor: Actor, id: string, reason: string): Promise<BookingRecord> {
  const now = deps.clock();
  const freed = await transaction(deps.prisma, async (tx) => {
    await lockBooking(tx, id);
    const { booking: b, party, owner } = await loadFor(deps, actor, id, tx);
    if (!owner && party !== 'admin') throw errors.forbidden();
    const paid = b.status === 'confirmed';
    const decision = decideCancel({
      policy: policyOf(b),
      by: party,
      status: liveStatus(b, now),
      startsAt: b.startsAt,
      now,
      paid,
    });
    if (!decision.allowed) {
      if (decision.reason === 'too_late') throw errors.tooLateToCancel();
      if (decision.reason === 'already_started') throw errors.alreadyStarted();
      throw errors.invalidTransition(b.status, 'cancel');
    }
    const refund = paid ? decision.refundPercent : 0;
    await updateBooking(
      tx,
      id,
      { status: 'cancelled', expiresAt: null, cancelledBy: party, refundPercent: refund },
      now,
    );
    await addChange(tx, id, {
      at: now,
      by: party,
      action: 'cancelled',
      fromStartsAt: null,
      toStartsAt: null,
      reason: reason.slice(0, 500),
    });
    await publish.cancelled(tx, b, party, paid, refund, now);
    if (b.startsAt > now) await offerFreedSlot(deps, tx, b, now);
    return b;
  });
  return must(await findBooking(deps.prisma, freed.id));
}

export async function reschedule(
  deps: Deps,
  actor: Actor,
  id: string,
  startsAt: Date,
): Promise<BookingRecord> {
  const now = deps.clock();
  const { booking: b, party, owner } = await loadFor(deps, actor, id);
  if (!owner && party !== 'admin') throw errors.forbidden();
  const decision = decideReschedule({
    policy: policyOf(b),
    by: party,
    status: liveStatus(b, now),
    startsAt: b.startsAt,
    now,
  });
  if (!decision.allowed) {
    if (decision.reason === 'too_late') throw errors.tooLateToReschedule();
    if (decision.reason === 'already_started') throw errors.alreadyStarted();
    throw errors.invalidTransition(b.status, 'reschedule');
  }
  const minutes = (b.endsAt.getTime() - b.startsAt.getTime()) / MINUTE;
  const availability = await assertBookable(deps.prisma, b.therapistUserId, minutes, startsAt, now, b.id);
  const endsAt = new Date(startsAt.getTime() + minutes * MINUTE);
  const blocked = blockedRange(startsAt, endsAt, availability.rules);
  await guardSlot(() =>
    transaction(deps.prisma, async (tx) => {
      const current = await lockBooking(tx, id);
      if (!current || current.startsAt.getTime() !== b.startsAt.getTime() || current.status !== b.status) {
        throw errors.slotTaken();
      }
      await expireOverlapping(tx, b.therapistUserId, blocked.start, blocked.end, now);
      await updateBooking(
        tx,
        id,
        { startsAt, endsAt, blockedStart: blocked.start, blockedEnd: blocked.end },
        now,
      );
      await addChange(tx, id, {
        at: now,
        by: party,
        action: 'rescheduled',
        fromStartsAt: b.startsAt,
        toStartsAt: startsAt,
        reason: '',
      });
      const moved = must(await findBooking(tx, id));
      await publish.rescheduled(tx, moved, party, b.startsAt, now);
      if (b.startsAt > now) await offerFreedSlot(deps, tx, b, now);
    }),
  );
  return must(await findBooking(deps.prisma, id));
}

/** The therapist (or an admin) closes a session after it ended: held, or the client did not come. */
export async function complete(
  deps: Deps,
  actor: Actor,
  id: string,
  noShow: boolean,
): Promise<BookingRecord> {
  const now = deps.clock();
  await transaction(deps.prisma, async (tx) => {
    await lockBooking(tx, id);
    const { booking: b, party } = await loadFor(deps, actor, id, tx);
    if (party !== 'therapist' && party !== 'admin') throw errors.forbidden();
    const action = noShow ? 'mark_no_show' : 'complete';
    const to = nextStatus(b.status, action);
    if (!to) throw errors.invalidTransition(b.status, action);
    if (now < (noShow ? b.startsAt : b.endsAt)) throw errors.notEnded();
    await closeLocked(tx, b, to, party, now);
  });
  return must(await findBooking(deps.prisma, id));
}

/** The closing itself, on a locked booking whose transition was checked: status, history line, BookingCompleted. */
async function closeLocked(tx: Db, b: BookingRecord, to: BookingRecord['status'], by: string, now: Date) {
  await updateBooking(tx, b.id, { status: to }, now);
  await addChange(tx, b.id, {
    at: now,
    by,
    action: to,
    fromStartsAt: null,
    toStartsAt: null,
    reason: '',
  });
  if (to === 'completed') await publish.completed(tx, b, now);
}

/** What sessions says of a call that ended: sessions.session.ended.v1. */
export interface SessionEndFact {
  bookingId: string;
  clientJoined: boolean;
}

export type SessionEndOutcome =
  | { closed: true; status: 'completed' | 'no_show' }
  | { closed: false; reason: 'unknown_booking' | 'not_confirmed'; status?: BookingRecord['status'] };

/**
 * Sessions' end of a call closes its booking, by 'system', inside the consumer's transaction: completed when the
 * client joined, no-show otherwise. Only a confirmed booking moves (a cancelled, completed or already closed one
 * stays as it is, so a redelivery changes nothing). No clock rule here, unlike the therapist's own CompleteBooking:
 * the room has ended, which is the fact the clock stands in for (a therapist may end a call a few minutes early).
 */
export async function closeBySession(tx: Db, e: SessionEndFact, now: Date): Promise<SessionEndOutcome> {
  const b = await lockBooking(tx, e.bookingId);
  if (!b) return { closed: false, reason: 'unknown_booking' };
  const to = nextStatus(b.status, e.clientJoined ? 'complete' : 'mark_no_show');
  if (to !== 'completed' && to !== 'no_show')
    return { closed: false, reason: 'not_confirmed', status: b.status };
  await closeLocked(tx, b, to, 'system', now);
  return { closed: true, status: to };
}

export function policyOf(b: BookingRecord) {
  return {
    cancelWindowHours: b.cancelWindowHours,
    rescheduleWindowHours: b.rescheduleWindowHours,
    lateCancel: b.lateCancel as 'not_allowed' | 'no_refund' | 'half_refund',
  };
}

/** An unpaid booking past its deadline is expired for every decision, before the sweeper marks it. */
export function liveStatus(b: BookingRecord, now: Date) {
  return isLive(b, now) || !['held', 'offered', 'awaiting_payment'].includes(b.status) ? b.status : 'expired';
}

/** What the caller may do with the booking now (shown in calendars before they commit). */
export function capabilities(b: BookingRecord, party: Party, owner: boolean, now: Date) {
  if (!owner && party !== 'admin') return { canCancel: false, canReschedule: false, cancelRefundPercent: 0 };
  const status = liveStatus(b, now);
  const c = decideCancel({
    policy: policyOf(b),
    by: party,
    status,
    startsAt: b.startsAt,
    now,
    paid: status === 'confirmed',
  });
  const r = decideReschedule({ policy: policyOf(b), by: party, status, startsAt: b.startsAt, now });
  return {
    canCancel: c.allowed,
    canReschedule: r.allowed,
    cancelRefundPercent: c.allowed && status === 'confirmed' ? c.refundPercent : 0,
  };
}

export { isAdmin };
