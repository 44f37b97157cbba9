import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LateCancelRule, SessionKind } from '@oslonac/proto/oslonac/booking/v1/booking';
import {
  RelationshipCreated,
  RelationshipEnded,
  RelationshipReopened,
} from '@oslonac/proto/oslonac/events/v1/booking';
import { v7 } from 'uuid';
import { upsertTherapist } from '../src/store/therapists';
import { failure, type Harness, startBooking } from './support/harness';
import { payBooking } from './support/paid';

// Ending a therapy relationship and reopening it with a new confirmed session, each with its event once.

// Tuesday 1 December 2026, 08:00 in Belgrade (CET, UTC+1).
const START = new Date('2026-12-01T07:00:00Z');
const HOUR = 60;

let h: Harness;
let c: Harness['client'];

/** A day in December 2026 at the given Belgrade hour. */
const at = (day: number, hour: number) => new Date(Date.UTC(2026, 11, day, hour - 1));

async function therapist() {
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
    sessionTypes: [{ kind: 'individual', durationMinutes: 50, priceRsdMinor: 400000, priceEurMinor: 4000 }],
    specialties: ['anksioznost'],
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
  return { slug, token: person.token, userId: person.actor.userId };
}

type Therapist = Awaited<ReturnType<typeof therapist>>;

async function hold(t: Therapist, token: string, startsAt: Date) {
  return (
    await h.call(
      c.holdSlot.bind(c),
      { therapistSlug: t.slug, kind: SessionKind.SESSION_KIND_INDIVIDUAL, startsAt, clientName: 'Marko' },
      token,
    )
  ).booking!;
}

async function book(t: Therapist, token: string, startsAt: Date) {
  const held = await hold(t, token, startsAt);
  await h.call(c.submitBooking.bind(c), { bookingId: held.id }, token);
  return payBooking(h, held);
}

async function events(subject: string, relationshipId: string) {
  return h.prisma.outbox.findMany({
    where: { subject, aggregateId: relationshipId },
    orderBy: { id: 'asc' },
  });
}

const end = (relationshipId: string, token: string) =>
  h.call(c.endRelationship.bind(c), { relationshipId }, token);

beforeAll(async () => {
  h = await startBooking('booking_relationships', START);
  c = h.client;
});

afterAll(async () => {
  await h?.close();
});

describe('ending a relationship', () => {
  it('is refused while a session is booked, then ends once for either party and publishes once', async () => {
    h.clock.now = START;
    const t = await therapist();
    const who = await h.person(['client']);
    const booked = await book(t, who.token, at(2, 9));
    const relationshipId = booked.relationshipId!;

    // The first confirmed session announces the relationship under its own id (messaging opens the inbox by it).
    const created = await events('booking.relationship.created.v1', relationshipId);
    expect(created).toHaveLength(1);
    expect(RelationshipCreated.decode(created[0]!.payload)).toMatchObject({
      relationshipId,
      clientUserId: who.actor.userId,
      therapistUserId: t.userId,
    });

    const refused = await failure(end(relationshipId, who.token));
    expect(refused).toMatchObject({
      status: grpc.status.FAILED_PRECONDITION,
      code: 'booking.relationship_has_upcoming',
    });

    // The session is over: nothing is ahead any more.
    h.clock.now = at(2, 11);
    const ended = await end(relationshipId, t.token);
    expect(ended.relationship?.endedAt).toEqual(at(2, 11));

    h.clock.advance(HOUR);
    const again = await end(relationshipId, who.token);
    expect(again.relationship?.endedAt).toEqual(at(2, 11));

    const published = await events('booking.relationship.ended.v1', relationshipId);
    expect(published).toHaveLength(1);
    expect(RelationshipEnded.decode(published[0]!.payload)).toMatchObject({
      relationshipId,
      clientUserId: who.actor.userId,
      therapistUserId: t.userId,
      endedBy: 'therapist',
      occurredAt: at(2, 11),
    });
    const listed = await h.call(c.listMyRelationships.bind(c), {}, who.token);
    expect(listed.relationships.find((r) => r.id === relationshipId)?.endedAt).toEqual(at(2, 11));
    // Nobody is invited into a relationship that has ended.
    expect(await failure(h.call(c.invitePartner.bind(c), { relationshipId }, who.token))).toMatchObject({
      status: grpc.status.FAILED_PRECONDITION,
      code: 'booking.relationship_ended',
    });
    // The person's copy of their data says when it ended too.
    const exported = JSON.parse((await h.call(c.exportMyData.bind(c), {}, who.token)).json);
    expect(exported.relationships).toEqual([
      expect.objectContaining({ id: relationshipId, endedAt: at(2, 11).toISOString() }),
    ]);
  });

  it('is refused while a new session is only held, before its deadline', async () => {
    h.clock.now = START;
    const t = await therapist();
    const who = await h.person(['client']);
    const booked = await book(t, who.token, at(2, 10));
    h.clock.now = at(2, 12);
    await hold(t, who.token, at(5, 10));
    expect(await failure(end(booked.relationshipId!, who.token))).toMatchObject({
      code: 'booking.relationship_has_upcoming',
    });
    expect(await events('booking.relationship.ended.v1', booked.relationshipId!)).toHaveLength(0);
  });

  it('answers not found to anyone who is not its client or therapist, and for an unknown id', async () => {
    h.clock.now = START;
    const t = await therapist();
    const who = await h.person(['client']);
    const booked = await book(t, who.token, at(2, 11));
    h.clock.now = at(2, 13);
    const stranger = await h.person(['client']);
    const otherTherapist = await h.person(['therapist']);
    for (const token of [stranger.token, otherTherapist.token]) {
      expect(await failure(end(booked.relationshipId!, token))).toMatchObject({
        status: grpc.status.NOT_FOUND,
        code: 'booking.not_found',
      });
    }
    expect(await failure(end(v7(), who.token))).toMatchObject({ status: grpc.status.NOT_FOUND });
    expect(await failure(end('nije-uuid', who.token))).toMatchObject({
      status: grpc.status.INVALID_ARGUMENT,
    });
    const row = await h.prisma.relationship.findUniqueOrThrow({ where: { id: booked.relationshipId! } });
    expect(row.endedAt).toBeNull();
  });
});

describe('reopening', () => {
  it('reopens an ended relationship on a new confirmed session, once, and not on a mere hold', async () => {
    h.clock.now = START;
    const t = await therapist();
    const who = await h.person(['client']);
    const first = await book(t, who.token, at(2, 14));
    const relationshipId = first.relationshipId!;
    h.clock.now = at(2, 16);
    await end(relationshipId, who.token);

    const held = await hold(t, who.token, at(7, 9));
    expect(
      (await h.prisma.relationship.findUniqueOrThrow({ where: { id: relationshipId } })).endedAt,
    ).toEqual(at(2, 16));
    await h.call(c.submitBooking.bind(c), { bookingId: held.id }, who.token);
    const second = await payBooking(h, held);
    expect(second.relationshipId).toBe(relationshipId);

    const listed = await h.call(c.listMyRelationships.bind(c), {}, t.token);
    expect(listed.relationships.find((r) => r.id === relationshipId)?.endedAt).toBeUndefined();
    const reopened = await events('booking.relationship.reopened.v1', relationshipId);
    expect(reopened).toHaveLength(1);
    expect(RelationshipReopened.decode(reopened[0]!.payload)).toEqual({
      relationshipId,
      clientUserId: who.actor.userId,
      therapistUserId: t.userId,
      occurredAt: at(2, 16),
    });

    // A further confirmed session of an open relationship reopens nothing.
    await book(t, who.token, at(8, 9));
    expect(await events('booking.relationship.reopened.v1', relationshipId)).toHaveLength(1);
    expect(await events('booking.relationship.ended.v1', relationshipId)).toHaveLength(1);
  });
});
