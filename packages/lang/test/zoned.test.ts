import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatDateTime } from '../src/format';
import { zoneName } from '../src/zone-names';
import {
  addDays,
  daysBetween,
  formatMinute,
  HOME_TIME_ZONE,
  instantToWall,
  isTimeZone,
  isValidLocalDate,
  localDate,
  parseLocalDate,
  runtimeTimeZone,
  sameWallClock,
  spanAround,
  startOfDay,
  wallToInstant,
  weekdayOf,
  zonedInstant,
} from '../src/zoned';

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

  it('adds days the way the screens did (weeks back, across DST)', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
  });

  // The screens' copy rolled impossible dates over ('2026-02-30' + 1 → 2 March) and took fractions of a
  // day; booking refused both. A date that does not exist is a bug upstream, so the stricter rule stays.
  it('refuses dates that do not exist and fractions of a day', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-03-01', 0.5)).toThrow(RangeError);
  });

  it('counts days between dates, negative backwards, the same over a DST change', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('zones', () => {
  it('accepts IANA names and rejects the rest', () => {
    expect(isTimeZone('Europe/Belgrade')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Europe/Novi_Sad')).toBe(false);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(undefined)).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  // Booking took anything Intl knows that starts with a letter; the screens took only IANA's spelling with
  // letters in the area. One rule now: IANA's spelling (digits allowed, as in 'EST5EDT') and known to Intl.
  it('takes the IANA spelling both former checks took, and nothing either refused', () => {
    expect(isTimeZone('Etc/GMT+1')).toBe(true);
    expect(isTimeZone('America/Port-au-Prince')).toBe(true);
    expect(isTimeZone('EST5EDT')).toBe(true);
    expect(isTimeZone('../etc')).toBe(false);
    expect(isTimeZone('Europe/../Belgrade')).toBe(false);
    expect(isTimeZone('Europe/Belgrade ')).toBe(false);
    expect(isTimeZone(' Europe/Belgrade')).toBe(false);
    expect(isTimeZone('Europe\\Belgrade')).toBe(false);
    expect(isTimeZone(`Europe/${'B'.repeat(60)}`)).toBe(false);
  });

  it('knows the home zone and the runtime’s own', () => {
    expect(HOME_TIME_ZONE).toBe('Europe/Belgrade');
    expect(isTimeZone(runtimeTimeZone())).toBe(true);
  });

  it('formats a wall time for people in Serbian', () => {
    const text = formatDateTime(new Date('2026-03-29T01:00:00Z'), BG, 'sr-Latn');
    expect(text).toContain('03:00');
    expect(text).toContain('29');
  });

  it('names cities in the reader’s language', () => {
    expect(zoneName('America/New_York', 'sr-Latn')).toBe('Njujork');
    expect(zoneName('America/New_York', 'en')).toBe('New York');
    expect(zoneName('America/Chicago', 'sr-Cyrl')).toBe('Чикаго');
    expect(zoneName('Asia/Tokyo', 'sr-Latn')).toBe('Tokio');
    expect(zoneName('Etc/UTC', 'sr-Cyrl')).toBe('UTC');
    // A zone without a Serbian name keeps its IANA city.
    expect(zoneName('Asia/Kolkata', 'sr-Latn')).toBe('Kolkata');
  });

  it('tells whether two zones read the same clock at an instant', () => {
    // 16:00 UTC on 1 December: 10:00 in Chicago, 17:00 in Belgrade, 17:00 in Vienna.
    const at = '2026-12-01T16:00:00.000Z';
    expect(sameWallClock(at, BG, 'Europe/Vienna')).toBe(true);
    expect(sameWallClock(at, BG, CHI)).toBe(false);
    expect(sameWallClock(at, BG, BG)).toBe(true);
    // London and Lisbon agree all year; Belgrade and London never do.
    expect(sameWallClock('2026-07-01T12:00:00Z', 'Europe/London', 'Europe/Lisbon')).toBe(true);
    // Mexico City no longer changes its clocks: it reads like Chicago in winter and an hour behind in summer.
    expect(sameWallClock('2026-01-15T12:00:00Z', CHI, 'America/Mexico_City')).toBe(true);
    expect(sameWallClock('2026-03-20T12:00:00Z', CHI, 'America/Mexico_City')).toBe(false);
  });
});

describe('screens’ wall clock (formerly its own arithmetic in the web package)', () => {
  it('reads an instant, given as an ISO string, as the local date, minute and ISO weekday', () => {
    expect(instantToWall('2026-03-28T09:00:00Z', BG)).toEqual({
      date: '2026-03-28',
      minuteOfDay: 600,
      weekday: 6,
    });
    expect(instantToWall('2026-03-29T08:00:00Z', BG)).toEqual({
      date: '2026-03-29',
      minuteOfDay: 600,
      weekday: 7,
    });
    // Sunday 23:30 UTC is already Monday in Belgrade.
    expect(instantToWall('2026-03-22T23:30:00Z', BG)).toEqual({
      date: '2026-03-23',
      minuteOfDay: 30,
      weekday: 1,
    });
  });

  it('finds the instant of a wall-clock time, across both DST changes, reading a skipped time forward', () => {
    expect(zonedInstant('2026-03-28', 600, BG).toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(zonedInstant('2026-03-29', 600, BG).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    // 02:30 does not exist on 29 March: read as 03:30 summer time.
    expect(zonedInstant('2026-03-29', 150, BG).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October: the first one, still summer time.
    expect(zonedInstant('2026-10-25', 150, BG).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant('2026-03-08', 9 * 60, CHI).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(zonedInstant('2026-04-05', 9 * 60, SYD).toISOString()).toBe('2026-04-04T23:00:00.000Z');
    // Sydney skips 02:00–02:59 on 4 October: 02:30 reads as 03:30 (+11).
    expect(zonedInstant('2026-10-04', hm(2, 30), SYD).toISOString()).toBe('2026-10-03T16:30:00.000Z');
  });

  it('agrees with wallToInstant wherever the wall time exists', () => {
    const zones = [BG, CHI, SYD, 'Australia/Lord_Howe', 'America/Havana', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1) / 86_400_000, max: Date.UTC(2028, 0, 1) / 86_400_000 }),
        fc.integer({ min: 0, max: 1440 }),
        fc.constantFrom(...zones),
        (day, minute, zone) => {
          const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
          const exact = wallToInstant(date, minute, zone);
          const total = zonedInstant(date, minute, zone);
          if (exact) expect(total.getTime()).toBe(exact.getTime());
          // A skipped time lands after the gap, never before the wall time it was asked for.
          else expect(instantToWall(total, zone).minuteOfDay).toBeGreaterThan(minute % 1440);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('begins a day at its first instant, later than midnight where a change skips midnight', () => {
    expect(startOfDay('2026-03-29', BG).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', BG).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Havana springs forward at midnight: 8 March 2026 begins at 01:00 local (05:00 UTC).
    expect(startOfDay('2026-03-08', 'America/Havana').toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });

  it('takes only real dates from an address, between 2000 and 2100', () => {
    expect(parseLocalDate('2026-02-28')).toBe('2026-02-28');
    expect(parseLocalDate('2028-02-29')).toBe('2028-02-29');
    expect(parseLocalDate('2026-02-29')).toBeNull();
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(parseLocalDate('26-02-01')).toBeNull();
    expect(parseLocalDate('1999-01-01')).toBeNull();
    expect(parseLocalDate('2101-01-01')).toBeNull();
    expect(parseLocalDate(null)).toBeNull();
    expect(parseLocalDate(20260228)).toBeNull();
  });

  it('writes minutes of the day as a clock', () => {
    expect(formatMinute(570)).toBe('09:30');
    expect(formatMinute(0)).toBe('00:00');
    expect(formatMinute(1440)).toBe('24:00');
  });

  it('groups times by the local date of the visitor, across the spring-forward night', () => {
    // Belgrade moves its clocks on 2026-03-29 at 02:00; 00:30 UTC that day is 01:30 there, 19:30 in Chicago the day before.
    expect(localDate('2026-03-29T00:30:00Z', BG)).toBe('2026-03-29');
    expect(localDate('2026-03-29T00:30:00Z', CHI)).toBe('2026-03-28');
    expect(localDate('2026-03-29T14:00:00Z', SYD)).toBe('2026-03-30');
    const { from, to } = spanAround('2026-03-29', 7);
    expect(from.toISOString()).toBe('2026-03-28T00:00:00.000Z');
    expect(to.toISOString()).toBe('2026-04-06T00:00:00.000Z');
  });
});
