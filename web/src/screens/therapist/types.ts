// A therapist's own data as screens see it: the JSON the BFF serves under /api/v1/me/therapist and to
// admins, declared here because the web package must not import from the BFF.
import type { CatalogGender, CatalogMoney, CatalogSessionKind, CatalogSessionType } from '../catalog/types';

export type ProfileStatus = 'draft' | 'submitted' | 'approved' | 'rejected';
export type DocumentKind = 'diploma' | 'licence' | 'certificate' | 'other';

export interface OwnVerification {
  degreeChecked: boolean;
  licenceNumber: string;
  association: string;
  supervisionChecked: boolean;
  checkedBy: string;
  checkedAt: string | null;
  note: string;
}

export interface OwnProfile {
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
  education: { institution: string; degree: string; year: number }[];
  certifications: string[];
  yearsOfPractice: number;
  city: string;
  gender: CatalogGender;
  worksWithCouples: boolean;
  sessionTypes: CatalogSessionType[];
  status: ProfileStatus;
  rejectionReason: string;
  verification: OwnVerification | null;
  featured: boolean;
  ratingAverage: number;
  reviewCount: number;
  timeZone: string;
  updatedAt: string | null;
}

export interface OwnDocument {
  id: string;
  kind: DocumentKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string | null;
}

export interface W8BenData {
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

export interface IndividualPrice {
  id: string;
  clientUserId: string;
  kind: CatalogSessionKind;
  price: CatalogMoney | null;
  updatedAt: string | null;
}

/** The session kinds a profile offers, with the length each has on Oslonac. */
export const SESSION_DURATIONS: Record<CatalogSessionKind, number> = {
  individual: 50,
  couples: 80,
  first_consultation: 30,
};
export const SESSION_KIND_ORDER: readonly CatalogSessionKind[] = [
  'individual',
  'couples',
  'first_consultation',
];
export const DOCUMENT_KIND_ORDER: readonly DocumentKind[] = ['diploma', 'licence', 'certificate', 'other'];
export const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
