import { type Actor, isUniqueViolation, type Tx } from '@oslonac/kit';
import type { BookingCompleted } from '@oslonac/proto/oslonac/events/v1/booking';
import { errors } from '../domain/errors';
import { reviewPublished } from '../events';
import { newId } from '../ids';
import { transaction } from '../store/db';
import type { ReviewView } from './catalog';
import type { Deps } from './deps';

// Only a client with a completed session may review (eligibility comes from booking's BookingCompleted),
// once per therapist; reviews wait for moderation; nothing lets a therapist edit or delete them.

/** Handler of booking.booking.completed.v1, inside the consumer's inbox transaction. */
export async function recordEligibility(tx: Tx, e: BookingCompleted): Promise<void> {
  let profileId = e.therapistProfileId;
  if (!profileId) {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM profiles WHERE user_id = ${e.therapistUserId}::uuid`;
    profileId = rows[0]?.id ?? '';
  }
  if (!profileId || !e.clientUserId) throw new Error(`booking ${e.bookingId}: unknown therapist or client`);
  const completedAt = e.endedAt ?? e.occurredAt ?? new Date();
  await tx.$executeRaw`INSERT INTO review_eligibility (booking_id, client_user_id, profile_id, completed_at)
    VALUES (${e.bookingId}, ${e.clientUserId}::uuid, ${profileId}::uuid, ${completedAt})
    ON CONFLICT (booking_id) DO NOTHING`;
}

function view(r: {
  id: string;
  profileId: string;
  rating: number;
  text: string;
  authorLabel: string;
  status: ReviewView['status'];
  createdAt: Date;
}): ReviewView {
  return {
    id: r.id,
    profileId: r.profileId,
    rating: r.rating,
    text: r.text,
    authorLabel: r.authorLabel,
    status: r.status,
    createdAt: r.createdAt,
  };
}

/** The contract carries no name, so a named review is labelled as a verified client; anonymous has none. */
export const NAMED_AUTHOR_LABEL = 'Klijent sa završenom seansom';

export async function submitReview(
  d: Deps,
  actor: Actor,
  input: { profileId: string; rating: number; text: string; anonymous: boolean },
): Promise<ReviewView> {
  const eligible = await d.prisma.reviewEligibility.findFirst({
    where: { clientUserId: actor.userId, profileId: input.profileId },
    select: { bookingId: true },
  });
  if (!eligible) throw errors.notEligibleToReview();
  try {
    const row = await d.prisma.review.create({
      data: {
        id: newId(),
        profileId: input.profileId,
        clientUserId: actor.userId,
        rating: input.rating,
        text: input.text.trim(),
        authorLabel: input.anonymous ? '' : NAMED_AUTHOR_LABEL,
        createdAt: d.clock(),
      },
    });
    return view(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw errors.alreadyReviewed();
    throw err;
  }
}

export async function listReviews(
  d: Deps,
  q: { status: ReviewView['status'] | null; page: number; pageSize: number },
): Promise<{ reviews: ReviewView[]; total: number }> {
  const where = { status: q.status ?? 'pending' };
  const [rows, total] = await Promise.all([
    d.prisma.review.findMany({
      where,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      skip: (q.page - 1) * q.pageSize,
      take: q.pageSize,
    }),
    d.prisma.review.count({ where }),
  ]);
  return { reviews: rows.map(view), total };
}

/**
 * Publishing (or un-publishing) recomputes the profile's average and count in the same transaction, so the
 * numbers on the profile always match its published reviews.
 */
export async function moderateReview(
  d: Deps,
  actor: Actor,
  input: { reviewId: string; publish: boolean; note: string },
): Promise<ReviewView> {
  return transaction(d.prisma, async (tx) => {
    const current = await tx.review.findUnique({ where: { id: input.reviewId } });
    if (!current) throw errors.notFound('review');
    const now = d.clock();
    const status = input.publish ? 'published' : 'rejected';
    const row = await tx.review.update({
      where: { id: input.reviewId },
      data: {
        status,
        moderationNote: input.note.trim() || null,
        moderatedBy: actor.userId,
        moderatedAt: now,
      },
    });
    await tx.$executeRaw`UPDATE profiles SET
        rating_average = COALESCE((SELECT avg(rating)::float8 FROM reviews
                                   WHERE profile_id = ${current.profileId}::uuid AND status = 'published'), 0),
        review_count = (SELECT count(*)::int FROM reviews
                        WHERE profile_id = ${current.profileId}::uuid AND status = 'published')
      WHERE id = ${current.profileId}::uuid`;
    if (input.publish && current.status !== 'published') {
      await reviewPublished(tx, {
        reviewId: row.id,
        profileId: row.profileId,
        rating: row.rating,
        occurredAt: now,
      });
    }
    return view(row);
  });
}
