import { v7 } from 'uuid';
import { blockedRange } from '../domain/availability';
import { computeSlots } from '../domain/slots';
import type { PrismaClient } from '../store/db';
import { demoHours } from './hours';

const SPECIALTIES = [
  'anksioznost',
  'depresija',
  'partnerski-odnosi',
  'trauma',
  'stres-i-sagorevanje',
  'samopouzdanje',
];
const DAY_MS = 86_400_000;

/**
 * The free-slot board's benchmark data, written straight into booking's own tables: `count` public therapists
 * with demo hours, and roughly `bookedShare` of their next week's slots confirmed.
 */
export async function seedBenchTherapists(
  prisma: PrismaClient,
  count: number,
  now: Date,
  bookedShare = 0.3,
): Promise<{ therapists: number; bookings: number }> {
  const therapists = Array.from({ length: count }, (_, i) => {
    const profileId = v7();
    return {
      profileId,
      userId: v7(),
      slug: `bench-terapeut-${i}`,
      displayName: `Terapeut ${i}`,
      title: 'Psihoterapeut',
      timeZone: 'Europe/Belgrade',
      sessionTypes: [
        {
          kind: 'individual',
          durationMinutes: 50,
          priceRsdMinor: (3000 + (i % 6) * 500) * 100,
          priceEurMinor: 4000,
        },
      ],
      specialties: [SPECIALTIES[i % SPECIALTIES.length]!, SPECIALTIES[(i * 7) % SPECIALTIES.length]!],
      languages: i % 5 === 0 ? ['sr', 'en'] : ['sr'],
      individualRsd: BigInt((3000 + (i % 6) * 500) * 100),
      public: true,
      sourceAt: now,
    };
  });
  await prisma.therapist.createMany({ data: therapists });
  const hours = therapists.map((t) => ({ t, ...demoHours(t.profileId, t.timeZone) }));
  await prisma.availability.createMany({
    data: hours.map(({ t, rules, policy }) => ({
      therapistUserId: t.userId,
      timeZone: rules.timeZone,
      weekly: rules.weekly as unknown as object,
      breaks: rules.breaks as unknown as object,
      overrides: [],
      bufferBeforeMinutes: rules.bufferBeforeMinutes,
      bufferAfterMinutes: rules.bufferAfterMinutes,
      minimumNoticeMinutes: rules.minimumNoticeMinutes,
      horizonDays: rules.horizonDays,
      slotStepMinutes: rules.slotStepMinutes,
      cancelWindowHours: policy.cancelWindowHours,
      rescheduleWindowHours: policy.rescheduleWindowHours,
      lateCancel: policy.lateCancel,
    })),
  });
  const bookings = [];
  let n = 0;
  for (const { t, rules, policy } of hours) {
    const slots = computeSlots({
      rules,
      durationMinutes: 50,
      from: now,
      to: new Date(now.getTime() + 7 * DAY_MS),
      now,
      busy: [],
    });
    for (const s of slots) {
      n += 1;
      if ((n * 7919) % 100 >= bookedShare * 100) continue;
      const blocked = blockedRange(s.start, s.end, rules);
      bookings.push({
        id: v7(),
        therapistProfileId: t.profileId,
        therapistUserId: t.userId,
        clientUserId: v7(),
        clientName: 'Klijent',
        kind: 'individual',
        status: 'confirmed' as const,
        startsAt: s.start,
        endsAt: s.end,
        blockedStart: blocked.start,
        blockedEnd: blocked.end,
        priceMinor: t.individualRsd,
        currency: 'RSD',
        cancelWindowHours: policy.cancelWindowHours,
        rescheduleWindowHours: policy.rescheduleWindowHours,
        lateCancel: policy.lateCancel,
      });
    }
  }
  for (let i = 0; i < bookings.length; i += 2000) {
    await prisma.booking.createMany({ data: bookings.slice(i, i + 2000) });
  }
  return { therapists: therapists.length, bookings: bookings.length };
}
