import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  SessionEnded,
  SessionParticipantJoined,
  SessionParticipantLeft,
  SessionRoomOpened,
} from '@oslonac/proto/oslonac/events/v1/sessions';
import { SUBJECTS } from '../src/events';
import { createSessionLedger } from '../src/flows/ledger';
import { sweepOnce } from '../src/flows/sweeper';
import type { SessionLedger } from '../src/rtc/ports';
import { type Harness, startSessions } from './support/harness';
import { book, cancel, minutesAfter, type Person } from './support/world';

// What the SFU records through the ledger, and the sweeper that ends every session whose room closed: each fact is
// written once to the read model and once to the outbox, which is what booking learns from.

const START = new Date('2026-12-01T10:00:00Z');
let h: Harness;
let ledger: SessionLedger;

beforeAll(async () => {
  h = await startSessions('sessions_ledger', START);
  ledger = createSessionLedger(h.prisma);
});

afterAll(async () => {
  await h?.close();
});

async function outboxOf(sessionId: string) {
  const rows = await h.prisma.outbox.findMany({ where: { aggregateId: sessionId }, orderBy: { id: 'asc' } });
  return rows.map((r) => {
    switch (r.subject) {
      case SUBJECTS.roomOpened:
        return { subject: r.subject, ...SessionRoomOpened.decode(r.payload) };
      case SUBJECTS.participantJoined:
        return { subject: r.subject, ...SessionParticipantJoined.decode(r.payload) };
      case SUBJECTS.participantLeft:
        return { subject: r.subject, ...SessionParticipantLeft.decode(r.payload) };
      case SUBJECTS.sessionEnded:
        return { subject: r.subject, ...SessionEnded.decode(r.payload) };
      default:
        throw new Error(`unexpected subject ${r.subject}`);
    }
  });
}

const sessionRow = (id: string) => h.prisma.session.findUniqueOrThrow({ where: { id } });

describe('the session ledger', () => {
  it('gives the SFU the facts of a confirmed session, partner included, and nothing for an unknown one', async () => {
    h.clock.now = START;
    const b = await book(h, minutesAfter(START, 60), { partner: true });
    expect(await ledger.facts(b.sessionId)).toEqual({
      sessionId: b.sessionId,
      therapistUserId: b.therapist.actor.userId,
      clientUserId: b.client.actor.userId,
      partnerUserId: (b.partner as Person).actor.userId,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      status: 'scheduled',
    });
    expect(await ledger.facts('0190a2b4-0000-7000-8000-000000000000')).toBeNull();
    await cancel(h, b);
    expect((await ledger.facts(b.sessionId))?.status).toBe('cancelled');
  });

  it('records a call from opening to the end, announcing each fact once', async () => {
    h.clock.now = START;
    const b = await book(h, minutesAfter(START, 60));
    const t = (m: number) => minutesAfter(b.startsAt, m);
    await ledger.roomOpened(b.sessionId, t(-5));
    await ledger.participantJoined(b.sessionId, b.therapist.actor.userId, 'therapist', t(-5));
    await ledger.roomOpened(b.sessionId, t(-4));
    expect(await sessionRow(b.sessionId)).toMatchObject({
      status: 'open',
      openedAt: t(-5),
      clientJoined: false,
    });
    await ledger.participantJoined(b.sessionId, b.client.actor.userId, 'client', t(1));
    await ledger.participantLeft(b.sessionId, b.client.actor.userId, 'client', t(20));
    // A reconnect is a new entry.
    await ledger.participantJoined(b.sessionId, b.client.actor.userId, 'client', t(21));
    await ledger.participantLeft(b.sessionId, b.client.actor.userId, 'client', t(22));
    await ledger.participantLeft(b.sessionId, b.client.actor.userId, 'client', t(23));
    await ledger.ended(b.sessionId, 'therapist', t(50));
    await ledger.ended(b.sessionId, 'time', t(65));

    expect(await sessionRow(b.sessionId)).toMatchObject({
      status: 'ended',
      endedAt: t(50),
      endedBy: 'therapist',
      clientJoined: true,
    });
    const entries = await h.prisma.participation.findMany({
      where: { sessionId: b.sessionId },
      orderBy: { joinedAt: 'asc' },
      select: { userId: true, role: true, joinedAt: true, leftAt: true },
    });
    expect(entries).toEqual([
      { userId: b.therapist.actor.userId, role: 'therapist', joinedAt: t(-5), leftAt: t(50) },
      { userId: b.client.actor.userId, role: 'client', joinedAt: t(1), leftAt: t(20) },
      { userId: b.client.actor.userId, role: 'client', joinedAt: t(21), leftAt: t(22) },
    ]);
    const ids = { sessionId: b.sessionId, bookingId: b.sessionId };
    const client = { ...ids, userId: b.client.actor.userId, role: 'client' };
    expect(await outboxOf(b.sessionId)).toEqual([
      { subject: SUBJECTS.roomOpened, ...ids, occurredAt: t(-5) },
      {
        subject: SUBJECTS.participantJoined,
        ...ids,
        userId: b.therapist.actor.userId,
        role: 'therapist',
        occurredAt: t(-5),
      },
      { subject: SUBJECTS.participantJoined, ...client, occurredAt: t(1) },
      { subject: SUBJECTS.participantLeft, ...client, occurredAt: t(20) },
      { subject: SUBJECTS.participantJoined, ...client, occurredAt: t(21) },
      { subject: SUBJECTS.participantLeft, ...client, occurredAt: t(22) },
      { subject: SUBJECTS.sessionEnded, ...ids, clientJoined: true, endedBy: 'therapist', occurredAt: t(50) },
    ]);
  });

  it('counts a couples partner admitted as the client side having come', async () => {
    h.clock.now = START;
    const b = await book(h, minutesAfter(START, 60), { partner: true });
    await ledger.participantJoined(b.sessionId, (b.partner as Person).actor.userId, 'partner', b.startsAt);
    expect((await sessionRow(b.sessionId)).clientJoined).toBe(true);
  });

  it('never ends a cancelled session', async () => {
    h.clock.now = START;
    const b = await book(h, minutesAfter(START, 60));
    await cancel(h, b);
    await ledger.ended(b.sessionId, 'therapist', b.startsAt);
    expect(await sessionRow(b.sessionId)).toMatchObject({ status: 'cancelled', endedAt: null });
    expect(await outboxOf(b.sessionId)).toEqual([]);
  });
});

describe('the sweeper', () => {
  it('ends, when its room closes, a session nobody came to and one whose room stayed open', async () => {
    const base = new Date('2026-12-10T08:00:00Z');
    h.clock.now = base;
    const nobody = await book(h, minutesAfter(base, 60));
    const leftOpen = await book(h, minutesAfter(base, 60));
    const later = await book(h, minutesAfter(base, 120));
    const gone = await book(h, minutesAfter(base, 60));
    await cancel(h, gone);
    await ledger.roomOpened(leftOpen.sessionId, leftOpen.startsAt);
    await ledger.participantJoined(
      leftOpen.sessionId,
      leftOpen.client.actor.userId,
      'client',
      leftOpen.startsAt,
    );
    const sweep = () => sweepOnce({ prisma: h.prisma, ledger, clock: h.clock.read });

    // One millisecond before the room closes (the end plus 15 minutes) nothing ends.
    h.clock.now = new Date(minutesAfter(nobody.endsAt, 15).getTime() - 1);
    await sweep();
    expect((await sessionRow(nobody.sessionId)).status).toBe('scheduled');

    h.clock.now = minutesAfter(nobody.endsAt, 15);
    await sweep();
    const closesAt = minutesAfter(nobody.endsAt, 15);
    expect(await sessionRow(nobody.sessionId)).toMatchObject({
      status: 'ended',
      endedBy: 'time',
      endedAt: closesAt,
      clientJoined: false,
    });
    expect(await outboxOf(nobody.sessionId)).toEqual([
      {
        subject: SUBJECTS.sessionEnded,
        sessionId: nobody.sessionId,
        bookingId: nobody.sessionId,
        clientJoined: false,
        endedBy: 'time',
        occurredAt: closesAt,
      },
    ]);
    expect(await sessionRow(leftOpen.sessionId)).toMatchObject({ status: 'ended', clientJoined: true });
    expect((await outboxOf(leftOpen.sessionId)).at(-1)).toMatchObject({
      clientJoined: true,
      endedBy: 'time',
    });
    expect((await sessionRow(later.sessionId)).status).toBe('scheduled');
    expect((await sessionRow(gone.sessionId)).status).toBe('cancelled');

    // A later round (or a service down for a while) ends what closed since, and nothing twice.
    h.clock.now = minutesAfter(base, 600);
    await sweep();
    expect((await sessionRow(later.sessionId)).status).toBe('ended');
    expect(await outboxOf(nobody.sessionId)).toHaveLength(1);
  });
});
