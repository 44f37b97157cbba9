import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@oslonac/kit';
import {
  eventually,
  feedOf,
  inboxHandled,
  startTestBus,
  type TestBus,
  type UpstreamFeed,
} from '@oslonac/kit/testing';
import {
  BookingCancelled,
  BookingConfirmed,
  BookingRescheduled,
  RelationshipPartnerJoined,
} from '@oslonac/proto/oslonac/events/v1/booking';
import { ParticipantRole, SessionStatus } from '@oslonac/proto/oslonac/sessions/v1/sessions';
import { v7 } from 'uuid';
import { startConsumers } from '../src/consumers';
import { BOOKING_SUBJECTS } from '../src/events';
import { failure, type Harness, startSessions } from './support/harness';

// Sessions from booking's events through real JetStream: a confirmation makes the session its members then see,
// a reschedule moves it, a cancellation ends it for good, a couples partner joins it; redelivery and facts arriving
// out of order change nothing they should not.

const START = new Date('2026-12-01T10:00:00Z');
const log = createLogger('sessions-bookings-test', process.env.TEST_LOG_LEVEL ?? 'silent');

let h: Harness;
let events: TestBus;
let consumers: { stop(): Promise<void> };
let bookingFeed: UpstreamFeed;

beforeAll(async () => {
  h = await startSessions('sessions_bookings', START);
  events = await startTestBus('sessions-bookings-test', log);
  bookingFeed = await feedOf(events, 'booking');
  consumers = await startConsumers({ bus: events.bus, deps: h.deps, retryBaseMs: 50 });
});

afterAll(async () => {
  await consumers?.stop();
  await events?.close();
  await h?.close();
});

/** Publishes on booking's stream as booking's relay would; the message id the inbox will record. */
const publish = (subject: string, payload: Uint8Array, msgID?: string) =>
  bookingFeed.publish(subject, payload, msgID);
const handled = (msgID: string) => inboxHandled(h.prisma.inbox, msgID);

const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
const DAY = 24 * 60;

function booking() {
  return {
    bookingId: v7(),
    relationshipId: v7(),
    clientUserId: v7(),
    therapistUserId: v7(),
    therapistProfileId: v7(),
  };
}
type Booking = ReturnType<typeof booking>;

const confirmedPayload = (b: Booking, startsAt: Date, occurredAt: Date) =>
  BookingConfirmed.encode({
    ...b,
    kind: 'individual',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * 60_000),
    priceMinor: 450_000,
    currency: 'RSD',
    occurredAt,
  }).finish();
const confirmed = (b: Booking, startsAt: Date, occurredAt = at(0)) =>
  publish(BOOKING_SUBJECTS.confirmed, confirmedPayload(b, startsAt, occurredAt));
const rescheduled = (b: Booking, startsAt: Date, occurredAt: Date) =>
  publish(
    BOOKING_SUBJECTS.rescheduled,
    BookingRescheduled.encode({
      ...b,
      rescheduledBy: 'client',
      previousStartsAt: at(DAY),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 50 * 60_000),
      occurredAt,
    }).finish(),
  );
const cancelled = (b: Booking, occurredAt: Date, wasConfirmed = true) =>
  publish(
    BOOKING_SUBJECTS.cancelled,
    BookingCancelled.encode({
      ...b,
      cancelledBy: 'client',
      wasConfirmed,
      refundPercent: 100,
      startsAt: at(DAY),
      occurredAt,
    }).finish(),
  );

const row = (id: string) => h.prisma.session.findUnique({ where: { id } });
const tokenOf = (userId: string, roles: Array<'client' | 'partner' | 'therapist' | 'admin'>) =>
  h.actorToken({ userId, roles, sessionId: v7() });
const getAs = async (
  sessionId: string,
  userId: string,
  roles: Array<'client' | 'partner' | 'therapist' | 'admin'>,
) => h.call(h.client.getSession.bind(h.client), { sessionId }, await tokenOf(userId, roles));

describe('sessions from booking', () => {
  it('makes a scheduled session of a confirmed booking that its client and therapist see', async () => {
    const b = booking();
    await handled(await confirmed(b, at(DAY)));
    const { session } = await getAs(b.bookingId, b.clientUserId, ['client']);
    expect(session).toMatchObject({
      id: b.bookingId,
      relationshipId: b.relationshipId,
      therapistUserId: b.therapistUserId,
      clientUserId: b.clientUserId,
      partnerUserId: '',
      startsAt: at(DAY),
      endsAt: at(DAY + 50),
      opensAt: at(DAY - 10),
      closesAt: at(DAY + 65),
      status: SessionStatus.SESSION_STATUS_SCHEDULED,
      myRole: ParticipantRole.PARTICIPANT_ROLE_CLIENT,
      clientJoined: false,
    });
    const mine = await getAs(b.bookingId, b.therapistUserId, ['therapist']);
    expect(mine.session?.myRole).toBe(ParticipantRole.PARTICIPANT_ROLE_THERAPIST);
  });

  it('shows nothing to a stranger or to staff', async () => {
    const b = booking();
    await handled(await confirmed(b, at(DAY)));
    for (const [userId, roles] of [
      [v7(), ['client']],
      [v7(), ['admin']],
    ] as const) {
      const f = await failure(getAs(b.bookingId, userId, [...roles]));
      expect(f).toMatchObject({ status: status.NOT_FOUND, code: 'sessions.not_found' });
    }
    const unknown = await failure(getAs(v7(), b.clientUserId, ['client']));
    expect(unknown.status).toBe(status.NOT_FOUND);
  });

  it('applies a confirmation delivered twice once, and an older copy changes nothing', async () => {
    const b = booking();
    await handled(await confirmed(b, at(DAY), at(10)));
    const before = await row(b.bookingId);
    // Past JetStream's duplicate window a relay retry arrives under a new id; an older fact arrives late.
    await handled(await publish(BOOKING_SUBJECTS.confirmed, confirmedPayload(b, at(DAY), at(10))));
    await handled(await publish(BOOKING_SUBJECTS.confirmed, confirmedPayload(b, at(5 * DAY), at(0))));
    expect(await h.prisma.session.count({ where: { id: b.bookingId } })).toBe(1);
    expect(await row(b.bookingId)).toEqual(before);
  });

  it('moves the session to the newest reschedule, whatever order they arrive in', async () => {
    const b = booking();
    await handled(await confirmed(b, at(DAY), at(0)));
    await handled(await rescheduled(b, at(2 * DAY), at(20)));
    // An older reschedule arriving late changes nothing.
    await handled(await rescheduled(b, at(3 * DAY), at(10)));
    expect(await row(b.bookingId)).toMatchObject({
      startsAt: at(2 * DAY),
      endsAt: at(2 * DAY + 50),
      status: 'scheduled',
      sourceUpdatedAt: at(20),
    });
  });

  it('keeps a reschedule that arrived before its confirmation, and takes the relationship from the latter', async () => {
    const b = booking();
    await handled(await rescheduled(b, at(2 * DAY), at(20)));
    await handled(await confirmed(b, at(DAY), at(0)));
    expect(await row(b.bookingId)).toMatchObject({
      relationshipId: b.relationshipId,
      startsAt: at(2 * DAY),
      status: 'scheduled',
    });
  });

  it('cancels the session for good, even when the cancellation comes before the confirmation', async () => {
    const first = booking();
    await handled(await confirmed(first, at(DAY)));
    await handled(await cancelled(first, at(30)));
    const { session } = await getAs(first.bookingId, first.clientUserId, ['client']);
    expect(session?.status).toBe(SessionStatus.SESSION_STATUS_CANCELLED);

    const late = booking();
    await handled(await cancelled(late, at(30)));
    await handled(await confirmed(late, at(DAY), at(0)));
    expect(await row(late.bookingId)).toMatchObject({
      status: 'cancelled',
      relationshipId: late.relationshipId,
      startsAt: at(DAY),
      endsAt: at(DAY + 50),
    });
  });

  it('makes no session of a hold cancelled before it was paid', async () => {
    const b = booking();
    await handled(await cancelled(b, at(5), false));
    expect(await row(b.bookingId)).toBeNull();
  });

  it("lets a couples client's partner see the relationship's sessions, whichever event came first", async () => {
    const b = booking();
    const partnerUserId = v7();
    await handled(
      await publish(
        BOOKING_SUBJECTS.partnerJoined,
        RelationshipPartnerJoined.encode({ ...b, partnerUserId, occurredAt: at(0) }).finish(),
      ),
    );
    await handled(await confirmed(b, at(DAY)));
    const { session } = await getAs(b.bookingId, partnerUserId, ['client']);
    expect(session).toMatchObject({
      partnerUserId,
      myRole: ParticipantRole.PARTICIPANT_ROLE_PARTNER,
    });
  });
});
