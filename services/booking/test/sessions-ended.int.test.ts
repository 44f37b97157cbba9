import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@oslonac/kit';
import { eventually, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { LateCancelRule, SessionKind } from '@oslonac/proto/oslonac/booking/v1/booking';
import { BookingCompleted } from '@oslonac/proto/oslonac/events/v1/booking';
import { SessionEnded } from '@oslonac/proto/oslonac/events/v1/sessions';
import { v7 } from 'uuid';
import { SESSIONS_ENDED_DURABLE, startConsumers } from '../src/consumers';
import { upsertTherapist } from '../src/store/therapists';
import { bookableTherapist as bookableFor } from './support/bookable';
import { type Harness, startBooking } from './support/harness';
import { payBooking } from './support/paid';

const log = createLogger('booking-sessions-ended-test', process.env.TEST_LOG_LEVEL ?? 'silent');
let h: Harness;
let events: TestBus;
let consumers: { stop(): Promise<void> };

beforeAll(async () => {
  h = await startBooking('booking_sessions_ended', new Date('2026-12-01T07:00:00Z'));
  events = await startTestBus('booking-sessions-test', log);
  consumers = await startConsumers({ bus: events.bus, prisma: h.prisma, log, clock: h.clock.read });
});

afterAll(async () => {
  await consumers?.stop();
  await events?.close();
  await h?.close();
});

// Tuesday 1 December 2026, 08:00 in Belgrade; the sessions below are on Wednesday.
const wednesday = (hour: number) => new Date(Date.UTC(2026, 11, 2, hour - 1));

const bookableTherapist = () => bookableFor(h);

/** A client's session on Wednesday at `hour`, held and submitted; paid (confirmed) unless told otherwise. */
async function booked(slug: string, hour: number, pay = true) {
  const who = await h.person(['client']);
  const c = h.client;
  const held = (
    await h.call(
      c.holdSlot.bind(c),
      {
        therapistSlug: slug,
        kind: SessionKind.SESSION_KIND_INDIVIDUAL,
        startsAt: wednesday(hour),
        clientName: 'Marko',
      },
      who.token,
    )
  ).booking!;
  const submitted = (await h.call(c.submitBooking.bind(c), { bookingId: held.id }, who.token)).booking!;
  if (pay) await payBooking(h, submitted);
  return { booking: submitted, who };
}

const ended = (bookingId: string, clientJoined: boolean, msgID: string) =>
  events.bus.js.publish(
    `${events.prefix}sessions.session.ended.v1`,
    SessionEnded.encode({
      sessionId: bookingId,
      bookingId,
      clientJoined,
      endedBy: clientJoined ? 'therapist' : 'time',
      occurredAt: new Date('2026-12-02T09:55:00Z'),
    }).finish(),
    { msgID },
  );

const handled = (n: number) =>
  eventually(`${n} ended sessions handled`, async () =>
    (await h.prisma.inbox.count({ where: { consumer: SESSIONS_ENDED_DURABLE } })) >= n ? true : null,
  );
const count = () => h.prisma.inbox.count({ where: { consumer: SESSIONS_ENDED_DURABLE } });
const row = (id: string) =>
  h.prisma.booking.findUniqueOrThrow({
    where: { id },
    include: { changes: { orderBy: [{ at: 'asc' }, { id: 'asc' }] } },
  });
const completedEvents = async (id: string) =>
  (
    await h.prisma.outbox.findMany({
      where: { subject: 'booking.booking.completed.v1', aggregateId: id },
      select: { payload: true },
    })
  ).map((r) => BookingCompleted.decode(r.payload));

describe('ended video sessions from sessions’ events', () => {
  it('completes a confirmed booking whose client joined, once, and announces it (which opens reviews)', async () => {
    const t = await bookableTherapist();
    const { booking, who } = await booked(t.slug, 10);
    const before = await count();
    await ended(booking.id, true, `a-${booking.id}`);
    await handled(before + 1);
    const b = await row(booking.id);
    expect(b.status).toBe('completed');
    expect(b.changes.filter((c) => c.action === 'completed')).toEqual([
      expect.objectContaining({ by: 'system' }),
    ]);
    expect(await completedEvents(booking.id)).toEqual([
      expect.objectContaining({ bookingId: booking.id, clientUserId: who.actor.userId }),
    ]);

    // Published again (another message id: the inbox cannot tell), and as a no-show: the booking is closed already.
    await ended(booking.id, true, `b-${booking.id}`);
    await ended(booking.id, false, `c-${booking.id}`);
    await handled(before + 3);
    const again = await row(booking.id);
    expect(again.status).toBe('completed');
    expect(again.changes).toHaveLength(b.changes.length);
    expect(await completedEvents(booking.id)).toHaveLength(1);
  });

  it('marks a no-show when the client never joined, without a completed event', async () => {
    const t = await bookableTherapist();
    const { booking } = await booked(t.slug, 11);
    const before = await count();
    await ended(booking.id, false, `a-${booking.id}`);
    await handled(before + 1);
    const b = await row(booking.id);
    expect(b.status).toBe('no_show');
    expect(b.changes.filter((c) => c.action === 'no_show')).toEqual([
      expect.objectContaining({ by: 'system' }),
    ]);
    expect(await completedEvents(booking.id)).toEqual([]);
  });

  it('leaves a cancelled or unpaid booking as it is, and acknowledges a session of no known booking', async () => {
    const t = await bookableTherapist();
    const { booking: cancelled, who } = await booked(t.slug, 12);
    await h.call(h.client.cancelBooking.bind(h.client), { bookingId: cancelled.id, reason: '' }, who.token);
    const { booking: unpaid } = await booked(t.slug, 13, false);
    const unknown = v7();
    const outboxBefore = await h.prisma.outbox.count();
    const changesBefore = await h.prisma.bookingChange.count();
    const before = await count();
    await ended(cancelled.id, true, `a-${cancelled.id}`);
    await ended(unpaid.id, true, `a-${unpaid.id}`);
    await ended(unknown, true, `a-${unknown}`);
    await handled(before + 3);
    expect((await row(cancelled.id)).status).toBe('cancelled');
    expect((await row(unpaid.id)).status).toBe('awaiting_payment');
    expect(await h.prisma.booking.findUnique({ where: { id: unknown } })).toBeNull();
    expect(await h.prisma.outbox.count()).toBe(outboxBefore);
    expect(await h.prisma.bookingChange.count()).toBe(changesBefore);
  });
});
