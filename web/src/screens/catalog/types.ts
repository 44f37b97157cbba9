// The therapist catalogue's JSON as the BFF serves it (/api/v1/therapists and the pages) and as screens read
// it: enums as lowercase words, money as integer minor units, times as ISO 8601. Defined here, once: the BFF
// imports these shapes (src/server/views/therapists.ts), the web package never imports from the BFF.
import type { ProfileWords, SessionKind } from '@oslonac/lang';

export const GENDERS = ['female', 'male'] as const;
export type CatalogGender = (typeof GENDERS)[number] | 'unspecified';

export { SESSION_KINDS } from '@oslonac/lang';
export type CatalogSessionKind = SessionKind;

export const SORT_ORDERS = ['relevance', 'price_asc', 'price_desc'] as const;
export type CatalogSort = (typeof SORT_ORDERS)[number];

export type CatalogCurrency = 'RSD' | 'EUR';

/** ISO 639-1 codes therapists may list. */
export const LANGUAGE_CODES = ['sr', 'en', 'de', 'ru', 'hu', 'fr', 'it', 'es', 'sl', 'mk'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/**
 * Individual-session price ranges in RSD minor units (para), as the /terapija/cena/{range} addresses name
 * them. Lower bounds are exclusive in effect (+1 para) so a price of exactly 3.000 RSD sits in one range;
 * a maximum of 0 means no upper bound.
 */
export const PRICE_RANGES = {
  'do-3000': { minRsd: 0, maxRsd: 300_000 },
  '3000-5000': { minRsd: 300_001, maxRsd: 500_000 },
  '5000-7000': { minRsd: 500_001, maxRsd: 700_000 },
  'preko-7000': { minRsd: 700_001, maxRsd: 0 },
} as const satisfies Record<string, { minRsd: number; maxRsd: number }>;
export type PriceRangeSlug = keyof typeof PRICE_RANGES;
export const PRICE_RANGE_SLUGS = Object.keys(PRICE_RANGES) as [PriceRangeSlug, ...PriceRangeSlug[]];

export function isPriceRange(value: unknown): value is PriceRangeSlug {
  return typeof value === 'string' && Object.hasOwn(PRICE_RANGES, value);
}

export interface CatalogMoney {
  /** Integer minor units (para, cents). */
  amountMinor: number;
  currency: CatalogCurrency;
}

export interface CatalogSessionType {
  kind: CatalogSessionKind;
  durationMinutes: number;
  priceRsd: CatalogMoney | null;
  priceEur: CatalogMoney | null;
}

export interface CatalogEducation {
  institution: string;
  degree: string;
  year: number;
}

/** What an admin checked before approving, as the public badge says it (not who checked it). */
export interface CatalogVerification {
  degreeChecked: boolean;
  licenceNumber: string;
  association: string;
  supervisionChecked: boolean;
  checkedAt: string | null;
}

export interface CatalogTherapist extends ProfileWords {
  id: string;
  education: CatalogEducation[];
  certifications: string[];
  yearsOfPractice: number;
  city: string;
  gender: CatalogGender;
  worksWithCouples: boolean;
  sessionTypes: CatalogSessionType[];
  verification: CatalogVerification | null;
  featured: boolean;
  ratingAverage: number;
  reviewCount: number;
  timeZone: string;
  /** The first free slot booking reported (ISO 8601); null or absent while unknown. */
  firstFreeSlot?: string | null;
}

export interface CatalogReview {
  id: string;
  rating: number;
  text: string;
  /** First name and initial, or '' for anonymous. */
  authorLabel: string;
  createdAt: string | null;
}

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review with its moderation state, as admins see it (the public sees only published ones). */
export interface TherapistReview extends CatalogReview {
  profileId: string;
  status: ReviewStatus;
}

export interface TaxonomyTerm {
  slug: string;
  /** Serbian Latin; Cyrillic is derived by the UI. */
  name: string;
  nameEn: string;
  description: string;
}

export interface CatalogTaxonomy {
  specialties: TaxonomyTerm[];
  approaches: TaxonomyTerm[];
}

/** The filters of /terapeuti as the GET form sends them; '' means not set. */
export interface CatalogFilterValues {
  q: string;
  specialty: string;
  approach: string;
  price: string;
  gender: string;
  language: string;
  couples: boolean;
  city: string;
  sort: string;
  /** Only therapists with a free slot within this many days. */
  dostupno: string;
}

export const EMPTY_FILTERS: CatalogFilterValues = {
  q: '',
  specialty: '',
  approach: '',
  price: '',
  gender: '',
  language: '',
  couples: false,
  city: '',
  sort: '',
  dostupno: '',
};

export interface CatalogPage {
  therapists: CatalogTherapist[];
  total: number;
  page: number;
  pageSize: number;
}
