// The shape the demo/bench generators (src/seed/generate.ts) hand to the seed CLIs. It mirrors the editable
// ProfileDraft with plain domain values (no proto enums) plus what only seeding sets: a deterministic user id,
// the slug, featured placement, the verification an admin would have recorded, and published reviews.
import type { ProfileWords, SessionKind } from '@oslonac/lang';

export type SeedGender = 'female' | 'male';
export type SeedSessionKind = SessionKind;

export interface SeedSessionType {
  kind: SeedSessionKind;
  durationMinutes: number;
  /** Minor units (para): 4.000 RSD → 400000. */
  priceRsdMinor: number;
  /** Minor units (cents): 35 EUR → 3500. */
  priceEurMinor: number;
}

export interface SeedEducation {
  institution: string;
  degree: string;
  year: number;
}

export interface SeedVerification {
  degreeChecked: boolean;
  licenceNumber: string;
  association: string;
  supervisionChecked: boolean;
  checkedBy: string;
  checkedAt: Date;
  note: string;
}

export interface SeedReview {
  /** 1..5 */
  rating: number;
  text: string;
  /** First name and initial ("Marko P."), or '' for anonymous. */
  authorLabel: string;
}

/** The slug is unique, lower-case ASCII ("milica-djordjevic"); the photo may be a locally generated avatar. */
export interface SeedTherapist extends ProfileWords {
  /** Deterministic UUID (the same input always yields the same id), so seeding is idempotent. */
  userId: string;
  education: SeedEducation[];
  certifications: string[];
  yearsOfPractice: number;
  city: string;
  gender: SeedGender;
  worksWithCouples: boolean;
  sessionTypes: SeedSessionType[];
  /** IANA zone, usually Europe/Belgrade. */
  timeZone: string;
  featured: boolean;
  /** Lower comes first among featured profiles; ignored when not featured. */
  rank: number;
  verification: SeedVerification;
  reviews: SeedReview[];
}
