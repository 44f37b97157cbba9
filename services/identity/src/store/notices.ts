import type { OptionalNoticeKind, ReminderLead } from '../domain/notice-kinds';
import type { Db } from './db';

// The notices' own rows (src/notices): preferences, unsubscribe tokens, reminders, the new-message throttle and
// the two small read models (couples' partners, therapists' public name/zone/slug).

/** Who a notice goes to: what identity alone knows. */
export interface NoticeRecipient {
  id: string;
  email: string;
  displayName: string;
  locale: string;
}

/**
 * The accounts notices may go to: only proven addresses, because a notice tells that someone is in therapy, and an
 * address typed wrong at sign-up belongs to a stranger until its owner opens the link sent there.
 */
export async function findRecipients(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, NoticeRecipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.user.findMany({
    where: { id: { in: [...new Set(userIds)] }, emailVerifiedAt: { not: null } },
    select: { id: true, email: true, displayName: true, locale: true },
  });
  return new Map(rows.map((r) => [r.id, r]));
}

// --- preferences ---------------------------------------------------------------------------------------

export async function readPreferences(db: Db, userId: string): Promise<Map<OptionalNoticeKind, boolean>> {
  const rows = await db.noticePreference.findMany({
    where: { userId },
    select: { kind: true, enabled: true },
  });
  return new Map(rows.map((r) => [r.kind as OptionalNoticeKind, r.enabled]));
}

export async function savePreference(
  db: Db,
  p: { userId: string; kind: OptionalNoticeKind; enabled: boolean; now: Date },
): Promise<void> {
  await db.noticePreference.upsert({
    where: { userId_kind: { userId: p.userId, kind: p.kind } },
    create: { userId: p.userId, kind: p.kind, enabled: p.enabled, updatedAt: p.now },
    update: { enabled: p.enabled, updatedAt: p.now },
    select: { userId: true },
  });
}

// --- unsubscribe tokens --------------------------------------------------------------------------------

export async function findSealedToken(
  db: Db,
  userId: string,
  kind: OptionalNoticeKind,
): Promise<Uint8Array | null> {
  const row = await db.noticeUnsubscribeToken.findUnique({
    where: { userId_kind: { userId, kind } },
    select: { tokenSealed: true },
  });
  return row?.tokenSealed ?? null;
}

/** Stores a new token unless one exists already (a concurrent mail made it first): returns whether it was stored. */
export async function insertToken(
  db: Db,
  t: { userId: string; kind: OptionalNoticeKind; tokenHash: string; tokenSealed: Uint8Array; now: Date },
): Promise<boolean> {
  const n =
    await db.$executeRaw`INSERT INTO notice_unsubscribe_tokens (user_id, kind, token_hash, token_sealed, created_at)
    VALUES (${t.userId}::uuid, ${t.kind}, ${t.tokenHash}, ${Buffer.from(t.tokenSealed)}, ${t.now})
    ON CONFLICT (user_id, kind) DO NOTHING`;
  return n > 0;
}

export async function findTokenOwner(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string; kind: OptionalNoticeKind; locale: string } | null> {
  const row = await db.noticeUnsubscribeToken.findUnique({
    where: { tokenHash },
    select: { userId: true, kind: true, user: { select: { locale: true } } },
  });
  return row ? { userId: row.userId, kind: row.kind as OptionalNoticeKind, locale: row.user.locale } : null;
}

// --- reminders -----------------------------------------------------------------------------------------

export interface ReminderRow {
  bookingId: string;
  lead: ReminderLead;
  dueAt: Date;
  startsAt: Date;
  clientUserId: string;
  therapistUserId: string;
  relationshipId: string | null;
}

/**
 * Records a booking fact unless a newer one (or the cancellation) was seen already; returns whether it was
 * recorded, i.e. whether the caller may act on it. A cancellation wins over any fact but another cancellation.
 */
export async function recordBookingFact(
  db: Db,
  f: { bookingId: string; startsAt: Date; factAt: Date; cancelled: boolean },
): Promise<boolean> {
  const cancelledAt = f.cancelled ? f.factAt : null;
  const rows = await db.$queryRaw<
    { applied: boolean }[]
  >`INSERT INTO notice_bookings (booking_id, starts_at, fact_at, cancelled_at)
    VALUES (${f.bookingId}::uuid, ${f.startsAt}, ${f.factAt}, ${cancelledAt}::timestamptz)
    ON CONFLICT (booking_id) DO UPDATE SET starts_at = excluded.starts_at, fact_at = excluded.fact_at,
      cancelled_at = excluded.cancelled_at
      WHERE notice_bookings.cancelled_at IS NULL
        AND (excluded.cancelled_at IS NOT NULL OR notice_bookings.fact_at <= excluded.fact_at)
    RETURNING true AS applied`;
  return rows.length > 0;
}

/** Writes (or rewrites) the given reminders of a booking as unsent; a redelivered confirmation changes nothing. */
export async function upsertReminders(db: Db, rows: readonly ReminderRow[]): Promise<void> {
  for (const r of rows) {
    await db.$executeRaw`INSERT INTO notice_reminders
        (booking_id, lead, due_at, starts_at, client_user_id, therapist_user_id, relationship_id, sent_at)
      VALUES (${r.bookingId}::uuid, ${r.lead}, ${r.dueAt}, ${r.startsAt}, ${r.clientUserId}::uuid,
        ${r.therapistUserId}::uuid, ${r.relationshipId}::uuid, NULL)
      ON CONFLICT (booking_id, lead) DO UPDATE SET due_at = excluded.due_at, starts_at = excluded.starts_at,
        relationship_id = COALESCE(excluded.relationship_id, notice_reminders.relationship_id),
        sent_at = CASE WHEN notice_reminders.starts_at = excluded.starts_at THEN notice_reminders.sent_at END`;
  }
}

/** The relationship a booking's reminders remember (reschedule events do not carry it). */
export async function findReminderRelationship(
  db: Db,
  bookingId: string,
): Promise<string | null | undefined> {
  const row = await db.noticeReminder.findFirst({ where: { bookingId }, select: { relationshipId: true } });
  return row ? row.relationshipId : undefined;
}

export async function deleteReminders(db: Db, bookingId: string): Promise<number> {
  return db.$executeRaw`DELETE FROM notice_reminders WHERE booking_id = ${bookingId}::uuid`;
}

/**
 * The scheduler's claim: due, unsent reminders, locked for the caller's transaction and skipped by every other
 * (a second replica takes the next ones, never the same).
 */
export async function claimDueReminders(db: Db, now: Date, limit: number): Promise<ReminderRow[]> {
  return db.$queryRaw<ReminderRow[]>`SELECT booking_id::text AS "bookingId", lead, due_at AS "dueAt",
      starts_at AS "startsAt", client_user_id::text AS "clientUserId", therapist_user_id::text AS "therapistUserId",
      relationship_id::text AS "relationshipId"
    FROM notice_reminders WHERE sent_at IS NULL AND due_at <= ${now}
    ORDER BY due_at, booking_id, lead LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
}

export async function markReminderSent(
  db: Db,
  bookingId: string,
  lead: ReminderLead,
  now: Date,
): Promise<void> {
  await db.$executeRaw`UPDATE notice_reminders SET sent_at = ${now}
    WHERE booking_id = ${bookingId}::uuid AND lead = ${lead}`;
}

export async function deleteReminder(db: Db, bookingId: string, lead: ReminderLead): Promise<void> {
  await db.$executeRaw`DELETE FROM notice_reminders WHERE booking_id = ${bookingId}::uuid AND lead = ${lead}`;
}

/** Housekeeping: reminders (and booking facts) of sessions long past are of no use to anyone. */
export async function pruneReminders(db: Db, before: Date): Promise<number> {
  await db.$executeRaw`DELETE FROM notice_bookings WHERE starts_at < ${before}`;
  return db.$executeRaw`DELETE FROM notice_reminders WHERE starts_at < ${before}`;
}

// --- new-message throttle ------------------------------------------------------------------------------

/**
 * Takes the right to mail `userId` about a conversation: true when no mail went in the last `intervalMs` (and
 * records now), false otherwise. One statement, so two consumers handling two messages at once cannot both win.
 */
export async function takeMessageMailSlot(
  db: Db,
  s: { conversationId: string; userId: string; now: Date; intervalMs: number },
): Promise<boolean> {
  const since = new Date(s.now.getTime() - s.intervalMs);
  const rows = await db.$queryRaw<
    { taken: boolean }[]
  >`INSERT INTO notice_message_throttle (conversation_id, user_id, last_sent_at)
    VALUES (${s.conversationId}::uuid, ${s.userId}::uuid, ${s.now})
    ON CONFLICT (conversation_id, user_id) DO UPDATE SET last_sent_at = excluded.last_sent_at
      WHERE notice_message_throttle.last_sent_at <= ${since}
    RETURNING true AS taken`;
  return rows.length > 0;
}

/** Housekeeping: a throttle row older than the window decides nothing any more. */
export async function pruneMessageThrottle(db: Db, before: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM notice_message_throttle WHERE last_sent_at < ${before}`;
}

// --- read models ---------------------------------------------------------------------------------------

export async function addPartner(
  db: Db,
  p: { relationshipId: string; partnerUserId: string; joinedAt: Date },
): Promise<void> {
  await db.$executeRaw`INSERT INTO notice_relationship_partners (relationship_id, partner_user_id, joined_at)
    VALUES (${p.relationshipId}::uuid, ${p.partnerUserId}::uuid, ${p.joinedAt})
    ON CONFLICT (relationship_id, partner_user_id) DO NOTHING`;
}

export async function partnersOf(db: Db, relationshipId: string): Promise<string[]> {
  const rows = await db.noticeRelationshipPartner.findMany({
    where: { relationshipId },
    select: { partnerUserId: true },
  });
  return rows.map((r) => r.partnerUserId);
}

export interface NoticeTherapist {
  userId: string;
  profileId: string;
  displayName: string;
  slug: string;
  timeZone: string;
}

/** Keeps the newest facts only: an older event arriving late does not overwrite a newer one. */
export async function upsertTherapist(db: Db, t: NoticeTherapist & { updatedAt: Date }): Promise<void> {
  await db.$executeRaw`INSERT INTO notice_therapists (user_id, profile_id, display_name, slug, time_zone, updated_at)
    VALUES (${t.userId}::uuid, ${t.profileId}::uuid, ${t.displayName}, ${t.slug}, ${t.timeZone}, ${t.updatedAt})
    ON CONFLICT (user_id) DO UPDATE SET profile_id = excluded.profile_id, display_name = excluded.display_name,
      slug = excluded.slug, time_zone = excluded.time_zone, updated_at = excluded.updated_at
      WHERE notice_therapists.updated_at <= excluded.updated_at`;
}

export async function findTherapist(db: Db, userId: string): Promise<NoticeTherapist | null> {
  return db.noticeTherapist.findUnique({
    where: { userId },
    select: { userId: true, profileId: true, displayName: true, slug: true, timeZone: true },
  });
}

// --- erasure -------------------------------------------------------------------------------------------

/**
 * The person's notice rows that do not go by cascade with the user row: reminders of their sessions (as client
 * or therapist), their partner rows and their therapist facts. Preferences, tokens and throttle rows cascade.
 */
export async function eraseNoticeRows(db: Db, userId: string): Promise<void> {
  await db.$executeRaw`DELETE FROM notice_reminders
    WHERE client_user_id = ${userId}::uuid OR therapist_user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM notice_relationship_partners WHERE partner_user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM notice_therapists WHERE user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM notice_preferences WHERE user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM notice_unsubscribe_tokens WHERE user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM notice_message_throttle WHERE user_id = ${userId}::uuid`;
}
