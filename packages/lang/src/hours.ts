import type { DateOverride, WeeklyRange } from './zoned';

// A therapist's working hours as they think of them: wall-clock ranges in their own zone, per weekday, with
// breaks and whole-date exceptions. The booking service validates them and turns them into slots; the
// availability editor shows and edits the same shape.

export interface AvailabilityRules {
  timeZone: string;
  weekly: WeeklyRange[];
  breaks: WeeklyRange[];
  overrides: DateOverride[];
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** How long before a session it can still be booked. */
  minimumNoticeMinutes: number;
  /** How far ahead sessions can be booked, counted from now. */
  horizonDays: number;
  /** Starts are aligned to wall-clock multiples of this from midnight (e.g. 15, 30, 60). */
  slotStepMinutes: number;
}
