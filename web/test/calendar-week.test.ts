/**
 * The therapist's week grid in their own zone: where days begin and end, what a DST week looks like, and where
 * each session lands. Belgrade changes clocks on 2026-03-29 and 2026-10-25, Chicago on 2026-03-08, Sydney on
 * 2026-04-05.
 */
import { describe, expect, it } from '@jest/globals';
import { slotsByDay } from '../src/screens/calendar/RescheduleStep';
import { otherClock } from '../src/screens/calendar/time';
import { buildWeek, mondayOf, type TimeSpan, weekOf, weekRange } from '../src/screens/calendar/week';

const BG = 'Europe/Belgrade';

interface Item extends TimeSpan {
  id: string;
}

const item = (id: string, startsAt: string, endsAt: string): Item => ({ id, startsAt, endsAt });

// The wall-clock arithmetic under the grid (instants ⇄ local dates and minutes, skipped and doubled hours) is
// tested with it in packages/lang/test/zoned.test.ts.
describe('weeks in a zone', () => {
  it('starts a week on the Monday on or before a date', () => {
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(mondayOf('2026-03-23')).toBe('2026-03-23');
  });

  it('picks the week by the zone’s calendar, not UTC’s', () => {
    expect(weekOf('2026-03-22T23:30:00Z', BG)).toBe('2026-03-23');
    expect(weekOf('2026-03-22T23:30:00Z', 'UTC')).toBe('2026-03-16');
  });
});

describe('the week grid', () => {
  it('makes the spring DST week an hour shorter, with sessions at their wall-clock times', () => {
    const monday = '2026-03-23';
    const range = weekRange(monday, BG);
    expect(range.from.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const saturday = item('sat', '2026-03-28T09:00:00Z', '2026-03-28T09:50:00Z');
    const sunday = item('sun', '2026-03-29T08:00:00Z', '2026-03-29T08:50:00Z');
    const days = buildWeek({
      monday,
      zone: BG,
      now: new Date('2026-03-25T12:00:00Z'),
      items: [sunday, saturday],
      open: [{ startsAt: '2026-03-29T07:00:00Z', endsAt: '2026-03-29T15:00:00Z' }],
    });
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(days.map((d) => d.hours)).toEqual([24, 24, 24, 24, 24, 24, 23]);
    expect(days.map((d) => d.today)).toEqual([false, false, true, false, false, false, false]);
    expect(days[5]!.items).toEqual([
      { item: saturday, startMinute: 600, endMinute: 650, fromPreviousDay: false, intoNextDay: false },
    ]);
    expect(days[6]!.items.map((s) => [s.item.id, s.startMinute, s.endMinute])).toEqual([['sun', 600, 650]]);
    expect(days[6]!.open.map((s) => [s.startMinute, s.endMinute])).toEqual([[9 * 60, 17 * 60]]);
    expect(days[0]!.items).toEqual([]);
  });

  it('makes the autumn DST week an hour longer', () => {
    const days = buildWeek<Item>({
      monday: '2026-10-19',
      zone: BG,
      now: new Date('2026-01-01T00:00:00Z'),
      items: [item('sun', '2026-10-25T09:00:00Z', '2026-10-25T09:50:00Z')],
      open: [],
    });
    expect(days.map((d) => d.hours)).toEqual([24, 24, 24, 24, 24, 24, 25]);
    expect(days[6]!.items[0]).toMatchObject({ startMinute: 600, endMinute: 650 });
    expect(days.every((d) => !d.today)).toBe(true);
  });

  it('follows other zones’ own changes (Chicago in March, Sydney in April)', () => {
    expect(
      buildWeek({ monday: '2026-03-02', zone: 'America/Chicago', now: new Date(0), items: [], open: [] }).map(
        (d) => d.hours,
      ),
    ).toEqual([24, 24, 24, 24, 24, 24, 23]);
    const sydney = buildWeek<Item>({
      monday: '2026-03-30',
      zone: 'Australia/Sydney',
      now: new Date(0),
      // 10:00 on 5 April after clocks went back: UTC+10.
      items: [item('s', '2026-04-05T00:00:00Z', '2026-04-05T00:50:00Z')],
      open: [],
    });
    expect(sydney.map((d) => d.hours)).toEqual([24, 24, 24, 24, 24, 24, 25]);
    expect(sydney[6]!.items[0]).toMatchObject({ startMinute: 600 });
  });

  it('shows a session across midnight on both days, saying so, and keeps each day in time order', () => {
    const late = item('late', '2026-03-24T22:00:00Z', '2026-03-25T00:00:00Z');
    const early = item('early', '2026-03-25T06:00:00Z', '2026-03-25T07:00:00Z');
    const days = buildWeek({
      monday: '2026-03-23',
      zone: BG,
      now: new Date(0),
      items: [early, late],
      open: [],
    });
    expect(days[1]!.items).toEqual([
      { item: late, startMinute: 23 * 60, endMinute: 1440, fromPreviousDay: false, intoNextDay: true },
    ]);
    expect(days[2]!.items).toEqual([
      { item: late, startMinute: 0, endMinute: 60, fromPreviousDay: true, intoNextDay: false },
      { item: early, startMinute: 7 * 60, endMinute: 8 * 60, fromPreviousDay: false, intoNextDay: false },
    ]);
  });

  it('leaves out what lies outside the week', () => {
    const days = buildWeek<Item>({
      monday: '2026-03-23',
      zone: BG,
      now: new Date(0),
      items: [
        item('before', '2026-03-22T21:00:00Z', '2026-03-22T22:00:00Z'),
        item('after', '2026-03-29T22:00:00Z', '2026-03-29T23:00:00Z'),
      ],
      open: [],
    });
    expect(days.flatMap((d) => d.items)).toEqual([]);
  });
});

describe('the other clock beside a time', () => {
  it('names the therapist’s city and time only when the clocks read differently', () => {
    // 08:00 UTC on 29 March: 03:00 in Chicago, 10:00 in Belgrade, 19:00 in Sydney.
    expect(otherClock('2026-03-29T08:00:00Z', 'America/Chicago', BG, 'sr-Latn')).toBe('Beograd 10:00');
    expect(otherClock('2026-03-29T08:00:00Z', 'Australia/Sydney', BG, 'sr-Latn')).toBe('Beograd 10:00');
    expect(otherClock('2026-03-29T08:00:00Z', BG, BG, 'sr-Latn')).toBeNull();
    expect(otherClock('2026-03-29T08:00:00Z', 'Europe/Sarajevo', BG, 'sr-Latn')).toBeNull();
    expect(otherClock('2026-03-29T08:00:00Z', 'America/Chicago', BG, 'sr-Cyrl')).toBe('Београд 10:00');
  });

  it('adds the date when it is another day there', () => {
    const text = otherClock('2026-03-29T20:00:00Z', 'Australia/Sydney', BG, 'sr-Latn');
    expect(text).toMatch(/^Beograd /);
    expect(text).toContain('22:00');
    expect(text).toMatch(/29/);
  });
});

describe('free times for moving a session', () => {
  it('groups them by the viewer’s date, earliest first, without the session’s own time', () => {
    const slots = [
      { startsAt: '2026-03-30T15:00:00.000Z', endsAt: '2026-03-30T15:50:00.000Z' },
      { startsAt: '2026-03-29T08:00:00.000Z', endsAt: '2026-03-29T08:50:00.000Z' },
      { startsAt: '2026-03-30T04:00:00.000Z', endsAt: '2026-03-30T04:50:00.000Z' },
    ];
    // In Chicago 04:00 UTC on 30 March is still the evening of the 29th.
    expect(slotsByDay(slots, 'America/Chicago').map(([d, s]) => [d, s.length])).toEqual([
      ['2026-03-29', 2],
      ['2026-03-30', 1],
    ]);
    expect(slotsByDay(slots, BG, '2026-03-29T08:00:00.000Z').map(([d, s]) => [d, s.length])).toEqual([
      ['2026-03-30', 2],
    ]);
  });
});
