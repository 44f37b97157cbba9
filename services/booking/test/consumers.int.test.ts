import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@oslonac/kit';
import { eventually, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { LateCancelRule, SessionKind } from '@oslonac/proto/oslonac/booking/v1/booking';
import { PaymentSucceeded } from '@oslonac/proto/oslonac/events/v1/billing';
import { BookingCancelled, BookingPaymentRejected } from '@oslonac/proto/oslonac/events/v1/booking';
import { IndividualPriceChanged, TherapistProfileUpdated } from '@oslonac/proto/oslonac/events/v1/therapists';
import { v7 } from 'uuid';
import { INDIVIDUAL_PRICES_DURABLE, PAYMENTS_SUCCEEDED_DURABLE, startConsumers } from '../src/consumers';
import { sweep } from '../src/flows/sweeper';
import { upsertTherapist } from '../src/store/therapists';
import { bookableTherapist as bookableFor } from './support/bookable';
import { type Harness, startBooking } from './support/harness';

const log = createLogger('booking-consumers-test', process.env.TEST_LOG_LEVEL ?? 'silent');
let h: Harness;
let events: TestBus;
let consumers: { stop(): Promise<void> };

function profileEvent(profileId: string, userId: string, at: string, title: string) {
  return TherapistProfileUpdated.encode({
    profileId,
    userId,
    slug: `ana-${profileId.slice(-6)}`,
    timeZone: 'Europe/Belgrade',
    sessionTypes: [{ kind: 'individual', durationMinutes: 50, priceRsdMinor: 400000, priceEurMinor: 4000 }],
    public: true,
    occurredAt: new Date(at),
    displayName: 'Ana Petrović',
    title,
    specialties: ['anksioznost'],
    languages: ['sr', 'en'],
  }).finish();
}

beforeAll(async () => {
  h = await startBooking('booking_consumers', new Date('2026-12-01T07:00:00Z'));
  events = await startTestBus('booking-test', log);
  consumers = await startConsumers({ bus: events.bus, prisma: h.prisma, log, clock: h.clock.read });
});

afterAll(async () => {
  await consumers?.stop();
  await events?.close();
  await h?.close();
});

describe('therapist profiles from therapists’ events', () => {
  it('builds the read model from the bus and ignores an older event that arrives late', async () => {
    const profileId = v7();
    const userId = v7();
    const subject = `${events.prefix}therapists.profile.updated.v1`;
    const { js } = events.bus;
    await js.publish(subject, profileEvent(profileId, userId, '2026-11-30T10:00:00Z', 'Psihoterapeutkinja'));
    const row = await eventually('the therapist in the read model', () =>
      h.prisma.therapist.findUnique({ where: { profileId } }),
    );
    expect(row.languages).toEqual(['sr', 'en']);
    expect(row.individualRsd).toBe(400000n);
    await js.publish(subject, profileEvent(profileId, userId, '2026-11-30T09:00:00Z', 'Stari naziv'));
    await js.publish(subject, profileEvent(profileId, userId, '2026-11-30T11:00:00Z', 'Psiholog'));
    const updated = await eventually('the newer title', async () => {
      const r = await h.prisma.therapist.findUnique({ where: { profileId } });
      return r?.title === 'Psiholog' ? r : null;
    });
    expect(updated.sourceAt.toISOString()).toBe('2026-11-30T11:00:00.000Z');
    // The late, older event was handled (acked) without overwriting anything.
    expect(await h.prisma.inbox.count()).toBe(3);
  });
});

// Tuesday 1 December 2026, 08:00 in Belgrade; the sessions below are on Wednesday.
const wednesday = (hour: number) => new Date(Date.UTC(2026, 11, 2, hour - 1));
const INDIVIDUAL = SessionKind.SESSION_KIND_INDIVIDUAL;

const bookableTherapist = () => bookableFor(h);

async function holdFor(slug: string, token: string, startsAt: Date) {
  const c = h.client;
  return (
    await h.call(
      c.holdSlot.bind(c),
      { therapistSlug: slug, kind: INDIVIDUAL, startsAt, clientName: 'Marko' },
      token,
    )
  ).booking!;
}

/** Waits until the consumer has handled `n` messages in all. */
function handled(consumer: string, n: number) {
  return eventually(`${n} messages handled by ${consumer}`, async () =>
    (await h.prisma.inbox.count({ where: { consumer } })) >= n ? true : null,
  );
}

describe('individual prices from therapists’ events', () => {
  it('charges the client’s own price on hold, the public price after removal, and ignores a stale event', async () => {
    const t = await bookableTherapist();
    const who = await h.person(['client']);
    const subject = `${events.prefix}therapists.individual_price.changed.v1`;
    const before = await h.prisma.inbox.count({ where: { consumer: INDIVIDUAL_PRICES_DURABLE } });
    const price = (priceRsdMinor: number, removed: boolean, at: string) =>
      events.bus.js.publish(
        subject,
        IndividualPriceChanged.encode({
          priceId: v7(),
          therapistUserId: t.userId,
          therapistProfileId: t.profileId,
          clientUserId: who.actor.userId,
          kind: 'individual',
          priceRsdMinor,
          removed,
          occurredAt: new Date(at),
        }).finish(),
      );
    const options = async (token?: string) =>
      (await h.call(h.client.getBookingOptions.bind(h.client), { therapistSlug: t.slug }, token)).therapist
        ?.sessionTypes[0]?.priceRsd?.amountMinor;

    await price(250000, false, '2026-11-30T10:00:00Z');
    // Older than the one applied: arrives late, changes nothing.
    await price(999900, false, '2026-11-30T09:00:00Z');
    await handled(INDIVIDUAL_PRICES_DURABLE, before + 2);
    const first = await holdFor(t.slug, who.token, wednesday(9));
    expect(first.price).toEqual({ amountMinor: 250000, currency: 'RSD' });
    expect((await h.prisma.booking.findUniqueOrThrow({ where: { id: first.id } })).priceMinor).toBe(250000n);
    // The booking page shows the client their own price, and everyone else the public one.
    expect(await options(who.token)).toBe(250000);
    expect(await options()).toBe(400000);
    const stranger = await h.person(['client']);
    expect(await options(stranger.token)).toBe(400000);
    expect((await holdFor(t.slug, stranger.token, wednesday(10))).price?.amountMinor).toBe(400000);

    await price(0, true, '2026-11-30T11:00:00Z');
    // A set from before the removal, delivered after it: the removal stands.
    await price(260000, false, '2026-11-30T10:30:00Z');
    await handled(INDIVIDUAL_PRICES_DURABLE, before + 4);
    expect(await options(who.token)).toBe(400000);
    expect((await holdFor(t.slug, who.token, wednesday(11))).price).toEqual({
      amountMinor: 400000,
      currency: 'RSD',
    });
  });
});

describe('payments from billing’s events (the booking saga)', () => {
  const subject = () => `${events.prefix}billing.payment.succeeded.v1`;
  const pay = (
    b: { id: string; clientUserId: string },
    paymentId: string,
    msgID: string,
    amountMinor = 400000,
  ) =>
    events.bus.js.publish(
      subject(),
      PaymentSucceeded.encode({
        paymentId,
        bookingId: b.id,
        clientUserId: b.clientUserId,
        amountMinor,
        currency: 'RSD',
        method: 'card',
        occurredAt: new Date('2026-12-01T07:05:00Z'),
      }).finish(),
      { msgID },
    );
  const count = () => h.prisma.inbox.count({ where: { consumer: PAYMENTS_SUCCEEDED_DURABLE } });
  const row = (id: string) =>
    h.prisma.booking.findUniqueOrThrow({
      where: { id },
      include: { changes: { orderBy: [{ at: 'asc' }, { id: 'asc' }] } },
    });
  const rejections = async (ids: string[]) =>
    (
      await h.prisma.outbox.findMany({
        where: { subject: 'booking.payment.rejected.v1', aggregateId: { in: ids } },
        select: { payload: true },
      })
    )
      .map((r) => BookingPaymentRejected.decode(r.payload))
      .map((e) => ({ bookingId: e.bookingId, reason: e.reason }))
      .sort((a, b) => ids.indexOf(a.bookingId) - ids.indexOf(b.bookingId));
  const confirmedEvents = (id: string) =>
    h.prisma.outbox.count({ where: { subject: 'booking.booking.confirmed.v1', aggregateId: id } });

  it('confirms a booking awaiting payment exactly once, however often payments arrive', async () => {
    const t = await bookableTherapist();
    const who = await h.person(['client']);
    const held = await holdFor(t.slug, who.token, wednesday(12));
    await h.call(h.client.submitBooking.bind(h.client), { bookingId: held.id }, who.token);
    const before = await count();
    const paymentId = v7();
    const booking = { id: held.id, clientUserId: who.actor.userId };
    await pay(booking, paymentId, `p1-${paymentId}`);
    // The same payment published again under another message id (the inbox cannot tell), then a second payment.
    await pay(booking, paymentId, `p2-${paymentId}`);
    await pay(booking, v7(), `p3-${paymentId}`);
    await handled(PAYMENTS_SUCCEEDED_DURABLE, before + 3);

    const b = await row(held.id);
    expect(b.status).toBe('confirmed');
    expect(b.expiresAt).toBeNull();
    expect(b.changes.filter((x) => x.action === 'confirmed')).toEqual([
      expect.objectContaining({ by: 'system', reason: expect.stringContaining(paymentId) }),
    ]);
    expect(await confirmedEvents(held.id)).toBe(1);
    expect(await h.prisma.relationship.count({ where: { clientUserId: who.actor.userId } })).toBe(1);
    expect(
      await h.prisma.outbox.count({
        where: { subject: 'booking.relationship.created.v1', aggregateId: b.relationshipId ?? '' },
      }),
    ).toBe(1);
  });

  it('leaves a held (never submitted), cancelled or underpaid booking as it is', async () => {
    const t = await bookableTherapist();
    const who = await h.person(['client']);
    const held = await holdFor(t.slug, who.token, wednesday(13));
    const cancelled = await holdFor(t.slug, who.token, wednesday(14));
    await h.call(h.client.cancelBooking.bind(h.client), { bookingId: cancelled.id, reason: '' }, who.token);
    const underpaid = await holdFor(t.slug, who.token, wednesday(15));
    await h.call(h.client.submitBooking.bind(h.client), { bookingId: underpaid.id }, who.token);
    const before = await count();
    for (const [b, amount] of [
      [held, 400000],
      [cancelled, 400000],
      [underpaid, 100],
    ] as const) {
      const id = v7();
      await pay({ id: b.id, clientUserId: who.actor.userId }, id, id, amount);
    }
    await handled(PAYMENTS_SUCCEEDED_DURABLE, before + 3);
    expect((await row(held.id)).status).toBe('held');
    expect((await row(cancelled.id)).status).toBe('cancelled');
    expect((await row(underpaid.id)).status).toBe('awaiting_payment');
    for (const b of [held, cancelled, underpaid]) expect(await confirmedEvents(b.id)).toBe(0);
    expect(await h.prisma.relationship.count({ where: { clientUserId: who.actor.userId } })).toBe(0);
    // Each payment is rejected for billing to refund, with booking's reason.
    expect(await rejections([held.id, cancelled.id, underpaid.id])).toEqual([
      { bookingId: held.id, reason: 'not_awaiting_payment' },
      { bookingId: cancelled.id, reason: 'not_awaiting_payment' },
      { bookingId: underpaid.id, reason: 'mismatch' },
    ]);
  });

  it('rejects a payment that comes after the sweeper expired the booking (which it announced as cancelled)', async () => {
    const t = await bookableTherapist();
    const who = await h.person(['client']);
    const held = await holdFor(t.slug, who.token, wednesday(16));
    await h.call(h.client.submitBooking.bind(h.client), { bookingId: held.id }, who.token);
    h.clock.advance(24 * 60);
    await sweep(h.deps);
    expect((await row(held.id)).status).toBe('expired');
    const [announced] = await h.prisma.outbox.findMany({
      where: { subject: 'booking.booking.cancelled.v1', aggregateId: held.id },
      select: { payload: true },
    });
    expect(BookingCancelled.decode(announced?.payload ?? new Uint8Array())).toMatchObject({
      bookingId: held.id,
      cancelledBy: 'system',
      wasConfirmed: false,
      refundPercent: 0,
    });

    const before = await count();
    const paymentId = v7();
    await pay({ id: held.id, clientUserId: who.actor.userId }, paymentId, paymentId);
    await handled(PAYMENTS_SUCCEEDED_DURABLE, before + 1);
    expect((await row(held.id)).status).toBe('expired');
    const rows = await h.prisma.outbox.findMany({
      where: { subject: 'booking.payment.rejected.v1', aggregateId: held.id },
      select: { payload: true },
    });
    expect(rows.map((r) => BookingPaymentRejected.decode(r.payload))).toEqual([
      expect.objectContaining({
        paymentId,
        bookingId: held.id,
        clientUserId: who.actor.userId,
        reason: 'not_awaiting_payment',
      }),
    ]);
  });
});
