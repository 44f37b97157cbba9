import { type Bus, consume, type Logger, streamName } from '@oslonac/kit';
import { TherapistProfileUpdated } from '@oslonac/proto/oslonac/events/v1/therapists';
import { PROFILE_UPDATED_SUBJECT } from './events';
import type { PrismaClient } from './store/db';
import { type Kind, upsertTherapist } from './store/therapists';

export const PROFILE_UPDATED_DURABLE = 'booking-therapist-profiles';
const KINDS: readonly string[] = ['individual', 'couples', 'first_consultation'];

/** What booking needs to know of a therapist, from therapists' profile events. */
export function therapistFacts(e: TherapistProfileUpdated) {
  return {
    profileId: e.profileId,
    userId: e.userId,
    slug: e.slug,
    displayName: e.displayName,
    title: e.title,
    timeZone: e.timeZone || 'Europe/Belgrade',
    sessionTypes: e.sessionTypes
      .filter((s) => KINDS.includes(s.kind) && s.durationMinutes > 0)
      .map((s) => ({
        kind: s.kind as Kind,
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

/**
 * Therapists owns its stream; it is ensured here too (same subjects) so booking's durable consumer exists whichever
 * service deploys first.
 */
export async function startConsumers(opts: {
  bus: Bus;
  prisma: PrismaClient;
  log: Logger;
  streamPrefix: string;
}): Promise<{ stop(): Promise<void> }> {
  const stream = streamName(opts.streamPrefix, 'therapists');
  await opts.bus.ensureStream(stream, [`${opts.bus.subjectPrefix}therapists.>`]);
  return consume({
    bus: opts.bus,
    stream,
    durable: PROFILE_UPDATED_DURABLE,
    subject: PROFILE_UPDATED_SUBJECT,
    decode: (b) => TherapistProfileUpdated.decode(b),
    prisma: opts.prisma as unknown as Parameters<typeof consume>[0]['prisma'],
    log: opts.log.child({ component: 'therapist-profiles' }),
    handle: async (event, tx) => {
      await upsertTherapist(tx as never, therapistFacts(event));
    },
  });
}
