import { ERASED_NAME } from '@oslonac/lang';
import type { Db } from './db';
import { infoSelect } from './documents';
import { reviewSelect } from './reviews';

// One person's rows, for their data export and their erasure (flows/privacy.ts). A person can be a client
// (questionnaire results, "Poveži me" requests, reviews, prices set for them) and a therapist (the profile with
// its documents, W-8BEN and prices) at once; both sides are read and erased.

export function sealedMatchesOf(db: Db, userId: string) {
  return db.matchResult.findMany({
    where: { clientUserId: userId },
    select: { id: true, sealed: true, createdAt: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

export function sealedConnectionsOf(db: Db, userId: string) {
  return db.connectionRequest.findMany({
    where: { clientUserId: userId },
    select: {
      id: true,
      sealed: true,
      status: true,
      assignedProfileId: true,
      createdAt: true,
      assignedAt: true,
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

export function reviewsBy(db: Db, userId: string) {
  return db.review.findMany({
    where: { clientUserId: userId },
    select: reviewSelect,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

export function eligibilityOf(db: Db, userId: string) {
  return db.reviewEligibility.findMany({
    where: { clientUserId: userId },
    select: { bookingId: true, profileId: true, completedAt: true },
    orderBy: [{ completedAt: 'asc' }, { bookingId: 'asc' }],
  });
}

/** Prices therapists set for this client. */
export function pricesForClientOf(db: Db, userId: string) {
  return db.individualPrice.findMany({
    where: { clientUserId: userId },
    select: { profileId: true, kind: true, amountMinor: true, currency: true, updatedAt: true },
    orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
  });
}

/** The person's own profile as stored (every column that is about them), with its sealed uploads. */
export function ownProfileOf(db: Db, userId: string) {
  return db.profile.findUnique({
    where: { userId },
    select: {
      id: true,
      slug: true,
      status: true,
      displayName: true,
      title: true,
      photoUrl: true,
      bio: true,
      languages: true,
      specialties: true,
      approaches: true,
      education: true,
      certifications: true,
      yearsOfPractice: true,
      city: true,
      gender: true,
      worksWithCouples: true,
      sessionTypes: true,
      timeZone: true,
      rejectionReason: true,
      verification: true,
      pendingChanges: true,
      createdAt: true,
      updatedAt: true,
      submittedAt: true,
      approvedAt: true,
      documents: {
        select: infoSelect,
        orderBy: [{ uploadedAt: 'asc' }, { id: 'asc' }],
      },
      w8ben: { select: { ciphertext: true, updatedAt: true } },
      individualPrices: {
        select: { clientUserId: true, kind: true, amountMinor: true, currency: true, updatedAt: true },
        orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
      },
    },
  });
}

/** What the person did as staff (ids and actions only). */
export function auditActionsOf(db: Db, userId: string) {
  return db.auditLog.findMany({
    where: { actorUserId: userId },
    select: { action: true, subjectType: true, subjectId: true, at: true },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
  });
}

/** Deletes everything the person left as a client; returns the profiles whose rating must be recomputed. */
export async function deleteClientRows(db: Db, userId: string): Promise<{ reviewedProfiles: string[] }> {
  await db.$executeRaw`DELETE FROM connection_requests WHERE client_user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM match_results WHERE client_user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM review_eligibility WHERE client_user_id = ${userId}::uuid`;
  await db.$executeRaw`DELETE FROM individual_prices WHERE client_user_id = ${userId}::uuid`;
  const reviewed = await db.$queryRaw<{ profile_id: string }[]>`
    DELETE FROM reviews WHERE client_user_id = ${userId}::uuid RETURNING profile_id::text AS profile_id`;
  return { reviewedProfiles: [...new Set(reviewed.map((r) => r.profile_id))] };
}

/**
 * Empties the therapist's profile of everything about them and unpublishes it. The row itself stays as a
 * nameless tombstone (other clients' "Poveži me" requests point at it) under a slug made of its id, so links to
 * the old slug stop working. Documents, the W-8BEN, their prices, the reviews of the profile (whose words may
 * name them) and its eligibility rows go; so do the outbox copies of its events, which carried the name.
 * Returns the profile id, or null when the person had no profile.
 */
export async function anonymiseProfile(db: Db, userId: string, now: Date): Promise<string | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM profiles WHERE user_id = ${userId}::uuid FOR UPDATE`;
  const id = rows[0]?.id;
  if (!id) return null;
  await db.$executeRaw`DELETE FROM documents WHERE profile_id = ${id}::uuid`;
  await db.$executeRaw`DELETE FROM w8ben_forms WHERE profile_id = ${id}::uuid`;
  await db.$executeRaw`DELETE FROM individual_prices WHERE profile_id = ${id}::uuid`;
  await db.$executeRaw`DELETE FROM reviews WHERE profile_id = ${id}::uuid`;
  await db.$executeRaw`DELETE FROM review_eligibility WHERE profile_id = ${id}::uuid`;
  await db.$executeRaw`DELETE FROM availability_summary WHERE profile_id = ${id}::uuid`;
  await db.$executeRaw`DELETE FROM outbox WHERE aggregate_id = ${id}`;
  await db.$executeRaw`UPDATE profiles SET
      slug = ${`obrisan-${id}`}, status = 'draft', display_name = ${ERASED_NAME}, title = '', photo_url = '',
      bio = '', languages = '{}', specialties = '{}', approaches = '{}', education = '[]'::jsonb,
      certifications = '{}', years_of_practice = 0, city = '', city_key = '', gender = NULL,
      works_with_couples = false, session_types = '[]'::jsonb, price_individual_rsd = NULL,
      rejection_reason = NULL, verification = NULL, pending_changes = NULL, featured = false, featured_rank = 0,
      rating_average = 0, review_count = 0, search_document = '', updated_at = ${now},
      submitted_at = NULL, approved_at = NULL
    WHERE id = ${id}::uuid`;
  return id;
}
