// Times of a booking as a visitor reads them: in their own zone, with the therapist's clock beside it when the
// two differ ("10:00 (Beograd 17:00)"). Days are local dates (YYYY-MM-DD) in the visitor's zone.
import { formatDateTime, formatTime, intlLocale, type Locale } from '@oslonac/web/i18n';

import { parseLocalDate, wallClock } from '../calendar/week';
import { zoneName } from '../shared/zone';

export { HOME_TIME_ZONE, isTimeZone, zoneName } from '../shared/zone';

/** Remembers the browser's zone for the server: pages without `zona` in the address render in it. */
export const ZONE_COOKIE = 'oslonac_zona';

const DAY_MS = 24 * 60 * 60 * 1000;

// The calendar's wall-clock arithmetic is the one place dates in a zone are worked out.
export { addDays } from '../calendar/week';

/** A real calendar date written YYYY-MM-DD (years 2000–2100, as anything a visitor can book). */
export function isDate(value: unknown): value is string {
  return typeof value === 'string' && parseLocalDate(value) !== null;
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(instant: string | Date, zone: string): string {
  return wallClock(instant, zone).date;
}

/** Days from `a` to `b` (both YYYY-MM-DD); negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/**
 * Instants that surely cover `days` local days starting at `first` in any zone (zones lie within a day of
 * UTC): ask for this, then keep what falls on those local dates.
 */
export function spanAround(first: string, days: number): { from: Date; to: Date } {
  const start = Date.parse(`${first}T00:00:00Z`);
  return { from: new Date(start - DAY_MS), to: new Date(start + (days + 1) * DAY_MS) };
}

/** "utorak, 1. decembar" for a local date. */
export function dayName(date: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'UTC',
    weekday: style,
    day: 'numeric',
    month: style,
  }).format(new Date(`${date}T12:00:00Z`));
}

/** Do two zones show the same wall clock at this instant (Belgrade and Vienna do, most of the time)? */
export function sameClock(instant: string, a: string, b: string): boolean {
  if (a === b) return true;
  const f = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(instant),
    );
  return f(a) === f(b);
}

export interface TimeText {
  /** In the visitor's zone: "10:00". */
  time: string;
  /** The therapist's clock, when it differs: "Beograd 17:00". */
  other: string | null;
}

export function slotTime(
  instant: string,
  viewerZone: string,
  therapistZone: string,
  locale: Locale,
): TimeText {
  return {
    time: formatTime(instant, viewerZone, locale),
    other: sameClock(instant, viewerZone, therapistZone)
      ? null
      : `${zoneName(therapistZone, locale)} ${formatTime(instant, therapistZone, locale)}`,
  };
}

/** "utorak, 1. decembar 2026. 10:00 (Beograd 17:00)" */
export function whenText(instant: string, viewerZone: string, therapistZone: string, locale: Locale): string {
  const main = formatDateTime(instant, viewerZone, locale, { dateStyle: 'full', timeStyle: 'short' });
  const { other } = slotTime(instant, viewerZone, therapistZone, locale);
  return other ? `${main} (${other})` : main;
}
