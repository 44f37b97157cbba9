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
  RelationshipCreated,
  RelationshipEnded,
  RelationshipPartnerJoined,
  RelationshipReopened,
} from '@oslonac/proto/oslonac/events/v1/booking';
import { MemberRole } from '@oslonac/proto/oslonac/messaging/v1/messaging';
import { v7 } from 'uuid';
import { DURABLES, startConsumers } from '../src/consumers';
import { BOOKING_SUBJECTS } from '../src/events';
import type { Harness } from './support/harness';
import { startMessaging } from './support/harness';

// Conversations from booking's relationship events through real JetStream: whichever event arrives first makes
// the conversation, a second delivery of a fact changes nothing, and open/closed follows the newest fact.

const START = new Date('2026-12-01T10:00:00Z');
const log = createLogger('messaging-membership-test', process.env.TEST_LOG_LEVEL ?? 'silent');

let h: Harness;
let events: TestBus;
let consumers: { stop(): Promise<void> };
let bookingFeed: UpstreamFeed;

beforeAll(async () => {
  h = await startMessaging('messaging_membership', START);
  events = await startTestBus('messaging-membership-test', log);
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

const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

function people() {
  return {
    relationshipId: v7(),
    clientUserId: v7(),
    therapistUserId: v7(),
    therapistProfileId: v7(),
    partnerUserId: v7(),
  };
}
type People = ReturnType<typeof people>;

const created = (r: People, at = minutes(0)) =>
  publish(
    BOOKING_SUBJECTS.relationshipCreated,
    RelationshipCreated.encode({ ...r, occurredAt: at }).finish(),
  );
const partnerJoined = (r: People, at = minutes(1)) =>
  publish(
    BOOKING_SUBJECTS.partnerJoined,
    RelationshipPartnerJoined.encode({ ...r, occurredAt: at }).finish(),
  );
const ended = (r: People, at: Date) =>
  publish(
    BOOKING_SUBJECTS.relationshipEnded,
    RelationshipEnded.encode({ ...r, endedBy: 'therapist', occurredAt: at }).finish(),
  );
const reopened = (r: People, at: Date) =>
  publish(
    BOOKING_SUBJECTS.relationshipReopened,
    RelationshipReopened.encode({ ...r, occurredAt: at }).finish(),
  );

async function conversationOf(relationshipId: string) {
  return h.prisma.conversation.findUnique({
    where: { relationshipId },
    select: {
      id: true,
      closedAt: true,
      members: { select: { userId: true, role: true }, orderBy: { role: 'asc' } },
    },
  });
}

const withMembers = (relationshipId: string, n: number) =>
  eventually(`${n} members in ${relationshipId}`, async () => {
    const c = await conversationOf(relationshipId);
    return c && c.members.length === n ? c : null;
  });

describe('membership from booking', () => {
  it('makes the conversation of a new relationship with client and therapist, who then see it', async () => {
    const r = people();
    await created(r);
    const c = await withMembers(r.relationshipId, 2);
    expect(c.closedAt).toBeNull();
    expect(c.members).toEqual([
      { userId: r.clientUserId, role: 'client' },
      { userId: r.therapistUserId, role: 'therapist' },
    ]);
    const token = await h.actorToken({ userId: r.clientUserId, roles: ['client'], sessionId: v7() });
    const got = await h.call(
      h.client.getConversation.bind(h.client),
      { relationshipId: r.relationshipId },
      token,
    );
    expect(got.conversation?.members.map((m) => m.role)).toEqual([
      MemberRole.MEMBER_ROLE_CLIENT,
      MemberRole.MEMBER_ROLE_THERAPIST,
    ]);
  });

  it('loses no partner who joined before the relationship event arrived', async () => {
    const r = people();
    await partnerJoined(r);
    await withMembers(r.relationshipId, 3);
    // The created event is handled after it (its inbox row) and changes nothing.
    await handled(await created(r));
    const c = await conversationOf(r.relationshipId);
    expect(c?.members).toEqual([
      { userId: r.clientUserId, role: 'client' },
      { userId: r.partnerUserId, role: 'partner' },
      { userId: r.therapistUserId, role: 'therapist' },
    ]);
    expect(await h.prisma.conversation.count({ where: { relationshipId: r.relationshipId } })).toBe(1);
  });

  it('takes the same fact twice (a republish under a new id) as once', async () => {
    const r = people();
    const first = await created(r);
    const second = await created(r);
    await handled(first);
    await handled(second);
    const c = await conversationOf(r.relationshipId);
    expect(c?.members).toHaveLength(2);
    expect(await h.prisma.conversation.count({ where: { relationshipId: r.relationshipId } })).toBe(1);
  });

  it('acknowledges a redelivery (a consumer reset replays the stream) without handling it again', async () => {
    const r = people();
    const id = await created(r);
    await handled(id);
    const before = await conversationOf(r.relationshipId);
    await consumers.stop();
    await events.bus.jsm.consumers.delete(bookingFeed.stream, DURABLES.created);
    consumers = await startConsumers({ bus: events.bus, deps: h.deps, retryBaseMs: 50 });
    await eventually('the stream replayed to the new durable', async () => {
      const info = await events.bus.jsm.consumers.info(bookingFeed.stream, DURABLES.created);
      return info.num_pending === 0 && info.num_ack_pending === 0 && info.delivered.stream_seq > 0
        ? true
        : null;
    });
    expect(await h.prisma.inbox.count({ where: { messageId: id } })).toBe(1);
    expect(await conversationOf(r.relationshipId)).toEqual(before);
  });

  it('closes on ended and opens on reopened, and a late older fact changes nothing', async () => {
    const r = people();
    await created(r, minutes(0));
    await withMembers(r.relationshipId, 2);
    await ended(r, minutes(10));
    await eventually('closed', async () =>
      (await conversationOf(r.relationshipId))?.closedAt ? true : null,
    );
    expect((await conversationOf(r.relationshipId))?.closedAt).toEqual(minutes(10));
    await reopened(r, minutes(20));
    await eventually('reopened', async () =>
      (await conversationOf(r.relationshipId))?.closedAt === null ? true : null,
    );

    // An "ended" from before the reopening arrives last (separate consumers keep no order between facts): still open.
    await handled(await ended(r, minutes(15)));
    expect((await conversationOf(r.relationshipId))?.closedAt).toBeNull();
  });

  it('makes a closed conversation when the ending is the first fact to arrive', async () => {
    const r = people();
    await ended(r, minutes(30));
    const c = await withMembers(r.relationshipId, 2);
    expect(c.closedAt).toEqual(minutes(30));
    await handled(await created(r, minutes(0)));
    expect((await conversationOf(r.relationshipId))?.closedAt).toEqual(minutes(30));
  });
});
