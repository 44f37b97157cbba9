import { type Currency, formatDate, formatMoney, type Locale } from '@oslonac/web/i18n';

// How the payout screens print money, days and months (Belgrade's calendar, the locale's words).

export function money(minor: number, currency: string, locale: Locale): string {
  return currency === 'RSD' || currency === 'EUR'
    ? formatMoney(minor, currency as Currency, locale)
    : `${(minor / 100).toFixed(2)} ${currency}`;
}

/** A signed amount with its sign always shown ("+4.000 RSD", "−600 RSD"). */
export function signedMoney(minor: number, currency: string, locale: Locale): string {
  const abs = money(Math.abs(minor), currency, locale);
  return minor < 0 ? `−${abs}` : `+${abs}`;
}

/** "2026-12-10" → the locale's long date. */
export function day(isoDate: string, locale: Locale): string {
  return formatDate(`${isoDate}T12:00:00Z`, 'Europe/Belgrade', locale);
}

/** An instant's day in Belgrade, in the locale's long form. */
export function dayOf(instant: string, locale: Locale): string {
  return formatDate(instant, 'Europe/Belgrade', locale);
}
