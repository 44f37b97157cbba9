import { type Locale, toCyrillic } from '@oslonac/web/i18n';
import {
  LANGUAGE_CODES,
  type LanguageCode,
  PRICE_RANGE_SLUGS,
  type PriceRangeSlug,
  type TaxonomyTerm,
} from './types';

/** The service writes Serbian in Latin; Cyrillic is derived, English comes from the term itself. */
export function serbian(text: string, locale: Locale): string {
  return locale === 'sr-Cyrl' ? toCyrillic(text) : text;
}

export function termName(term: TaxonomyTerm, locale: Locale): string {
  if (locale === 'en') return term.nameEn || term.name;
  return serbian(term.name, locale);
}

/** A slug's name from the taxonomy, or the slug itself when a newer service knows more terms. */
export function nameOf(slug: string, terms: readonly TaxonomyTerm[], locale: Locale): string {
  const term = terms.find((t) => t.slug === slug);
  return term ? termName(term, locale) : slug;
}

const LANGUAGE_NAMES: Record<LanguageCode, { sr: string; en: string }> = {
  sr: { sr: 'srpski', en: 'Serbian' },
  en: { sr: 'engleski', en: 'English' },
  de: { sr: 'nemački', en: 'German' },
  ru: { sr: 'ruski', en: 'Russian' },
  hu: { sr: 'mađarski', en: 'Hungarian' },
  fr: { sr: 'francuski', en: 'French' },
  it: { sr: 'italijanski', en: 'Italian' },
  es: { sr: 'španski', en: 'Spanish' },
  sl: { sr: 'slovenački', en: 'Slovenian' },
  mk: { sr: 'makedonski', en: 'Macedonian' },
};

export const LANGUAGE_OPTIONS: readonly LanguageCode[] = LANGUAGE_CODES;

export function languageName(code: string, locale: Locale): string {
  const names = Object.hasOwn(LANGUAGE_NAMES, code) ? LANGUAGE_NAMES[code as LanguageCode] : undefined;
  if (!names) return code;
  return locale === 'en' ? names.en : serbian(names.sr, locale);
}

export const PRICE_RANGE_OPTIONS = PRICE_RANGE_SLUGS;
export type PriceRangeOption = PriceRangeSlug;
