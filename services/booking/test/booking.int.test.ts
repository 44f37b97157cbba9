import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BookingScope,
  BookingStatus,
  InvitationStatus,
  LateCancelRule,
  SessionKind,
} from '@oslonac/proto/oslonac/booking/v1/booking';
import { v7 } from 'uuid';
import { sweep } from '../src/flows/sweeper';
import { upsertTherapist } from '../src/store/therapists';
import { failure, type Harness, startBooking } from './support/harness';
import { payBooking } from './support/paid';

// Tuesday 1 December 2026, 08:00 in Belgrade (CET, UTC+1).
const START = new Date('2026-12-01T07:00:00Z');
const INDIVIDUAL = SessionKind.SESSION_KIND_INDIVIDUAL;

let h: Harness;
let c: Harness['client'];
let admin: string;

interface TherapistFixture {
  slug: string;
  profileId: string;
  token: string;
  userId: string;
}

async function therapist(
  overrides: { specialties?: string[]; priceRsd?: number } = {},
): Promise<TherapistFixture> {
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
    sessionTypes: [
      {
        kind: 'individual',
        durationMinutes: 50,
        priceRsdMinor: (overrides.priceRsd ?? 4000) * 100,
        priceEurMinor: 4000,
      },
      { kind: 'couples', durationMinutes: 80, priceRsdMinor: 600000, priceEurMinor: 6000 },
    ],
    specialties: overrides.specialties ?? ['anksioznost'],
    languages: ['sr'],
    public: true,
    occurredAt: START,
  });
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
    person.token,
  );
  return { slug, profileId, token: person.token, userId: person.actor.userId };
}

async function client() {
  return h.person(['client']);
}

/** Wednesday 2 December 2026 at the given Belgrade hour. */
const wednesday = (hour: number) => new Date(Date.UTC(2026, 11, 2, hour - 1));

async function holdFor(t: TherapistFixture, token: string, startsAt: Date, kind = INDIVIDUAL) {
  return (
    await h.call(c.holdSlot.bind(c), { therapistSlug: t.slug, kind, startsAt, clientName: 'Marko' }, token)
  ).booking!;
}

async function confirmed(t: TherapistFixture, startsAt: Date) {
  const who = await client();
  const held = await holdFor(t, who.token, startsAt);
  await h.call(c.submitBooking.bind(c), { bookingId: held.id }, who.token);
  await payBooking(h, held);
  const b = (await h.call(c.getBooking.bind(c), { bookingId: held.id }, admin)).booking!;
  return { who, booking: b };
}

async function outboxSubjects(): Promise<string[]> {
  const rows = await h.prisma.outbox.findMany({ select: { subject: true }, orderBy: { id: 'asc' } });
  return rows.map((r) => r.subject);
}

beforeAll(async () => {
  h = await startBooking('booking_flows', START);
  c = h.client;
  admin = (await h.person(['admin'])).token;
});

afterAll(async () => {
  await h?.close();
});

describe('slots', () => {
  it('lists the therapist’s free hours from the minimum notice on, in their zone', async () => {
    const t = await therapist();
    const out = await h.call(c.listSlots.bind(c), {
      therapistSlug: t.slug,
      kind: INDIVIDUAL,
      from: START,
      to: new Date('2026-12-03T00:00:00Z'),
    });
    expect(out.timeZone).toBe('Europe/Belgrade');
    expect(out.durationMinutes).toBe(50);
    // Today 08:00 + 12 h notice = 20:00: nothing left today; tomorrow 09:00–16:00 on the hour.
    expect(out.slots.map((s) => s.startsAt?.toISOString())).toEqual(
      [9, 10, 11, 12, 13, 14, 15, 16].map((hour) => wednesday(hour).toISOString()),
    );
  });

  it('refuses a range over 31 days and an unknown therapist with clear errors', async () => {
    const t = await therapist();
    expect(
      await failure(
        h.call(c.listSlots.bind(c), {
          therapistSlug: t.slug,
          kind: INDIVIDUAL,
          from: START,
          to: new Date('2027-02-01T00:00:00Z'),
        }),
      ),
    ).toMatchObject({ status: grpc.status.INVALID_ARGUMENT, code: 'booking.invalid_argument' });
    expect(
      await failure(
        h.call(c.listSlots.bind(c), {
          therapistSlug: 'nema-ga',
          kind: INDIVIDUAL,
          from: START,
          to: wednesday(20),
        }),
      ),
    ).toMatchObject({ status: grpc.status.NOT_FOUND });
  });
});

describe('holds under concurrency', () => {
  it('gives exactly one of 200 simultaneous holds on one slot, and clear conflicts to the rest', async () => {
    const t = await therapist();
    const clients = await Promise.all(Array.from({ length: 200 }, () => client()));
    const results = await Promise.allSettled(clients.map((p) => holdFor(t, p.token, wednesday(10))));
    const won = results.filter((r) => r.status === 'fulfilled');
    const codes = await Promise.all(
      results
        .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        .map((r) => failure(Promise.reject(r.reason))),
    );
    expect(won).toHaveLength(1);
    expect(codes).toHaveLength(199);
    expect([...new Set(codes.map((x) => `${grpc.status[x.status]} ${x.code}`))]).toEqual([
      'ABORTED booking.slot_taken',
    ]);
    expect(await h.prisma.booking.count({ where: { therapistUserId: t.userId } })).toBe(1);
  });

  it('lets one client hold at most three slots, even when ten holds arrive at once', async () => {
    const t = await therapist();
    const who = await client();
    const thursday = (hour: number) => new Date(Date.UTC(2026, 11, 3, hour - 1));
    const starts = [...[9, 10, 11, 12, 13, 14, 15].map(wednesday), ...[9, 10, 11].map(thursday)];
    const results = await Promise.allSettled(starts.map((s) => holdFor(t, who.token, s)));
    const codes = await Promise.all(
      results
        .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        .map((r) => failure(Promise.reject(r.reason))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(codes.map((x) => `${grpc.status[x.status]} ${x.code}`)).toEqual(
      Array.from({ length: 7 }, () => 'FAILED_PRECONDITION booking.too_many_holds'),
    );
    expect(await h.prisma.booking.count({ where: { clientUserId: who.actor.userId } })).toBe(3);
    expect(
      await h.prisma.outbox.count({
        where: {
          subject: 'booking.hold.created.v1',
          aggregateId: {
            in: (
              await h.prisma.booking.findMany({
                where: { clientUserId: who.actor.userId },
                select: { id: true },
              })
            ).map((b) => b.id),
          },
        },
      }),
    ).toBe(3);
  });

  it('answers a hold with the same booking a later read shows, history included', async () => {
    const t = await therapist();
    const who = await client();
    const held = await holdFor(t, who.token, wednesday(9));
    const read = (await h.call(c.getBooking.bind(c), { bookingId: held.id }, who.token)).booking!;
    expect(held).toEqual(read);
    expect(held).toMatchObject({
      therapistSlug: t.slug,
      therapistName: 'Ana Petrović',
      clientName: 'Marko',
      status: BookingStatus.BOOKING_STATUS_HELD,
      startsAt: wednesday(9),
      endsAt: new Date(wednesday(9).getTime() + 50 * 60_000),
      price: { amountMinor: 400000, currency: 'RSD' },
      canCancel: true,
    });
    expect(held.history.map((x) => x.action)).toEqual(['held']);
  });

  it('keeps the buffer after a session free and refuses times that are not slots', async () => {
    const t = await therapist();
    const a = await client();
    await holdFor(t, a.token, wednesday(11));
    const b = await client();
    // 11:00 + 50 min + 10 min buffer ends exactly at 12:00: the next hour is still free.
    expect((await holdFor(t, b.token, wednesday(12))).status).toBe(BookingStatus.BOOKING_STATUS_HELD);
    const off = new Date(wednesday(13).getTime() + 15 * 60_000);
    expect(await failure(holdFor(t, b.token, off))).toMatchObject({ code: 'booking.slot_unavailable' });
    expect(await failure(holdFor(t, b.token, wednesday(20)))).toMatchObject({
      code: 'booking.slot_unavailable',
    });
  });

  it('frees a lapsed hold for the next client and tells the first one it expired', async () => {
    const t = await therapist();
    const first = await client();
    const held = await holdFor(t, first.token, wednesday(14));
    expect(held.expiresAt?.getTime()).toBe(START.getTime() + 10 * 60_000);
    h.clock.advance(11);
    try {
      const second = await client();
      expect((await holdFor(t, second.token, wednesday(14))).status).toBe(BookingStatus.BOOKING_STATUS_HELD);
      expect(
        await failure(h.call(c.submitBooking.bind(c), { bookingId: held.id }, first.token)),
      ).toMatchObject({
        code: 'booking.expired',
      });
    } finally {
      h.clock.now = START;
    }
  });
});

describe('confirmation, relationships and events', () => {
  it('confirms on payment, creates the relationship once, and publishes each fact', async () => {
    const t = await therapist();
    const { who, booking } = await confirmed(t, wednesday(9));
    expect(booking.status).toBe(BookingStatus.BOOKING_STATUS_CONFIRMED);
    expect(booking.relationshipId).not.toBe('');
    const again = await holdFor(t, who.token, wednesday(15));
    await h.call(c.submitBooking.bind(c), { bookingId: again.id }, who.token);
    const second = await payBooking(h, again);
    expect(second.relationshipId).toBe(booking.relationshipId);
    const subjects = await outboxSubjects();
    expect(subjects.filter((s) => s === 'booking.relationship.created.v1').length).toBeGreaterThanOrEqual(1);
    expect(await h.prisma.relationship.count({ where: { clientUserId: who.actor.userId } })).toBe(1);
    expect(subjects).toEqual(
      expect.arrayContaining(['booking.hold.created.v1', 'booking.booking.confirmed.v1']),
    );
    const rels = await h.call(c.listMyRelationships.bind(c), {}, who.token);
    expect(rels.relationships.map((r) => r.therapistName)).toEqual(['Ana Petrović']);
  });

  it('does not confirm on a payment of a booking that was only held, never submitted', async () => {
    const t = await therapist();
    const who = await client();
    const held = await holdFor(t, who.token, wednesday(13));
    await expect(payBooking(h, held)).rejects.toThrow('not_awaiting_payment');
    const row = await h.prisma.booking.findUniqueOrThrow({
      where: { id: held.id },
      include: { changes: true },
    });
    expect(row.status).toBe('held');
    expect(row.changes.map((x) => x.action)).toEqual(['held']);
    expect(
      await h.prisma.outbox.count({
        where: { subject: 'booking.booking.confirmed.v1', aggregateId: held.id },
      }),
    ).toBe(0);
  });
});

describe('policy', () => {
  it('stops a client from cancelling inside the window, lets the therapist, and owes a full refund', async () => {
    const t = await therapist();
    const { who, booking } = await confirmed(t, wednesday(12));
    // Wednesday 10:00 Belgrade: two hours before the session.
    h.clock.now = wednesday(10);
    try {
      const seen = (await h.call(c.getBooking.bind(c), { bookingId: booking.id }, who.token)).booking!;
      expect(seen.canCancel).toBe(false);
      expect(
        await failure(h.call(c.cancelBooking.bind(c), { bookingId: booking.id, reason: '' }, who.token)),
      ).toMatchObject({
        status: grpc.status.FAILED_PRECONDITION,
        code: 'booking.too_late_to_cancel',
      });
      expect(
        await failure(
          h.call(c.rescheduleBooking.bind(c), { bookingId: booking.id, startsAt: wednesday(15) }, who.token),
        ),
      ).toMatchObject({ code: 'booking.too_late_to_reschedule' });
      const cancelled = (
        await h.call(c.cancelBooking.bind(c), { bookingId: booking.id, reason: 'Bolest' }, t.token)
      ).booking!;
      expect(cancelled.status).toBe(BookingStatus.BOOKING_STATUS_CANCELLED);
      expect(cancelled.refundPercent).toBe(100);
    } finally {
      h.clock.now = START;
    }
  });

  it('lets a client cancel early with a full refund and reschedule with history', async () => {
    const t = await therapist();
    const { who, booking } = await confirmed(t, wednesday(13));
    const moved = (
      await h.call(c.rescheduleBooking.bind(c), { bookingId: booking.id, startsAt: wednesday(16) }, who.token)
    ).booking!;
    expect(moved.startsAt?.toISOString()).toBe(wednesday(16).toISOString());
    expect(moved.history.find((x) => x.action === 'rescheduled')?.fromStartsAt?.toISOString()).toBe(
      wednesday(13).toISOString(),
    );
    const cancelled = (
      await h.call(c.cancelBooking.bind(c), { bookingId: booking.id, reason: '' }, who.token)
    ).booking!;
    expect(cancelled.refundPercent).toBe(100);
    expect(await outboxSubjects()).toEqual(
      expect.arrayContaining(['booking.booking.rescheduled.v1', 'booking.booking.cancelled.v1']),
    );
  });

  it('shows nobody else the booking', async () => {
    const t = await therapist();
    const { booking } = await confirmed(t, wednesday(11));
    const stranger = await client();
    expect(
      (await failure(h.call(c.getBooking.bind(c), { bookingId: booking.id }, stranger.token))).status,
    ).toBe(grpc.status.NOT_FOUND);
  });
});

describe('waitlist', () => {
  it('offers a freed slot to the first client in line, who can take it', async () => {
    const t = await therapist();
    const { booking } = await confirmed(t, wednesday(15));
    const waiting = await client();
    await h.call(
      c.joinWaitlist.bind(c),
      { therapistSlug: t.slug, kind: INDIVIDUAL, clientName: 'Jelena' },
      waiting.token,
    );
    await h.call(c.cancelBooking.bind(c), { bookingId: booking.id, reason: '' }, t.token);
    const mine = await h.call(
      c.listMyBookings.bind(c),
      { scope: BookingScope.BOOKING_SCOPE_UPCOMING, pageSize: 10, pageToken: '' },
      waiting.token,
    );
    const offer = mine.bookings[0]!;
    expect(offer.status).toBe(BookingStatus.BOOKING_STATUS_OFFERED);
    expect(offer.startsAt?.toISOString()).toBe(wednesday(15).toISOString());
    const other = await client();
    expect(await failure(holdFor(t, other.token, wednesday(15)))).toMatchObject({
      code: 'booking.slot_taken',
    });
    const taken = (await h.call(c.acceptOffer.bind(c), { bookingId: offer.id }, waiting.token)).booking!;
    expect(taken.status).toBe(BookingStatus.BOOKING_STATUS_AWAITING_PAYMENT);
    expect((await h.call(c.listMyWaitlist.bind(c), {}, waiting.token)).entries).toHaveLength(0);
  });
});

describe('couples: partner invitation', () => {
  it('lets the invited partner join once with their own account, and no one without the token', async () => {
    const t = await therapist();
    const { who, booking } = await confirmed(t, wednesday(10));
    const relationshipId = booking.relationshipId;
    const { token } = await h.call(c.invitePartner.bind(c), { relationshipId }, who.token);
    expect(
      await failure(h.call(c.getPartnerInvitation.bind(c), { relationshipId, token: 'pogresan-token-123' })),
    ).toMatchObject({ code: 'booking.invitation_invalid' });
    const peek = await h.call(c.getPartnerInvitation.bind(c), { relationshipId, token });
    expect(peek.inviterName).toBe('Marko');
    expect(peek.invitation?.status).toBe(InvitationStatus.INVITATION_STATUS_PENDING);
    expect(
      await failure(
        h.call(c.acceptPartnerInvitation.bind(c), { relationshipId, token, partnerName: 'Marko' }, who.token),
      ),
    ).toMatchObject({ code: 'booking.own_invitation' });
    const partner = await client();
    const joined = await h.call(
      c.acceptPartnerInvitation.bind(c),
      { relationshipId, token, partnerName: 'Ivana' },
      partner.token,
    );
    expect(joined.relationship?.partnerName).toBe('Ivana');
    const late = await client();
    expect(
      await failure(
        h.call(c.acceptPartnerInvitation.bind(c), { relationshipId, token, partnerName: 'X' }, late.token),
      ),
    ).toMatchObject({ code: 'booking.invitation_used' });
    const partnerSees = await h.call(
      c.listMyBookings.bind(c),
      { scope: BookingScope.BOOKING_SCOPE_UPCOMING, pageSize: 10, pageToken: '' },
      partner.token,
    );
    expect(partnerSees.bookings.map((b) => b.id)).toContain(booking.id);
    expect(await outboxSubjects()).toContain('booking.relationship.partner_joined.v1');
  });

  it('expires an invitation after 72 hours and revokes on request', async () => {
    const t = await therapist();
    const { who, booking } = await confirmed(t, wednesday(14));
    const relationshipId = booking.relationshipId;
    const { token } = await h.call(c.invitePartner.bind(c), { relationshipId }, who.token);
    h.clock.advance(72 * 60 + 1);
    try {
      const partner = await client();
      expect(
        await failure(
          h.call(
            c.acceptPartnerInvitation.bind(c),
            { relationshipId, token, partnerName: 'Ivana' },
            partner.token,
          ),
        ),
      ).toMatchObject({ code: 'booking.invitation_expired' });
    } finally {
      h.clock.now = START;
    }
    const fresh = await h.call(c.invitePartner.bind(c), { relationshipId }, who.token);
    await h.call(c.revokePartnerInvitation.bind(c), { relationshipId }, who.token);
    const partner = await client();
    expect(
      await failure(
        h.call(
          c.acceptPartnerInvitation.bind(c),
          { relationshipId, token: fresh.token, partnerName: 'Ivana' },
          partner.token,
        ),
      ),
    ).toMatchObject({ code: 'booking.invitation_invalid' });
  });
});

describe('calendar feed', () => {
  it('serves the client’s sessions as ICS under a private token that rotation revokes', async () => {
    const t = await therapist();
    const { who } = await confirmed(t, wednesday(9));
    const { token } = await h.call(c.getCalendarFeedToken.bind(c), { rotate: true }, who.token);
    const { ics } = await h.call(c.getCalendarFeed.bind(c), { token });
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20261202T080000Z');
    expect(ics).toContain('Ana Petrović');
    const therapistFeed = await h.call(c.getCalendarFeedToken.bind(c), { rotate: true }, t.token);
    expect((await h.call(c.getCalendarFeed.bind(c), { token: therapistFeed.token })).ics).toContain('Marko');
    const rotated = await h.call(c.getCalendarFeedToken.bind(c), { rotate: true }, who.token);
    expect(rotated.token).not.toBe(token);
    expect((await failure(h.call(c.getCalendarFeed.bind(c), { token }))).status).toBe(grpc.status.NOT_FOUND);
  });
});

describe('availability', () => {
  it('rejects impossible hours with field problems and changes nothing', async () => {
    const t = await therapist();
    const before = await h.call(c.getMyAvailability.bind(c), {}, t.token);
    const bad = await failure(
      h.call(
        c.saveMyAvailability.bind(c),
        {
          availability: {
            ...before.availability!,
            timeZone: 'Mars/Olympus',
            weekly: [{ weekday: 1, startMinute: 600, endMinute: 540 }],
          },
        },
        t.token,
      ),
    );
    expect(bad).toMatchObject({ status: grpc.status.INVALID_ARGUMENT, code: 'booking.invalid_availability' });
    expect((await h.call(c.getMyAvailability.bind(c), {}, t.token)).availability).toEqual(
      before.availability,
    );
    expect(before.policySentences.join(' ')).toContain('24 sata');
  });
});

describe('free-slot board and first free slot', () => {
  it('lists therapists with free slots in the window, filtered by specialty and price', async () => {
    const trauma = await therapist({ specialties: ['trauma'], priceRsd: 3000 });
    const all = await h.call(c.listFreeSlots.bind(c), {
      windowHours: 48,
      specialty: 'trauma',
      language: '',
      maxPriceRsdMinor: 0,
      pageSize: 50,
      pageToken: '',
      slotsPerTherapist: 3,
    });
    expect(all.entries.map((e) => e.therapist?.slug)).toEqual([trauma.slug]);
    expect(all.entries[0]?.slots).toHaveLength(3);
    const cheap = await h.call(c.listFreeSlots.bind(c), {
      windowHours: 48,
      specialty: 'trauma',
      language: '',
      maxPriceRsdMinor: 250000,
      pageSize: 50,
      pageToken: '',
      slotsPerTherapist: 3,
    });
    expect(cheap.entries).toHaveLength(0);
  });

  it('announces the first free slot and moves it when that slot is booked', async () => {
    const t = await therapist();
    await sweep(h.deps);
    const first = await h.prisma.therapist.findUnique({ where: { profileId: t.profileId } });
    expect(first?.firstFreeSlotAt?.toISOString()).toBe(wednesday(9).toISOString());
    const who = await client();
    await holdFor(t, who.token, wednesday(9));
    await sweep(h.deps);
    const next = await h.prisma.therapist.findUnique({ where: { profileId: t.profileId } });
    expect(next?.firstFreeSlotAt?.toISOString()).toBe(wednesday(10).toISOString());
    expect(
      (await outboxSubjects()).filter((s) => s === 'booking.availability.changed.v1').length,
    ).toBeGreaterThan(1);
  });
});
