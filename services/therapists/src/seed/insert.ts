import { createHash } from 'node:crypto';
import { fold } from '@oslonac/lang';
import { buildSearchDocument, type DraftData, individualPrice, publicFactsChanged } from '../domain/profile';
import { PROFILE_APPROVED_SUBJECT, profileApproved, profileUpdated } from '../events';
import { type Db, type PrismaClient, transaction } from '../store/db';
import { findProfilesByUserIds, type ProfileView, taxonomyNames } from '../store/profiles';
import {
  announcedProfiles,
  ensureSeedSummaries,
  type SeedProfileRow,
  type SeedReviewRow,
  upsertSeedProfiles,
  upsertSeedReviews,
} from '../store/seed';
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
    const rows = batch.map((t) => profileRow(t, names));
    await transaction(
      prisma,
      async (tx) => {
        // What was there before, locked, so the events say exactly what this transaction changed.
        const before = opts.events
          ? new Map((await findProfilesByUserIds(tx, userIds, { lock: true })).map((p) => [p.userId, p]))
          : null;
        written += await upsertSeedProfiles(tx, rows, now);
        await ensureSeedSummaries(tx, userIds, now);
        if (opts.withReviews) await upsertSeedReviews(tx, reviewRows(batch, now), userIds);
        if (before) events += await enqueueSeedEvents(tx, userIds, before, now);
      },
      // A batch of a thousand profiles and their events takes longer than the kit's usual limits.
      { maxWait: 10_000, timeout: 300_000 },
    );
  }
  return { written, events };
}

function profileRow(t: SeedTherapist, names: Awaited<ReturnType<typeof taxonomyNames>>): SeedProfileRow {
  const draft = draftOf(t);
  return {
    id: deterministicUuid(`profile:${t.userId}`),
    userId: t.userId,
    slug: t.slug,
    draft,
    photoUrl: t.photoUrl,
    cityKey: fold(t.city),
    price: individualPrice(draft.sessionTypes),
    verification: { ...t.verification, checkedAt: t.verification.checkedAt.toISOString() },
    featured: t.featured,
    featuredRank: t.featured ? t.rank : 0,
    searchDocument: buildSearchDocument(draft, names),
  };
}

function reviewRows(batch: SeedTherapist[], now: Date): SeedReviewRow[] {
  return batch.flatMap((t) =>
    t.reviews.map((r, n) => {
      const at = new Date(now.getTime() - (n + 1) * 9 * 24 * 3600 * 1000);
      return {
        id: deterministicUuid(`review:${t.userId}:${n}`),
        profileId: deterministicUuid(`profile:${t.userId}`),
        clientUserId: deterministicUuid(`review-client:${t.userId}:${n}`),
        rating: r.rating,
        text: r.text,
        authorLabel: r.authorLabel,
        at,
      };
    }),
  );
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
  const announced = await announcedProfiles(
    tx,
    profiles.map((p) => p.id),
    PROFILE_APPROVED_SUBJECT,
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
