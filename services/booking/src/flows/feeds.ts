import { createHash, randomBytes } from 'node:crypto';
import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { renderIcs } from '../domain/ics';
import { listForFeed } from '../store/bookings';
import { deleteFeedOf, feedOf, setFeedTokenHash, userOfFeedTokenHash } from '../store/feeds';
import { findTherapistsByProfileIds } from '../store/therapists';
import type { Deps } from './deps';

const DAY_MS = 86_400_000;
const KIND_LABEL: Record<string, string> = {
  individual: 'Individualna seansa',
  couples: 'Partnerska seansa',
  first_consultation: 'Prvi razgovor',
};

/**
 * Only this hash of a feed token is stored. The token carries 192 random bits, so a fast unsalted hash is
 * enough and can be looked up by a unique index. The migration hashes old tokens the same way (hex SHA-256 of
 * the UTF-8 text), so URLs made before it keep working.
 */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface FeedState {
  /** Only right after it is made: the token is never stored, so it cannot be shown again. */
  token: string | null;
  active: boolean;
  createdAt: Date | null;
}

/**
 * The user's feed. `rotate` makes a new token (the old URL stops working at once) and is the only answer that
 * carries one; otherwise this only says whether a feed exists and since when.
 */
export async function token(deps: Deps, actor: Actor, rotate: boolean): Promise<FeedState> {
  if (!rotate) {
    const existing = await feedOf(deps.prisma, actor.userId);
    return { token: null, active: existing !== null, createdAt: existing?.createdAt ?? null };
  }
  const fresh = randomBytes(24).toString('base64url');
  const now = deps.clock();
  await setFeedTokenHash(deps.prisma, actor.userId, hashFeedToken(fresh), now);
  return { token: fresh, active: true, createdAt: now };
}

/** Every session of the person ended (identity's UserSessionsRevoked): their feed URL stops working too. */
export function revokeFeedOf(db: Parameters<typeof deleteFeedOf>[0], userId: string): Promise<boolean> {
  return deleteFeedOf(db, userId);
}

/** The ICS text of a feed: sessions from a month back onwards, as the client or as the therapist sees them. */
export async function feed(deps: Deps, feedToken: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(feedToken)) throw errors.notFound('calendar_feed');
  const userId = await userOfFeedTokenHash(deps.prisma, hashFeedToken(feedToken));
  if (!userId) throw errors.notFound('calendar_feed');
  const now = deps.clock();
  const bookings = await listForFeed(deps.prisma, userId, new Date(now.getTime() - 30 * DAY_MS));
  const therapists = await findTherapistsByProfileIds(deps.prisma, [
    ...new Set(bookings.map((b) => b.therapistProfileId)),
  ]);
  return renderIcs({
    name: 'Oslonac — seanse',
    now,
    events: bookings.map((b) => {
      const asTherapist = b.therapistUserId === userId;
      const other = asTherapist
        ? b.clientName
        : (therapists.get(b.therapistProfileId)?.displayName ?? 'terapeut');
      return {
        uid: `${b.id}@oslonac.rs`,
        start: b.startsAt,
        end: b.endsAt,
        summary: `${KIND_LABEL[b.kind] ?? 'Seansa'} — ${other}`,
        description:
          b.status === 'awaiting_payment'
            ? 'Termin čeka uplatu. Video seansa se otvara u aplikaciji Oslonac.'
            : 'Video seansa se otvara u aplikaciji Oslonac.',
        status:
          b.status === 'cancelled'
            ? 'CANCELLED'
            : b.status === 'awaiting_payment'
              ? 'TENTATIVE'
              : 'CONFIRMED',
        sequence: b.changes.filter((c) => c.action === 'rescheduled' || c.action === 'cancelled').length,
      };
    }),
  });
}
