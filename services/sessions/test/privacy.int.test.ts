import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, shredOwnerKeys, startErasureConsumer, type Tx } from '@oslonac/kit';
import { assertErasureContract, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { v7 } from 'uuid';
import { noteContext, noteKeyOwner } from '../src/domain/notes';
import { createSessionLedger } from '../src/flows/ledger';
import { eraser, eraseUser } from '../src/flows/privacy';
import { failure, type Harness, startSessions } from './support/harness';
import { type Booked, book, minutesAfter, type Person } from './support/world';

// GDPR export and erasure in sessions: a person gets their sessions, their entries into calls and (a therapist)
// their notes opened; an erased person's notes, entries and key are gone while the others keep their record.

const START = new Date('2026-12-01T10:00:00Z');
const log = createLogger('sessions-privacy-test', process.env.TEST_LOG_LEVEL ?? 'silent');
let h: Harness;
let events: TestBus;

beforeAll(async () => {
  h = await startSessions('sessions_privacy', START);
  events = await startTestBus('sessions-privacy-test', log);
});

afterAll(async () => {
  await events?.close();
  await h?.close();
});

/** What the kit's erasure consumer does in its transaction: the service's erase, then the keys it names shredded. */
const erase = (userId: string) =>
  h.prisma.$transaction(async (tx) => {
    const result = await eraseUser(tx as unknown as Tx, userId);
    await shredOwnerKeys(tx as unknown as Tx, result.ownerKeys);
  });
const exportOf = async (who: Person) =>
  JSON.parse((await h.call(h.client.exportMyData.bind(h.client), {}, who.token)).json);
const saveNote = (b: Booked, text: string) =>
  h.call(
    h.client.saveNote.bind(h.client),
    { sessionId: b.sessionId, text, expectedVersion: 0 },
    b.therapist.token,
  );

/** A session that took place: therapist and client in the call, ended by the therapist. */
async function held(b: Booked): Promise<void> {
  const ledger = createSessionLedger(h.prisma);
  await ledger.roomOpened(b.sessionId, b.startsAt);
  await ledger.participantJoined(b.sessionId, b.therapist.actor.userId, 'therapist', b.startsAt);
  await ledger.participantJoined(b.sessionId, b.client.actor.userId, 'client', minutesAfter(b.startsAt, 2));
  await ledger.ended(b.sessionId, 'therapist', b.endsAt);
}

describe('ExportMyData', () => {
  it("gives a client their sessions and entries, and never the therapist's note", async () => {
    const b = await book(h, minutesAfter(START, 60));
    await held(b);
    await saveNote(b, 'Terapeutova privatna beleška o napretku.');
    const out = await h.call(h.client.exportMyData.bind(h.client), {}, b.client.token);
    expect(out.json).not.toContain('privatna beleška');
    expect(JSON.parse(out.json)).toEqual({
      service: 'sessions',
      userId: b.client.actor.userId,
      sessions: [
        {
          sessionId: b.sessionId,
          relationshipId: b.relationshipId,
          role: 'client',
          startsAt: b.startsAt.toISOString(),
          endsAt: b.endsAt.toISOString(),
          status: 'ended',
          openedAt: b.startsAt.toISOString(),
          endedAt: b.endsAt.toISOString(),
          endedBy: 'therapist',
          clientJoined: true,
        },
      ],
      participations: [
        {
          sessionId: b.sessionId,
          role: 'client',
          joinedAt: minutesAfter(b.startsAt, 2).toISOString(),
          leftAt: b.endsAt.toISOString(),
        },
      ],
      notes: [],
    });
  });

  it('gives a therapist their notes opened', async () => {
    const b = await book(h, minutesAfter(START, 60));
    await saveNote(b, 'Beleška koju terapeut izvozi.');
    const doc = await exportOf(b.therapist);
    expect(doc.sessions).toEqual([expect.objectContaining({ sessionId: b.sessionId, role: 'therapist' })]);
    expect(doc.notes).toEqual([
      {
        sessionId: b.sessionId,
        text: 'Beleška koju terapeut izvozi.',
        version: 1,
        updatedAt: START.toISOString(),
      },
    ]);
  });

  it('answers a call without a signed-in person with UNAUTHENTICATED', async () => {
    expect((await failure(h.call(h.client.exportMyData.bind(h.client), {}))).status).toBe(
      status.UNAUTHENTICATED,
    );
  });
});

describe('erasure', () => {
  it('honours the erasure contract: notes, entries and key gone, another person untouched', async () => {
    const { event } = await assertErasureContract({
      service: 'sessions',
      databaseUrl: h.db.url,
      bus: events.bus,
      crypto: h.deps.crypto,
      seed: async (userId, m) => {
        // The person is the therapist of a session that took place (the note is theirs, and they entered its call).
        const therapist = {
          actor: { userId, roles: ['therapist' as const], sessionId: v7() },
          token: await h.actorToken({ userId, roles: ['therapist'], sessionId: v7() }),
        };
        const b = await book(h, minutesAfter(START, 60), { therapist });
        await held(b);
        await saveNote(b, `${m.health}. Klijent: ${m.name}, ${m.email}.`);
        const note = await h.prisma.sessionNote.findUniqueOrThrow({ where: { sessionId: b.sessionId } });
        return { sealed: [{ ciphertext: note.textCiphertext, context: noteContext(b.sessionId) }] };
      },
      start: () =>
        startErasureConsumer({
          service: 'sessions',
          bus: events.bus,
          prisma: h.prisma,
          log,
          erase: eraser,
          retryBaseMs: 50,
        }),
    });
    expect(event).toMatchObject({ service: 'sessions', keptRecords: 0 });
  });

  it("leaves the session and the others' record; the erased person's entries and partnership are gone", async () => {
    const b = await book(h, minutesAfter(START, 60), { partner: true });
    const partner = b.partner as Person;
    await held(b);
    await createSessionLedger(h.prisma).participantJoined(
      b.sessionId,
      partner.actor.userId,
      'partner',
      b.startsAt,
    );
    await saveNote(b, 'Beleška ostaje dok terapeut postoji.');

    await erase(partner.actor.userId);
    await erase(b.client.actor.userId);
    expect(await h.prisma.participation.count({ where: { sessionId: b.sessionId } })).toBe(1);
    expect(
      await h.prisma.relationshipPartner.findUnique({ where: { relationshipId: b.relationshipId } }),
    ).toBeNull();
    const therapist = await exportOf(b.therapist);
    expect(therapist.sessions).toEqual([
      expect.objectContaining({ sessionId: b.sessionId, status: 'ended', clientJoined: true }),
    ]);
    expect(therapist.notes.map((n: { text: string }) => n.text)).toEqual([
      'Beleška ostaje dok terapeut postoji.',
    ]);

    await erase(b.therapist.actor.userId);
    expect(await h.prisma.sessionNote.findUnique({ where: { sessionId: b.sessionId } })).toBeNull();
    expect(await h.prisma.dataKey.count({ where: { ownerId: noteKeyOwner(b.therapist.actor.userId) } })).toBe(
      0,
    );
    expect(await h.prisma.participation.count({ where: { sessionId: b.sessionId } })).toBe(0);
    // Erasing again finds nothing and fails nothing.
    await erase(b.therapist.actor.userId);
  });
});
