import { addDays, type LocalDate, localDate, MINUTE_MS, wallToInstant, weekdayOf } from '@oslonac/lang';
import {
  type AvailabilityRules,
  blockedRange,
  DEFAULT_RULES,
  type WeeklyRange,
} from '../domain/availability';

/** A session of the demo: `day` counts from the seed's today in the therapist's zone; `minute` is wall-clock. */
export interface DemoSession {
  day: number;
  minute: number;
  /**
   * A fixed booking id, for the sessions other services' demo seeds refer to (billing's demo payment and invoice
   * of a past session); a fresh one when absent.
   */
  id?: string;
}

export interface DemoPractice {
  therapistUserId: string;
  client: { userId: string; name: string };
  weekly: WeeklyRange[];
  breaks: WeeklyRange[];
  sessions: DemoSession[];
}

export interface Interval {
  start: Date;
  end: Date;
}

/** The demo therapist's hours in their own zone. */
export function demoPracticeRules(p: DemoPractice, timeZone: string): AvailabilityRules {
  return {
    ...DEFAULT_RULES,
    timeZone,
    weekly: p.weekly,
    breaks: p.breaks,
    overrides: [],
    bufferAfterMinutes: 10,
    slotStepMinutes: 60,
    minimumNoticeMinutes: 12 * 60,
  };
}

const within = (r: WeeklyRange, weekday: number, from: number, to: number) =>
  r.weekday === weekday && r.startMinute <= from && to <= r.endMinute;
const overlaps = (r: WeeklyRange, weekday: number, from: number, to: number) =>
  r.weekday === weekday && r.startMinute < to && from < r.endMinute;
const clash = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * Where the planned sessions fall: each on its day or the next day whose hours hold it whole, outside breaks,
 * clear of `busy` (blocked ranges already on the calendar) and of each other, past ones ending before `now` and
 * upcoming ones after the minimum notice. A session that finds no such day within a week is left out.
 */
export function placeDemoSessions(
  sessions: DemoSession[],
  rules: AvailabilityRules,
  durationMinutes: number,
  now: Date,
  busy: Interval[],
): { startsAt: Date; endsAt: Date; past: boolean; id?: string }[] {
  const today: LocalDate = localDate(now, rules.timeZone);
  const taken = [...busy];
  const out: { startsAt: Date; endsAt: Date; past: boolean; id?: string }[] = [];
  for (const s of sessions) {
    const past = s.day < 0;
    for (let shift = 0; shift < 7; shift += 1) {
      const date = addDays(today, s.day + shift);
      const weekday = weekdayOf(date);
      const to = s.minute + durationMinutes;
      if (!rules.weekly.some((r) => within(r, weekday, s.minute, to))) continue;
      if (rules.breaks.some((r) => overlaps(r, weekday, s.minute, to))) continue;
      const startsAt = wallToInstant(date, s.minute, rules.timeZone);
      if (!startsAt) continue;
      const endsAt = new Date(startsAt.getTime() + durationMinutes * MINUTE_MS);
      if (past ? endsAt > now : startsAt.getTime() < now.getTime() + rules.minimumNoticeMinutes * MINUTE_MS) {
        continue;
      }
      const blocked = blockedRange(startsAt, endsAt, rules);
      if (taken.some((b) => clash(b, blocked))) continue;
      taken.push(blocked);
      out.push({ startsAt, endsAt, past, ...(s.id ? { id: s.id } : {}) });
      break;
    }
  }
  return out;
}
