import type { Tx } from '@oslonac/kit';
import { formatDateTime, zoneName } from '@oslonac/lang';
import type { RefundIssued } from '@oslonac/proto/oslonac/events/v1/billing';
import type {
  BookingCancelled,
  BookingCompleted,
  BookingConfirmed,
  BookingHoldCreated,
  BookingRescheduled,
  RelationshipPartnerJoined,
} from '@oslonac/proto/oslonac/events/v1/booking';
import type { NoticeAudience } from '../domain/notice-copy';
import { noticeLinks, reminderSchedule } from '../domain/notice-kinds';
import { CLIENT_TIME_ZONE, sessionTime, zonesFor } from '../domain/notice-time';
import type { Db } from '../store/db';
import {
  addPartner,
  deleteReminders,
  findRecipients,
  findReminderRelationship,
  findTherapist,
  type NoticeRecipient,
  recordBookingFact,
  upsertReminders,
} from '../store/notices';
import type { NoticeDeps } from './deps';
import { sendNotice } from './send';

// Booking's and billing's facts turned into mail (each handler runs in the consumer's transaction, with its inbox
// row, so a redelivered event sends nothing twice) and into the reminders the scheduler sends later. Booking's
// facts about one booking arrive in order on one consumer; when a failed one comes back behind a newer one, the
// fact record (notice_bookings) makes it a no-op instead of an old time or a cancelled session's reminders.

/** What a booking notice needs to know about the session's therapist. */
export interface TherapistFacts {
  name: string | null;
  zone: string;
  slug: string | null;
}

/**
 * The therapist's public name, zone and page from the read model; before the first profile event arrives, the
 * account's own name and Belgrade's zone (the therapists service's default too).
 */
export async function therapistFacts(
  db: Db,
  therapistUserId: string,
  account?: NoticeRecipient,
): Promise<TherapistFacts> {
  const t = await findTherapist(db, therapistUserId);
  if (t) return { name: t.displayName.trim() || null, zone: t.timeZone, slug: t.slug || null };
  return { name: account?.displayName.trim() || null, zone: CLIENT_TIME_ZONE, slug: null };
}

function when(startsAt: Date, audience: NoticeAudience, therapist: TherapistFacts) {
  const { zone, otherZone } = zonesFor(audience, therapist.zone);
  return (locale: Parameters<typeof sessionTime>[3]) => sessionTime(startsAt, zone, otherZone, locale);
}

async function parties(tx: Tx, clientUserId: string, therapistUserId: string) {
  const people = await findRecipients(tx as Db, [clientUserId, therapistUserId]);
  const therapistAccount = people.get(therapistUserId);
  return {
    client: people.get(clientUserId),
    therapistAccount,
    therapist: await therapistFacts(tx as Db, therapistUserId, therapistAccount),
  };
}

export async function onHoldCreated(tx: Tx, d: NoticeDeps, e: BookingHoldCreated): Promise<void> {
  if (!e.startsAt || !e.expiresAt) return;
  const { client, therapist } = await parties(tx, e.clientUserId, e.therapistUserId);
  if (!client) return;
  const startsAt = e.startsAt;
  const expiresAt = e.expiresAt;
  await sendNotice(tx, d, client, (locale) => ({
    kind: 'booking_held',
    when: when(startsAt, 'client', therapist)(locale),
    payBy: `${formatDateTime(expiresAt, CLIENT_TIME_ZONE, locale, { dateStyle: 'long' })} (${zoneName(CLIENT_TIME_ZONE, locale)})`,
    therapist: therapist.name,
    link: noticeLinks.calendar(d.publicUrl),
  }));
}

/** Both sides are told; the two reminders are scheduled (those whose moment has not passed yet). */
export async function onConfirmed(tx: Tx, d: NoticeDeps, e: BookingConfirmed): Promise<void> {
  if (!e.startsAt) return;
  const startsAt = e.startsAt;
  if (!(await isNewest(tx, d, e.bookingId, startsAt, e.occurredAt, false))) return;
  const { client, therapistAccount, therapist } = await parties(tx, e.clientUserId, e.therapistUserId);
  const link = noticeLinks.calendar(d.publicUrl);
  if (client)
    await sendNotice(tx, d, client, (locale) => ({
      kind: 'booking_confirmed',
      audience: 'client',
      when: when(startsAt, 'client', therapist)(locale),
      therapist: therapist.name,
      link,
    }));
  if (therapistAccount)
    await sendNotice(tx, d, therapistAccount, (locale) => ({
      kind: 'booking_confirmed',
      audience: 'therapist',
      when: when(startsAt, 'therapist', therapist)(locale),
      therapist: null,
      link,
    }));
  await upsertReminders(
    tx as Db,
    reminderSchedule(startsAt, d.clock()).map(({ lead, dueAt }) => ({
      bookingId: e.bookingId,
      lead,
      dueAt,
      startsAt,
      clientUserId: e.clientUserId,
      therapistUserId: e.therapistUserId,
      relationshipId: e.relationshipId || null,
    })),
  );
}

/** Both sides are told the new time; the reminders move with the session. */
export async function onRescheduled(tx: Tx, d: NoticeDeps, e: BookingRescheduled): Promise<void> {
  if (!e.startsAt) return;
  const startsAt = e.startsAt;
  if (!(await isNewest(tx, d, e.bookingId, startsAt, e.occurredAt, false))) return;
  const previous = e.previousStartsAt ?? null;
  const { client, therapistAccount, therapist } = await parties(tx, e.clientUserId, e.therapistUserId);
  const link = noticeLinks.calendar(d.publicUrl);
  for (const [person, audience] of [
    [client, 'client'],
    [therapistAccount, 'therapist'],
  ] as const) {
    if (!person) continue;
    await sendNotice(tx, d, person, (locale) => ({
      kind: 'booking_rescheduled',
      audience,
      when: when(startsAt, audience, therapist)(locale),
      previous: previous ? when(previous, audience, therapist)(locale) : '',
      therapist: audience === 'client' ? therapist.name : null,
      link,
    }));
  }
  const relationshipId = await findReminderRelationship(tx as Db, e.bookingId);
  await deleteReminders(tx as Db, e.bookingId);
  await upsertReminders(
    tx as Db,
    reminderSchedule(startsAt, d.clock()).map(({ lead, dueAt }) => ({
      bookingId: e.bookingId,
      lead,
      dueAt,
      startsAt,
      clientUserId: e.clientUserId,
      therapistUserId: e.therapistUserId,
      relationshipId: relationshipId ?? null,
    })),
  );
}

/**
 * A confirmed session's cancellation goes to both sides at once, the client's with what the policy returns; the
 * refund itself is a separate short mail when billing reports it (RefundIssued), because it can come much later
 * (a bank transfer) or be made by staff. A hold that was never confirmed (the client let it lapse or dropped it)
 * is not mailed: nothing was booked, and the client was there when it happened.
 */
export async function onCancelled(tx: Tx, d: NoticeDeps, e: BookingCancelled): Promise<void> {
  await deleteReminders(tx as Db, e.bookingId);
  const fresh = await isNewest(tx, d, e.bookingId, e.startsAt ?? d.clock(), e.occurredAt, true);
  if (!fresh || !e.wasConfirmed || !e.startsAt) return;
  const startsAt = e.startsAt;
  const { client, therapistAccount, therapist } = await parties(tx, e.clientUserId, e.therapistUserId);
  const link = noticeLinks.calendar(d.publicUrl);
  if (client)
    await sendNotice(tx, d, client, (locale) => ({
      kind: 'booking_cancelled',
      audience: 'client',
      when: when(startsAt, 'client', therapist)(locale),
      therapist: therapist.name,
      refundPercent: Math.max(0, Math.min(100, e.refundPercent)),
      link,
    }));
  if (therapistAccount)
    await sendNotice(tx, d, therapistAccount, (locale) => ({
      kind: 'booking_cancelled',
      audience: 'therapist',
      when: when(startsAt, 'therapist', therapist)(locale),
      therapist: null,
      refundPercent: null,
      link,
    }));
}

/** Records the fact; false (and a log line) when a newer fact or the cancellation was seen already. */
async function isNewest(
  tx: Tx,
  d: NoticeDeps,
  bookingId: string,
  startsAt: Date,
  occurredAt: Date | undefined,
  cancelled: boolean,
): Promise<boolean> {
  const factAt = occurredAt ?? d.clock();
  if (await recordBookingFact(tx as Db, { bookingId, startsAt, factAt, cancelled })) return true;
  d.log.info(
    { booking: bookingId, fact_at: factAt, cancelled },
    'booking notice skipped: a newer fact was seen',
  );
  return false;
}

export async function onRefundIssued(tx: Tx, d: NoticeDeps, e: RefundIssued): Promise<void> {
  if (e.currency !== 'RSD' && e.currency !== 'EUR') {
    d.log.warn({ refund: e.refundId, currency: e.currency }, 'refund notice skipped: unknown currency');
    return;
  }
  const currency = e.currency;
  const client = (await findRecipients(tx as Db, [e.clientUserId])).get(e.clientUserId);
  if (!client) return;
  await sendNotice(tx, d, client, () => ({
    kind: 'refund_issued',
    amountMinor: Number(e.amountMinor),
    currency,
  }));
}

/** The review request, to the client: on the therapist's public page, where the review form is. */
export async function onCompleted(tx: Tx, d: NoticeDeps, e: BookingCompleted): Promise<void> {
  const { client, therapist } = await parties(tx, e.clientUserId, e.therapistUserId);
  if (!client) return;
  const link = therapist.slug
    ? noticeLinks.publicProfile(d.publicUrl, therapist.slug)
    : noticeLinks.calendar(d.publicUrl);
  await sendNotice(tx, d, client, () => ({ kind: 'review_request', therapist: therapist.name, link }));
}

export async function onPartnerJoined(tx: Tx, d: NoticeDeps, e: RelationshipPartnerJoined): Promise<void> {
  await addPartner(tx as Db, {
    relationshipId: e.relationshipId,
    partnerUserId: e.partnerUserId,
    joinedAt: e.occurredAt ?? d.clock(),
  });
}
