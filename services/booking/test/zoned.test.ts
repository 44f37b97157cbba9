import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  addDays,
  formatWall,
  instantToWall,
  isValidLocalDate,
  isValidTimeZone,
  wallToInstant,
  weekdayOf,
} from '../src/domain/zoned';

const BG = 'Europe/Belgrade';
const CHI = 'America/Chicago';
const SYD = 'Australia/Sydney';
const hm = (h: number, m = 0) => h * 60 + m;
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('wallToInstant', () => {
  it('Belgrade, 29 March 2026: 02:00–02:59 does not exist, around it the offset moves from +1 to +2', () => {
    expect(iso(wallToInstant('2026-03-29', hm(1, 59), BG))).toBe('2026-03-29T00:59:00.000Z');
    expect(wallToInstant('2026-03-29', hm(2), BG)).toBeNull();
    expect(wallToInstant('2026-03-29', hm(2, 30), BG)).toBeNull();
    expect(wallToInstant('2026-03-29', hm(2, 59), BG)).toBeNull();
    expect(iso(wallToInstant('2026-03-29', hm(3), BG))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(wallToInstant('2026-03-29', hm(12), BG))).toBe('2026-03-29T10:00:00.000Z');
  });

  it('Belgrade, 25 October 2026: 02:00–02:59 happens twice and the earlier (summer time) instant wins', () => {
    expect(iso(wallToInstant('2026-10-25', hm(1, 30), BG))).toBe('2026-10-24T23:30:00.000Z');
    expect(iso(wallToInstant('2026-10-25', hm(2, 30), BG))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(wallToInstant('2026-10-25', hm(3), BG))).toBe('2026-10-25T02:00:00.000Z');
    // Both 00:30Z and 01:30Z read 02:30 on the wall.
    expect(instantToWall(new Date('2026-10-25T00:30:00Z'), BG).minuteOfDay).toBe(hm(2, 30));
    expect(instantToWall(new Date('2026-10-25T01:30:00Z'), BG).minuteOfDay).toBe(hm(2, 30));
  });

  it('Chicago, 8 March and 1 November 2026', () => {
    expect(iso(wallToInstant('2026-03-08', hm(1, 59), CHI))).toBe('2026-03-08T07:59:00.000Z');
    expect(wallToInstant('2026-03-08', hm(2, 30), CHI)).toBeNull();
    expect(iso(wallToInstant('2026-03-08', hm(3), CHI))).toBe('2026-03-08T08:00:00.000Z');
    expect(iso(wallToInstant('2026-11-01', hm(1, 30), CHI))).toBe('2026-11-01T06:30:00.000Z'); // CDT, not CST
    expect(iso(wallToInstant('2026-11-01', hm(2), CHI))).toBe('2026-11-01T08:00:00.000Z');
  });

  it('Sydney, 5 April 2026 (back) and 4 October 2026 (forward)', () => {
    expect(iso(wallToInstant('2026-04-05', hm(2, 30), SYD))).toBe('2026-04-04T15:30:00.000Z'); // AEDT, +11
    expect(iso(wallToInstant('2026-04-05', hm(3), SYD))).toBe('2026-04-04T17:00:00.000Z'); // AEST, +10
    expect(wallToInstant('2026-10-04', hm(2), SYD)).toBeNull();
    expect(wallToInstant('2026-10-04', hm(2, 30), SYD)).toBeNull();
    expect(iso(wallToInstant('2026-10-04', hm(3), SYD))).toBe('2026-10-03T16:00:00.000Z');
  });

  it('zones without DST and half-hour zones convert by their fixed offset', () => {
    expect(iso(wallToInstant('2026-03-29', hm(2, 30), 'UTC'))).toBe('2026-03-29T02:30:00.000Z');
    expect(iso(wallToInstant('2026-07-01', hm(9), 'Asia/Kolkata'))).toBe('2026-07-01T03:30:00.000Z');
    expect(iso(wallToInstant('2026-01-01', 0, 'Pacific/Kiritimati'))).toBe('2025-12-31T10:00:00.000Z');
  });

  it('minute 1440 is the next midnight, even after a 23-hour day', () => {
    expect(iso(wallToInstant('2026-03-29', 1440, BG))).toBe('2026-03-29T22:00:00.000Z');
    expect(iso(wallToInstant('2026-03-29', 1440, BG))).toBe(iso(wallToInstant('2026-03-30', 0, BG)));
  });

  it('rejects malformed dates and unknown zones', () => {
    expect(() => wallToInstant('2026-02-30', 0, BG)).toThrow(RangeError);
    expect(() => wallToInstant('29.03.2026', 0, BG)).toThrow(RangeError);
    expect(() => wallToInstant('2026-03-29', 0, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('instantToWall', () => {
  it('reads the wall clock and the ISO weekday', () => {
    expect(instantToWall(new Date('2026-03-29T00:59:00Z'), BG)).toEqual({
      date: '2026-03-29',
      minuteOfDay: hm(1, 59),
      weekday: 7,
    });
    expect(instantToWall(new Date('2026-03-29T01:00:00Z'), BG)).toEqual({
      date: '2026-03-29',
      minuteOfDay: hm(3),
      weekday: 7,
    });
    // Late evening in Chicago is already the next day in Belgrade.
    expect(instantToWall(new Date('2026-03-30T03:30:00Z'), CHI)).toEqual({
      date: '2026-03-29',
      minuteOfDay: hm(22, 30),
      weekday: 7,
    });
    expect(instantToWall(new Date('2026-03-30T03:30:00Z'), BG).date).toBe('2026-03-30');
  });

  it('drops seconds', () => {
    expect(instantToWall(new Date('2026-06-01T10:15:59.999Z'), 'UTC').minuteOfDay).toBe(hm(10, 15));
  });

  const zones = [
    BG,
    CHI,
    SYD,
    'Asia/Kolkata',
    'America/St_Johns',
    'Australia/Lord_Howe',
    'UTC',
    'Pacific/Apia',
  ];
  const day = 86_400_000;
  // Random instants rarely land on a change hour, so half of them are drawn near one.
  const changes = [
    '2026-03-29T01:00Z', // Belgrade forward
    '2026-10-25T01:00Z', // Belgrade back
    '2026-03-08T08:00Z', // Chicago forward
    '2026-11-01T07:00Z', // Chicago back
    '2026-04-04T16:00Z', // Sydney back
    '2026-10-03T16:00Z', // Sydney forward
    '2026-04-04T15:00Z', // Lord Howe back (30 min)
    '2026-10-03T15:30Z', // Lord Howe forward (30 min)
    '2026-03-08T05:30Z', // St John's forward
    '2026-11-01T04:30Z', // St John's back
  ].map((s) => Date.parse(s));
  const instants = fc
    .oneof(
      fc.integer({ min: Date.UTC(2025, 0, 1) / 60_000, max: Date.UTC(2028, 0, 1) / 60_000 }),
      fc
        .tuple(fc.constantFrom(...changes), fc.integer({ min: -180, max: 180 }))
        .map(([at, minutes]) => at / 60_000 + minutes),
    )
    .map((minute) => new Date(minute * 60_000));

  it('agrees with Intl formatting the instant directly, right up to the second of each change', () => {
    const direct = new Map<string, Intl.DateTimeFormat>();
    const read = (instant: Date, zone: string) => {
      let f = direct.get(zone);
      if (!f) {
        // sv-SE formats as 'YYYY-MM-DD HH:MM'.
        f = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' });
        direct.set(zone, f);
      }
      const [date, time] = f.format(instant).split(' ');
      const [h, m] = time!.split(':').map(Number);
      return { date, minuteOfDay: (h! % 24) * 60 + m! };
    };
    const nearChange = fc
      .tuple(
        fc.constantFrom(...changes),
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: 0, max: 59_999 }),
      )
      .map(([at, minutes, ms]) => new Date(at + minutes * 60_000 + ms - 30_000));
    fc.assert(
      fc.property(fc.oneof(instants, nearChange), fc.constantFrom(...zones), (instant, zone) => {
        const wall = instantToWall(instant, zone);
        expect({ date: wall.date, minuteOfDay: wall.minuteOfDay }).toEqual(read(instant, zone));
      }),
      { numRuns: 3000 },
    );
  });

  it('round trip instant → wall → instant gives back the instant, or the earlier twin on a fall-back hour', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const wall = instantToWall(instant, zone);
        const back = wallToInstant(wall.date, wall.minuteOfDay, zone);
        expect(back).not.toBeNull();
        const diff = instant.getTime() - back!.getTime();
        // Lord Howe moves by 30 minutes, the others by an hour.
        expect([0, 30 * 60_000, 60 * 60_000]).toContain(diff);
        if (diff !== 0) expect(instantToWall(back!, zone)).toEqual(wall);
      }),
      { numRuns: 3000 },
    );
  });

  it('round trip wall → instant → wall gives back the wall time whenever it exists', () => {
    const dates = fc
      .oneof(
        fc.integer({ min: Date.UTC(2025, 0, 1) / day, max: Date.UTC(2028, 0, 1) / day }),
        fc.constantFrom(...changes.map((at) => Math.floor(at / day))),
        fc.constantFrom(...changes.map((at) => Math.floor(at / day) + 1)),
      )
      .map((d) => new Date(d * day).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        dates,
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom(...zones),
        (date, minute, zone) => {
          const instant = wallToInstant(date, minute, zone);
          if (instant === null) {
            // Only a skipped wall time is null: the instant an hour (or 30 min) later reads later than it.
            const before = wallToInstant(date, minute - 60, zone) ?? wallToInstant(date, minute - 30, zone);
            expect(before).not.toBeNull();
            return;
          }
          const wall = instantToWall(instant, zone);
          expect(wall.date).toBe(date);
          expect(wall.minuteOfDay).toBe(minute);
          expect(wall.weekday).toBe(weekdayOf(date));
          // The earlier of twins: half an hour or an hour before it, the wall clock did not read the same.
          for (const shift of [30, 60]) {
            expect(instantToWall(new Date(instant.getTime() - shift * 60_000), zone)).not.toEqual(wall);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('gives ISO weekdays (Monday 1 … Sunday 7)', () => {
    expect(weekdayOf('2026-03-23')).toBe(1);
    expect(weekdayOf('2026-03-28')).toBe(6);
    expect(weekdayOf('2026-03-29')).toBe(7);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('1969-12-29')).toBe(1);
  });

  it('knows real calendar dates', () => {
    expect(isValidLocalDate('2028-02-29')).toBe(true);
    expect(isValidLocalDate('2026-02-29')).toBe(false);
    expect(isValidLocalDate('2026-13-01')).toBe(false);
    expect(isValidLocalDate('2026-1-01')).toBe(false);
  });
});

describe('zones', () => {
  it('accepts IANA names and rejects the rest', () => {
    expect(isValidTimeZone('Europe/Belgrade')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Novi_Sad')).toBe(false);
    expect(isValidTimeZone('+01:00')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('formats a wall time for people in Serbian', () => {
    const text = formatWall(new Date('2026-03-29T01:00:00Z'), BG);
    expect(text).toContain('03:00');
    expect(text).toContain('29');
  });
});
