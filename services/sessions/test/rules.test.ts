import { describe, expect, it } from '@jest/globals';
import { entryRefusal } from '../src/domain/entry';
import { roleIn } from '../src/domain/membership';
import { checkNoteText, checkNoteVersion, NOTE_MAX_CHARS } from '../src/domain/notes';

// The pure rules of who enters a session, when, and how a note is saved.

const startsAt = new Date('2026-12-03T17:00:00Z');
const endsAt = new Date('2026-12-03T17:50:00Z');
const at = (iso: string) => new Date(iso);
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { code: string }).code;
  }
  throw new Error('expected the rule to refuse');
};

describe('entryRefusal', () => {
  const scheduled = { status: 'scheduled' as const, startsAt, endsAt };

  it('admits from ten minutes before the start until fifteen minutes after the end', () => {
    expect(entryRefusal(scheduled, at('2026-12-03T16:49:59.999Z'))).toBe('not_open_yet');
    expect(entryRefusal(scheduled, at('2026-12-03T16:50:00Z'))).toBeNull();
    expect(entryRefusal(scheduled, at('2026-12-03T18:04:59.999Z'))).toBeNull();
    expect(entryRefusal(scheduled, at('2026-12-03T18:05:00Z'))).toBe('closed');
  });

  it('never admits to a cancelled or ended session, even inside its window', () => {
    const inside = at('2026-12-03T17:10:00Z');
    expect(entryRefusal({ ...scheduled, status: 'cancelled' }, inside)).toBe('cancelled');
    expect(entryRefusal({ ...scheduled, status: 'ended' }, inside)).toBe('ended');
    expect(entryRefusal({ ...scheduled, status: 'open' }, inside)).toBeNull();
  });
});

describe('roleIn', () => {
  const m = { therapistUserId: 't', clientUserId: 'c', partnerUserId: 'p' };

  it("names each member's role and nobody else", () => {
    expect(roleIn(m, 't')).toBe('therapist');
    expect(roleIn(m, 'c')).toBe('client');
    expect(roleIn(m, 'p')).toBe('partner');
    expect(roleIn(m, 'someone')).toBeNull();
  });

  it('gives no role for an empty id when the relationship has no partner', () => {
    expect(roleIn({ ...m, partnerUserId: '' }, '')).toBeNull();
  });
});

describe('notes', () => {
  it('takes up to 20,000 characters, counted as a person counts them', () => {
    expect(checkNoteText('č'.repeat(NOTE_MAX_CHARS))).toHaveLength(NOTE_MAX_CHARS);
    // An emoji is two UTF-16 units but one character.
    expect(checkNoteText('🙂'.repeat(NOTE_MAX_CHARS))).toHaveLength(2 * NOTE_MAX_CHARS);
    expect(codeOf(() => checkNoteText('a'.repeat(NOTE_MAX_CHARS + 1)))).toBe('sessions.note_too_long');
  });

  it('moves the version on only from the version the editor saw', () => {
    expect(checkNoteVersion(0, 0)).toBe(1);
    expect(checkNoteVersion(3, 3)).toBe(4);
    expect(codeOf(() => checkNoteVersion(3, 2))).toBe('sessions.note_conflict');
    expect(codeOf(() => checkNoteVersion(0, 1))).toBe('sessions.note_conflict');
  });
});
