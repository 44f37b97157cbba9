/** The three languages of the product. Serbian Latin is the source; Cyrillic is derived from it. */
export const LOCALES = ['sr-Latn', 'sr-Cyrl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sr-Latn';

/** The cookie the BFF's /api/locale writes and reads; shared here so both sides agree on the name. */
export const LOCALE_COOKIE = 'oslonac_locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Value for `<html lang>`: BCP 47 with the script, so screen readers pick a Serbian voice for both scripts. */
export function htmlLang(locale: Locale): string {
  return locale;
}

/** Tag handed to Intl: the region makes ICU use Serbian separators and month names in the right script. */
export function intlLocale(locale: Locale): string {
  switch (locale) {
    case 'sr-Latn':
      return 'sr-Latn-RS';
    case 'sr-Cyrl':
      return 'sr-Cyrl-RS';
    case 'en':
      // en-GB, not en-US: day-month order and a 24-hour clock read naturally to people living in Europe.
      return 'en-GB';
  }
}

/** Picks the best supported locale from an Accept-Language header (sr → Latin, sr-Cyrl/sr-RS Cyrillic hints honoured). */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && !Number.isNaN(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith('sr-cyrl')) return 'sr-Cyrl';
    // Serbian, and the languages speakers of it commonly set (Bosnian, Croatian, Montenegrin), read Latin.
    if (tag === 'sr' || tag.startsWith('sr-') || /^(bs|hr|cnr|sh)(-|$)/.test(tag)) return 'sr-Latn';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return DEFAULT_LOCALE;
}
