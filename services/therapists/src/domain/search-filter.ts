import { fold, foldedWords } from '@oslonac/lang';
import { errors } from './errors';
import type { Gender } from './profile';

// Bounds on a catalogue search. Anything outside them is INVALID_ARGUMENT (never a 500, never a slow query);
// inside them, every string is just text handed to parameterised SQL.

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE = 1000;
export const MAX_TEXT = 200;
export const MAX_LIST = 20;
/** Booking's horizon is at most this far ahead; a longer window would promise what nobody reports. */
export const MAX_AVAILABLE_DAYS = 60;
/** 10,000,000 RSD in para: beyond any session price. */
export const MAX_PRICE_MINOR = 1_000_000_000;
const MAX_QUERY_WORDS = 12;

export type SearchSort = 'relevance' | 'price_asc' | 'price_desc';

export interface SearchInput {
  query: string;
  specialties: string[];
  approaches: string[];
  priceMinRsd: number;
  priceMaxRsd: number;
  gender: Gender | null;
  languages: string[];
  couplesOnly: boolean;
  sort: SearchSort;
  page: number;
  pageSize: number;
  city: string;
  availableWithinDays: number;
}

export interface SearchFilter {
  /** Folded words of the query (letters/digits only); empty for no text condition. */
  words: string[];
  /** The folded query as one string, for trigram similarity. */
  folded: string;
  specialties: string[];
  approaches: string[];
  priceMin: number | null;
  priceMax: number | null;
  gender: Gender | null;
  languages: string[];
  couplesOnly: boolean;
  cityKey: string | null;
  availableWithinDays: number | null;
  sort: SearchSort;
  page: number;
  pageSize: number;
  offset: number;
}

const SLUG = /^[a-z0-9-]{1,80}$/;
const LANG = /^[a-z]{2}$/;

function list(field: string, values: unknown, pattern: RegExp): string[] {
  if (!Array.isArray(values)) throw errors.invalidFilter(field, `${field} mora biti lista.`);
  if (values.length > MAX_LIST) throw errors.invalidFilter(field, `Najviše ${MAX_LIST} vrednosti.`);
  const out: string[] = [];
  for (const v of values) {
    if (typeof v !== 'string' || !pattern.test(v)) throw errors.invalidFilter(field, 'Neispravna vrednost.');
    if (!out.includes(v)) out.push(v);
  }
  return out;
}

function int(field: string, v: unknown, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max) {
    throw errors.invalidFilter(field, `${field} mora biti ceo broj od ${min} do ${max}.`);
  }
  return v;
}

function text(field: string, v: unknown): string {
  if (typeof v !== 'string' || v.length > MAX_TEXT)
    throw errors.invalidFilter(field, `Najviše ${MAX_TEXT} znakova.`);
  return v;
}

/** Validates and normalises; throws only DomainError('invalid_argument'). */
export function parseSearchFilter(input: SearchInput): SearchFilter {
  const query = text('query', input.query);
  const city = text('city', input.city);
  const page = input.page === 0 ? 1 : int('page', input.page, 1, MAX_PAGE);
  const pageSize =
    input.pageSize === 0 ? DEFAULT_PAGE_SIZE : int('pageSize', input.pageSize, 1, MAX_PAGE_SIZE);
  const priceMin = int('priceMinRsd', input.priceMinRsd, 0, MAX_PRICE_MINOR);
  const priceMax = int('priceMaxRsd', input.priceMaxRsd, 0, MAX_PRICE_MINOR);
  if (priceMax > 0 && priceMin > priceMax) {
    throw errors.invalidFilter('priceMinRsd', 'Najniža cena je veća od najviše.');
  }
  const days = int('availableWithinDays', input.availableWithinDays, 0, MAX_AVAILABLE_DAYS);
  if (input.gender !== null && input.gender !== 'female' && input.gender !== 'male') {
    throw errors.invalidFilter('gender', 'Neispravan pol.');
  }
  if (!['relevance', 'price_asc', 'price_desc'].includes(input.sort)) {
    throw errors.invalidFilter('sort', 'Neispravan redosled.');
  }
  const words = foldedWords(query).slice(0, MAX_QUERY_WORDS);
  return {
    words,
    folded: words.join(' '),
    specialties: list('specialties', input.specialties, SLUG),
    approaches: list('approaches', input.approaches, SLUG),
    priceMin: priceMin > 0 ? priceMin : null,
    priceMax: priceMax > 0 ? priceMax : null,
    gender: input.gender,
    languages: list('languages', input.languages, LANG),
    couplesOnly: input.couplesOnly === true,
    cityKey: fold(city) || null,
    availableWithinDays: days > 0 ? days : null,
    sort: input.sort,
    page,
    pageSize,
    offset: (page - 1) * pageSize,
  };
}

/** `to_tsquery('simple', …)` text: every word as a prefix, all required. Words hold only letters/digits. */
export function prefixTsQuery(words: string[]): string {
  return words.map((w) => `${w}:*`).join(' & ');
}
