import type { AvailabilityRules, WeeklyRange } from '../domain/availability';
import { DEFAULT_RULES } from '../domain/availability';
import { type BookingPolicy, DEFAULT_POLICY } from '../domain/policy';

const H = 60;

/** A small, stable number from an id, so every run gives each therapist the same demo week. */
function pick(id: string, salt: number, n: number): number {
  let x = salt;
  for (const ch of id) x = (x * 31 + ch.charCodeAt(0)) >>> 0;
  return x % n;
}

const PATTERNS: { days: number[]; start: number; end: number; lunch: boolean }[] = [
  { days: [1, 2, 3, 4, 5], start: 9, end: 17, lunch: true },
  { days: [1, 2, 3, 4, 5], start: 12, end: 20, lunch: false },
  { days: [1, 3, 5, 6], start: 10, end: 18, lunch: true },
  { days: [2, 4, 6], start: 8, end: 14, lunch: false },
  { days: [1, 2, 3, 4], start: 16, end: 21, lunch: false },
];

/** Demo working hours: varied patterns (mornings, evenings, Saturdays), some with a lunch break. */
export function demoHours(
  profileId: string,
  timeZone: string,
): { rules: AvailabilityRules; policy: BookingPolicy } {
  const p = PATTERNS[pick(profileId, 7, PATTERNS.length)]!;
  const weekly: WeeklyRange[] = p.days.map((weekday) => ({
    weekday,
    startMinute: p.start * H,
    endMinute: p.end * H,
  }));
  const breaks: WeeklyRange[] = p.lunch
    ? p.days.map((weekday) => ({ weekday, startMinute: 13 * H, endMinute: 14 * H }))
    : [];
  return {
    rules: {
      ...DEFAULT_RULES,
      timeZone,
      weekly,
      breaks,
      overrides: [],
      bufferAfterMinutes: 10,
      bufferBeforeMinutes: 0,
      slotStepMinutes: 60,
      minimumNoticeMinutes: [2, 12, 24][pick(profileId, 11, 3)]! * H,
    },
    policy: { ...DEFAULT_POLICY, cancelWindowHours: [24, 24, 48][pick(profileId, 13, 3)]! },
  };
}
