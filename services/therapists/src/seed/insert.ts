import { createHash } from 'node:crypto';
import { foldText } from '../domain/fold';
import { buildSearchDocument, type DraftData, individualPrice, publicFactsChanged } from '../domain/profile';
import { PROFILE_APPROVED_SUBJECT, profileApproved, profileUpdated } from '../events';
import { Prisma } from '../generated/prisma/client';
import type { Db, PrismaClient } from '../store/db';
import { findProfilesByUserIds, type ProfileView, taxonomyNames } from '../store/profiles';
import type { SeedTherapist } from './types';

/** A UUID derived from text, so seeding the same data twice writes the same rows. */
export function deterministicUuid(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function draftOf(t: SeedTherapist): DraftData {
  return {
    displayName: t.displayName,
    title: t.title,
    bio: t.bio,
    languages: t.languages,
    specialties: t.specialties,
    approaches: t.approaches,
    education: t.education,
    certifications: t.certifications,
    yearsOfPractice: t.yearsOfPractice,
    city: t.city,
    gender: t.gender,
    worksWithCouples: t.worksWithCouples,
    sessionTypes: t.sessionTypes,
    timeZone: t.timeZone,
  };
}

export interface SeedOptions {
  /** Rows per multi-row statement and per transaction. */
  batchSize?: number;
  /** Also write published reviews and the rating they add up to. */
  withReviews?: boolean;
  /**
   * Enqueue therapists.profile.approved.v1 and …profile.updated.v1 in the batch's transaction for every profile
   * that becomes public here or was never announced, and …updated.v1 for a public one whose published facts the
   * seed changes back, so booking (which knows therapists only from these events) learns of them when the relay
   * runs. A re-run that changes nothing enqueues nothing.
   */
  events?: boolean;
  now?: Date;
}

/**
 * Inserts (or brings back to the seeded state) approved profiles in multi-row statements of `batchSize`, one
 * transaction per batch. Idempotent by user id.
 */
export async function insertSeedTherapists(
  prisma: PrismaClient,
  therapists: SeedTherapist[],
  opts: SeedOptions = {},
): Promise<{ written: number; events: number }> {
  const names = await taxonomyNames(prisma);
  const now = opts.now ?? new Date();
  const batchSize = opts.batchSize ?? 500;
  let written = 0;
  let events = 0;
  for (let i = 0; i < therapists.length; i += batchSize) {
    const batch = therapists.slice(i, i + batchSize);
    const userIds = batch.map((t) => t.userId);
    const rows = batch.map((t) => {
      const draft = draftOf(t);
      const id = deterministicUuid(`profile:${t.userId}`);
      const price = individualPrice(draft.sessionTypes);
      return Prisma.sql`(${id}::uuid, ${t.userId}::uuid, ${t.slug}, 'approved', ${t.displayName}, ${t.title},
        ${t.photoUrl}, ${t.bio}, ${t.languages}::text[], ${t.specialties}::text[], ${t.approaches}::text[],
        ${JSON.stringify(t.education)}::jsonb, ${t.certifications}::text[], ${t.yearsOfPractice}, ${t.city},
        ${foldText(t.city)}, ${t.gender}::gender, ${t.worksWithCouples}, ${JSON.stringify(t.sessionTypes)}::jsonb,
        ${price === null ? null : BigInt(price)}, ${t.timeZone},
        ${JSON.stringify({ ...t.verification, checkedAt: t.verification.checkedAt.toISOString() })}::jsonb,
        ${t.featured}, ${t.featured ? t.rank : 0}, ${buildSearchDocument(draft, names)}, ${now}, ${now}, ${now})`;
    });
    await prisma.$transaction(
      async (tx) => {
        // What was there before, locked, so the events say exactly what this transaction changed.
        const before = opts.events
          ? new Map((await findProfilesByUserIds(tx, userIds, { lock: true })).map((p) => [p.userId, p]))
          : null;
        written += await tx.$executeRaw`
          INSERT INTO profiles (id, user_id, slug, status, display_name, title, photo_url, bio, languages, specialties,
            approaches, education, certifications, years_of_practice, city, city_key, gender, works_with_couples,
            session_types, price_individual_rsd, time_zone, verification, featured, featured_rank, search_document,
            created_at, updated_at, approved_at)
          VALUES ${Prisma.join(rows)}
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
        await tx.$executeRaw`
          INSERT INTO availability_summary (profile_id, first_free_slot, updated_at)
          SELECT id, NULL, ${now} FROM profiles WHERE user_id = ANY(${userIds}::uuid[])
          ON CONFLICT (profile_id) DO NOTHING`;
        if (opts.withReviews) await insertReviews(tx, batch, now);
        if (before) events += await enqueueSeedEvents(tx, userIds, before, now);
      },
      // A batch of a thousand profiles and their events takes longer than Prisma's 5 s default.
      { maxWait: 10_000, timeout: 300_000 },
    );
  }
  return { written, events };
}

/**
 * The events a running approval would have written, for the seeded profiles that need them: those that become
 * public now, and public ones never announced (seeded before seeds wrote events, or without them), which booking
 * would otherwise never hear of.
 */
async function enqueueSeedEvents(
  tx: Db,
  userIds: string[],
  before: Map<string, ProfileView>,
  now: Date,
): Promise<number> {
  const profiles = await findProfilesByUserIds(tx, userIds);
  const announced = new Set(
    (
      await tx.$queryRaw<{ id: string }[]>`
        SELECT DISTINCT aggregate_id AS id FROM outbox
        WHERE subject = ${PROFILE_APPROVED_SUBJECT} AND aggregate_id = ANY(${profiles.map((p) => p.id)}::text[])`
    ).map((r) => r.id),
  );
  let n = 0;
  for (const p of profiles) {
    const was = before.get(p.userId);
    const becamePublic = was?.status !== 'approved' || !announced.has(p.id);
    if (becamePublic) {
      await profileApproved(tx, p, now);
      n++;
    }
    if (becamePublic || was.slug !== p.slug || publicFactsChanged(was.draft, p.draft)) {
      await profileUpdated(tx, p, now);
      n++;
    }
  }
  return n;
}

/**
 * Bench only: a first free slot for about seven in ten profiles, spread over the next three weeks, so "available
 * within N days" is measured over a realistic share of matches. Rows booking has reported on are left alone.
 */
export async function seedBenchAvailability(
  prisma: PrismaClient,
  userIds: string[],
  now: Date,
): Promise<number> {
  return prisma.$executeRaw`
    UPDATE availability_summary a
    SET first_free_slot = ${now}::timestamptz + make_interval(mins => (30 * (abs(hashtext(a.profile_id::text)::bigint) / 100 % 1008))::int),
      updated_at = ${now}
    FROM profiles p
    WHERE p.id = a.profile_id AND p.user_id = ANY(${userIds}::uuid[]) AND a.availability_updated_at IS NULL
      AND abs(hashtext(a.profile_id::text)::bigint) % 100 < 70`;
}

async function insertReviews(prisma: Db, batch: SeedTherapist[], now: Date): Promise<void> {
  const rows = batch.flatMap((t) =>
    t.reviews.map((r, n) => {
      const profileId = deterministicUuid(`profile:${t.userId}`);
      const clientId = deterministicUuid(`review-client:${t.userId}:${n}`);
      const at = new Date(now.getTime() - (n + 1) * 9 * 24 * 3600 * 1000);
      return Prisma.sql`(${deterministicUuid(`review:${t.userId}:${n}`)}::uuid, ${profileId}::uuid, ${clientId}::uuid,
        ${r.rating}, ${r.text}, ${r.authorLabel}, 'published', ${at}, ${at})`;
    }),
  );
  if (rows.length > 0) {
    await prisma.$executeRaw`
      INSERT INTO reviews (id, profile_id, client_user_id, rating, text, author_label, status, created_at, moderated_at)
      VALUES ${Prisma.join(rows)}
      ON CONFLICT (id) DO UPDATE SET rating = EXCLUDED.rating, text = EXCLUDED.text,
        author_label = EXCLUDED.author_label, status = 'published'`;
  }
  await prisma.$executeRaw`
    UPDATE profiles p SET
      rating_average = COALESCE((SELECT avg(rating)::float8 FROM reviews r WHERE r.profile_id = p.id AND r.status = 'published'), 0),
      review_count = (SELECT count(*)::int FROM reviews r WHERE r.profile_id = p.id AND r.status = 'published')
    WHERE p.user_id = ANY(${batch.map((t) => t.userId)}::uuid[])`;
}
