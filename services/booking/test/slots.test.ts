import { describe, expect, it } from '@jest/globals';
import { instantToWall, wallToInstant } from '@oslonac/lang';
import { type AvailabilityRules, blockedRange, DEFAULT_RULES } from '../src/domain/availability';
import {
  computeSlots,
  type Interval,
  isBookableStart,
  openRanges,
  type SlotQuery,
} from '../src/domain/slots';

const BG = 'Europe/Belgrade';
const hm = (h: number, m = 0) => h * 60 + m;
const at = (date: string, h: number, m = 0, zone = BG) => wallToInstant(date, hm(h, m), zone)!;
const everyDay = (startMinute: number, endMinute: number) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute, endMinute }));

const rules = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  ...DEFAULT_RULES,
  weekly: [],
  breaks: [],
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  horizonDays: 365,
  ...over,
});

const NOW = new Date('2026-01-01T00:00:00Z');

/** Slots of one Belgrade date as 'HH:MM' wall times. */
function wallTimes(q: Omit<SlotQuery, 'from' | 'to' | 'now' | 'busy'> & Partial<SlotQuery>, date: string) {
  const from = q.from ?? at(date, 0);
  const to = q.to ?? wallToInstant(date, 1440, BG)!;
  return computeSlots({ now: NOW, busy: [], ...q, from, to }).map((s) => {
    const w = instantToWall(s.start, BG);
    expect(w.date).toBe(date);
    return `${String(Math.floor(w.minuteOfDay / 60)).padStart(2, '0')}:${String(w.minuteOfDay % 60).padStart(2, '0')}`;
  });
}

// Night owls and early birds: 00:00–06:00 crosses both DST changes in Belgrade.
const nightAndDay = rules({
  weekly: [...everyDay(hm(0), hm(6)), ...everyDay(hm(8), hm(20))],
  slotStepMinutes: 60,
});

describe('computeSlots on Belgrade DST days', () => {
  it('an ordinary Sunday has 6 + 12 hourly slots', () => {
    const times = wallTimes({ rules: nightAndDay, durationMinutes: 60 }, '2026-03-22');
    expect(times).toHaveLength(18);
    expect(times.slice(0, 6)).toEqual(['00:00', '01:00', '02:00', '03:00', '04:00', '05:00']);
  });

  it('29 March 2026: 02:00 does not exist, so the night range has one slot less', () => {
    const slots = computeSlots({
      rules: nightAndDay,
      durationMinutes: 60,
      from: at('2026-03-29', 0),
      to: at('2026-03-30', 0),
      now: NOW,
      busy: [],
    });
    expect(slots).toHaveLength(17);
    expect(slots.slice(0, 5).map((s) => s.start.toISOString())).toEqual([
      '2026-03-28T23:00:00.000Z', // 00:00 CET
      '2026-03-29T00:00:00.000Z', // 01:00 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST
      '2026-03-29T02:00:00.000Z', // 04:00 CEST
      '2026-03-29T03:00:00.000Z', // 05:00 CEST
    ]);
    // The 01:00 session lasts a real hour and ends at 03:00 on the wall clock.
    expect(instantToWall(slots[1]!.end, BG).minuteOfDay).toBe(hm(3));
    expect(instantToWall(slots[5]!.start, BG).minuteOfDay).toBe(hm(8));
  });

  it('29 March 2026 with half-hour steps skips 02:00 and 02:30', () => {
    const times = wallTimes(
      { rules: { ...nightAndDay, slotStepMinutes: 30 }, durationMinutes: 60 },
      '2026-03-29',
    );
    expect(times.slice(0, 9)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
      '05:00',
    ]);
    expect(times).toHaveLength(9 + 23);
  });

  it('25 October 2026: the twice-lived hour is offered once, at its first (summer time) occurrence', () => {
    const slots = computeSlots({
      rules: nightAndDay,
      durationMinutes: 60,
      from: at('2026-10-25', 0),
      to: at('2026-10-26', 0),
      now: NOW,
      busy: [],
    });
    expect(slots).toHaveLength(18);
    expect(slots.slice(0, 6).map((s) => s.start.toISOString())).toEqual([
      '2026-10-24T22:00:00.000Z', // 00:00 CEST
      '2026-10-24T23:00:00.000Z', // 01:00 CEST
      '2026-10-25T00:00:00.000Z', // 02:00 CEST
      '2026-10-25T02:00:00.000Z', // 03:00 CET
      '2026-10-25T03:00:00.000Z', // 04:00 CET
      '2026-10-25T04:00:00.000Z', // 05:00 CET
    ]);
    expect(slots[6]!.start.toISOString()).toBe('2026-10-25T07:00:00.000Z'); // 08:00 CET
  });

  it('a session must not run past its range on the wall clock, even across the skipped hour', () => {
    // Open 00:00–03:00 on the change day: 01:30 + 60 real minutes is 03:30 on the wall, past closing.
    const r = rules({ overrides: [{ date: '2026-03-29', ranges: [{ startMinute: 0, endMinute: hm(3) }] }] });
    expect(wallTimes({ rules: r, durationMinutes: 60 }, '2026-03-29')).toEqual(['00:00', '00:30', '01:00']);
  });
});

describe('the same slots seen from other zones', () => {
  const dayOnly = rules({ weekly: everyDay(hm(8), hm(20)), slotStepMinutes: 60 });
  const slotsOn = (date: string, r = dayOnly) =>
    computeSlots({
      rules: r,
      durationMinutes: 50,
      from: at(date, 0),
      to: at(date, 24),
      now: NOW,
      busy: [],
    });

  it('a client in Chicago on 8 March 2026 sees the clock jump from 01:00 to 03:00 between two slots an hour apart', () => {
    const slots = slotsOn('2026-03-08');
    expect(slots[0]!.start.toISOString()).toBe('2026-03-08T07:00:00.000Z'); // 08:00 in Belgrade
    const chicago = slots.slice(0, 3).map((s) => instantToWall(s.start, 'America/Chicago'));
    expect(chicago.map((w) => w.date)).toEqual(['2026-03-08', '2026-03-08', '2026-03-08']);
    expect(chicago.map((w) => w.minuteOfDay)).toEqual([hm(1), hm(3), hm(4)]);
    expect(slots[1]!.start.getTime() - slots[0]!.start.getTime()).toBe(3_600_000);
  });

  it('a client in Chicago on 1 November 2026 sees 01:00 twice', () => {
    // Belgrade is already on winter time (+1); Chicago falls back at 07:00Z, i.e. 08:00 in Belgrade.
    const slots = slotsOn('2026-11-01', { ...dayOnly, weekly: everyDay(hm(6), hm(20)) });
    const chicago = slots.map((s) => instantToWall(s.start, 'America/Chicago'));
    const early = chicago.filter((w) => w.date === '2026-11-01' && w.minuteOfDay < hm(3));
    expect(early.map((w) => w.minuteOfDay)).toEqual([hm(0), hm(1), hm(1), hm(2)]);
    expect(slots[2]!.start.getTime() - slots[1]!.start.getTime()).toBe(3_600_000);
  });

  it('a client in Sydney sees 02:00 twice on 5 April and never on 4 October 2026', () => {
    const april = slotsOn('2026-04-04').map((s) => instantToWall(s.start, 'Australia/Sydney'));
    expect(april.filter((w) => w.date === '2026-04-05').map((w) => w.minuteOfDay)).toEqual([
      hm(0),
      hm(1),
      hm(2),
      hm(2),
      hm(3),
    ]);
    const october = slotsOn('2026-10-03').map((s) => instantToWall(s.start, 'Australia/Sydney'));
    expect(october.filter((w) => w.date === '2026-10-04').map((w) => w.minuteOfDay)).toEqual([
      hm(0),
      hm(1),
      hm(3),
      hm(4),
    ]);
  });

  it('the instants are the therapist’s and do not move with the viewer', () => {
    const slots = slotsOn('2026-04-04');
    expect(slots.map((s) => instantToWall(s.start, BG).minuteOfDay)).toEqual(
      Array.from({ length: 12 }, (_, i) => hm(8 + i)),
    );
  });
});

describe('weekly hours, breaks and overrides', () => {
  // Mondays 09–17 with lunch 12–13; nothing on Tuesdays.
  const week = rules({
    weekly: [{ weekday: 1, startMinute: hm(9), endMinute: hm(17) }],
    breaks: [{ weekday: 1, startMinute: hm(12), endMinute: hm(13) }],
  });
  const MONDAY = '2026-03-23';
  const NEXT_MONDAY = '2026-03-30';

  it('removes the break, and sessions that would run into it', () => {
    expect(wallTimes({ rules: week, durationMinutes: 60 }, MONDAY)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
  });

  it('an override replaces both the hours and the breaks of that date only', () => {
    const r = {
      ...week,
      overrides: [{ date: MONDAY, ranges: [{ startMinute: hm(11), endMinute: hm(14) }] }],
    };
    expect(wallTimes({ rules: r, durationMinutes: 60 }, MONDAY)).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
    ]);
    expect(wallTimes({ rules: r, durationMinutes: 60 }, NEXT_MONDAY)).toHaveLength(12);
  });

  it('an empty override is a day off; an override on a free weekday opens it', () => {
    const r = {
      ...week,
      overrides: [
        { date: MONDAY, ranges: [] },
        { date: '2026-03-24', ranges: [{ startMinute: hm(18), endMinute: hm(19) }] },
      ],
    };
    expect(wallTimes({ rules: r, durationMinutes: 60 }, MONDAY)).toEqual([]);
    expect(wallTimes({ rules: r, durationMinutes: 60 }, '2026-03-24')).toEqual(['18:00']);
    expect(openRanges(r, '2026-03-24')).toEqual([{ startMinute: hm(18), endMinute: hm(19) }]);
  });

  it('ranges that touch form one stretch, so a session may cross from one into the next', () => {
    const r = rules({
      weekly: [
        { weekday: 1, startMinute: hm(9), endMinute: hm(10) },
        { weekday: 1, startMinute: hm(10), endMinute: hm(11) },
      ],
    });
    expect(wallTimes({ rules: r, durationMinutes: 60 }, MONDAY)).toEqual(['09:00', '09:30', '10:00']);
  });

  it('aligns starts to the step from midnight, not from the range start', () => {
    const r = rules({
      weekly: [{ weekday: 1, startMinute: hm(9, 10), endMinute: hm(11) }],
      slotStepMinutes: 20,
    });
    expect(wallTimes({ rules: r, durationMinutes: 50 }, MONDAY)).toEqual(['09:20', '09:40', '10:00']);
  });
});

describe('busy time and buffers', () => {
  const r = rules({ weekly: [{ weekday: 1, startMinute: hm(8), endMinute: hm(14) }] });
  const MONDAY = '2026-03-23';
  const existing = { start: at(MONDAY, 10), end: at(MONDAY, 11) };

  it('without buffers, sessions may sit right next to a booking', () => {
    const busy = [blockedRange(existing.start, existing.end, r)];
    expect(wallTimes({ rules: r, durationMinutes: 60, busy }, MONDAY)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
    ]);
  });

  it('buffers on both bookings keep the neighbours apart', () => {
    const withBuffers = { ...r, bufferBeforeMinutes: 10, bufferAfterMinutes: 10 };
    const busy = [blockedRange(existing.start, existing.end, withBuffers)];
    expect(busy[0]!.start.toISOString()).toBe(new Date(existing.start.getTime() - 600_000).toISOString());
    // 09:00 would end at 10:00 and its after-buffer would run into the booking's before-buffer.
    expect(wallTimes({ rules: withBuffers, durationMinutes: 60, busy }, MONDAY)).toEqual([
      '08:00',
      '08:30',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
    ]);
  });

  it('buffers may reach outside the open hours', () => {
    const withBuffers = { ...r, bufferBeforeMinutes: 30, bufferAfterMinutes: 30 };
    expect(wallTimes({ rules: withBuffers, durationMinutes: 60 }, MONDAY)).toHaveLength(11);
  });

  it('overlapping, unsorted busy intervals are handled', () => {
    const busy: Interval[] = [
      { start: at(MONDAY, 12), end: at(MONDAY, 12, 30) },
      { start: at(MONDAY, 8, 15), end: at(MONDAY, 9) },
      { start: at(MONDAY, 8), end: at(MONDAY, 8, 20) },
      { start: at(MONDAY, 12, 10), end: at(MONDAY, 13, 10) },
    ];
    expect(wallTimes({ rules: r, durationMinutes: 60, busy }, MONDAY)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
  });
});

describe('window, notice, horizon and limit', () => {
  const r = rules({ weekly: everyDay(hm(9), hm(17)), slotStepMinutes: 60 });
  const now = at('2026-03-23', 8); // Monday 08:00 in Belgrade

  it('starts are taken from [from, to): a session may end after `to`', () => {
    const slots = computeSlots({
      rules: r,
      durationMinutes: 60,
      from: at('2026-03-23', 10),
      to: at('2026-03-23', 12, 30),
      now,
      busy: [],
    });
    expect(slots.map((s) => instantToWall(s.start, BG).minuteOfDay)).toEqual([hm(10), hm(11), hm(12)]);
    expect(slots[2]!.end.getTime()).toBeGreaterThan(at('2026-03-23', 12, 30).getTime());
  });

  it('respects the minimum notice', () => {
    const slots = computeSlots({
      rules: { ...r, minimumNoticeMinutes: 720 },
      durationMinutes: 60,
      from: now,
      to: at('2026-03-25', 0),
      now,
      busy: [],
    });
    // 08:00 + 12 h = 20:00 Monday, so the first is Tuesday 09:00.
    expect(slots[0]!.start).toEqual(at('2026-03-24', 9));
    expect(slots).toHaveLength(8);
  });

  it('offers nothing at or beyond the horizon', () => {
    const slots = computeSlots({
      rules: { ...r, horizonDays: 1 },
      durationMinutes: 60,
      from: now,
      to: at('2026-04-30', 0),
      now,
      busy: [],
    });
    expect(slots.map((s) => instantToWall(s.start, BG).date)).toEqual(Array(8).fill('2026-03-23'));
    // Tuesday 08:00 is exactly the horizon; Tuesday 09:00 is past it.
    expect(slots.at(-1)!.start).toEqual(at('2026-03-23', 16));
  });

  it('stops at the limit, giving the first free slot', () => {
    const busy = [{ start: at('2026-03-23', 9), end: at('2026-03-23', 11) }];
    const [first, ...rest] = computeSlots({
      rules: r,
      durationMinutes: 60,
      from: now,
      to: at('2026-04-30', 0),
      now,
      busy,
      limit: 1,
    });
    expect(first!.start).toEqual(at('2026-03-23', 11));
    expect(rest).toEqual([]);
  });

  it('offers nothing for a nonsensical duration or an empty window', () => {
    const base = { rules: r, from: now, to: at('2026-03-30', 0), now, busy: [] };
    expect(computeSlots({ ...base, durationMinutes: 0 })).toEqual([]);
    expect(computeSlots({ ...base, durationMinutes: 50.5 })).toEqual([]);
    expect(computeSlots({ ...base, durationMinutes: 60, to: now })).toEqual([]);
    expect(computeSlots({ ...base, durationMinutes: 60, limit: 0 })).toEqual([]);
  });
});

describe('isBookableStart', () => {
  const r = rules({
    weekly: [{ weekday: 1, startMinute: hm(9), endMinute: hm(17) }],
    bufferBeforeMinutes: 10,
    bufferAfterMinutes: 10,
    minimumNoticeMinutes: 60,
  });
  const q = { rules: r, durationMinutes: 50, now: at('2026-03-23', 8), busy: [] as Interval[] };

  it('accepts a start the slot list offers', () => {
    expect(isBookableStart(q, at('2026-03-23', 9))).toBe(true);
    expect(isBookableStart(q, at('2026-03-23', 16))).toBe(true);
  });

  it('refuses misaligned, closed, too soon, taken and off-by-a-second starts', () => {
    expect(isBookableStart(q, at('2026-03-23', 9, 10))).toBe(false);
    expect(isBookableStart(q, at('2026-03-23', 16, 30))).toBe(false); // would end 17:20
    expect(isBookableStart(q, at('2026-03-24', 9))).toBe(false); // Tuesday
    expect(isBookableStart({ ...q, now: at('2026-03-23', 8, 30) }, at('2026-03-23', 9))).toBe(false);
    const busy = [blockedRange(at('2026-03-23', 10), at('2026-03-23', 10, 50), r)];
    expect(isBookableStart({ ...q, busy }, at('2026-03-23', 9))).toBe(false);
    // Both bookings keep their buffers: 10:50 + 10 min after, then 10 min before the next one.
    expect(isBookableStart({ ...q, busy }, at('2026-03-23', 11))).toBe(false);
    expect(isBookableStart({ ...q, busy }, at('2026-03-23', 11, 30))).toBe(true);
    expect(isBookableStart(q, new Date(at('2026-03-23', 9).getTime() + 1000))).toBe(false);
    expect(isBookableStart(q, new Date(Number.NaN))).toBe(false);
  });

  it('refuses the skipped hour and the second 02:00 of a fall-back night', () => {
    const night = { ...q, rules: { ...nightAndDay, minimumNoticeMinutes: 0 }, durationMinutes: 60 };
    expect(isBookableStart(night, new Date('2026-03-29T00:00:00Z'))).toBe(true); // 01:00 CET
    expect(isBookableStart(night, new Date('2026-03-29T01:00:00Z'))).toBe(true); // 03:00 CEST
    expect(isBookableStart(night, new Date('2026-10-25T00:00:00Z'))).toBe(true); // 02:00 CEST
    expect(isBookableStart(night, new Date('2026-10-25T01:00:00Z'))).toBe(false); // 02:00 CET
  });
});
