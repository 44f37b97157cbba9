import { randomBytes } from 'node:crypto';
import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { renderIcs } from '../domain/ics';
import { listForFeed } from '../store/bookings';
import { feedTokenOf, setFeedToken, userOfFeedToken } from '../store/feeds';
import { findTherapistsByProfileIds } from '../store/therapists';
import type { Deps } from './deps';

const DAY_MS = 86_400_000;
const KIND_LABEL: Record<string, string> = {
  individual: 'Individualna seansa',
  couples: 'Partnerska seansa',
  first_consultation: 'Prvi razgovor',
};

/** The user's feed token; `rotate` makes a new one, so the old URL stops working at once. */
export async function token(deps: Deps, actor: Actor, rotate: boolean): Promise<string> {
  const existing = rotate ? null : await feedTokenOf(deps.prisma, actor.userId);
  if (existing) return existing;
  const fresh = randomBytes(24).toString('base64url');
  await setFeedToken(deps.prisma, actor.userId, fresh, deps.clock());
  return fresh;
}

/** The ICS text of a feed: sessions from a month back onwards, as the client or as the therapist sees them. */
export async function feed(deps: Deps, feedToken: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(feedToken)) throw errors.notFound('calendar_feed');
  const userId = await userOfFeedToken(deps.prisma, feedToken);
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
