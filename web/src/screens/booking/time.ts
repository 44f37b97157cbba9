// Times of a booking as a visitor reads them: in their own zone, with the therapist's clock beside it when the
// two differ ("10:00 (Beograd 17:00)"). Days are local dates (YYYY-MM-DD) in the visitor's zone; the zone
// arithmetic behind them is @oslonac/lang's.
import { parseLocalDate, sameWallClock, zoneName } from '@oslonac/lang';
import { formatDateTime, formatTime, intlLocale, type Locale } from '@oslonac/web/i18n';

/** Remembers the browser's zone for the server: pages without `zona` in the address render in it. */
export const ZONE_COOKIE = 'oslonac_zona';

/** A real calendar date written YYYY-MM-DD (years 2000–2100, as anything a visitor can book). */
export function isDate(value: unknown): value is string {
  return parseLocalDate(value) !== null;
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
    other: sameWallClock(instant, viewerZone, therapistZone)
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
