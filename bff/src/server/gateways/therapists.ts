// The one module that talks to the therapists service over gRPC. Everything else in the BFF sees the JSON
// view types of ../views/therapists. Public methods take an optional actor token: with it the service can
// answer for that person (individual prices, a match result that is theirs).

import type { Money } from '@oslonac/proto/oslonac/common/v1/money';
import {
  type ConnectionRequest,
  ConnectionRequestStatus,
  type DocumentInfo,
  DocumentKind,
  type Education,
  Gender,
  type MatchAnswers,
  type MatchResult,
  type Profile,
  ProfileStatus,
  type Review,
  ReviewStatus,
  SessionKind,
  type SessionType,
  SortOrder,
  type TaxonomyTerm,
  TherapistsServiceClient,
  type Verification,
  type W8BenForm,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import { bffConfig } from '../config';
import type {
  ConnectionRequestView,
  ConnectionStatusView,
  CurrencyView,
  DocumentInfoView,
  DocumentKindView,
  DocumentView,
  EducationView,
  GenderView,
  IndividualPriceView,
  MatchAnswersView,
  MatchResultView,
  MoneyView,
  MyConnectionRequestsView,
  Paged,
  ProfileDraftInput,
  ProfileStatusView,
  ProfileView,
  PublicProfileView,
  ReviewStatusView,
  ReviewView,
  SearchInput,
  SearchResultView,
  SessionKindView,
  SessionTypeView,
  SortOrderView,
  TaxonomyTermView,
  TaxonomyView,
  VerificationView,
  W8BenView,
} from '../views/therapists';
import { unary } from './call';
import { channel } from './channel';

// --- enums --------------------------------------------------------------------------------------------

function twoWay<V extends string, P extends number>(pairs: [V, P][]) {
  const toPb = new Map<V, P>(pairs);
  const fromPb = new Map<P, V>(pairs.map(([v, p]) => [p, v]));
  return { toPb, fromPb };
}

const GENDER = twoWay<GenderView, Gender>([
  ['female', Gender.GENDER_FEMALE],
  ['male', Gender.GENDER_MALE],
  ['unspecified', Gender.GENDER_UNSPECIFIED],
]);
const KIND = twoWay<SessionKindView, SessionKind>([
  ['individual', SessionKind.SESSION_KIND_INDIVIDUAL],
  ['couples', SessionKind.SESSION_KIND_COUPLES],
  ['first_consultation', SessionKind.SESSION_KIND_FIRST_CONSULTATION],
]);
const STATUS = twoWay<ProfileStatusView, ProfileStatus>([
  ['draft', ProfileStatus.PROFILE_STATUS_DRAFT],
  ['submitted', ProfileStatus.PROFILE_STATUS_SUBMITTED],
  ['approved', ProfileStatus.PROFILE_STATUS_APPROVED],
  ['rejected', ProfileStatus.PROFILE_STATUS_REJECTED],
]);
const SORT = twoWay<SortOrderView, SortOrder>([
  ['relevance', SortOrder.SORT_ORDER_RELEVANCE],
  ['price_asc', SortOrder.SORT_ORDER_PRICE_ASC],
  ['price_desc', SortOrder.SORT_ORDER_PRICE_DESC],
]);
const DOC_KIND = twoWay<DocumentKindView, DocumentKind>([
  ['diploma', DocumentKind.DOCUMENT_KIND_DIPLOMA],
  ['licence', DocumentKind.DOCUMENT_KIND_LICENCE],
  ['certificate', DocumentKind.DOCUMENT_KIND_CERTIFICATE],
  ['other', DocumentKind.DOCUMENT_KIND_OTHER],
]);
const REVIEW_STATUS = twoWay<ReviewStatusView, ReviewStatus>([
  ['pending', ReviewStatus.REVIEW_STATUS_PENDING],
  ['published', ReviewStatus.REVIEW_STATUS_PUBLISHED],
  ['rejected', ReviewStatus.REVIEW_STATUS_REJECTED],
]);
const CONNECTION_STATUS = twoWay<ConnectionStatusView, ConnectionRequestStatus>([
  ['open', ConnectionRequestStatus.CONNECTION_REQUEST_STATUS_OPEN],
  ['assigned', ConnectionRequestStatus.CONNECTION_REQUEST_STATUS_ASSIGNED],
]);

const iso = (d: Date | undefined): string | null => (d ? d.toISOString() : null);

// --- pb → view ----------------------------------------------------------------------------------------

function moneyView(m: Money | undefined): MoneyView | null {
  if (!m || (m.currency !== 'RSD' && m.currency !== 'EUR')) return null;
  return { amountMinor: m.amountMinor, currency: m.currency as CurrencyView };
}

function moneyPb(m: MoneyView | null | undefined): Money | undefined {
  return m ? { amountMinor: m.amountMinor, currency: m.currency } : undefined;
}

export function taxonomyTermView(t: TaxonomyTerm): TaxonomyTermView {
  return { slug: t.slug, name: t.name, nameEn: t.nameEn, description: t.description };
}

/** Session types of a kind this BFF does not know (a newer service) are left out rather than mislabelled. */
function sessionTypesView(list: SessionType[]): SessionTypeView[] {
  return list.flatMap((s) => {
    const kind = KIND.fromPb.get(s.kind);
    if (!kind) return [];
    return [
      {
        kind,
        durationMinutes: s.durationMinutes,
        priceRsd: moneyView(s.priceRsd),
        priceEur: moneyView(s.priceEur),
      },
    ];
  });
}

function educationView(e: Education): EducationView {
  return { institution: e.institution, degree: e.degree, year: e.year };
}

function verificationView(v: Verification | undefined): VerificationView | null {
  if (!v) return null;
  return {
    degreeChecked: v.degreeChecked,
    licenceNumber: v.licenceNumber,
    association: v.association,
    supervisionChecked: v.supervisionChecked,
    checkedBy: v.checkedBy,
    checkedAt: iso(v.checkedAt),
    note: v.note,
  };
}

export function profileView(p: Profile | undefined): ProfileView {
  if (!p) throw new Error('therapists answered without a profile');
  return {
    id: p.id,
    userId: p.userId,
    slug: p.slug,
    displayName: p.displayName,
    title: p.title,
    photoUrl: p.photoUrl,
    bio: p.bio,
    languages: p.languages,
    specialties: p.specialties,
    approaches: p.approaches,
    education: p.education.map(educationView),
    certifications: p.certifications,
    yearsOfPractice: p.yearsOfPractice,
    city: p.city,
    gender: GENDER.fromPb.get(p.gender) ?? 'unspecified',
    worksWithCouples: p.worksWithCouples,
    sessionTypes: sessionTypesView(p.sessionTypes),
    status: STATUS.fromPb.get(p.status) ?? 'draft',
    rejectionReason: p.rejectionReason,
    verification: verificationView(p.verification),
    featured: p.featured,
    ratingAverage: p.ratingAverage,
    reviewCount: p.reviewCount,
    timeZone: p.timeZone || 'Europe/Belgrade',
    firstFreeSlot: iso(p.firstFreeSlot),
    updatedAt: iso(p.updatedAt),
  };
}

export function reviewView(r: Review | undefined): ReviewView {
  if (!r) throw new Error('therapists answered without a review');
  return {
    id: r.id,
    profileId: r.profileId,
    rating: r.rating,
    text: r.text,
    authorLabel: r.authorLabel,
    status: REVIEW_STATUS.fromPb.get(r.status) ?? 'pending',
    createdAt: iso(r.createdAt),
  };
}

function documentInfoView(d: DocumentInfo | undefined): DocumentInfoView {
  if (!d) throw new Error('therapists answered without a document');
  return {
    id: d.id,
    kind: DOC_KIND.fromPb.get(d.kind) ?? 'other',
    fileName: d.fileName,
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    uploadedAt: iso(d.uploadedAt),
  };
}

function w8View(f: W8BenForm | undefined): W8BenView | null {
  if (!f) return null;
  return {
    fullName: f.fullName,
    countryOfCitizenship: f.countryOfCitizenship,
    permanentAddress: f.permanentAddress,
    mailingAddress: f.mailingAddress,
    foreignTaxId: f.foreignTaxId,
    dateOfBirth: f.dateOfBirth,
    treatyCountry: f.treatyCountry,
    signatureName: f.signatureName,
    signedAt: iso(f.signedAt),
  };
}

function w8Pb(f: Omit<W8BenView, 'signedAt'> & { signedAt?: string | null }): W8BenForm {
  return {
    fullName: f.fullName,
    countryOfCitizenship: f.countryOfCitizenship,
    permanentAddress: f.permanentAddress,
    mailingAddress: f.mailingAddress,
    foreignTaxId: f.foreignTaxId,
    dateOfBirth: f.dateOfBirth,
    treatyCountry: f.treatyCountry,
    signatureName: f.signatureName,
    // The service stamps the signing time; a client-sent time is only a hint.
    signedAt: f.signedAt ? new Date(f.signedAt) : undefined,
  };
}

function answersView(a: MatchAnswers | undefined): MatchAnswersView {
  return {
    concerns: a?.concerns ?? [],
    preferredGender: a ? (GENDER.fromPb.get(a.preferredGender) ?? 'unspecified') : 'unspecified',
    preferredApproaches: a?.preferredApproaches ?? [],
    maxPriceRsd: a?.maxPriceRsd ?? 0,
    languages: a?.languages ?? [],
    couples: a?.couples ?? false,
    schedule: a?.schedule ?? [],
  };
}

function answersPb(a: Partial<MatchAnswersView>): MatchAnswers {
  return {
    concerns: a.concerns ?? [],
    preferredGender: GENDER.toPb.get(a.preferredGender ?? 'unspecified') ?? Gender.GENDER_UNSPECIFIED,
    preferredApproaches: a.preferredApproaches ?? [],
    maxPriceRsd: a.maxPriceRsd ?? 0,
    languages: a.languages ?? [],
    couples: a.couples ?? false,
    schedule: a.schedule ?? [],
  };
}

function matchResultView(r: MatchResult | undefined): MatchResultView {
  if (!r) throw new Error('therapists answered without a match result');
  return {
    id: r.id,
    answers: answersView(r.answers),
    therapists: r.therapists.flatMap((t) =>
      t.profile
        ? [
            {
              profile: profileView(t.profile),
              score: t.score,
              reasons: t.reasons.map((x) => ({ code: x.code, text: x.text })),
              caveats: t.caveats.map((x) => ({ code: x.code, text: x.text })),
            },
          ]
        : [],
    ),
    createdAt: iso(r.createdAt),
  };
}

export function connectionRequestView(c: ConnectionRequest | undefined): ConnectionRequestView {
  if (!c) throw new Error('therapists answered without a connection request');
  return {
    id: c.id,
    clientUserId: c.clientUserId,
    message: c.message,
    answers: c.answers ? answersView(c.answers) : null,
    status: CONNECTION_STATUS.fromPb.get(c.status) ?? 'open',
    assignedProfileId: c.assignedProfileId,
    createdAt: iso(c.createdAt),
    assignedAt: iso(c.assignedAt),
  };
}

function sessionTypePb(s: SessionTypeView): SessionType {
  return {
    kind: KIND.toPb.get(s.kind) ?? SessionKind.SESSION_KIND_UNSPECIFIED,
    durationMinutes: s.durationMinutes,
    priceRsd: moneyPb(s.priceRsd),
    priceEur: moneyPb(s.priceEur),
  };
}

function verificationPb(v: Omit<VerificationView, 'checkedBy' | 'checkedAt'>): Verification {
  return {
    degreeChecked: v.degreeChecked,
    licenceNumber: v.licenceNumber,
    association: v.association,
    supervisionChecked: v.supervisionChecked,
    // The service records who checked and when from the actor; these are not the caller's to set.
    checkedBy: '',
    checkedAt: undefined,
    note: v.note,
  };
}

// --- channel ------------------------------------------------------------------------------------------

const upstream = channel('therapists', () => bffConfig().therapistsGrpcAddr, TherapistsServiceClient, {
  // GetDocument returns documents of up to 8 MB (the service's upload limit) plus framing.
  maxReceiveMessageBytes: 9 * 1024 * 1024,
});

/** Closes the channel (tests; a later call opens a new one). */
export const closeTherapistsClient = upstream.close;

const client = upstream.client;

const as = (actorToken?: string | null) => (actorToken ? { actorToken } : {});

// --- calls --------------------------------------------------------------------------------------------

export const therapists = {
  // public ------------------------------------------------------------------------------------------
  async listTaxonomy(): Promise<TaxonomyView> {
    const c = client();
    const res = await unary(c, c.listTaxonomy, {});
    return {
      specialties: res.specialties.map(taxonomyTermView),
      approaches: res.approaches.map(taxonomyTermView),
    };
  },

  async search(input: SearchInput, actorToken?: string | null): Promise<SearchResultView> {
    const c = client();
    const res = await unary(
      c,
      c.searchTherapists,
      {
        query: input.query ?? '',
        specialties: input.specialties ?? [],
        approaches: input.approaches ?? [],
        priceMinRsd: input.priceMinRsd ?? 0,
        priceMaxRsd: input.priceMaxRsd ?? 0,
        gender: GENDER.toPb.get(input.gender ?? 'unspecified') ?? Gender.GENDER_UNSPECIFIED,
        languages: input.languages ?? [],
        couplesOnly: input.couplesOnly ?? false,
        sort: SORT.toPb.get(input.sort ?? 'relevance') ?? SortOrder.SORT_ORDER_RELEVANCE,
        page: input.page ?? 1,
        pageSize: input.pageSize ?? 0,
        city: input.city ?? '',
        availableWithinDays: input.availableWithinDays ?? 0,
      },
      as(actorToken),
    );
    return {
      profiles: res.profiles.map(profileView),
      total: res.total,
      page: res.page,
      pageSize: res.pageSize,
    };
  },

  async getPublicProfile(slug: string, actorToken?: string | null): Promise<PublicProfileView> {
    const c = client();
    const res = await unary(c, c.getPublicProfile, { slug }, as(actorToken));
    return {
      profile: profileView(res.profile),
      reviews: res.reviews.map(reviewView),
      individualPrices: sessionTypesView(res.individualPrices),
    };
  },

  /** `secret` is non-empty for a visitor's result: the key to read it again, for this browser's cookie only. */
  async createMatch(
    answers: Partial<MatchAnswersView>,
    actorToken?: string | null,
  ): Promise<{ resultId: string; secret: string }> {
    const c = client();
    const res = await unary(
      c,
      c.createMatch,
      { answers: answersPb(answers) },
      { ...as(actorToken), retries: 0 },
    );
    return { resultId: res.resultId, secret: res.secret };
  },

  async getMatch(resultId: string, actorToken?: string | null, secret = ''): Promise<MatchResultView> {
    const c = client();
    const res = await unary(c, c.getMatch, { resultId, secret }, as(actorToken));
    return matchResultView(res.result);
  },

  // therapist ---------------------------------------------------------------------------------------
  async getMyProfile(actorToken: string): Promise<ProfileView> {
    const c = client();
    const res = await unary(c, c.getMyProfile, {}, { actorToken });
    return profileView(res.profile);
  },

  async saveMyProfile(actorToken: string, draft: ProfileDraftInput): Promise<ProfileView> {
    const c = client();
    const res = await unary(
      c,
      c.saveMyProfile,
      {
        draft: {
          displayName: draft.displayName,
          title: draft.title,
          bio: draft.bio,
          languages: draft.languages,
          specialties: draft.specialties,
          approaches: draft.approaches,
          education: draft.education.map((e) => ({ ...e })),
          certifications: draft.certifications,
          yearsOfPractice: draft.yearsOfPractice,
          city: draft.city,
          gender: GENDER.toPb.get(draft.gender) ?? Gender.GENDER_UNSPECIFIED,
          worksWithCouples: draft.worksWithCouples,
          sessionTypes: draft.sessionTypes.map(sessionTypePb),
          timeZone: draft.timeZone,
        },
      },
      { actorToken },
    );
    return profileView(res.profile);
  },

  async submitMyProfile(actorToken: string): Promise<ProfileView> {
    const c = client();
    const res = await unary(c, c.submitMyProfile, {}, { actorToken });
    return profileView(res.profile);
  },

  async uploadDocument(
    actorToken: string,
    input: { kind: DocumentKindView; fileName: string; contentType: string; content: Uint8Array },
  ): Promise<DocumentInfoView> {
    const c = client();
    const res = await unary(
      c,
      c.uploadDocument,
      {
        kind: DOC_KIND.toPb.get(input.kind) ?? DocumentKind.DOCUMENT_KIND_OTHER,
        fileName: input.fileName,
        contentType: input.contentType,
        content: Buffer.from(input.content),
      },
      // Uploads are bigger than the usual call; never retried (the service may have stored it).
      { actorToken, deadlineMs: 15_000, retries: 0 },
    );
    return documentInfoView(res.document);
  },

  /** Own documents (therapist) or, with `profileId`, a profile's documents (admin). */
  async listDocuments(actorToken: string, profileId?: string): Promise<DocumentInfoView[]> {
    const c = client();
    const res = await unary(c, c.listDocuments, { profileId: profileId ?? '' }, { actorToken });
    return res.documents.map(documentInfoView);
  },

  /** The file itself: the service audits every admin read. */
  async getDocument(actorToken: string, documentId: string): Promise<DocumentView> {
    const c = client();
    const res = await unary(c, c.getDocument, { documentId }, { actorToken, deadlineMs: 15_000 });
    return { document: documentInfoView(res.document), content: new Uint8Array(res.content) };
  },

  async deleteDocument(actorToken: string, documentId: string): Promise<void> {
    const c = client();
    await unary(c, c.deleteDocument, { documentId }, { actorToken });
  },

  /** Own form (therapist) or, with `profileId`, a profile's form (admin, audited). Null when none saved. */
  async getW8Ben(actorToken: string, profileId?: string): Promise<W8BenView | null> {
    const c = client();
    const res = await unary(c, c.getW8Ben, { profileId: profileId ?? '' }, { actorToken });
    return res.present ? w8View(res.form) : null;
  },

  async saveW8Ben(
    actorToken: string,
    form: Omit<W8BenView, 'signedAt'> & { signedAt?: string | null },
  ): Promise<W8BenView> {
    const c = client();
    const res = await unary(c, c.saveW8Ben, { form: w8Pb(form) }, { actorToken });
    const saved = w8View(res.form);
    if (!saved) throw new Error('therapists answered without a W-8BEN form');
    return saved;
  },

  async setIndividualPrice(
    actorToken: string,
    input: { clientUserId: string; kind: SessionKindView; price: MoneyView },
  ): Promise<IndividualPriceView> {
    const c = client();
    const res = await unary(
      c,
      c.setIndividualPrice,
      {
        clientUserId: input.clientUserId,
        kind: KIND.toPb.get(input.kind) ?? SessionKind.SESSION_KIND_UNSPECIFIED,
        price: moneyPb(input.price),
      },
      { actorToken },
    );
    return individualPriceView(res.price);
  },

  async listIndividualPrices(actorToken: string): Promise<IndividualPriceView[]> {
    const c = client();
    const res = await unary(c, c.listIndividualPrices, {}, { actorToken });
    return res.prices.map((p) => individualPriceView(p));
  },

  async deleteIndividualPrice(actorToken: string, priceId: string): Promise<void> {
    const c = client();
    await unary(c, c.deleteIndividualPrice, { priceId }, { actorToken });
  },

  // client ------------------------------------------------------------------------------------------
  async requestConnection(
    actorToken: string,
    input: { message: string; answers?: Partial<MatchAnswersView> | null },
  ): Promise<ConnectionRequestView> {
    const c = client();
    const res = await unary(
      c,
      c.requestConnection,
      { message: input.message, answers: input.answers ? answersPb(input.answers) : undefined },
      { actorToken, retries: 0 },
    );
    return connectionRequestView(res.request);
  },

  async listMyConnectionRequests(actorToken: string): Promise<MyConnectionRequestsView> {
    const c = client();
    const res = await unary(c, c.listMyConnectionRequests, {}, { actorToken });
    return {
      requests: res.requests.map((r) => connectionRequestView(r)),
      assignedProfiles: res.assignedProfiles.map(profileView),
    };
  },

  async submitReview(
    actorToken: string,
    input: { profileId: string; rating: number; text: string; anonymous: boolean },
  ): Promise<ReviewView> {
    const c = client();
    const res = await unary(c, c.submitReview, input, { actorToken, retries: 0 });
    return reviewView(res.review);
  },

  // admin -------------------------------------------------------------------------------------------
  async listProfilesForReview(
    actorToken: string,
    input: { status?: ProfileStatusView; page?: number; pageSize?: number },
  ): Promise<Paged<ProfileView>> {
    const c = client();
    const res = await unary(
      c,
      c.listProfilesForReview,
      {
        status: input.status
          ? (STATUS.toPb.get(input.status) ?? ProfileStatus.PROFILE_STATUS_UNSPECIFIED)
          : ProfileStatus.PROFILE_STATUS_UNSPECIFIED,
        page: input.page ?? 1,
        pageSize: input.pageSize ?? 0,
      },
      { actorToken },
    );
    return { items: res.profiles.map(profileView), total: res.total };
  },

  async getProfileForReview(actorToken: string, profileId: string): Promise<ProfileView> {
    const c = client();
    const res = await unary(c, c.getProfileForReview, { profileId }, { actorToken });
    return profileView(res.profile);
  },

  /** Display names by profile id; ids the service does not know are absent. */
  async getProfileNames(actorToken: string, profileIds: string[]): Promise<Record<string, string>> {
    if (profileIds.length === 0) return {};
    const c = client();
    const res = await unary(c, c.getProfileNames, { profileIds }, { actorToken });
    return res.names;
  },

  async approveProfile(
    actorToken: string,
    profileId: string,
    verification: Omit<VerificationView, 'checkedBy' | 'checkedAt'>,
  ): Promise<ProfileView> {
    const c = client();
    const res = await unary(
      c,
      c.approveProfile,
      { profileId, verification: verificationPb(verification) },
      { actorToken },
    );
    return profileView(res.profile);
  },

  async rejectProfile(actorToken: string, profileId: string, reason: string): Promise<ProfileView> {
    const c = client();
    const res = await unary(c, c.rejectProfile, { profileId, reason }, { actorToken });
    return profileView(res.profile);
  },

  async setFeatured(
    actorToken: string,
    input: { profileId: string; featured: boolean; rank?: number },
  ): Promise<ProfileView> {
    const c = client();
    const res = await unary(
      c,
      c.setFeatured,
      { profileId: input.profileId, featured: input.featured, rank: input.rank ?? 0 },
      { actorToken },
    );
    return profileView(res.profile);
  },

  async listReviews(
    actorToken: string,
    input: { status?: ReviewStatusView; page?: number; pageSize?: number },
  ): Promise<Paged<ReviewView>> {
    const c = client();
    const res = await unary(
      c,
      c.listReviews,
      {
        status: input.status
          ? (REVIEW_STATUS.toPb.get(input.status) ?? ReviewStatus.REVIEW_STATUS_UNSPECIFIED)
          : ReviewStatus.REVIEW_STATUS_UNSPECIFIED,
        page: input.page ?? 1,
        pageSize: input.pageSize ?? 0,
      },
      { actorToken },
    );
    return { items: res.reviews.map((r) => reviewView(r)), total: res.total };
  },

  async moderateReview(
    actorToken: string,
    input: { reviewId: string; publish: boolean; note?: string },
  ): Promise<ReviewView> {
    const c = client();
    const res = await unary(
      c,
      c.moderateReview,
      { reviewId: input.reviewId, publish: input.publish, note: input.note ?? '' },
      { actorToken },
    );
    return reviewView(res.review);
  },

  async listConnectionRequests(
    actorToken: string,
    input: { status?: ConnectionStatusView; page?: number; pageSize?: number },
  ): Promise<Paged<ConnectionRequestView>> {
    const c = client();
    const res = await unary(
      c,
      c.listConnectionRequests,
      {
        status: input.status
          ? (CONNECTION_STATUS.toPb.get(input.status) ??
            ConnectionRequestStatus.CONNECTION_REQUEST_STATUS_UNSPECIFIED)
          : ConnectionRequestStatus.CONNECTION_REQUEST_STATUS_UNSPECIFIED,
        page: input.page ?? 1,
        pageSize: input.pageSize ?? 0,
      },
      { actorToken },
    );
    return { items: res.requests.map((r) => connectionRequestView(r)), total: res.total };
  },

  async assignConnectionRequest(
    actorToken: string,
    requestId: string,
    profileId: string,
  ): Promise<ConnectionRequestView> {
    const c = client();
    const res = await unary(c, c.assignConnectionRequest, { requestId, profileId }, { actorToken });
    return connectionRequestView(res.request);
  },

  /** grpc.health.v1 status of therapists as a string ('SERVING', 'NOT_SERVING', 'UNREACHABLE', …). */
  health: upstream.health,
};

function individualPriceView(
  p:
    | {
        id: string;
        clientUserId: string;
        kind: SessionKind;
        price: Money | undefined;
        updatedAt: Date | undefined;
      }
    | undefined,
): IndividualPriceView {
  if (!p) throw new Error('therapists answered without a price');
  return {
    id: p.id,
    clientUserId: p.clientUserId,
    kind: KIND.fromPb.get(p.kind) ?? 'individual',
    price: moneyView(p.price),
    updatedAt: iso(p.updatedAt),
  };
}

/** The person's therapists data as one JSON document (therapists.json in their export; GDPR Art. 15/20). */
export async function exportTherapistsData(actorToken: string): Promise<string> {
  const c = client();
  return (await unary(c, c.exportMyData, {}, { actorToken })).json;
}
