// Wall-clock arithmetic in IANA time zones with nothing but Intl: the one place the booking engine, the BFF
// and the screens turn instants into local dates and minutes and back.
//
// Intl only goes one way (instant → wall clock) and costs a few µs per call, while the slot engine converts
// thousands of wall times per request. So two caches sit in front of it: one DateTimeFormat per zone, and per
// (zone, day) the UTC offset around that day and, when it changes nearby, the exact instant of the change
// (found once by bisection). With those, every conversion in either direction is arithmetic.
//
// Assumption: a zone changes its offset at most once within any 72 hours. True of every zone in tzdata
// since the 1950s; the engine only deals with dates near now.

/** A calendar date, 'YYYY-MM-DD', with no zone attached. */
export type LocalDate = string;

export interface Wall {
  date: LocalDate;
  /** Minutes since local midnight, 0..1439 (seconds are dropped). */
  minuteOfDay: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

/** Wall-clock minutes since local midnight, half-open [startMinute, endMinute); 0..1440, end > start. */
export interface MinuteRange {
  startMinute: number;
  endMinute: number;
}

/** A range on an ISO weekday (1 = Monday … 7 = Sunday): a therapist's hours as they think of them. */
export interface WeeklyRange extends MinuteRange {
  weekday: number;
}

/** Replaces one local date's weekly hours and breaks; no ranges = a day off. */
export interface DateOverride {
  date: LocalDate;
  ranges: MinuteRange[];
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// ---------------------------------------------------------------------------------------------------------
// Local dates as day numbers (days since 1970-01-01), so that date arithmetic never touches a zone.

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date, or NaN when it is not a real calendar date. */
export function dayNumber(date: LocalDate): number {
  const m = LOCAL_DATE.exec(date);
  if (!m) return Number.NaN;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return Number.NaN;
  const ms = utcMs(y, mo, d, 0, 0, 0);
  const back = new Date(ms);
  // 2026-02-30 would silently roll over to March; a date that does not round-trip does not exist.
  if (back.getUTCDate() !== d || back.getUTCMonth() !== mo - 1) return Number.NaN;
  return ms / DAY_MS;
}

/** 'YYYY-MM-DD' of a day number. */
export function fromDayNumber(day: number): LocalDate {
  const dt = new Date(day * DAY_MS);
  return `${pad4(dt.getUTCFullYear())}-${pad2(dt.getUTCMonth() + 1)}-${pad2(dt.getUTCDate())}`;
}

export function isValidLocalDate(date: string): boolean {
  return typeof date === 'string' && Number.isFinite(dayNumber(date));
}

/**
 * A date from an address or a form: a real YYYY-MM-DD between 2000 and 2100 (anything a person can book or
 * look at), else null.
 */
export function parseLocalDate(value: unknown): LocalDate | null {
  if (typeof value !== 'string') return null;
  const day = dayNumber(value);
  if (!Number.isFinite(day)) return null;
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100 ? value : null;
}

function requireDay(date: LocalDate): number {
  const day = dayNumber(date);
  if (!Number.isFinite(day)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${String(date)}`);
  return day;
}

export function addDays(date: LocalDate, n: number): LocalDate {
  if (!Number.isInteger(n)) throw new RangeError(`Days must be an integer: ${n}`);
  return fromDayNumber(requireDay(date) + n);
}

/** Days from `a` to `b`; negative when b is earlier. */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return requireDay(b) - requireDay(a);
}

/**
 * Instants that surely cover `days` local dates from `first` in any zone (every zone lies within a day of
 * UTC): ask a service for this range, then keep what falls on those dates in the viewer's zone.
 */
export function spanAround(first: LocalDate, days: number): { from: Date; to: Date } {
  const start = requireDay(first) * DAY_MS;
  return { from: new Date(start - DAY_MS), to: new Date(start + (days + 1) * DAY_MS) };
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: LocalDate): number {
  return weekdayOfDay(requireDay(date));
}

/** ISO weekday of a day number (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

// ---------------------------------------------------------------------------------------------------------
// Zones.

const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 1_000;

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    // Throws RangeError for an unknown zone, which is what every caller below wants.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // Zone names are case-insensitive to Intl, so user input could mint endless keys; keep the cache bounded.
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(zone, f);
  }
  return f;
}

/** The product's home zone: times are shown in it until the browser names its own, and therapists start in it. */
export const HOME_TIME_ZONE = 'Europe/Belgrade';

// IANA's own spelling: an area and locations of letters, digits, '_', '+' and '-' ('America/Argentina/Salta',
// 'Etc/GMT+1', 'EST5EDT'). Intl alone would also take offsets ('+01:00'), which are not zones: they know no DST.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * True for IANA zone names Intl knows ('Europe/Belgrade', 'UTC'); false for offsets like '+01:00', paths
 * ('../etc'), names with spaces and anything longer than 64 characters. Zones come from addresses, cookies
 * and forms, so this is the check before any of them reaches Intl or the database.
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  if (!IANA_NAME.test(value)) return false;
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The zone this runtime runs in (the visitor's, in a browser), or the home zone when it does not say. */
export function runtimeTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || HOME_TIME_ZONE;
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallParts(zone: string, ms: number): WallParts {
  const p: WallParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter(zone).formatToParts(ms)) {
    switch (part.type) {
      case 'year':
        p.year = Number(part.value);
        break;
      case 'month':
        p.month = Number(part.value);
        break;
      case 'day':
        p.day = Number(part.value);
        break;
      case 'hour':
        // Some ICU builds print midnight as 24 even with h23.
        p.hour = Number(part.value) % 24;
        break;
      case 'minute':
        p.minute = Number(part.value);
        break;
      case 'second':
        p.second = Number(part.value);
        break;
    }
  }
  return p;
}

/** UTC offset of the zone at an instant, in ms (Belgrade in summer: +7_200_000). Always formats. */
function offsetAt(zone: string, ms: number): number {
  const p = wallParts(zone, ms);
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return utcMs(p.year, p.month, p.day, p.hour, p.minute, p.second) - wholeSecond;
}

export interface DayInfo {
  /** Local midnight of this date read as if it were UTC (day number × 24 h). */
  localMidnight: number;
  /** The offset before `change`, and from `change` on; equal when nothing changes around this day. */
  before: number;
  after: number;
  /** Instant of the offset change within a day either side of this date; +Infinity when there is none. */
  change: number;
  /** The offset when it holds all day (and a day either side), else null. */
  offset: number | null;
  minOffset: number;
  maxOffset: number;
}

const dayInfos = new Map<string, Map<number, DayInfo>>();
const MAX_DAYS_PER_ZONE = 20_000;

/**
 * Offsets around a day, cached per (zone, day number). The window [midnight − 24 h, midnight + 48 h] holds
 * every instant whose wall clock reads this date (offsets span −12…+14 h), and every instant of this UTC date.
 */
export function dayInfo(zone: string, day: number): DayInfo {
  let perZone = dayInfos.get(zone);
  if (!perZone) {
    if (dayInfos.size >= MAX_FORMATTERS) dayInfos.clear();
    perZone = new Map();
    dayInfos.set(zone, perZone);
  }
  let info = perZone.get(day);
  if (!info) {
    const localMidnight = day * DAY_MS;
    let lo = localMidnight - DAY_MS;
    let hi = localMidnight + 2 * DAY_MS;
    const before = offsetAt(zone, lo);
    let after = offsetAt(zone, hi);
    let change = Number.POSITIVE_INFINITY;
    if (before !== after) {
      // offset(lo) = before, offset(hi) ≠ before; changes happen on whole seconds.
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if (offsetAt(zone, mid) === before) lo = mid;
        else hi = mid;
      }
      change = hi;
      after = offsetAt(zone, hi);
    }
    info = {
      localMidnight,
      before,
      after,
      change,
      offset: before === after ? before : null,
      minOffset: Math.min(before, after),
      maxOffset: Math.max(before, after),
    };
    if (perZone.size >= MAX_DAYS_PER_ZONE) perZone.clear();
    perZone.set(day, info);
  }
  return info;
}

/**
 * The instant (ms) at which the wall clock in `zone` shows `minuteOfDay` on day number `day`.
 * NaN when that wall time is skipped (spring forward); the earlier instant when it happens twice (fall back).
 * Minutes outside 0..1439 roll over into neighbouring dates (1440 = next midnight).
 */
export function wallToMs(day: number, minuteOfDay: number, zone: string): number {
  const carry = Math.floor(minuteOfDay / 1440);
  const info = dayInfo(zone, day + carry);
  const local = info.localMidnight + (minuteOfDay - carry * 1440) * MINUTE_MS;
  const early = local - info.before;
  if (info.offset !== null) return early;
  const late = local - info.after;
  const earlyOk = early < info.change;
  const lateOk = late >= info.change;
  if (earlyOk && lateOk) return Math.min(early, late);
  if (earlyOk) return early;
  if (lateOk) return late;
  return Number.NaN;
}

/**
 * The instant at which the wall clock in `zone` shows `minuteOfDay` on `date`.
 * null when that wall time does not exist (spring-forward gap); the earlier instant when it is ambiguous
 * (fall back). Throws RangeError for an unknown zone or a malformed date.
 */
export function wallToInstant(date: LocalDate, minuteOfDay: number, zone: string): Date | null {
  if (!Number.isFinite(minuteOfDay)) throw new RangeError(`Minute of day must be a number: ${minuteOfDay}`);
  const ms = wallToMs(requireDay(date), minuteOfDay, zone);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** UTC offset (ms) of the zone at an instant, from the cache. */
export function offsetOf(ms: number, zone: string): number {
  const info = dayInfo(zone, Math.floor(ms / DAY_MS));
  return ms < info.change ? info.before : info.after;
}

/** Local wall time of an instant, as day number + minute of day (seconds dropped). */
export function msToWall(ms: number, zone: string): { day: number; minuteOfDay: number } {
  const local = ms + offsetOf(ms, zone);
  const day = Math.floor(local / DAY_MS);
  return { day, minuteOfDay: Math.floor((local - day * DAY_MS) / MINUTE_MS) };
}

/** The wall clock of an instant (a Date, an ISO string or epoch ms) in the zone. */
export function instantToWall(instant: Date | string | number, zone: string): Wall {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid date');
  const { day, minuteOfDay } = msToWall(ms, zone);
  return { date: fromDayNumber(day), minuteOfDay, weekday: weekdayOfDay(day) };
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(instant: Date | string | number, zone: string): LocalDate {
  return instantToWall(instant, zone).date;
}

/**
 * Like wallToInstant, but total, for places where "that time does not exist" is no answer (where a day or a
 * grid cell begins): a wall time skipped by a spring-forward change is read as the same clock reading after
 * the change (02:30 on Belgrade's spring day → 03:30 summer time); a time that happens twice is the first.
 */
export function zonedInstant(date: LocalDate, minuteOfDay: number, zone: string): Date {
  const exact = wallToInstant(date, minuteOfDay, zone);
  if (exact) return exact;
  const carry = Math.floor(minuteOfDay / 1440);
  const info = dayInfo(zone, requireDay(date) + carry);
  return new Date(info.localMidnight + (minuteOfDay - carry * 1440) * MINUTE_MS - info.minOffset);
}

/** The first instant of a local date in the zone (later than midnight where a change skips midnight). */
export function startOfDay(date: LocalDate, zone: string): Date {
  return zonedInstant(date, 0, zone);
}

/** Do two zones show the same wall clock at this instant (Belgrade and Vienna do, most of the time)? */
export function sameWallClock(instant: Date | string | number, a: string, b: string): boolean {
  if (a === b) return true;
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid date');
  return offsetOf(ms, a) === offsetOf(ms, b);
}

/** 'HH:MM' of a minute of day (1440 → '24:00'). */
export function formatMinute(minuteOfDay: number): string {
  return `${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}`;
}

// ---------------------------------------------------------------------------------------------------------

/** Date.UTC that does not map years 0..99 to 1900..1999. */
function utcMs(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  if (y >= 100) return Date.UTC(y, mo - 1, d, h, mi, s);
  const dt = new Date(Date.UTC(2000, mo - 1, d, h, mi, s));
  dt.setUTCFullYear(y);
  return dt.getTime();
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function pad4(n: number): string {
  return String(n).padStart(4, '0');
}
