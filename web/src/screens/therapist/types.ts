// A therapist's own data as screens see it: the JSON the BFF serves under /api/v1/me/therapist and to
// admins. The public profile is its base (catalog/types.ts); this adds what only the therapist and staff see.
import {
  type CatalogMoney,
  type CatalogSessionKind,
  type CatalogTherapist,
  type CatalogVerification,
  SESSION_KINDS,
} from '../catalog/types';

export const PROFILE_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const DOCUMENT_KINDS = ['diploma', 'licence', 'certificate', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The public badge plus who checked and their note. */
export interface OwnVerification extends CatalogVerification {
  checkedBy: string;
  note: string;
}

export interface OwnProfile extends Omit<CatalogTherapist, 'verification'> {
  userId: string;
  status: ProfileStatus;
  rejectionReason: string;
  verification: OwnVerification | null;
  /** Filled from booking's events once booking lands; null until then. */
  firstFreeSlot: string | null;
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

export type { W8BenData } from '@oslonac/lang';

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
export const SESSION_KIND_ORDER: readonly CatalogSessionKind[] = SESSION_KINDS;
export const DOCUMENT_KIND_ORDER: readonly DocumentKind[] = DOCUMENT_KINDS;
export const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
