// The questionnaire, its ranked result and "connect me" requests as the BFF serves them. The profile type is
// a parameter: screens get public profiles, the BFF's gateway holds the service's full ones.
import type { CatalogGender, CatalogTherapist } from '../catalog/types';

/** Questionnaire schedule choices; used once booking feeds availability. */
export const SCHEDULE_SLOTS = [
  'weekday_mornings',
  'weekday_afternoons',
  'weekday_evenings',
  'weekends',
] as const;
export type ScheduleSlot = (typeof SCHEDULE_SLOTS)[number];

export const CONNECTION_STATUSES = ['open', 'assigned'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export interface MatchAnswers {
  /** Specialty slugs. */
  concerns: string[];
  preferredGender: CatalogGender;
  preferredApproaches: string[];
  /** Minor units (RSD para); 0 means no limit. */
  maxPriceRsd: number;
  languages: string[];
  couples: boolean;
  schedule: string[];
}

export interface MatchReason {
  code: string;
  /** Plain Serbian Latin sentence. */
  text: string;
}

export interface RankedTherapist<P = CatalogTherapist> {
  profile: P;
  score: number;
  reasons: MatchReason[];
  caveats: MatchReason[];
}

export interface MatchResult<P = CatalogTherapist> {
  id: string;
  answers: MatchAnswers;
  therapists: RankedTherapist<P>[];
  createdAt: string | null;
}

export interface ConnectionRequest {
  id: string;
  clientUserId: string;
  message: string;
  answers: MatchAnswers | null;
  status: ConnectionStatus;
  /** '' while open. */
  assignedProfileId: string;
  createdAt: string | null;
  assignedAt: string | null;
}

export interface MyConnectionRequests<P = CatalogTherapist> {
  requests: ConnectionRequest[];
  /** Public profiles of the therapists the requests were assigned to. */
  assignedProfiles: P[];
}
