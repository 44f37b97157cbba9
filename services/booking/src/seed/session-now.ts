import type { Logger } from '@oslonac/kit';
import { blockedRange } from '../domain/availability';
import { DEFAULT_POLICY } from '../domain/policy';
import { publish } from '../events';
import { findBooking } from '../store/bookings';
import { type PrismaClient, transaction } from '../store/db';
import { insertSeedBooking, takenRanges } from '../store/seed';
import { findTherapistByUserId } from '../store/therapists';
import { type DemoPractice, demoPracticeRules } from './demo-practice';
import { ensureDemoRelationship } from './demo-relationship';

const FIVE_MINUTES = 5 * 60_000;

/**
 * A confirmed demo session between the demo therapist and client that is happening now (it started at the last
 * five-minute mark), so right after `make up` both can open its video room, and the browser journeys have a room
 * that is open whatever the hour. Added only when the therapist has nothing else at that time; returns its id.
 */
export async function seedSessionNow(
  prisma: PrismaClient,
  p: DemoPractice,
  now: Date,
  log: Logger,
): Promise<string | null> {
  const therapist = await findTherapistByUserId(prisma, p.therapistUserId);
  const session = therapist?.sessionTypes.find((s) => s.kind === 'individual');
  if (!therapist || !session) {
    log.warn(
      { therapistUserId: p.therapistUserId },
      'the demo therapist is not known to booking: no session now',
    );
    return null;
  }
  const startsAt = new Date(Math.floor(now.getTime() / FIVE_MINUTES) * FIVE_MINUTES);
  const endsAt = new Date(startsAt.getTime() + session.durationMinutes * 60_000);
  const rules = demoPracticeRules(p, therapist.timeZone);
  const blocked = blockedRange(startsAt, endsAt, rules);
  return transaction(prisma, async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`demo-practice:${p.therapistUserId}`}))`;
    if ((await takenRanges(tx, p.therapistUserId, blocked.start, blocked.end)).length > 0) return null;
    const bookedAt = new Date(now.getTime() - 24 * 3_600_000);
    const relationshipId = await ensureDemoRelationship(tx, therapist, p, bookedAt, now);
    const id = await insertSeedBooking(
      tx,
      {
        therapistProfileId: therapist.profileId,
        therapistUserId: therapist.userId,
        clientUserId: p.client.userId,
        clientName: p.client.name,
        kind: session.kind,
        startsAt,
        endsAt,
        blockedStart: blocked.start,
        blockedEnd: blocked.end,
        priceMinor: BigInt(session.priceRsdMinor),
        currency: 'RSD',
        cancelWindowHours: DEFAULT_POLICY.cancelWindowHours,
        rescheduleWindowHours: DEFAULT_POLICY.rescheduleWindowHours,
        lateCancel: DEFAULT_POLICY.lateCancel,
        relationshipId,
      },
      bookedAt,
      null,
    );
    const record = await findBooking(tx, id);
    if (record) await publish.confirmed(tx, record, now);
    return id;
  });
}
