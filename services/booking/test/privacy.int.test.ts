import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, startErasureConsumer } from '@oslonac/kit';
import { assertErasureContract, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { LateCancelRule, SessionKind } from '@oslonac/proto/oslonac/booking/v1/booking';
import { v7 } from 'uuid';
import { eraser } from '../src/flows/privacy';
import { applyIndividualPrice } from '../src/store/prices';
import { upsertTherapist } from '../src/store/therapists';
import { failure, type Harness, startBooking } from './support/harness';
import { payBooking } from './support/paid';

// GDPR export and erasure in booking: the person's bookings stay for
// the other party without their name or words; waitlist, relationships, invitations and the feed go.

// Tuesday 1 December 2026, 08:00 in Belgrade (CET, UTC+1).
const START = new Date('2026-12-01T07:00:00Z');
const INDIVIDUAL = SessionKind.SESSION_KIND_INDIVIDUAL;
const log = createLogger('booking-privacy-test', process.env.TEST_LOG_LEVEL ?? 'silent');

let h: Harness;
let c: Harness['client'];
let events: TestBus;
let admin: string;

/** Wednesday 2 December 2026 at the given Belgrade hour. */
const wednesday = (hour: number) => new Date(Date.UTC(2026, 11, 2, hour - 1));

async function tokenOf(userId: string, roles: ('client' | 'therapist' | 'admin')[]) {
  return h.actorToken({ userId, roles, sessionId: v7() });
}

/** A bookable therapist (its user id may be given: a person can be a therapist and a client at once). */
async function therapist(displayName = 'Ana Petrović', userId = v7()) {
  const profileId = v7();
  const slug = `terapeut-${profileId.slice(-8)}`;
  await upsertTherapist(h.prisma, {
    profileId,
    userId,
    slug,
    displayName,
    title: 'Psihoterapeutkinja',
    timeZone: 'Europe/Belgrade',
    sessionTypes: [{ kind: 'individual', durationMinutes: 50, priceRsdMinor: 400000, priceEurMinor: 4000 }],
    specialties: ['anksioznost'],
    languages: ['sr'],
    public: true,
    occurredAt: START,
  });
  const token = await tokenOf(userId, ['therapist']);
  await h.call(
    c.saveMyAvailability.bind(c),
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
    token,
  );
  return { slug, profileId, userId, token };
}

async function hold(slug: string, token: string, startsAt: Date, clientName: string) {
  const out = await h.call(
    c.holdSlot.bind(c),
    { therapistSlug: slug, kind: INDIVIDUAL, startsAt, clientName },
    token,
  );
  if (!out.booking) throw new Error('no booking');
  return out.booking;
}

async function confirmed(slug: string, token: string, startsAt: Date, clientName: string) {
  const held = await hold(slug, token, startsAt, clientName);
  await h.call(c.submitBooking.bind(c), { bookingId: held.id }, token);
  await payBooking(h, held);
  const out = await h.call(c.getBooking.bind(c), { bookingId: held.id }, admin);
  if (!out.booking) throw new Error('no booking');
  return out.booking;
}

beforeAll(async () => {
  h = await startBooking('booking_privacy', START);
  c = h.client;
  admin = (await h.person(['admin'])).token;
  events = await startTestBus('booking-privacy-test', log);
});

afterAll(async () => {
  await events?.close();
  await h?.close();
});

describe('ExportMyData', () => {
  it("returns the person's bookings and waitlist, without other people's names", async () => {
    const me = v7();
    const meToken = await tokenOf(me, ['client']);
    const t = await therapist();
    await confirmed(t.slug, meToken, wednesday(10), 'Izvozna Klijentkinja');
    await h.call(
      c.joinWaitlist.bind(c),
      { therapistSlug: t.slug, kind: INDIVIDUAL, clientName: 'Izvozna Klijentkinja' },
      meToken,
    );
    await confirmed(t.slug, await tokenOf(v7(), ['client']), wednesday(12), 'Tuđe Ime');

    const doc = JSON.parse((await h.call(c.exportMyData.bind(c), {}, meToken)).json);
    expect(doc.service).toBe('booking');
    expect(doc.bookingsAsClient).toHaveLength(1);
    expect(doc.bookingsAsClient[0]).toMatchObject({
      clientName: 'Izvozna Klijentkinja',
      status: 'confirmed',
    });
    expect(doc.waitlist).toHaveLength(1);
    expect(doc.relationships).toEqual([
      expect.objectContaining({ role: 'client', myName: 'Izvozna Klijentkinja' }),
    ]);

    // The therapist sees their sessions, but not the clients' names.
    const theirs = JSON.stringify(JSON.parse((await h.call(c.exportMyData.bind(c), {}, t.token)).json));
    expect(JSON.parse(theirs).sessionsAsTherapist).toHaveLength(2);
    expect(theirs).not.toContain('Tuđe Ime');
    expect(theirs).not.toContain('Izvozna');
  });

  it('answers a call without a signed-in person with UNAUTHENTICATED', async () => {
    expect((await failure(h.call(c.exportMyData.bind(c), {}))).status).toBe(grpc.status.UNAUTHENTICATED);
  });
});

describe('erasure', () => {
  it('honours the erasure contract: bookings kept for the other party, nameless, everything else gone', async () => {
    const seeded: { userId: string; asClient: string; asTherapist: string; coupleId: string }[] = [];
    const { event } = await assertErasureContract({
      service: 'booking',
      databaseUrl: h.db.url,
      bus: events.bus,
      seed: async (userId, m) => {
        const meToken = await tokenOf(userId, ['client', 'therapist']);
        // As a client of someone else: a confirmed session with a pending partner invitation, a cancelled one
        // with their words, a place in a waitlist, and a calendar feed.
        const t = await therapist();
        const first = await confirmed(t.slug, meToken, wednesday(9), m.name);
        await h.call(c.invitePartner.bind(c), { relationshipId: first.relationshipId }, meToken);
        const second = await hold(t.slug, meToken, wednesday(11), m.name);
        await h.call(c.cancelBooking.bind(c), { bookingId: second.id, reason: m.health }, meToken);
        await h.call(
          c.joinWaitlist.bind(c),
          { therapistSlug: t.slug, kind: INDIVIDUAL, clientName: m.name },
          meToken,
        );
        await h.call(c.getCalendarFeedToken.bind(c), { rotate: true }, meToken);
        // As the partner in someone else's couple.
        const inviter = await tokenOf(v7(), ['client']);
        const couple = await confirmed(t.slug, inviter, wednesday(13), 'Petar Pozivalac');
        const inv = await h.call(c.invitePartner.bind(c), { relationshipId: couple.relationshipId }, inviter);
        await h.call(
          c.acceptPartnerInvitation.bind(c),
          { relationshipId: couple.relationshipId, token: inv.token, partnerName: m.name },
          meToken,
        );
        // As a therapist with a client's session in the calendar.
        const mine = await therapist(m.name, userId);
        const theirs = await confirmed(
          mine.slug,
          await tokenOf(v7(), ['client']),
          wednesday(15),
          'Sara Klijentkinja',
        );
        // Individual prices in booking's copy: one the person pays as a client, one they charge as a therapist.
        for (const [therapistUserId, clientUserId] of [
          [t.userId, userId],
          [userId, v7()],
        ] as const) {
          await applyIndividualPrice(h.prisma, {
            therapistUserId,
            clientUserId,
            kind: 'individual',
            priceRsdMinor: 300000,
            occurredAt: START,
          });
        }
        seeded.push({ userId, asClient: first.id, asTherapist: theirs.id, coupleId: couple.relationshipId });
      },
      start: () =>
        startErasureConsumer({
          service: 'booking',
          bus: events.bus,
          prisma: h.prisma,
          log,
          erase: eraser(h.deps),
          retryBaseMs: 50,
        }),
    });
    // Two sessions as a client, one as a therapist: each stays in the other party's calendar and the accounts.
    expect(event).toMatchObject({ service: 'booking', keptRecords: 3 });

    const [person, bystander] = seeded;
    if (!person || !bystander) throw new Error('no seeded person');
    const pricesOf = (id: string) =>
      h.prisma.individualPrice.count({ where: { OR: [{ clientUserId: id }, { therapistUserId: id }] } });
    expect([await pricesOf(person.userId), await pricesOf(bystander.userId)]).toEqual([0, 2]);
    // Sessions still ahead cannot happen without the person: cancelled by the system, refunded (25 h before a
    // session with a 24 h window: the client's own cancellation would be refunded in full; a therapist who leaves
    // always refunds), announced for billing, and the history says so.
    const kept = await h.prisma.booking.findUniqueOrThrow({ where: { id: person.asClient } });
    expect(kept).toMatchObject({
      clientName: 'Obrisan nalog',
      status: 'cancelled',
      cancelledBy: 'system',
      refundPercent: 100,
      relationshipId: null,
    });
    const forClient = await h.prisma.booking.findUniqueOrThrow({ where: { id: person.asTherapist } });
    expect(forClient).toMatchObject({
      clientName: 'Sara Klijentkinja',
      status: 'cancelled',
      cancelledBy: 'system',
      refundPercent: 100,
    });
    const announced = await h.prisma.$queryRaw<{ aggregate_id: string }[]>`
      SELECT aggregate_id FROM outbox WHERE subject LIKE '%booking.booking.cancelled.v1'
        AND aggregate_id IN (${person.asClient}, ${person.asTherapist})`;
    expect(announced.map((r) => r.aggregate_id).sort()).toEqual([person.asClient, person.asTherapist].sort());
    const lines = await h.prisma.bookingChange.findMany({
      where: { bookingId: person.asClient, action: 'cancelled' },
      select: { by: true },
    });
    expect(lines).toEqual([{ by: 'system' }]);
    const couple = await h.prisma.relationship.findUniqueOrThrow({ where: { id: person.coupleId } });
    expect(couple).toMatchObject({ clientName: 'Petar Pozivalac', partnerUserId: null, partnerName: null });
    expect(
      await Promise.all([
        h.prisma.relationship.count({
          where: { OR: [{ clientUserId: person.userId }, { therapistUserId: person.userId }] },
        }),
        h.prisma.waitlistEntry.count({ where: { clientUserId: person.userId } }),
        h.prisma.calendarFeed.count({ where: { userId: person.userId } }),
        h.prisma.availability.count({ where: { therapistUserId: person.userId } }),
        h.prisma.therapist.count({ where: { userId: person.userId, public: true } }),
      ]),
    ).toEqual([0, 0, 0, 0, 0]);
  });
});
