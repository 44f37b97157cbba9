import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { escapeText, foldLine, type IcsEvent, renderIcs } from '../src/domain/ics';

const NOW = new Date('2026-03-20T10:11:12.345Z');
const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'b-1@oslonac.rs',
  start: new Date('2026-03-29T01:00:00Z'),
  end: new Date('2026-03-29T01:50:00Z'),
  summary: 'Seansa',
  status: 'CONFIRMED',
  sequence: 0,
  ...over,
});

/** Undo folding: a CRLF followed by one space or tab disappears. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('renderIcs', () => {
  it('writes a calendar with one event per session, CRLF line ends and UTC times', () => {
    const text = renderIcs({
      name: 'Oslonac — seanse',
      now: NOW,
      events: [event({ url: 'https://oslonac.rs/termini/b-1', description: 'Video poziv' })],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Oslonac//Kalendar//SR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Oslonac — seanse',
      'BEGIN:VEVENT',
      'UID:b-1@oslonac.rs',
      'DTSTAMP:20260320T101112Z',
      'DTSTART:20260329T010000Z',
      'DTEND:20260329T015000Z',
      'SUMMARY:Seansa',
      'DESCRIPTION:Video poziv',
      'STATUS:CONFIRMED',
      'SEQUENCE:0',
      'URL:https://oslonac.rs/termini/b-1',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('stamps every event and leaves out what is not there', () => {
    const text = renderIcs({
      name: 'x',
      now: NOW,
      events: [event(), event({ uid: 'b-2@oslonac.rs', status: 'CANCELLED', sequence: 3 })],
    });
    expect(text.match(/\r\nDTSTAMP:20260320T101112Z\r\n/g)).toHaveLength(2);
    expect(text).toContain('\r\nSTATUS:CANCELLED\r\nSEQUENCE:3\r\n');
    expect(text).not.toContain('DESCRIPTION');
    expect(text).not.toContain('URL');
  });

  it('an empty calendar is still a valid calendar', () => {
    const text = renderIcs({ name: 'Prazno', now: NOW, events: [] });
    expect(text).toContain('BEGIN:VCALENDAR\r\n');
    expect(text).toContain('END:VCALENDAR\r\n');
    expect(text).not.toContain('VEVENT');
  });

  it('escapes backslashes, semicolons, commas and new lines in text', () => {
    const text = renderIcs({
      name: 'a;b',
      now: NOW,
      events: [event({ summary: 'Seansa, prva; C:\\put', description: 'Red 1\nRed 2\r\nRed 3' })],
    });
    expect(text).toContain('X-WR-CALNAME:a\\;b\r\n');
    expect(text).toContain('SUMMARY:Seansa\\, prva\\; C:\\\\put\r\n');
    expect(text).toContain('DESCRIPTION:Red 1\\nRed 2\\nRed 3\r\n');
    expect(escapeText('tab\tstays, bell\u0007 goes')).toBe('tab\tstays\\, bell goes');
  });

  it('cannot be broken into a new property through a URL or a summary', () => {
    const text = renderIcs({
      name: 'x',
      now: NOW,
      events: [event({ summary: 'a\r\nATTENDEE:evil', url: 'https://x.rs/\r\nATTENDEE:evil' })],
    });
    expect(
      unfold(text)
        .split('\r\n')
        .filter((l) => l.startsWith('ATTENDEE')),
    ).toEqual([]);
  });
});

describe('folding', () => {
  const cyrillic =
    'Сеанса са психотерапеуткињом Милицом Ђорђевић — разговор о анксиозности, паници и тешким животним променама';

  it('folds a long Cyrillic summary at 75 octets without splitting a letter', () => {
    const text = renderIcs({ name: 'x', now: NOW, events: [event({ summary: cyrillic })] });
    const lines = text.split('\r\n');
    const start = lines.findIndex((l) => l.startsWith('SUMMARY:'));
    const physical = [lines[start]!];
    for (let i = start + 1; lines[i]!.startsWith(' '); i++) physical.push(lines[i]!);
    expect(physical.length).toBeGreaterThan(2);
    for (const line of physical) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // A split inside a two-byte letter would leave a replacement character after decoding.
      expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\uFFFD');
      expect(line).not.toMatch(/[\uD800-\uDFFF]/);
    }
    // Full lines use the room they have: a Cyrillic letter is 2 octets, so 74 or 75.
    expect(octets(physical[0]!)).toBeGreaterThanOrEqual(74);
    expect(unfold(text)).toContain(`\r\nSUMMARY:${escapeText(cyrillic)}\r\n`);
  });

  it('keeps emoji (4 octets) and everything else whole, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
        const folded = foldLine(`SUMMARY:${s}`);
        const lines = folded.split('\r\n');
        for (const [i, line] of lines.entries()) {
          expect(octets(line)).toBeLessThanOrEqual(75);
          if (i > 0) expect(line.startsWith(' ')).toBe(true);
          // A lone surrogate would mean a character was cut in half.
          expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        }
        expect(unfold(folded)).toBe(`SUMMARY:${s}`);
      }),
    );
  });

  it('leaves short lines alone', () => {
    const line = 'SUMMARY:'.padEnd(75, 'x');
    expect(foldLine(line)).toBe(line);
    expect(foldLine(`${line}y`)).toBe(`${line}\r\n y`);
  });
});
