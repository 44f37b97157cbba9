import type { DraftData, VerificationData } from '../domain/profile';
import { Prisma } from '../generated/prisma/client';
import type { Db, PrismaClient } from './db';

// Bulk writes of the demo and bench seeds (src/seed/insert.ts): multi-row statements, idempotent by user id.

export interface SeedProfileRow {
  id: string;
  userId: string;
  slug: string;
  draft: DraftData;
  photoUrl: string;
  cityKey: string;
  price: number | null;
  verification: VerificationData;
  featured: boolean;
  featuredRank: number;
  searchDocument: string;
}

/** Inserts the profiles approved, or brings existing ones (same user id) back to the seeded state. */
export function upsertSeedProfiles(db: Db, rows: SeedProfileRow[], now: Date): Promise<number> {
  const values = rows.map((r) => {
    const d = r.draft;
    return Prisma.sql`(${r.id}::uuid, ${r.userId}::uuid, ${r.slug}, 'approved', ${d.displayName}, ${d.title},
      ${r.photoUrl}, ${d.bio}, ${d.languages}::text[], ${d.specialties}::text[], ${d.approaches}::text[],
      ${JSON.stringify(d.education)}::jsonb, ${d.certifications}::text[], ${d.yearsOfPractice}, ${d.city},
      ${r.cityKey}, ${d.gender}::gender, ${d.worksWithCouples}, ${JSON.stringify(d.sessionTypes)}::jsonb,
      ${r.price === null ? null : BigInt(r.price)}, ${d.timeZone}, ${JSON.stringify(r.verification)}::jsonb,
      ${r.featured}, ${r.featuredRank}, ${r.searchDocument}, ${now}, ${now}, ${now})`;
  });
  return db.$executeRaw`
    INSERT INTO profiles (id, user_id, slug, status, display_name, title, photo_url, bio, languages, specialties,
      approaches, education, certifications, years_of_practice, city, city_key, gender, works_with_couples,
      session_types, price_individual_rsd, time_zone, verification, featured, featured_rank, search_document,
      created_at, updated_at, approved_at)
    VALUES ${Prisma.join(values)}
    ON CONFLICT (user_id) DO UPDATE SET slug = EXCLUDED.slug, status = 'approved',
      display_name = EXCLUDED.display_name, title = EXCLUDED.title, photo_url = EXCLUDED.photo_url,
      bio = EXCLUDED.bio, languages = EXCLUDED.languages, specialties = EXCLUDED.specialties,
      approaches = EXCLUDED.approaches, education = EXCLUDED.education,
      certifications = EXCLUDED.certifications, years_of_practice = EXCLUDED.years_of_practice,
      city = EXCLUDED.city, city_key = EXCLUDED.city_key, gender = EXCLUDED.gender,
      works_with_couples = EXCLUDED.works_with_couples, session_types = EXCLUDED.session_types,
      price_individual_rsd = EXCLUDED.price_individual_rsd, time_zone = EXCLUDED.time_zone,
      verification = EXCLUDED.verification, featured = EXCLUDED.featured,
      featured_rank = EXCLUDED.featured_rank, search_document = EXCLUDED.search_document,
      pending_changes = NULL, rejection_reason = NULL, updated_at = EXCLUDED.updated_at`;
}

/** An availability row (slot unknown) for each of these therapists' profiles that has none. */
export async function ensureSeedSummaries(db: Db, userIds: string[], now: Date): Promise<void> {
  await db.$executeRaw`
    INSERT INTO availability_summary (profile_id, first_free_slot, updated_at)
    SELECT id, NULL, ${now} FROM profiles WHERE user_id = ANY(${userIds}::uuid[])
    ON CONFLICT (profile_id) DO NOTHING`;
}

export interface SeedReviewRow {
  id: string;
  profileId: string;
  clientUserId: string;
  rating: number;
  text: string;
  authorLabel: string;
  at: Date;
}

/** Published reviews (idempotent by id), then the ratings of these therapists' profiles recomputed. */
export async function upsertSeedReviews(db: Db, rows: SeedReviewRow[], userIds: string[]): Promise<void> {
  if (rows.length > 0) {
    const values = rows.map(
      (r) => Prisma.sql`(${r.id}::uuid, ${r.profileId}::uuid, ${r.clientUserId}::uuid,
        ${r.rating}, ${r.text}, ${r.authorLabel}, 'published', ${r.at}, ${r.at})`,
    );
    await db.$executeRaw`
      INSERT INTO reviews (id, profile_id, client_user_id, rating, text, author_label, status, created_at, moderated_at)
      VALUES ${Prisma.join(values)}
      ON CONFLICT (id) DO UPDATE SET rating = EXCLUDED.rating, text = EXCLUDED.text,
        author_label = EXCLUDED.author_label, status = 'published'`;
  }
  await db.$executeRaw`
    UPDATE profiles p SET
      rating_average = COALESCE((SELECT avg(rating)::float8 FROM reviews r WHERE r.profile_id = p.id AND r.status = 'published'), 0),
      review_count = (SELECT count(*)::int FROM reviews r WHERE r.profile_id = p.id AND r.status = 'published')
    WHERE p.user_id = ANY(${userIds}::uuid[])`;
}

/** Which of these profiles already have an event on `subject` in the outbox. */
export async function announcedProfiles(db: Db, profileIds: string[], subject: string): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT aggregate_id AS id FROM outbox
    WHERE subject = ${subject} AND aggregate_id = ANY(${profileIds}::text[])`;
  return new Set(rows.map((r) => r.id));
}

/**
 * Bench only: a first free slot for about seven in ten profiles, spread over the next three weeks, so "available
 * within N days" is measured over a realistic share of matches. Rows booking has reported on are left alone.
 */
export function seedBenchAvailability(prisma: PrismaClient, userIds: string[], now: Date): Promise<number> {
  return prisma.$executeRaw`
    UPDATE availability_summary a
    SET first_free_slot = ${now}::timestamptz + make_interval(mins => (30 * (abs(hashtext(a.profile_id::text)::bigint) / 100 % 1008))::int),
      updated_at = ${now}
    FROM profiles p
    WHERE p.id = a.profile_id AND p.user_id = ANY(${userIds}::uuid[]) AND a.availability_updated_at IS NULL
      AND abs(hashtext(a.profile_id::text)::bigint) % 100 < 70`;
}

/** Planner statistics after a bulk load, so the first searches of a bench do not run on stale estimates. */
export async function analyzeSeeded(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`ANALYZE profiles`;
  await prisma.$executeRaw`ANALYZE availability_summary`;
}
