import {
  DAY_MS,
  dayInfo,
  dayNumber,
  fromDayNumber,
  type LocalDate,
  MINUTE_MS,
  msToWall,
  wallToMs,
  weekdayOfDay,
} from '@oslonac/lang';
import type { AvailabilityRules, MinuteRange } from './availability';

// Free session starts of one therapist. This runs for every therapist on a search page (1,000 × a week),
// so it works in epoch milliseconds, converts wall times with cached offsets (no formatting; see zoned.ts),
// visits only the minutes that can fall in the window and checks conflicts by one sweep over the merged busy list.

/** Half-open [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}

export interface Slot {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  rules: AvailabilityRules;
  durationMinutes: number;
  /** Slots that START in [from, to) are returned; a session may run past `to`. */
  from: Date;
  to: Date;
  now: Date;
  /** Blocked ranges of existing active bookings and holds, their buffers already included. */
  busy: Interval[];
  /** Stop after this many slots (first-free-slot queries). */
  limit?: number;
}

/** Sorts, clamps to 0..1440 and unites ranges; touching ranges become one stretch of open time. */
export function normalizeRanges(ranges: readonly MinuteRange[]): MinuteRange[] {
  const clean = ranges
    .map((r) => ({ startMinute: Math.max(0, r.startMinute), endMinute: Math.min(1440, r.endMinute) }))
    .filter((r) => r.endMinute > r.startMinute)
    .sort((a, b) => a.startMinute - b.startMinute);
  const out: MinuteRange[] = [];
  for (const r of clean) {
    const last = out[out.length - 1];
    if (last && r.startMinute <= last.endMinute) last.endMinute = Math.max(last.endMinute, r.endMinute);
    else out.push({ ...r });
  }
  return out;
}

/** `ranges` minus `cuts`; both normalised. */
function subtract(ranges: MinuteRange[], cuts: MinuteRange[]): MinuteRange[] {
  const out: MinuteRange[] = [];
  for (const r of ranges) {
    let start = r.startMinute;
    for (const c of cuts) {
      if (c.endMinute <= start) continue;
      if (c.startMinute >= r.endMinute) break;
      if (c.startMinute > start) out.push({ startMinute: start, endMinute: c.startMinute });
      start = Math.max(start, c.endMinute);
    }
    if (start < r.endMinute) out.push({ startMinute: start, endMinute: r.endMinute });
  }
  return out;
}

function weeklyOpen(rules: AvailabilityRules, weekday: number): MinuteRange[] {
  return subtract(
    normalizeRanges(rules.weekly.filter((r) => r.weekday === weekday)),
    normalizeRanges(rules.breaks.filter((r) => r.weekday === weekday)),
  );
}

/**
 * Open wall-clock time on a local date: the override's ranges if the date has one, else that weekday's
 * hours minus that weekday's breaks. Sorted, disjoint, touching ranges united.
 */
export function openRanges(rules: AvailabilityRules, date: LocalDate): MinuteRange[] {
  const override = rules.overrides.find((o) => o.date === date);
  if (override) return normalizeRanges(override.ranges);
  const day = dayNumber(date);
  if (!Number.isFinite(day)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return weeklyOpen(rules, weekdayOfDay(day));
}

/** Busy intervals as sorted, merged, disjoint [start, end) pairs in ms. */
function mergeBusy(busy: readonly Interval[]): { starts: number[]; ends: number[] } {
  const pairs: [number, number][] = [];
  for (const b of busy) {
    const s = b.start.getTime();
    const e = b.end.getTime();
    if (s < e) pairs.push([s, e]); // also drops NaN
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const [s, e] of pairs) {
    const last = ends.length - 1;
    if (last >= 0 && s <= ends[last]!) ends[last] = Math.max(ends[last]!, e);
    else {
      starts.push(s);
      ends.push(e);
    }
  }
  return { starts, ends };
}

/**
 * Free slots, sorted by start, without duplicates.
 *
 * For every local date (in the therapist's zone) that [from, to) touches, candidate starts are the wall
 * times on multiples of `slotStepMinutes` from midnight inside an open range with start + duration within
 * that range. A wall time skipped by spring-forward is not offered; one that happens twice is offered once, at
 * the earlier instant. A session lasts `durationMinutes` real minutes and must stay inside its open range by
 * the wall clock as well (this matters only on the two change days). A slot is kept when its start is in
 * [from, to), at least `minimumNoticeMinutes` after now, before now + `horizonDays` × 24 h, and its blocked
 * range (buffers added; they may reach outside open hours) overlaps no busy interval.
 */
export function computeSlots(q: SlotQuery): Slot[] {
  const { rules } = q;
  const duration = q.durationMinutes;
  const step = rules.slotStepMinutes;
  const limit = q.limit ?? Number.POSITIVE_INFINITY;
  if (!Number.isInteger(duration) || duration <= 0 || duration > 1440) return [];
  if (!Number.isInteger(step) || step <= 0 || step > 1440 || !(limit > 0)) return [];

  const nowMs = q.now.getTime();
  const horizonDays = Math.min(Math.max(rules.horizonDays, 0), 366);
  const lo = Math.max(q.from.getTime(), nowMs + Math.max(rules.minimumNoticeMinutes, 0) * MINUTE_MS);
  const hi = Math.min(q.to.getTime(), nowMs + horizonDays * DAY_MS);
  if (!(lo < hi)) return []; // also when any input is NaN

  const zone = rules.timeZone;
  const durationMs = duration * MINUTE_MS;
  const before = rules.bufferBeforeMinutes * MINUTE_MS;
  const after = rules.bufferAfterMinutes * MINUTE_MS;
  const { starts: busyStarts, ends: busyEnds } = mergeBusy(q.busy);

  // UTC offsets lie within −12…+14 h, so the local dates of [lo, hi) are within a day of their UTC dates.
  const firstDay = Math.floor(lo / DAY_MS) - 1;
  const lastDay = Math.floor((hi - 1) / DAY_MS) + 1;

  // Overrides inside the window only; ISO dates compare as strings.
  const firstDate = fromDayNumber(firstDay);
  const lastDate = fromDayNumber(lastDay);
  const overrides = new Map<number, MinuteRange[]>();
  for (const o of rules.overrides) {
    if (o.date >= firstDate && o.date <= lastDate)
      overrides.set(dayNumber(o.date), normalizeRanges(o.ranges));
  }
  const weekly: (MinuteRange[] | undefined)[] = [];

  const slots: Slot[] = [];
  let bi = 0; // sweep pointer into busy; valid while candidate starts only grow
  let sweptFrom = Number.NEGATIVE_INFINITY;
  let lastStart = Number.NEGATIVE_INFINITY;

  for (let day = firstDay; day <= lastDay; day++) {
    const info = dayInfo(zone, day);
    const offset = info.offset;
    // Only wall minutes whose instants can fall in [lo, hi) (instant = local − offset, for an offset of the day).
    const firstMinute = Math.max(0, Math.ceil((lo - info.localMidnight + info.minOffset) / MINUTE_MS));
    const endMinute = Math.min(1440, Math.ceil((hi - info.localMidnight + info.maxOffset) / MINUTE_MS));
    if (firstMinute >= endMinute) continue;
    let open = overrides.get(day);
    if (!open) {
      const weekday = weekdayOfDay(day);
      open = weekly[weekday] ??= weeklyOpen(rules, weekday);
    }

    for (const range of open) {
      for (
        let minute = Math.ceil(Math.max(range.startMinute, firstMinute) / step) * step;
        minute + duration <= range.endMinute && minute < endMinute;
        minute += step
      ) {
        const start =
          offset !== null ? info.localMidnight + minute * MINUTE_MS - offset : wallToMs(day, minute, zone);
        if (Number.isNaN(start) || start < lo || start >= hi) continue;
        const end = start + durationMs;
        if (offset === null && !endsInside(end, day, range.endMinute, zone)) continue;

        const blockedStart = start - before;
        const blockedEnd = end + after;
        if (blockedStart < sweptFrom) bi = 0;
        sweptFrom = blockedStart;
        while (bi < busyEnds.length && busyEnds[bi]! <= blockedStart) bi++;
        if (bi < busyStarts.length && busyStarts[bi]! < blockedEnd) continue;

        if (start <= lastStart) continue;
        lastStart = start;
        slots.push({ start: new Date(start), end: new Date(end) });
        if (slots.length >= limit) return slots;
      }
    }
  }
  return slots;
}

/** On a change day: does the wall clock at the session's end still read inside the range? */
function endsInside(endMs: number, day: number, rangeEnd: number, zone: string): boolean {
  const wall = msToWall(endMs, zone);
  if (wall.day === day) return wall.minuteOfDay <= rangeEnd;
  return wall.day === day + 1 && wall.minuteOfDay === 0 && rangeEnd === 1440;
}

/** Whether `start` is exactly one of the slots computeSlots would return (for validating a request). */
export function isBookableStart(q: Omit<SlotQuery, 'from' | 'to' | 'limit'>, start: Date): boolean {
  const ms = start.getTime();
  if (Number.isNaN(ms)) return false;
  const [slot] = computeSlots({ ...q, from: start, to: new Date(ms + 1), limit: 1 });
  return slot !== undefined && slot.start.getTime() === ms;
}
