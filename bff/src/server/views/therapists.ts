// JSON shapes of the therapists service as the BFF serves them. The shapes themselves are defined once, in the
// web package's screen types (web never imports from the BFF); these are the names server code uses for
// them, plus what only the server handles (search input, gateway results, the raw bytes of a document).
import type {
  CatalogCurrency,
  CatalogEducation,
  CatalogGender,
  CatalogMoney,
  CatalogSessionKind,
  CatalogSessionType,
  CatalogSort,
  CatalogTaxonomy,
  ReviewStatus,
  TaxonomyTerm,
  TherapistReview,
} from '@oslonac/web/screens/catalog/types';
import type {
  ConnectionRequest,
  ConnectionStatus,
  MatchAnswers,
  MatchReason,
  MatchResult,
  MyConnectionRequests,
  RankedTherapist,
} from '@oslonac/web/screens/matching/types';
import type {
  DocumentKind,
  IndividualPrice,
  OwnDocument,
  OwnProfile,
  OwnVerification,
  ProfileStatus,
  W8BenData,
} from '@oslonac/web/screens/therapist/types';

export {
  GENDERS,
  isPriceRange,
  LANGUAGE_CODES,
  type LanguageCode,
  PRICE_RANGE_SLUGS,
  PRICE_RANGES,
  type PriceRangeSlug,
  REVIEW_STATUSES,
  SESSION_KINDS,
  SORT_ORDERS,
} from '@oslonac/web/screens/catalog/types';
export {
  CONNECTION_STATUSES,
  SCHEDULE_SLOTS,
  type ScheduleSlot,
} from '@oslonac/web/screens/matching/types';
export { DOCUMENT_KINDS, PROFILE_STATUSES } from '@oslonac/web/screens/therapist/types';

export type GenderView = CatalogGender;
export type SessionKindView = CatalogSessionKind;
export type ProfileStatusView = ProfileStatus;
export type SortOrderView = CatalogSort;
export type DocumentKindView = DocumentKind;
export type ReviewStatusView = ReviewStatus;
export type ConnectionStatusView = ConnectionStatus;
export type CurrencyView = CatalogCurrency;
export type MoneyView = CatalogMoney;
export type TaxonomyTermView = TaxonomyTerm;
export type TaxonomyView = CatalogTaxonomy;
export type SessionTypeView = CatalogSessionType;
export type EducationView = CatalogEducation;
export type VerificationView = OwnVerification;
/** The service's whole profile: what the therapist and staff see (the public gets `publicProfile` of it). */
export type ProfileView = OwnProfile;
export type ReviewView = TherapistReview;
export type DocumentInfoView = OwnDocument;
export type W8BenView = W8BenData;
export type IndividualPriceView = IndividualPrice;
export type MatchAnswersView = MatchAnswers;
export type MatchReasonView = MatchReason;
export type RankedTherapistView = RankedTherapist<ProfileView>;
export type MatchResultView = MatchResult<ProfileView>;
export type ConnectionRequestView = ConnectionRequest;
export type MyConnectionRequestsView = MyConnectionRequests<ProfileView>;

/** Deeper pages than this are refused: nobody reads page 501, and huge offsets only cost the database. */
export const MAX_CATALOG_PAGE = 500;
export const CATALOG_PAGE_SIZE = 12;

/** What a therapist fills in; the service owns everything else on the profile. */
export type ProfileDraftInput = Pick<
  ProfileView,
  | 'displayName'
  | 'title'
  | 'bio'
  | 'languages'
  | 'specialties'
  | 'approaches'
  | 'education'
  | 'certifications'
  | 'yearsOfPractice'
  | 'city'
  | 'gender'
  | 'worksWithCouples'
  | 'sessionTypes'
  | 'timeZone'
>;

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

export interface DocumentView {
  document: DocumentInfoView;
  content: Uint8Array;
}

export interface Paged<T> {
  items: T[];
  total: number;
}
