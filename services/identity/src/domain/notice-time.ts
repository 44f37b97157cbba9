import { formatDateTime, type Locale, zoneName } from '@oslonac/lang';

/**
 * Clients have no stored zone anywhere (booking keeps only therapists' zones), and the platform is for Serbian
 * speakers: their times are shown in Belgrade's zone, with the therapist's zone beside it when that differs.
 */
export const CLIENT_TIME_ZONE = 'Europe/Belgrade';

/**
 * A session's start as a notice says it: "petak, 27. novembar 2026. 14:30 (Beograd)", and when the other side
 * of the session lives in another zone, its wall time too: "… 14:30 (Beograd) · 27. novembar 2026. 08:30 (Njujork)".
 */
export function sessionTime(startsAt: Date, zone: string, otherZone: string | null, locale: Locale): string {
  const own = `${formatDateTime(startsAt, zone, locale, { dateStyle: 'full' })} (${zoneName(zone, locale)})`;
  if (!otherZone || sameWallClock(startsAt, zone, otherZone)) return own;
  return `${own} · ${formatDateTime(startsAt, otherZone, locale, { dateStyle: 'long' })} (${zoneName(otherZone, locale)})`;
}

/** Two zone names may mean the same time (Europe/Belgrade and Europe/Zagreb): then one is enough. */
function sameWallClock(at: Date, a: string, b: string): boolean {
  if (a === b) return true;
  const f = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(at);
  return f(a) === f(b);
}

/** The zones a recipient sees: their own first, the other side's second. */
export function zonesFor(
  recipient: 'client' | 'therapist',
  therapistZone: string,
): { zone: string; otherZone: string } {
  return recipient === 'therapist'
    ? { zone: therapistZone, otherZone: CLIENT_TIME_ZONE }
    : { zone: CLIENT_TIME_ZONE, otherZone: therapistZone };
}
