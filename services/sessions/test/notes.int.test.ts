import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findMarkers } from '@oslonac/kit/testing';
import { NOTE_MAX_CHARS } from '../src/domain/notes';
import { failure, type Harness, startSessions } from './support/harness';
import { type Booked, book, minutesAfter, type Person } from './support/world';

// The therapist's private notes: only the session's therapist reads or writes them, a stale save is refused
// rather than silently overwriting, and the words are sealed at rest.

const START = new Date('2026-12-01T10:00:00Z');
let h: Harness;

beforeAll(async () => {
  h = await startSessions('sessions_notes', START);
});

afterAll(async () => {
  await h?.close();
});

const save = (b: Booked, who: Person, text: string, expectedVersion: number) =>
  h.call(h.client.saveNote.bind(h.client), { sessionId: b.sessionId, text, expectedVersion }, who.token);
const get = (b: Booked, who: Person) =>
  h.call(h.client.getNote.bind(h.client), { sessionId: b.sessionId }, who.token);

describe('session notes', () => {
  it('starts empty, saves, and reads back what the therapist wrote', async () => {
    const b = await book(h, minutesAfter(START, 60));
    expect((await get(b, b.therapist)).note).toMatchObject({ sessionId: b.sessionId, text: '', version: 0 });
    const first = await save(b, b.therapist, 'Klijentkinja opisuje nesanicu od selidbe.', 0);
    expect(first.note).toMatchObject({ version: 1, updatedAt: START });
    h.clock.advance(5);
    const second = await save(b, b.therapist, 'Nesanica od selidbe; dogovoreno vođenje dnevnika sna.', 1);
    expect(second.note).toMatchObject({ version: 2, updatedAt: h.clock.read() });
    expect((await get(b, b.therapist)).note).toMatchObject({
      text: 'Nesanica od selidbe; dogovoreno vođenje dnevnika sna.',
      version: 2,
    });
  });

  it('refuses a save made over a version someone else already replaced', async () => {
    const b = await book(h, minutesAfter(START, 60));
    await save(b, b.therapist, 'Prva verzija beleške.', 0);
    await save(b, b.therapist, 'Druga verzija, iz drugog prozora.', 1);
    const stale = await failure(save(b, b.therapist, 'Zastarela izmena iz prvog prozora.', 1));
    expect(stale).toMatchObject({ status: status.ABORTED, code: 'sessions.note_conflict' });
    const fresh = await failure(save(b, b.therapist, 'Nova beleška preko postojeće.', 0));
    expect(fresh.code).toBe('sessions.note_conflict');
    expect((await get(b, b.therapist)).note?.text).toBe('Druga verzija, iz drugog prozora.');
  });

  it('lets one of two simultaneous first saves win and refuses the other', async () => {
    const b = await book(h, minutesAfter(START, 60));
    const results = await Promise.allSettled([
      save(b, b.therapist, 'Prozor A.', 0),
      save(b, b.therapist, 'Prozor B.', 0),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await get(b, b.therapist)).note?.version).toBe(1);
  });

  it('shows the note to nobody but the therapist of that session', async () => {
    const b = await book(h, minutesAfter(START, 60), { partner: true });
    await save(b, b.therapist, 'Samo za terapeuta.', 0);
    const otherTherapist = await h.person(['therapist']);
    const staff = await h.person(['admin']);
    for (const who of [b.client, b.partner as Person, otherTherapist, staff]) {
      expect(await failure(get(b, who))).toMatchObject({
        status: status.NOT_FOUND,
        code: 'sessions.not_found',
      });
      expect((await failure(save(b, who, 'Upad.', 1))).status).toBe(status.NOT_FOUND);
    }
    expect((await get(b, b.therapist)).note?.text).toBe('Samo za terapeuta.');
  });

  it('takes 20,000 characters and refuses one more', async () => {
    const b = await book(h, minutesAfter(START, 60));
    const full = 'ž'.repeat(NOTE_MAX_CHARS);
    expect((await save(b, b.therapist, full, 0)).note?.version).toBe(1);
    const over = await failure(save(b, b.therapist, `${full}a`, 1));
    expect(over).toMatchObject({
      status: status.INVALID_ARGUMENT,
      code: 'sessions.note_too_long',
      meta: { field: 'text', max: String(NOTE_MAX_CHARS) },
    });
    expect((await get(b, b.therapist)).note?.text).toBe(full);
  });

  it('keeps the words sealed: the raw tables hold no trace of them', async () => {
    const b = await book(h, minutesAfter(START, 60));
    const sentence = 'Pacijent pominje misli o samopovređivanju posle otkaza';
    await save(b, b.therapist, sentence, 0);
    expect(await findMarkers(h.db.url, [sentence, 'samopovređivanju'])).toEqual([]);
    expect((await get(b, b.therapist)).note?.text).toBe(sentence);
  });
});
