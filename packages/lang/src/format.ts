import { intlLocale, type Locale } from './locale';

export type Currency = 'RSD' | 'EUR';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f as T;
}

function numberLocale(locale: Locale): string {
  // Both Serbian scripts share separators and currency symbols; 'sr-RS' is what the design names.
  return locale === 'en' ? intlLocale(locale) : 'sr-RS';
}

/**
 * Money from integer minor units (para for RSD, cents for EUR): 450000 RSD → "4.500 RSD", 4550 EUR → "45,50 €".
 * Whole amounts show no decimals, so prices read like prices; anything else shows both decimals.
 */
export function formatMoney(minor: number, currency: Currency, locale: Locale): string {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`formatMoney: minor units must be an integer, got ${minor}`);
  const whole = minor % 100 === 0;
  const f = cached(`money|${locale}|${currency}|${whole}`, () => {
    const digits = whole ? 0 : 2;
    return new Intl.NumberFormat(numberLocale(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  });
  return f.format(minor / 100);
}

export function formatNumber(n: number, locale: Locale): string {
  return cached(`number|${locale}`, () => new Intl.NumberFormat(numberLocale(locale))).format(n);
}

export interface DateTimeOptions {
  dateStyle?: 'full' | 'long' | 'medium' | 'short' | 'none';
  timeStyle?: 'short' | 'medium' | 'none';
  /** Appends the zone's short name ("CET", "GMT-5"): use it when the viewer's zone differs from the therapist's. */
  showZone?: boolean;
}

/**
 * A moment shown in an explicit IANA zone (never the server's zone): "30. mart 2025. 14:30",
 * "30. март 2025. 14:30", "30 March 2025 at 14:30". Cyrillic month names come from ICU, not transliteration.
 */
export function formatDateTime(
  date: Date | string | number,
  timeZone: string,
  locale: Locale,
  options: DateTimeOptions = {},
): string {
  const { dateStyle = 'long', timeStyle = 'short', showZone = false } = options;
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) throw new RangeError('formatDateTime: invalid date');
  const f = cached(`dt|${locale}|${timeZone}|${dateStyle}|${timeStyle}|${showZone}`, () => {
    const opts: Intl.DateTimeFormatOptions = { timeZone };
    if (showZone) {
      // dateStyle/timeStyle cannot be combined with timeZoneName, so spell the pieces out.
      if (dateStyle !== 'none') {
        Object.assign(opts, {
          weekday: dateStyle === 'full' ? 'long' : undefined,
          day: 'numeric',
          month: dateStyle === 'short' ? 'numeric' : dateStyle === 'medium' ? 'short' : 'long',
          year: 'numeric',
        });
      }
      if (timeStyle !== 'none') Object.assign(opts, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      opts.timeZoneName = 'short';
    } else {
      if (dateStyle !== 'none') opts.dateStyle = dateStyle;
      if (timeStyle !== 'none') opts.timeStyle = timeStyle;
    }
    return new Intl.DateTimeFormat(intlLocale(locale), opts);
  });
  return f.format(d);
}

export function formatDate(date: Date | string | number, timeZone: string, locale: Locale): string {
  return formatDateTime(date, timeZone, locale, { dateStyle: 'long', timeStyle: 'none' });
}

export function formatTime(date: Date | string | number, timeZone: string, locale: Locale): string {
  return formatDateTime(date, timeZone, locale, { dateStyle: 'none', timeStyle: 'short' });
}

/** "2026-11" → "novembar 2026." / "новембар 2026." / "November 2026": a calendar month in the locale's words. */
export function formatMonth(period: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  if (!m) throw new RangeError(`formatMonth: not a month: ${period}`);
  const f = cached(
    `month:${locale}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  // The 15th at noon UTC: the month is the same in every zone.
  return f.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15, 12)));
}
