// Wall-clock arithmetic in an IANA zone and the therapist's week grid. Pure: the server builds the grid in the
// therapist's zone, tests run it across DST changes. Local dates are 'YYYY-MM-DD' strings; instants are
// Dates or ISO strings. A day is [its local midnight, the next local midnight), so a DST day lasts 23 or 25 h.
/** Anything with a start and an end (a booking, an open range). */
export interface TimeSpan {
  startsAt: string;
  endsAt: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

export interface WallClock {
  /** Local date, YYYY-MM-DD. */
  date: string;
  /** Minutes since local midnight by the clock on the wall (09:30 → 570, also on a DST day). */
  minute: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

function fields(ms: number, zone: string) {
  const get: Record<string, number> = {};
  for (const p of partsFormatter(zone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') get[p.type] = Number(p.value);
  }
  return {
    year: get.year!,
    month: get.month!,
    day: get.day!,
    hour: get.hour! % 24,
    minute: get.minute!,
    second: get.second!,
  };
}

/** How far the zone's clock is ahead of UTC at this instant, in ms. */
function offsetAt(ms: number, zone: string): number {
  const f = fields(ms, zone);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function dateParts(date: string): [number, number, number] {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a local date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The instant as the zone's clock and calendar show it. */
export function wallClock(instant: Date | string, zone: string): WallClock {
  const ms = new Date(instant).getTime();
  const f = fields(ms, zone);
  const date = `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
  return { date, minute: f.hour * 60 + f.minute, weekday: isoWeekday(date) };
}

/** A YYYY-MM-DD that exists in the calendar (between 2000 and 2100), else null. */
export function parseLocalDate(value: string | null | undefined): string | null {
  if (!value || !DATE.test(value)) return null;
  const [y, m, d] = dateParts(value);
  if (y < 2000 || y > 2100) return null;
  const check = new Date(Date.UTC(y, m - 1, d));
  return check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? value : null;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY).toISOString().slice(0, 10);
}

export function isoWeekday(date: string): number {
  const [y, m, d] = dateParts(date);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** The Monday on or before a local date. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/**
 * The instant a wall-clock time happens in the zone. A time skipped by the spring change (02:30 in Belgrade
 * on 29 March) is read as the same clock reading after the change (03:30); a time that happens twice in
 * autumn is the first of the two.
 */
export function zonedInstant(date: string, minute: number, zone: string): Date {
  const [y, m, d] = dateParts(date);
  const naive = Date.UTC(y, m - 1, d) + minute * MINUTE;
  const before = offsetAt(naive - DAY, zone);
  const after = offsetAt(naive + DAY, zone);
  const candidates = [naive - before, naive - after].filter((t) => offsetAt(t, zone) === naive - t);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(naive - Math.min(before, after));
}

/** Local midnight of a date (the first instant of that day where midnight itself is skipped). */
export function startOfDay(date: string, zone: string): Date {
  return zonedInstant(date, 0, zone);
}

/** [Monday 00:00, next Monday 00:00) in the zone: what the page asks the service for. */
export function weekRange(monday: string, zone: string): { from: Date; to: Date } {
  return { from: startOfDay(monday, zone), to: startOfDay(addDays(monday, 7), zone) };
}

/** The Monday of the week an instant falls in, in the zone. */
export function weekOf(instant: Date | string, zone: string): string {
  return mondayOf(wallClock(instant, zone).date);
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
      startMinute: from === dayStart ? 0 : wallClock(new Date(from), zone).minute,
      endMinute: until === dayEnd ? 24 * 60 : wallClock(new Date(until), zone).minute,
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
  const today = wallClock(input.now, input.zone).date;
  const days: WeekDay<T>[] = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(input.monday, i);
    const start = startOfDay(date, input.zone).getTime();
    const end = startOfDay(addDays(date, 1), input.zone).getTime();
    days.push({
      date,
      weekday: isoWeekday(date),
      today: date === today,
      hours: Math.round((end - start) / (60 * MINUTE)),
      open: place(input.open, start, end, input.zone),
      items: place(input.items, start, end, input.zone),
    });
  }
  return days;
}

/** "09:30" from minutes since midnight (1440 → "24:00"). */
export function clock(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}
