import type { Logger } from '@oslonac/kit';
import { DAY_MS, isActive } from '@oslonac/lang';
import { blockedRange } from '../domain/availability';
import { DEFAULT_POLICY } from '../domain/policy';
import { publish } from '../events';
import { saveAvailability } from '../store/availability';
import { findBooking } from '../store/bookings';
import { type PrismaClient, transaction } from '../store/db';
import { bookingsOfPair, insertSeedBooking, takenRanges } from '../store/seed';
import { findTherapistByUserId } from '../store/therapists';
import { type DemoPractice, demoPracticeRules, placeDemoSessions } from './demo-practice';
import { ensureDemoRelationship } from './demo-relationship';
import { demoHours } from './hours';

export interface DemoSeedResult {
  hoursCreated: number;
  sessionsCreated: number;
}

/**
 * Demo hours for every public therapist without saved hours, and the demo therapist's practice with the demo
 * client: hours, past sessions (completed, so the client may review) and upcoming ones (confirmed), with the
 * events the flows would have written. Idempotent: saved hours are never overwritten, and past or upcoming
 * sessions are added only while the pair has none of that kind.
 */
export async function seedDemo(
  prisma: PrismaClient,
  practice: DemoPractice,
  now: Date,
  log: Logger,
): Promise<DemoSeedResult> {
  const therapists = await prisma.therapist.findMany({
    where: { public: true },
    select: { profileId: true, userId: true, timeZone: true },
  });
  const saved = new Set(
    (await prisma.availability.findMany({ select: { therapistUserId: true } })).map((a) => a.therapistUserId),
  );
  let hoursCreated = 0;
  for (const t of therapists) {
    if (saved.has(t.userId)) continue;
    const { rules, policy } =
      t.userId === practice.therapistUserId
        ? { rules: demoPracticeRules(practice, t.timeZone), policy: DEFAULT_POLICY }
        : demoHours(t.profileId, t.timeZone);
    await saveAvailability(prisma, t.userId, rules, policy, now);
    hoursCreated += 1;
  }
  const sessionsCreated = await seedPractice(prisma, practice, now, log);
  // Let the service's sweeper announce first free slots for everyone now.
  await prisma.therapist.updateMany({ data: { freeCheckedAt: null } });
  return { hoursCreated, sessionsCreated };
}

async function seedPractice(prisma: PrismaClient, p: DemoPractice, now: Date, log: Logger): Promise<number> {
  const therapist = await findTherapistByUserId(prisma, p.therapistUserId);
  if (!therapist) {
    log.warn(
      { therapistUserId: p.therapistUserId },
      'the demo therapist has no profile in booking (accounts from before fixed demo ids?): no demo sessions',
    );
    return 0;
  }
  const session = therapist.sessionTypes.find((s) => s.kind === 'individual');
  if (!session) return 0;
  const rules = demoPracticeRules(p, therapist.timeZone);
  return transaction(prisma, async (tx) => {
    // One seed at a time per pair: a second run waits, then sees what the first wrote.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`demo-practice:${p.therapistUserId}`}))`;
    const existing = await bookingsOfPair(tx, p.therapistUserId, p.client.userId);
    const hasPast = existing.some((b) => b.endsAt <= now);
    const hasUpcoming = existing.some((b) => b.startsAt > now && isActive(b.status));
    const wanted = p.sessions.filter((s) => (s.day < 0 ? !hasPast : !hasUpcoming));
    if (wanted.length === 0) return 0;
    const span = 40 * DAY_MS;
    const busy = await takenRanges(
      tx,
      p.therapistUserId,
      new Date(now.getTime() - span),
      new Date(now.getTime() + span),
    );
    const placed = placeDemoSessions(wanted, rules, session.durationMinutes, now, busy);
    if (placed.length === 0) return 0;
    const firstBookedAt = new Date(Math.min(...placed.map((s) => s.startsAt.getTime())) - 7 * DAY_MS);
    const relationshipId = await ensureDemoRelationship(tx, therapist, p, firstBookedAt, now);
    for (const s of placed) {
      const blocked = blockedRange(s.startsAt, s.endsAt, rules);
      const bookedAt = new Date(Math.min(now.getTime(), s.startsAt.getTime() - 7 * DAY_MS));
      const id = await insertSeedBooking(
        tx,
        {
          ...(s.id ? { id: s.id } : {}),
          therapistProfileId: therapist.profileId,
          therapistUserId: therapist.userId,
          clientUserId: p.client.userId,
          clientName: p.client.name,
          kind: session.kind,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
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
        s.past ? s.endsAt : null,
      );
      const record = await findBooking(tx, id);
      if (!record) continue;
      await publish.confirmed(tx, record, now);
      if (s.past) await publish.completed(tx, record, now);
    }
    return placed.length;
  });
}
