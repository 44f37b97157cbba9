// Times as people read them: in the viewer's zone, with the therapist's clock beside it when it reads
// differently ("10:00 (Beograd 17:00)"). Zone names become city names in the viewer's language.

import { localDate, sameWallClock, zoneName } from '@oslonac/lang';
import { formatDateTime, formatTime, type Locale } from '@oslonac/web/i18n';

/** A zone's city as people say it ("Beograd", "Čikago"). */
export const zoneCity = zoneName;

/** "14. mart 2026. 10:00" in the zone. */
export function dateAndTime(instant: string, zone: string, locale: Locale): string {
  return formatDateTime(instant, zone, locale, { dateStyle: 'full', timeStyle: 'short' });
}

/**
 * The same moment on another clock, or null when that clock reads the same: "Beograd 17:00", with the date
 * when it is another day there ("Sidnej 2. apr 01:00").
 */
export function otherClock(
  instant: string,
  viewerZone: string,
  otherZone: string,
  locale: Locale,
): string | null {
  if (sameWallClock(instant, viewerZone, otherZone)) return null;
  const city = zoneCity(otherZone, locale);
  if (localDate(instant, viewerZone) === localDate(instant, otherZone))
    return `${city} ${formatTime(instant, otherZone, locale)}`;
  return `${city} ${formatDateTime(instant, otherZone, locale, { dateStyle: 'short', timeStyle: 'short' })}`;
}

/** A local date as words: "ponedeljak, 23. mart 2026." (noon UTC keeps the date whatever the zone). */
export function dateLabel(date: string, locale: Locale, dateStyle: 'full' | 'long' = 'full'): string {
  return formatDateTime(`${date}T12:00:00Z`, 'UTC', locale, { dateStyle, timeStyle: 'none' });
}

/** "10:00–10:50" in the zone. */
export function timeRange(startsAt: string, endsAt: string, zone: string, locale: Locale): string {
  return `${formatTime(startsAt, zone, locale)}–${formatTime(endsAt, zone, locale)}`;
}
