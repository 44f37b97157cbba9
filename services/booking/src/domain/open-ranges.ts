import { addDays, instantToWall, wallToInstant } from '@oslonac/lang';
import type { AvailabilityRules } from './availability';
import { type Interval, openRanges } from './slots';

/**
 * Open hours between two instants, as instants: for each local date touched, its open wall-clock ranges converted in
 * the therapist's zone (a range edge inside a spring-forward gap moves to the first existing minute after it) and
 * clipped to [from, to). For the therapist's week view.
 */
export function openIntervals(rules: AvailabilityRules, from: Date, to: Date): Interval[] {
  const out: Interval[] = [];
  if (!(to > from)) return out;
  const last = instantToWall(new Date(to.getTime() - 1), rules.timeZone).date;
  for (let date = instantToWall(from, rules.timeZone).date; date <= last; date = addDays(date, 1)) {
    for (const r of openRanges(rules, date)) {
      const start = existingAtOrAfter(date, r.startMinute, rules.timeZone);
      const end = existingAtOrAfter(date, r.endMinute, rules.timeZone);
      if (!start || !end) continue;
      const s = start < from ? from : start;
      const e = end > to ? to : end;
      if (s < e) out.push({ start: s, end: e });
    }
  }
  return out;
}

function existingAtOrAfter(date: string, minute: number, zone: string): Date | null {
  for (let m = minute; m <= minute + 120; m += 1) {
    const at = wallToInstant(date, m, zone);
    if (at) return at;
  }
  return null;
}
