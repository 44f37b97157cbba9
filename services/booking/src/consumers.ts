import { type Bus, consume, type Logger } from '@oslonac/kit';
import { HOME_TIME_ZONE, isSessionKind, type SessionKind } from '@oslonac/lang';
import { UserSessionsRevoked } from '@oslonac/proto/oslonac/events/v1/identity';
import { TherapistProfileUpdated } from '@oslonac/proto/oslonac/events/v1/therapists';
import { PROFILE_UPDATED_SUBJECT, SESSIONS_REVOKED_SUBJECT } from './events';
import { revokeFeedOf } from './flows/feeds';
import type { PrismaClient } from './store/db';
import { upsertTherapist } from './store/therapists';

export const PROFILE_UPDATED_DURABLE = 'booking-therapist-profiles';
export const SESSIONS_REVOKED_DURABLE = 'booking-sessions-revoked';

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

/**
 * Every session of a person ended (sign-out everywhere, a new password, a proven address): their calendar feed
 * URL is a credential too, so it is deleted and answers 404 at once; they make a new one when they want it.
 */
async function startSessionsRevoked(opts: { bus: Bus; prisma: PrismaClient; log: Logger }) {
  return consume({
    stream: await opts.bus.ensureStreamOf('identity'),
    bus: opts.bus,
    durable: SESSIONS_REVOKED_DURABLE,
    subject: SESSIONS_REVOKED_SUBJECT,
    decode: (b) => UserSessionsRevoked.decode(b),
    prisma: opts.prisma,
    log: opts.log.child({ component: 'sessions-revoked' }),
    handle: async (event, tx) => {
      await revokeFeedOf(tx as never, event.userId);
    },
  });
}

/** Therapist profiles, from therapists' stream; identity's revoked sessions. */
export async function startConsumers(opts: {
  bus: Bus;
  prisma: PrismaClient;
  log: Logger;
}): Promise<{ stop(): Promise<void> }> {
  const started = [await startProfiles(opts), await startSessionsRevoked(opts)];
  return { stop: async () => void (await Promise.all(started.map((c) => c.stop()))) };
}

async function startProfiles(opts: { bus: Bus; prisma: PrismaClient; log: Logger }) {
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
