// The catalogue as screens see it: the public profile JSON the BFF serves (/api/v1/therapists), declared
// here because the web package must not import from the BFF.
export type CatalogGender = 'female' | 'male' | 'unspecified';
export type CatalogSessionKind = 'individual' | 'couples' | 'first_consultation';
export type CatalogSort = 'relevance' | 'price_asc' | 'price_desc';

export interface CatalogMoney {
  amountMinor: number;
  currency: 'RSD' | 'EUR';
}

export interface CatalogSessionType {
  kind: CatalogSessionKind;
  durationMinutes: number;
  priceRsd: CatalogMoney | null;
  priceEur: CatalogMoney | null;
}

export interface CatalogVerification {
  degreeChecked: boolean;
  licenceNumber: string;
  association: string;
  supervisionChecked: boolean;
  checkedAt: string | null;
}

export interface CatalogTherapist {
  id: string;
  slug: string;
  displayName: string;
  title: string;
  photoUrl: string;
  bio: string;
  languages: string[];
  specialties: string[];
  approaches: string[];
  education: { institution: string; degree: string; year: number }[];
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
}

export interface CatalogReview {
  id: string;
  rating: number;
  text: string;
  authorLabel: string;
  createdAt: string | null;
}

export interface TaxonomyTerm {
  slug: string;
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
};

export interface CatalogPage {
  therapists: CatalogTherapist[];
  total: number;
  page: number;
  pageSize: number;
}
