import type {
  ConnectionRequest,
  MatchAnswers,
  MatchResult,
  Profile,
  DocumentInfo as ProtoDocument,
  IndividualPrice as ProtoIndividualPrice,
  Review,
  SessionType,
  W8BenForm,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import {
  ConnectionRequestStatus,
  DocumentKind,
  Gender as ProtoGender,
  ProfileStatus as ProtoStatus,
  ReviewStatus,
  SessionKind,
  SortOrder,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import type { W8BenData } from './domain/documents';
import type { MatchAnswersData } from './domain/matching';
import type { DraftData, Gender, SessionKind as Kind, ProfileStatus } from './domain/profile';
import { DEFAULT_SESSION_MINUTES } from './domain/profile';
import type { SearchSort } from './domain/search-filter';
import type { ConnectionView } from './flows/connections';
import type { MatchView } from './flows/matching';
import type { DocumentInfo, DocumentKind as DocumentKindName } from './store/documents';
import type { IndividualPriceView } from './store/prices';
import type { ProfileView } from './store/profiles';
import type { ReviewView } from './store/reviews';

// Domain ↔ contract: enums both ways, and every view as the contract carries it.

export const statusToProto: Record<ProfileStatus, ProtoStatus> = {
  draft: ProtoStatus.PROFILE_STATUS_DRAFT,
  submitted: ProtoStatus.PROFILE_STATUS_SUBMITTED,
  approved: ProtoStatus.PROFILE_STATUS_APPROVED,
  rejected: ProtoStatus.PROFILE_STATUS_REJECTED,
};
export const kindToProto: Record<Kind, SessionKind> = {
  individual: SessionKind.SESSION_KIND_INDIVIDUAL,
  couples: SessionKind.SESSION_KIND_COUPLES,
  first_consultation: SessionKind.SESSION_KIND_FIRST_CONSULTATION,
};
export const docKinds: Record<DocumentKindName, DocumentKind> = {
  diploma: DocumentKind.DOCUMENT_KIND_DIPLOMA,
  licence: DocumentKind.DOCUMENT_KIND_LICENCE,
  certificate: DocumentKind.DOCUMENT_KIND_CERTIFICATE,
  other: DocumentKind.DOCUMENT_KIND_OTHER,
};
export const reviewStatuses: Record<ReviewView['status'], ReviewStatus> = {
  pending: ReviewStatus.REVIEW_STATUS_PENDING,
  published: ReviewStatus.REVIEW_STATUS_PUBLISHED,
  rejected: ReviewStatus.REVIEW_STATUS_REJECTED,
};

export function genderToProto(g: Gender | null): ProtoGender {
  return g === 'female'
    ? ProtoGender.GENDER_FEMALE
    : g === 'male'
      ? ProtoGender.GENDER_MALE
      : ProtoGender.GENDER_UNSPECIFIED;
}
export function genderFromProto(g: ProtoGender): Gender | null {
  return g === ProtoGender.GENDER_FEMALE ? 'female' : g === ProtoGender.GENDER_MALE ? 'male' : null;
}

function sessionTypeToProto(s: DraftData['sessionTypes'][number]): SessionType {
  return {
    kind: kindToProto[s.kind],
    durationMinutes: s.durationMinutes,
    priceRsd: { amountMinor: s.priceRsdMinor, currency: 'RSD' },
    priceEur: s.priceEurMinor > 0 ? { amountMinor: s.priceEurMinor, currency: 'EUR' } : undefined,
  };
}

/** `own` adds what only the therapist and admins see (rejection reason); public views leave it out. */
export function profileToProto(p: ProfileView, own = false): Profile {
  const v = p.verification;
  return {
    id: p.id,
    userId: p.userId,
    slug: p.slug,
    displayName: p.draft.displayName,
    title: p.draft.title,
    photoUrl: p.photoUrl,
    bio: p.draft.bio,
    languages: p.draft.languages,
    specialties: p.draft.specialties,
    approaches: p.draft.approaches,
    education: p.draft.education,
    certifications: p.draft.certifications,
    yearsOfPractice: p.draft.yearsOfPractice,
    city: p.draft.city,
    gender: genderToProto(p.draft.gender),
    worksWithCouples: p.draft.worksWithCouples,
    sessionTypes: p.draft.sessionTypes.map(sessionTypeToProto),
    status: statusToProto[p.status],
    rejectionReason: own ? (p.rejectionReason ?? '') : '',
    verification: v
      ? {
          degreeChecked: v.degreeChecked,
          licenceNumber: v.licenceNumber,
          association: v.association,
          supervisionChecked: v.supervisionChecked,
          checkedBy: own ? v.checkedBy : '',
          checkedAt: new Date(v.checkedAt),
          note: own ? v.note : '',
        }
      : undefined,
    featured: p.featured,
    ratingAverage: p.ratingAverage,
    reviewCount: p.reviewCount,
    timeZone: p.draft.timeZone,
    firstFreeSlot: p.firstFreeSlot ?? undefined,
    updatedAt: p.updatedAt,
  };
}

export function reviewToProto(r: ReviewView): Review {
  return { ...r, status: reviewStatuses[r.status] };
}

export function answersToProto(a: MatchAnswersData): MatchAnswers {
  return {
    concerns: a.concerns,
    preferredGender: genderToProto(a.preferredGender),
    preferredApproaches: a.preferredApproaches,
    maxPriceRsd: a.maxPriceRsd,
    languages: a.languages,
    couples: a.couples,
    schedule: a.schedule,
  };
}

/** A questionnaire result with its ranked therapists, each with the reasons and caveats the person reads. */
export function matchToProto(m: MatchView): MatchResult {
  return {
    id: m.id,
    answers: answersToProto(m.answers),
    therapists: m.therapists.map((t) => ({
      profile: profileToProto(t.profile),
      score: t.score,
      reasons: t.reasons,
      caveats: t.caveats,
    })),
    createdAt: m.createdAt,
  };
}

export function connectionToProto(c: ConnectionView): ConnectionRequest {
  return {
    id: c.id,
    clientUserId: c.clientUserId,
    message: c.message,
    answers: c.answers ? answersToProto(c.answers) : undefined,
    status:
      c.status === 'open'
        ? ConnectionRequestStatus.CONNECTION_REQUEST_STATUS_OPEN
        : ConnectionRequestStatus.CONNECTION_REQUEST_STATUS_ASSIGNED,
    assignedProfileId: c.assignedProfileId ?? '',
    createdAt: c.createdAt,
    assignedAt: c.assignedAt ?? undefined,
  };
}

export function documentToProto(d: DocumentInfo): ProtoDocument {
  return { ...d, kind: docKinds[d.kind] };
}

export function w8ToProto(f: W8BenData): W8BenForm {
  return { ...f, signedAt: f.signedAt ? new Date(f.signedAt) : undefined };
}

export const sortFromProto: Record<number, SearchSort> = {
  [SortOrder.SORT_ORDER_UNSPECIFIED]: 'relevance',
  [SortOrder.SORT_ORDER_RELEVANCE]: 'relevance',
  [SortOrder.SORT_ORDER_PRICE_ASC]: 'price_asc',
  [SortOrder.SORT_ORDER_PRICE_DESC]: 'price_desc',
};

export function priceToProto(p: IndividualPriceView): ProtoIndividualPrice {
  return {
    id: p.id,
    clientUserId: p.clientUserId,
    kind: kindToProto[p.kind],
    price: { amountMinor: p.amountMinor, currency: p.currency },
    updatedAt: p.updatedAt,
  };
}

/** An individual price as the public profile shows it: in the shape of a session type, for one client. */
export function publicPriceToProto(p: IndividualPriceView, profile: ProfileView): SessionType {
  return {
    kind: kindToProto[p.kind],
    durationMinutes:
      profile.draft.sessionTypes.find((s) => s.kind === p.kind)?.durationMinutes ??
      DEFAULT_SESSION_MINUTES[p.kind],
    priceRsd: p.currency === 'RSD' ? { amountMinor: p.amountMinor, currency: 'RSD' } : undefined,
    priceEur: p.currency === 'EUR' ? { amountMinor: p.amountMinor, currency: 'EUR' } : undefined,
  };
}
