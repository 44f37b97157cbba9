import { LateCancelRule } from '@oslonac/proto/oslonac/booking/v1/booking';
import { v7 } from 'uuid';
import { upsertTherapist } from '../../src/store/therapists';
import type { Harness } from './harness';

/**
 * A public therapist booking knows (as therapists' profile event would make them) with a 50-minute individual
 * session at 4.000 RSD, bookable every day 09:00–17:00 in Belgrade, 12 hours' notice, 10 minutes after each session.
 */
export async function bookableTherapist(h: Harness) {
  const person = await h.person(['therapist']);
  const profileId = v7();
  const slug = `terapeut-${profileId.slice(-8)}`;
  await upsertTherapist(h.prisma, {
    profileId,
    userId: person.actor.userId,
    slug,
    displayName: 'Ana Petrović',
    title: 'Psihoterapeutkinja',
    timeZone: 'Europe/Belgrade',
    sessionTypes: [{ kind: 'individual', durationMinutes: 50, priceRsdMinor: 400000, priceEurMinor: 4000 }],
    specialties: [],
    languages: ['sr'],
    public: true,
    occurredAt: new Date('2026-11-30T00:00:00Z'),
  });
  await h.call(
    h.client.saveMyAvailability.bind(h.client),
    {
      availability: {
        timeZone: 'Europe/Belgrade',
        weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          startMinute: 9 * 60,
          endMinute: 17 * 60,
        })),
        breaks: [],
        overrides: [],
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 10,
        minimumNoticeMinutes: 12 * 60,
        horizonDays: 60,
        slotStepMinutes: 60,
        policy: {
          cancelWindowHours: 24,
          rescheduleWindowHours: 24,
          lateCancel: LateCancelRule.LATE_CANCEL_RULE_NOT_ALLOWED,
        },
      },
    },
    person.token,
  );
  return { slug, profileId, userId: person.actor.userId };
}
