// The therapist's week grid. Pure: the server builds the grid in the therapist's zone, tests run it across DST
// changes. Local dates are 'YYYY-MM-DD' strings; instants are Dates or ISO strings. A day is [its local
// midnight, the next local midnight), so a DST day lasts 23 or 25 h. The zone arithmetic is @oslonac/lang's.
import { addDays, instantToWall, MINUTE_MS, startOfDay, weekdayOf } from '@oslonac/lang';

/** Anything with a start and an end (a booking, an open range). */
export interface TimeSpan {
  startsAt: string;
  endsAt: string;
}

/** The Monday on or before a local date. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - weekdayOf(date));
}

/** [Monday 00:00, next Monday 00:00) in the zone: what the page asks the service for. */
export function weekRange(monday: string, zone: string): { from: Date; to: Date } {
  return { from: startOfDay(monday, zone), to: startOfDay(addDays(monday, 7), zone) };
}

/** The Monday of the week an instant falls in, in the zone. */
export function weekOf(instant: Date | string, zone: string): string {
  return mondayOf(instantToWall(instant, zone).date);
}

/** One item's part inside one day, placed by wall-clock minutes (0 … 1440). */
export interface DaySpan<T> {
  item: T;
  startMinute: number;
  endMinute: number;
  /** Began on an earlier day / goes on into the next one. */
  fromPreviousDay: boolean;
  intoNextDay: boolean;
}

export interface WeekDay<T> {
  date: string;
  weekday: number;
  today: boolean;
  /** 23, 24 or 25: DST days are shorter or longer. */
  hours: number;
  open: DaySpan<TimeSpan>[];
  items: DaySpan<T>[];
}

function place<T extends TimeSpan>(
  spans: readonly T[],
  dayStart: number,
  dayEnd: number,
  zone: string,
): DaySpan<T>[] {
  const out: Array<DaySpan<T> & { at: number; until: number }> = [];
  for (const item of spans) {
    const s = new Date(item.startsAt).getTime();
    const e = new Date(item.endsAt).getTime();
    if (!(s < dayEnd && e > dayStart) || e <= s) continue;
    const from = Math.max(s, dayStart);
    const until = Math.min(e, dayEnd);
    out.push({
      item,
      startMinute: from === dayStart ? 0 : instantToWall(from, zone).minuteOfDay,
      endMinute: until === dayEnd ? 24 * 60 : instantToWall(until, zone).minuteOfDay,
      fromPreviousDay: s < dayStart,
      intoNextDay: e > dayEnd,
      at: from,
      until,
    });
  }
  out.sort((a, b) => a.at - b.at || a.until - b.until);
  return out.map(({ at: _at, until: _until, ...span }) => span);
}

/**
 * Seven days from `monday` in the therapist's zone, each with the open hours and the items (sessions, holds)
 * that touch it. An item across midnight appears on both days.
 */
export function buildWeek<T extends TimeSpan>(input: {
  monday: string;
  zone: string;
  now: Date;
  items: readonly T[];
  open: readonly TimeSpan[];
}): WeekDay<T>[] {
  const today = instantToWall(input.now, input.zone).date;
  const days: WeekDay<T>[] = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(input.monday, i);
    const start = startOfDay(date, input.zone).getTime();
    const end = startOfDay(addDays(date, 1), input.zone).getTime();
    days.push({
      date,
      weekday: weekdayOf(date),
      today: date === today,
      hours: Math.round((end - start) / (60 * MINUTE_MS)),
      open: place(input.open, start, end, input.zone),
      items: place(input.items, start, end, input.zone),
    });
  }
  return days;
}
