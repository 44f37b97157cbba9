import type { Tx } from '@oslonac/kit';
import type { Db } from './db';

// Reviews and who may write them (clients with a completed session, from booking's events).

export interface ReviewView {
  id: string;
  profileId: string;
  rating: number;
  text: string;
  authorLabel: string;
  status: 'pending' | 'published' | 'rejected';
  createdAt: Date;
}

export const reviewSelect = {
  id: true,
  profileId: true,
  rating: true,
  text: true,
  authorLabel: true,
  status: true,
  createdAt: true,
} as const;

/** One completed booking makes its client eligible to review the therapist; a repeated event changes nothing. */
export async function insertEligibility(
  db: Tx,
  e: { bookingId: string; clientUserId: string; profileId: string; completedAt: Date },
): Promise<void> {
  await db.$executeRaw`INSERT INTO review_eligibility (booking_id, client_user_id, profile_id, completed_at)
    VALUES (${e.bookingId}, ${e.clientUserId}::uuid, ${e.profileId}::uuid, ${e.completedAt})
    ON CONFLICT (booking_id) DO NOTHING`;
}

export async function isEligible(db: Db, clientUserId: string, profileId: string): Promise<boolean> {
  const row = await db.reviewEligibility.findFirst({
    where: { clientUserId, profileId },
    select: { bookingId: true },
  });
  return row !== null;
}

/** Fails with a unique violation when the client has already reviewed this therapist. */
export function insertReview(
  db: Db,
  r: {
    id: string;
    profileId: string;
    clientUserId: string;
    rating: number;
    text: string;
    authorLabel: string;
    now: Date;
  },
): Promise<ReviewView> {
  return db.review.create({
    data: {
      id: r.id,
      profileId: r.profileId,
      clientUserId: r.clientUserId,
      rating: r.rating,
      text: r.text,
      authorLabel: r.authorLabel,
      createdAt: r.now,
    },
    select: reviewSelect,
  });
}

export function findReview(db: Db, id: string): Promise<ReviewView | null> {
  return db.review.findUnique({ where: { id }, select: reviewSelect });
}

/** The newest published reviews of a profile, as its public page shows them. */
export function publishedReviews(db: Db, profileId: string, take: number): Promise<ReviewView[]> {
  return db.review.findMany({
    where: { profileId, status: 'published' },
    select: reviewSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
}

/** The moderation queue of one status, oldest first. */
export async function reviewsByStatus(
  db: Db,
  q: { status: ReviewView['status']; skip: number; take: number },
): Promise<{ reviews: ReviewView[]; total: number }> {
  const where = { status: q.status };
  const [reviews, total] = await Promise.all([
    db.review.findMany({
      where,
      select: reviewSelect,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      skip: q.skip,
      take: q.take,
    }),
    db.review.count({ where }),
  ]);
  return { reviews, total };
}

export function moderate(
  db: Db,
  id: string,
  m: { status: 'published' | 'rejected'; note: string | null; by: string; at: Date },
): Promise<ReviewView> {
  return db.review.update({
    where: { id },
    data: { status: m.status, moderationNote: m.note, moderatedBy: m.by, moderatedAt: m.at },
    select: reviewSelect,
  });
}
