import { addDays, HOME_TIME_ZONE, instantToWall, isTimeZone, zonedInstant } from '@oslonac/lang';
import { errors } from './errors';

// A therapist's promise of when they answer, and what it means at a given instant. All of it in the therapist's
// own zone, through @oslonac/lang's zoned helpers, so a DST change moves nothing a person would notice.

export interface ReplyPromise {
  answerWithinHours: number;
  /** ISO weekdays, 1 = Monday … 7 = Sunday, ascending and unique. */
  days: number[];
  /** Minutes after local midnight, start < end ≤ 1440. */
  startMinute: number;
  endMinute: number;
  timeZone: string;
}

/** "Within 24 h on working days, 9–17", in the product's home zone: what applies until a therapist says otherwise. */
export const DEFAULT_PROMISE: ReplyPromise = {
  answerWithinHours: 24,
  days: [1, 2, 3, 4, 5],
  startMinute: 9 * 60,
  endMinute: 17 * 60,
  timeZone: HOME_TIME_ZONE,
};

/** The promise as saved: valid, days sorted. Anything else is INVALID_ARGUMENT naming the field. */
export function checkPromise(p: ReplyPromise): ReplyPromise {
  const hours = p.answerWithinHours;
  if (!Number.isInteger(hours) || hours < 1 || hours > 168) {
    throw errors.invalidPromise('answerWithinHours', 'Rok za odgovor je od 1 do 168 sati.');
  }
  if (p.days.length === 0) throw errors.invalidPromise('days', 'Izaberite bar jedan dan.');
  if (p.days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) {
    throw errors.invalidPromise('days', 'Dani su od ponedeljka (1) do nedelje (7).');
  }
  if (new Set(p.days).size !== p.days.length) {
    throw errors.invalidPromise('days', 'Svaki dan se navodi samo jednom.');
  }
  const { startMinute: start, endMinute: end } = p;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > 1440 || start >= end) {
    throw errors.invalidPromise('startMinute', 'Početak radnog vremena mora biti pre kraja, u okviru dana.');
  }
  if (!isTimeZone(p.timeZone)) throw errors.invalidPromise('timeZone', 'Vremenska zona nije prepoznata.');
  return { ...p, days: [...p.days].sort((a, b) => a - b) };
}

/** Is it, in the therapist's zone, one of their days and within their hours? */
export function answeringNow(now: Date, p: ReplyPromise): boolean {
  const wall = instantToWall(now, p.timeZone);
  return p.days.includes(wall.weekday) && wall.minuteOfDay >= p.startMinute && wall.minuteOfDay < p.endMinute;
}

/**
 * When the therapist is answering next: `now` while they are, else the start of their next hours (a start that
 * falls into a spring-forward gap is read as the same clock reading after the change).
 */
export function nextAnswerAt(now: Date, p: ReplyPromise): Date {
  if (answeringNow(now, p)) return now;
  const today = instantToWall(now, p.timeZone);
  // Eight days: today's start may have passed, and the same weekday comes again a week later.
  for (let d = 0; d <= 7; d += 1) {
    const date = addDays(today.date, d);
    const weekday = ((today.weekday - 1 + d) % 7) + 1;
    if (!p.days.includes(weekday)) continue;
    const at = zonedInstant(date, p.startMinute, p.timeZone);
    if (at.getTime() > now.getTime()) return at;
  }
  // Unreachable for a checked promise (at least one day); a safe answer anyway.
  return now;
}
