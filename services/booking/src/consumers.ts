import { type Bus, consume, type Logger } from '@oslonac/kit';
import { HOME_TIME_ZONE, isSessionKind, type SessionKind } from '@oslonac/lang';
import { TherapistProfileUpdated } from '@oslonac/proto/oslonac/events/v1/therapists';
import { PROFILE_UPDATED_SUBJECT } from './events';
import type { PrismaClient } from './store/db';
import { upsertTherapist } from './store/therapists';

export const PROFILE_UPDATED_DURABLE = 'booking-therapist-profiles';

/** What booking needs to know of a therapist, from therapists' profile events. */
export function therapistFacts(e: TherapistProfileUpdated) {
  return {
    profileId: e.profileId,
    userId: e.userId,
    slug: e.slug,
    displayName: e.displayName,
    title: e.title,
    timeZone: e.timeZone || HOME_TIME_ZONE,
    sessionTypes: e.sessionTypes
      .filter((s): s is typeof s & { kind: SessionKind } => isSessionKind(s.kind) && s.durationMinutes > 0)
      .map((s) => ({
        kind: s.kind,
        durationMinutes: s.durationMinutes,
        priceRsdMinor: Number(s.priceRsdMinor),
        priceEurMinor: Number(s.priceEurMinor),
      })),
    specialties: e.specialties,
    languages: e.languages,
    public: e.public,
    occurredAt: e.occurredAt ?? new Date(0),
  };
}

/** Therapist profiles, from therapists' stream. */
export async function startConsumers(opts: {
  bus: Bus;
  prisma: PrismaClient;
  log: Logger;
}): Promise<{ stop(): Promise<void> }> {
  return consume({
    stream: await opts.bus.ensureStreamOf('therapists'),
    bus: opts.bus,
    durable: PROFILE_UPDATED_DURABLE,
    subject: PROFILE_UPDATED_SUBJECT,
    decode: (b) => TherapistProfileUpdated.decode(b),
    prisma: opts.prisma,
    log: opts.log.child({ component: 'therapist-profiles' }),
    handle: async (event, tx) => {
      await upsertTherapist(tx as never, therapistFacts(event));
    },
  });
}
