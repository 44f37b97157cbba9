// JSON shapes of the therapists service as the BFF serves them: enums as lowercase words, money as integer
// minor units, times as ISO 8601. No imports, so server code, route schemas and client code can all use it.

export const GENDERS = ['female', 'male'] as const;
export type GenderView = (typeof GENDERS)[number] | 'unspecified';

export const SESSION_KINDS = ['individual', 'couples', 'first_consultation'] as const;
export type SessionKindView = (typeof SESSION_KINDS)[number];

export const PROFILE_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type ProfileStatusView = (typeof PROFILE_STATUSES)[number];

export const SORT_ORDERS = ['relevance', 'price_asc', 'price_desc'] as const;
export type SortOrderView = (typeof SORT_ORDERS)[number];

export const DOCUMENT_KINDS = ['diploma', 'licence', 'certificate', 'other'] as const;
export type DocumentKindView = (typeof DOCUMENT_KINDS)[number];

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatusView = (typeof REVIEW_STATUSES)[number];

export const CONNECTION_STATUSES = ['open', 'assigned'] as const;
export type ConnectionStatusView = (typeof CONNECTION_STATUSES)[number];

export type CurrencyView = 'RSD' | 'EUR';

/** ISO 639-1 codes therapists may list. */
export const LANGUAGE_CODES = ['sr', 'en', 'de', 'ru', 'hu', 'fr', 'it', 'es', 'sl', 'mk'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Questionnaire schedule choices; used once booking feeds availability. */
export const SCHEDULE_SLOTS = [
  'weekday_mornings',
  'weekday_afternoons',
  'weekday_evenings',
  'weekends',
] as const;
export type ScheduleSlot = (typeof SCHEDULE_SLOTS)[number];

/**
 * Individual-session price ranges in RSD minor units (para), as the /terapija/cena/{range} addresses name
 * them. Lower bounds are exclusive in effect (+1 para) so a price of exactly 3.000 RSD sits in one range.
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

/** Deeper pages than this are refused: nobody reads page 501, and huge offsets only cost the database. */
export const MAX_CATALOG_PAGE = 500;
export const CATALOG_PAGE_SIZE = 12;

export interface MoneyView {
  /** Integer minor units (para, cents). */
  amountMinor: number;
  currency: CurrencyView;
}

export interface TaxonomyTermView {
  slug: string;
  /** Serbian Latin; Cyrillic is derived by the UI. */
  name: string;
  nameEn: string;
  description: string;
}

export interface TaxonomyView {
  specialties: TaxonomyTermView[];
  approaches: TaxonomyTermView[];
}

export interface SessionTypeView {
  kind: SessionKindView;
  durationMinutes: number;
  priceRsd: MoneyView | null;
  priceEur: MoneyView | null;
}

export interface EducationView {
  institution: string;
  degree: string;
  year: number;
}

/** What an admin checked before approving: the profile's badge says exactly this. */
export interface VerificationView {
  degreeChecked: boolean;
  licenceNumber: string;
  association: string;
  supervisionChecked: boolean;
  checkedBy: string;
  checkedAt: string | null;
  note: string;
}

export interface ProfileView {
  id: string;
  userId: string;
  slug: string;
  displayName: string;
  title: string;
  photoUrl: string;
  bio: string;
  languages: string[];
  specialties: string[];
  approaches: string[];
  education: EducationView[];
  certifications: string[];
  yearsOfPractice: number;
  city: string;
  gender: GenderView;
  worksWithCouples: boolean;
  sessionTypes: SessionTypeView[];
  status: ProfileStatusView;
  rejectionReason: string;
  verification: VerificationView | null;
  featured: boolean;
  ratingAverage: number;
  reviewCount: number;
  timeZone: string;
  firstFreeSlot: string | null;
  updatedAt: string | null;
}

export interface ProfileDraftInput {
  displayName: string;
  title: string;
  bio: string;
  languages: string[];
  specialties: string[];
  approaches: string[];
  education: EducationView[];
  certifications: string[];
  yearsOfPractice: number;
  city: string;
  gender: GenderView;
  worksWithCouples: boolean;
  sessionTypes: SessionTypeView[];
  timeZone: string;
}

export interface ReviewView {
  id: string;
  profileId: string;
  rating: number;
  text: string;
  /** First name and initial, or '' for anonymous. */
  authorLabel: string;
  status: ReviewStatusView;
  createdAt: string | null;
}

export interface SearchInput {
  query?: string;
  specialties?: string[];
  approaches?: string[];
  /** Minor units (RSD para) of the individual session price. */
  priceMinRsd?: number;
  priceMaxRsd?: number;
  gender?: GenderView;
  languages?: string[];
  couplesOnly?: boolean;
  sort?: SortOrderView;
  page?: number;
  pageSize?: number;
  city?: string;
  availableWithinDays?: number;
}

export interface SearchResultView {
  profiles: ProfileView[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PublicProfileView {
  profile: ProfileView;
  reviews: ReviewView[];
  /** Only for the client these prices belong to; empty for everyone else. */
  individualPrices: SessionTypeView[];
}

export interface DocumentInfoView {
  id: string;
  kind: DocumentKindView;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string | null;
}

export interface DocumentView {
  document: DocumentInfoView;
  content: Uint8Array;
}

export interface W8BenView {
  fullName: string;
  countryOfCitizenship: string;
  permanentAddress: string;
  mailingAddress: string;
  foreignTaxId: string;
  dateOfBirth: string;
  treatyCountry: string;
  signatureName: string;
  signedAt: string | null;
}

export interface IndividualPriceView {
  id: string;
  clientUserId: string;
  kind: SessionKindView;
  price: MoneyView | null;
  updatedAt: string | null;
}

export interface MatchAnswersView {
  /** Specialty slugs. */
  concerns: string[];
  preferredGender: GenderView;
  preferredApproaches: string[];
  /** Minor units (RSD para); 0 means no limit. */
  maxPriceRsd: number;
  languages: string[];
  couples: boolean;
  schedule: string[];
}

export interface MatchReasonView {
  code: string;
  /** Plain Serbian Latin sentence. */
  text: string;
}

export interface RankedTherapistView {
  profile: ProfileView;
  score: number;
  reasons: MatchReasonView[];
  caveats: MatchReasonView[];
}

export interface MatchResultView {
  id: string;
  answers: MatchAnswersView;
  therapists: RankedTherapistView[];
  createdAt: string | null;
}

export interface ConnectionRequestView {
  id: string;
  clientUserId: string;
  message: string;
  answers: MatchAnswersView | null;
  status: ConnectionStatusView;
  /** '' while open. */
  assignedProfileId: string;
  createdAt: string | null;
  assignedAt: string | null;
}

export interface MyConnectionRequestsView {
  requests: ConnectionRequestView[];
  /** Public profiles of the therapists the requests were assigned to. */
  assignedProfiles: ProfileView[];
}

export interface Paged<T> {
  items: T[];
  total: number;
}
