import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@oslonac/kit';
import { instantToWall } from '@oslonac/lang';
import { DEMO_PRACTICE } from '../seed/demo-practice';
import { seedDemo } from '../src/seed/demo';
import { seedSessionNow } from '../src/seed/session-now';
import { upsertTherapist } from '../src/store/therapists';
import { type Harness, startBooking } from './support/harness';

// A Saturday evening in Belgrade: the past and upcoming sessions both have to step over a weekend.
const NOW = new Date('2026-03-14T18:00:00Z');
const ZONE = 'Europe/Belgrade';
const log = createLogger('booking-seed-test', 'silent');

describe('demo seed', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startBooking('booking_seed_demo', NOW);
    await upsertTherapist(h.prisma, {
      profileId: '01900000-0000-7000-8000-0000000000a2',
      userId: DEMO_PRACTICE.therapistUserId,
      slug: 'milan-petrovic',
      displayName: 'Dr Milan Petrović',
      title: 'psiholog i psihoterapeut',
      timeZone: ZONE,
      sessionTypes: [
        { kind: 'individual', durationMinutes: 50, priceRsdMinor: 450_000, priceEurMinor: 4_000 },
      ],
      specialties: ['anksioznost'],
      languages: ['sr'],
      public: true,
      occurredAt: NOW,
    });
  });
  afterAll(() => h.close());

  it('gives the demo therapist hours and the demo client past completed and upcoming confirmed sessions', async () => {
    const first = await seedDemo(h.prisma, DEMO_PRACTICE, h.clock.read(), log);
    expect(first.hoursCreated).toBe(1);

    const hours = await h.prisma.availability.findUnique({
      where: { therapistUserId: DEMO_PRACTICE.therapistUserId },
    });
    expect(hours?.weekly).toEqual(DEMO_PRACTICE.weekly);

    const sessions = await h.prisma.booking.findMany({
      where: { therapistUserId: DEMO_PRACTICE.therapistUserId, clientUserId: DEMO_PRACTICE.client.userId },
      orderBy: { startsAt: 'asc' },
    });
    expect(sessions).toHaveLength(DEMO_PRACTICE.sessions.length);
    const past = sessions.filter((s) => s.endsAt <= NOW);
    const upcoming = sessions.filter((s) => s.startsAt > NOW);
    expect(past.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.every((s) => s.status === 'completed')).toBe(true);
    expect(upcoming.every((s) => s.status === 'confirmed')).toBe(true);

    // Inside the therapist's hours, in their zone, outside breaks, and never two at once.
    for (const s of sessions) {
      const from = instantToWall(s.startsAt, ZONE);
      const to = from.minuteOfDay + 50;
      const { weekday } = from;
      expect(
        DEMO_PRACTICE.weekly.some(
          (r) => r.weekday === weekday && r.startMinute <= from.minuteOfDay && to <= r.endMinute,
        ),
      ).toBe(true);
      expect(
        DEMO_PRACTICE.breaks.some(
          (r) => r.weekday === weekday && r.startMinute < to && from.minuteOfDay < r.endMinute,
        ),
      ).toBe(false);
    }
    for (let i = 1; i < sessions.length; i += 1) {
      expect(sessions[i]!.blockedStart.getTime()).toBeGreaterThanOrEqual(
        sessions[i - 1]!.blockedEnd.getTime(),
      );
    }

    // The client may review: the completed sessions are announced the way the completion flow announces them.
    const completedEvents = await h.prisma.outbox.count({
      where: { subject: 'booking.booking.completed.v1' },
    });
    expect(completedEvents).toBe(past.length);
  });

  it('adds nothing when it runs again', async () => {
    const count = () =>
      Promise.all([h.prisma.booking.count(), h.prisma.outbox.count(), h.prisma.availability.count()]);
    const before = await count();
    h.clock.advance(5);
    expect(await seedDemo(h.prisma, DEMO_PRACTICE, h.clock.read(), log)).toEqual({
      hoursCreated: 0,
      sessionsCreated: 0,
    });
    expect(await count()).toEqual(before);
  });

  it('adds a session happening now when asked (the demo video room), and none over another one', async () => {
    const at = new Date('2026-03-14T18:07:30Z');
    const id = await seedSessionNow(h.prisma, DEMO_PRACTICE, at, log);
    expect(id).not.toBeNull();
    const booking = await h.prisma.booking.findUniqueOrThrow({ where: { id: id ?? '' } });
    expect(booking.status).toBe('confirmed');
    expect(booking.startsAt).toEqual(new Date('2026-03-14T18:05:00Z'));
    expect(booking.endsAt).toEqual(new Date('2026-03-14T18:55:00Z'));
    const confirmed = await h.prisma.outbox.findMany({ where: { subject: 'booking.booking.confirmed.v1' } });
    expect(confirmed.length).toBeGreaterThan(0);

    // The therapist is now busy at that time: a second run adds nothing.
    expect(await seedSessionNow(h.prisma, DEMO_PRACTICE, new Date('2026-03-14T18:20:00Z'), log)).toBeNull();
  });
});
