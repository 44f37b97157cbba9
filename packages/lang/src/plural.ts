import type { Locale } from './locale';

/** Serbian needs three forms: 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 25… → other. English ignores few. */
export interface PluralForms<T = string> {
  one: T;
  few?: T;
  other: T;
}

const rules = new Map<string, Intl.PluralRules>();

function rulesFor(locale: Locale): Intl.PluralRules {
  const lang = locale === 'en' ? 'en' : 'sr';
  let r = rules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    rules.set(lang, r);
  }
  return r;
}

export function pluralCategory(locale: Locale, n: number): 'one' | 'few' | 'other' {
  const category = rulesFor(locale).select(Math.abs(n));
  return category === 'one' || category === 'few' ? category : 'other';
}

/** Picks the form for n. A missing `few` falls back to `other`, which is what English needs. */
export function plural<T>(locale: Locale, n: number, forms: PluralForms<T>): T {
  const category = pluralCategory(locale, n);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few ?? forms.other;
  return forms.other;
}
