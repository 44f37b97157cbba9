import { type Actor, isUniqueViolation, type Tx } from '@oslonac/kit';
import type { BookingCompleted } from '@oslonac/proto/oslonac/events/v1/booking';
import { errors } from '../domain/errors';
import { reviewPublished } from '../events';
import { newId } from '../ids';
import { transaction } from '../store/db';
import { profileIdFor, refreshRating } from '../store/profiles';
import {
  findReview,
  insertEligibility,
  insertReview,
  isEligible,
  moderate,
  type ReviewView,
  reviewsByStatus,
} from '../store/reviews';
import type { Deps } from './deps';

// Only a client with a completed session may review (eligibility comes from booking's BookingCompleted),
// once per therapist; reviews wait for moderation; nothing lets a therapist edit or delete them.

/** Handler of booking.booking.completed.v1, inside the consumer's inbox transaction. */
export async function recordEligibility(tx: Tx, e: BookingCompleted): Promise<void> {
  const profileId =
    e.therapistProfileId || ((await profileIdFor(tx, { profileId: '', userId: e.therapistUserId })) ?? '');
  if (!profileId || !e.clientUserId) throw new Error(`booking ${e.bookingId}: unknown therapist or client`);
  const completedAt = e.endedAt ?? e.occurredAt ?? new Date();
  await insertEligibility(tx, {
    bookingId: e.bookingId,
    clientUserId: e.clientUserId,
    profileId,
    completedAt,
  });
}

/** The contract carries no name, so a named review is labelled as a verified client; anonymous has none. */
export const NAMED_AUTHOR_LABEL = 'Klijent sa završenom seansom';

export async function submitReview(
  d: Deps,
  actor: Actor,
  input: { profileId: string; rating: number; text: string; anonymous: boolean },
): Promise<ReviewView> {
  if (!(await isEligible(d.prisma, actor.userId, input.profileId))) throw errors.notEligibleToReview();
  try {
    return await insertReview(d.prisma, {
      id: newId(),
      profileId: input.profileId,
      clientUserId: actor.userId,
      rating: input.rating,
      text: input.text.trim(),
      authorLabel: input.anonymous ? '' : NAMED_AUTHOR_LABEL,
      now: d.clock(),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw errors.alreadyReviewed();
    throw err;
  }
}

export async function listReviews(
  d: Deps,
  q: { status: ReviewView['status'] | null; page: number; pageSize: number },
): Promise<{ reviews: ReviewView[]; total: number }> {
  return reviewsByStatus(d.prisma, {
    status: q.status ?? 'pending',
    skip: (q.page - 1) * q.pageSize,
    take: q.pageSize,
  });
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
    const current = await findReview(tx, input.reviewId);
    if (!current) throw errors.notFound('review');
    const now = d.clock();
    const row = await moderate(tx, input.reviewId, {
      status: input.publish ? 'published' : 'rejected',
      note: input.note.trim() || null,
      by: actor.userId,
      at: now,
    });
    await refreshRating(tx, current.profileId);
    if (input.publish && current.status !== 'published') {
      await reviewPublished(tx, {
        reviewId: row.id,
        profileId: row.profileId,
        rating: row.rating,
        occurredAt: now,
      });
    }
    return row;
  });
}
