import { type Locale, toCyrillic } from '@oslonac/web/i18n';

/** A link inside public copy: href stays as written in every script. */
export interface CopyLink {
  href: string;
  label: string;
}

/**
 * One part of a marketing page. A section holds any of the blocks below, rendered in this order, so a page is
 * written as data and every page looks and reads alike.
 */
export interface CopySection {
  title: string;
  paragraphs?: string[];
  /** A plain bulleted list. */
  items?: string[];
  /** A numbered sequence of steps. */
  steps?: string[];
  cards?: { title: string; text: string }[];
  /** Questions and answers, each one expandable without JavaScript. */
  faq?: { question: string; answer: string }[];
  table?: { caption: string; head: string[]; rows: string[][] };
  links?: CopyLink[];
  tone?: 'muted' | 'accent';
}

export interface PageCopy {
  /** <title> without the " · Oslonac" suffix. */
  metaTitle: string;
  /** <meta name="description">: one or two plain sentences. */
  description: string;
  eyebrow?: string;
  /** The page's only h1. */
  title: string;
  lead: string;
  sections: CopySection[];
  cta?: { title: string; text: string; primary: CopyLink; secondary?: CopyLink };
  /** Repeat the crisis numbers in the page body, for pages someone may open in a hard moment. */
  crisis?: boolean;
}

/** Serbian Latin is the source; English where written; Cyrillic is derived. */
export interface PageContent<T = PageCopy> {
  latin: T;
  en?: T;
}

// Keys whose values are addresses or identifiers, never text to transliterate.
const VERBATIM_KEYS = new Set(['href', 'id', 'slug', 'date', 'updated']);

/** Every text value of a copy tree in Cyrillic; links and identifiers unchanged. */
export function cyrillicCopy<T>(value: T): T {
  if (typeof value === 'string') return toCyrillic(value) as T;
  if (Array.isArray(value)) return value.map((v) => cyrillicCopy(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      out[key] = VERBATIM_KEYS.has(key) ? v : cyrillicCopy(v);
    }
    return out as T;
  }
  return value;
}

// Copy trees are module-level constants: derive each Cyrillic tree once.
const cyrillicCache = new WeakMap<object, unknown>();

/** The copy a visitor reads: English falls back to Latin where no English was written. */
export function localizeCopy<T extends object>(content: PageContent<T>, locale: Locale): T {
  if (locale === 'en') return content.en ?? content.latin;
  if (locale === 'sr-Latn') return content.latin;
  let cyr = cyrillicCache.get(content.latin) as T | undefined;
  if (!cyr) {
    cyr = cyrillicCopy(content.latin);
    cyrillicCache.set(content.latin, cyr);
  }
  return cyr;
}
