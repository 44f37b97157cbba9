import { fromProtoEnum, type Handlers, type Policies, protoEnum, requestHelpers } from '@oslonac/kit';
import {
  ConnectionRequestStatus,
  type MatchAnswers,
  Gender as ProtoGender,
  ProfileStatus as ProtoStatus,
  ReviewStatus,
  type TherapistsServiceService,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import { z } from 'zod';
import { errors } from './domain/errors';
import type { MatchAnswersData } from './domain/matching';
import type { DraftData } from './domain/profile';
import { DEFAULT_SESSION_MINUTES } from './domain/profile';
import { parseSearchFilter } from './domain/search-filter';
import * as admin from './flows/admin';
import * as catalog from './flows/catalog';
import * as connections from './flows/connections';
import type { Deps } from './flows/deps';
import * as documents from './flows/documents';
import * as matching from './flows/matching';
import * as privacy from './flows/privacy';
import * as profiles from './flows/profiles';
import * as reviews from './flows/reviews';
import {
  connectionToProto,
  docKinds,
  documentToProto,
  genderFromProto,
  kindToProto,
  matchToProto,
  priceToProto,
  profileToProto,
  publicPriceToProto,
  reviewStatuses,
  reviewToProto,
  sortFromProto,
  statusToProto,
  w8ToProto,
} from './proto-map';

// gRPC edge: a policy per method, bound the input, call a flow, map the answer (proto-map.ts). Rules live in
// domain/ and flows/.

type Service = typeof TherapistsServiceService;
const ADMIN: ['admin', 'superuser'] = ['admin', 'superuser'];

export const policies: Policies<Service> = {
  listTaxonomy: 'public',
  searchTherapists: 'public',
  getPublicProfile: 'public',
  getMyProfile: ['therapist'],
  saveMyProfile: ['therapist'],
  submitMyProfile: ['therapist'],
  uploadDocument: ['therapist'],
  // Admins read any profile's documents (audited); therapists their own: checked in flows/documents.ts.
  listDocuments: ['therapist', 'admin', 'superuser'],
  getDocument: ['therapist', 'admin', 'superuser'],
  deleteDocument: ['therapist'],
  getW8Ben: ['therapist', 'admin', 'superuser'],
  saveW8Ben: ['therapist'],
  setIndividualPrice: ['therapist'],
  listIndividualPrices: ['therapist'],
  deleteIndividualPrice: ['therapist'],
  createMatch: 'public',
  getMatch: 'public',
  requestConnection: ['client'],
  listMyConnectionRequests: ['client'],
  submitReview: ['client'],
  listProfilesForReview: ADMIN,
  getProfileForReview: ADMIN,
  getProfileNames: ADMIN,
  approveProfile: ADMIN,
  rejectProfile: ADMIN,
  setFeatured: ADMIN,
  listReviews: ADMIN,
  moderateReview: ADMIN,
  listConnectionRequests: ADMIN,
  assignConnectionRequest: ADMIN,
  // self: any signed-in person gets what this service holds about them.
  exportMyData: 'authenticated',
};

// --- validation ----------------------------------------------------------------------------------------

const { parse, actorOf } = requestHelpers({
  invalidArgument: errors.invalidArgument,
  noActor: errors.forbidden,
});

const text = (max: number) => z.string().max(max);
const uuid = z.uuid();
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/);
const slugs = z.array(slug).max(20);
const langs = z.array(z.string().regex(/^[a-z]{2}$/)).max(20);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const minor = int(0, 1_000_000_000);
const pageArgs = { page: int(0, 1000), pageSize: int(0, 100) };
const page = (r: { page: number; pageSize: number }) => ({ page: r.page || 1, pageSize: r.pageSize || 20 });

const sessionKind = protoEnum(kindToProto);

const draftSchema = z.object({
  displayName: text(80)
    .transform((s) => s.trim())
    .pipe(z.string().min(1)),
  title: text(80),
  bio: text(5000),
  languages: langs,
  specialties: slugs,
  approaches: slugs,
  education: z.array(z.object({ institution: text(200), degree: text(200), year: int(0, 2100) })).max(20),
  certifications: z.array(text(200)).max(20),
  yearsOfPractice: int(0, 70),
  city: text(100),
  gender: z.enum(ProtoGender),
  worksWithCouples: z.boolean(),
  sessionTypes: z
    .array(
      z.object({
        kind: sessionKind,
        durationMinutes: int(0, 240),
        priceRsd: z.object({ amountMinor: minor, currency: z.string() }).optional(),
        priceEur: z.object({ amountMinor: minor, currency: z.string() }).optional(),
      }),
    )
    .max(3),
  timeZone: text(64),
});

function draftFromProto(raw: unknown): DraftData {
  const r = parse(draftSchema, raw ?? {});
  const kinds = r.sessionTypes.map((s) => s.kind);
  if (new Set(kinds).size !== kinds.length) {
    throw errors.invalidArgument('draft.sessionTypes', 'Svaka vrsta seanse može se navesti samo jednom.');
  }
  const timeZone = r.timeZone || 'Europe/Belgrade';
  if (!Intl.supportedValuesOf('timeZone').includes(timeZone) && timeZone !== 'UTC') {
    throw errors.invalidArgument('draft.timeZone', 'Nepoznata vremenska zona.');
  }
  return {
    displayName: r.displayName,
    title: r.title.trim(),
    bio: r.bio.trim(),
    languages: [...new Set(r.languages)],
    specialties: [...new Set(r.specialties)],
    approaches: [...new Set(r.approaches)],
    education: r.education,
    certifications: r.certifications,
    yearsOfPractice: r.yearsOfPractice,
    city: r.city.trim(),
    gender: genderFromProto(r.gender),
    worksWithCouples: r.worksWithCouples,
    sessionTypes: r.sessionTypes.map((s) => ({
      kind: s.kind,
      durationMinutes: s.durationMinutes || DEFAULT_SESSION_MINUTES[s.kind],
      priceRsdMinor: s.priceRsd?.amountMinor ?? 0,
      priceEurMinor: s.priceEur?.amountMinor ?? 0,
    })),
    timeZone,
  };
}

const answersSchema = z.object({
  concerns: slugs,
  preferredGender: z.enum(ProtoGender),
  preferredApproaches: slugs,
  maxPriceRsd: minor,
  languages: langs,
  couples: z.boolean(),
  schedule: z.array(text(40)).max(10),
});

function answersFromProto(raw: MatchAnswers | undefined): MatchAnswersData {
  const r = parse(
    answersSchema,
    raw ?? {
      concerns: [],
      preferredGender: 0,
      preferredApproaches: [],
      maxPriceRsd: 0,
      languages: [],
      couples: false,
      schedule: [],
    },
  );
  return { ...r, preferredGender: genderFromProto(r.preferredGender) };
}

const w8Schema = z.object({
  fullName: text(200),
  countryOfCitizenship: text(100),
  permanentAddress: text(500),
  mailingAddress: text(500),
  foreignTaxId: text(100),
  dateOfBirth: text(20),
  treatyCountry: text(100),
  signatureName: text(200),
  signedAt: z.date().optional(),
});

// Request schemas: built once here, not per call (zod's construction and JIT showed up in the CPU profile).
const publicProfileRequest = z.object({ slug: text(120) });
const uploadDocumentRequest = z.object({ fileName: text(1000), contentType: text(200) });
// '' means the caller's own profile.
const ownOrProfileIdRequest = z.object({ profileId: z.union([z.literal(''), uuid]) });
const documentIdRequest = z.object({ documentId: uuid });
const individualPriceRequest = z.object({
  clientUserId: uuid,
  kind: sessionKind,
  price: z.object({ amountMinor: int(1, 1_000_000_000), currency: z.enum(['RSD', 'EUR']) }),
});
const priceIdRequest = z.object({ priceId: uuid });
const matchRequest = z.object({ resultId: uuid, secret: text(200) });
const requestConnectionRequest = z.object({ message: text(2000) });
const reviewRequest = z.object({
  profileId: uuid,
  rating: int(1, 5),
  text: text(3000).refine((t) => t.trim().length >= 10),
  anonymous: z.boolean(),
});
const profilesForReviewRequest = z.object({ status: z.enum(ProtoStatus), ...pageArgs });
const profileIdRequest = z.object({ profileId: uuid });
const profileNamesRequest = z.object({ profileIds: z.array(uuid).max(100) });
const approveRequest = z.object({
  profileId: uuid,
  verification: z.object({
    degreeChecked: z.boolean(),
    licenceNumber: text(100),
    association: text(200),
    supervisionChecked: z.boolean(),
    note: text(1000),
  }),
});
const rejectRequest = z.object({ profileId: uuid, reason: text(2000) });
const featuredRequest = z.object({ profileId: uuid, featured: z.boolean(), rank: int(0, 10_000) });
const listReviewsRequest = z.object({ status: z.enum(ReviewStatus), ...pageArgs });
const moderateReviewRequest = z.object({ reviewId: uuid, publish: z.boolean(), note: text(2000) });
const connectionRequestsRequest = z.object({ status: z.enum(ConnectionRequestStatus), ...pageArgs });
const assignRequest = z.object({ requestId: uuid, profileId: uuid });

// --- handlers ------------------------------------------------------------------------------------------

export function createHandlers(d: Deps): Handlers<Service> {
  return {
    async listTaxonomy() {
      return catalog.taxonomy(d);
    },

    async searchTherapists(req) {
      const sort = sortFromProto[req.sort];
      if (!sort) throw errors.invalidFilter('sort', 'Neispravan redosled.');
      if (![0, 1, 2].includes(req.gender)) throw errors.invalidFilter('gender', 'Neispravan pol.');
      const f = parseSearchFilter({
        query: req.query,
        specialties: req.specialties,
        approaches: req.approaches,
        priceMinRsd: req.priceMinRsd,
        priceMaxRsd: req.priceMaxRsd,
        gender: genderFromProto(req.gender),
        languages: req.languages,
        couplesOnly: req.couplesOnly,
        sort,
        page: req.page,
        pageSize: req.pageSize,
        city: req.city,
        availableWithinDays: req.availableWithinDays,
      });
      const { profiles: found, total } = await catalog.search(d, f);
      return { profiles: found.map((p) => profileToProto(p)), total, page: f.page, pageSize: f.pageSize };
    },

    async getPublicProfile(req, ctx) {
      const r = parse(publicProfileRequest, req);
      const out = await catalog.getPublicProfile(d, ctx.actor, r.slug);
      return {
        profile: profileToProto(out.profile),
        reviews: out.reviews.map(reviewToProto),
        individualPrices: out.individualPrices.map((p) => publicPriceToProto(p, out.profile)),
      };
    },

    async getMyProfile(_req, ctx) {
      return { profile: profileToProto(await profiles.getMyProfile(d, actorOf(ctx)), true) };
    },

    async saveMyProfile(req, ctx) {
      const draft = draftFromProto(req.draft);
      return { profile: profileToProto(await profiles.saveMyProfile(d, actorOf(ctx), draft), true) };
    },

    async submitMyProfile(_req, ctx) {
      return { profile: profileToProto(await profiles.submitMyProfile(d, actorOf(ctx)), true) };
    },

    async uploadDocument(req, ctx) {
      const kind = fromProtoEnum(docKinds, req.kind);
      if (!kind) throw errors.invalidArgument('kind', 'Izaberite vrstu dokumenta.');
      const r = parse(uploadDocumentRequest, req);
      const info = await documents.uploadDocument(d, actorOf(ctx), {
        kind,
        fileName: r.fileName,
        contentType: r.contentType,
        content: req.content,
      });
      return { document: documentToProto(info) };
    },

    async listDocuments(req, ctx) {
      const r = parse(ownOrProfileIdRequest, req);
      return {
        documents: (await documents.listDocuments(d, actorOf(ctx), r.profileId)).map(documentToProto),
      };
    },

    async getDocument(req, ctx) {
      const r = parse(documentIdRequest, req);
      const out = await documents.getDocument(d, actorOf(ctx), r.documentId);
      return { document: documentToProto(out.info), content: out.content };
    },

    async deleteDocument(req, ctx) {
      const r = parse(documentIdRequest, req);
      await documents.deleteDocument(d, actorOf(ctx), r.documentId);
      return {};
    },

    async getW8Ben(req, ctx) {
      const r = parse(ownOrProfileIdRequest, req);
      const form = await documents.getW8Ben(d, actorOf(ctx), r.profileId);
      return { form: form ? w8ToProto(form) : undefined, present: form !== null };
    },

    async saveW8Ben(req, ctx) {
      const r = parse(w8Schema, req.form ?? {});
      const saved = await documents.saveW8Ben(d, actorOf(ctx), {
        ...r,
        signedAt: (r.signedAt ?? d.clock()).toISOString(),
      });
      return { form: w8ToProto(saved) };
    },

    async setIndividualPrice(req, ctx) {
      const r = parse(individualPriceRequest, req);
      const p = await catalog.setIndividualPrice(d, actorOf(ctx), {
        clientUserId: r.clientUserId,
        kind: r.kind,
        amountMinor: r.price.amountMinor,
        currency: r.price.currency,
      });
      return { price: priceToProto(p) };
    },

    async listIndividualPrices(_req, ctx) {
      return { prices: (await catalog.listIndividualPrices(d, actorOf(ctx))).map(priceToProto) };
    },

    async deleteIndividualPrice(req, ctx) {
      const r = parse(priceIdRequest, req);
      await catalog.deleteIndividualPrice(d, actorOf(ctx), r.priceId);
      return {};
    },

    async createMatch(req, ctx) {
      return matching.createMatch(d, ctx.actor, answersFromProto(req.answers));
    },

    async getMatch(req, ctx) {
      const r = parse(matchRequest, req);
      return { result: matchToProto(await matching.getMatch(d, ctx.actor, r.resultId, r.secret)) };
    },

    async requestConnection(req, ctx) {
      const r = parse(requestConnectionRequest, req);
      const c = await connections.requestConnection(d, actorOf(ctx), {
        message: r.message,
        answers: req.answers ? answersFromProto(req.answers) : null,
      });
      return { request: connectionToProto(c) };
    },

    async listMyConnectionRequests(_req, ctx) {
      const out = await connections.listMyConnectionRequests(d, actorOf(ctx));
      return {
        requests: out.requests.map(connectionToProto),
        assignedProfiles: out.assignedProfiles.map((p) => profileToProto(p)),
      };
    },

    async submitReview(req, ctx) {
      const r = parse(reviewRequest, req);
      return { review: reviewToProto(await reviews.submitReview(d, actorOf(ctx), r)) };
    },

    async listProfilesForReview(req) {
      const r = parse(profilesForReviewRequest, req);
      const out = await admin.listProfilesForReview(d, {
        status: fromProtoEnum(statusToProto, r.status),
        ...page(r),
      });
      return { profiles: out.profiles.map((p) => profileToProto(p, true)), total: out.total };
    },

    async getProfileForReview(req) {
      const r = parse(profileIdRequest, req);
      return { profile: profileToProto(await admin.getProfileForReview(d, r.profileId), true) };
    },

    async getProfileNames(req) {
      const r = parse(profileNamesRequest, req);
      return { names: await admin.getProfileNames(d, r.profileIds) };
    },

    async approveProfile(req, ctx) {
      const r = parse(approveRequest, req);
      return {
        profile: profileToProto(
          await admin.approveProfile(d, actorOf(ctx), r.profileId, r.verification),
          true,
        ),
      };
    },

    async rejectProfile(req, ctx) {
      const r = parse(rejectRequest, req);
      return {
        profile: profileToProto(await admin.rejectProfile(d, actorOf(ctx), r.profileId, r.reason), true),
      };
    },

    async setFeatured(req) {
      const r = parse(featuredRequest, req);
      return { profile: profileToProto(await admin.setFeatured(d, r.profileId, r.featured, r.rank), true) };
    },

    async listReviews(req) {
      const r = parse(listReviewsRequest, req);
      const out = await reviews.listReviews(d, {
        status: fromProtoEnum(reviewStatuses, r.status),
        ...page(r),
      });
      return { reviews: out.reviews.map(reviewToProto), total: out.total };
    },

    async moderateReview(req, ctx) {
      const r = parse(moderateReviewRequest, req);
      return { review: reviewToProto(await reviews.moderateReview(d, actorOf(ctx), r)) };
    },

    async listConnectionRequests(req, ctx) {
      const r = parse(connectionRequestsRequest, req);
      const status =
        r.status === ConnectionRequestStatus.CONNECTION_REQUEST_STATUS_ASSIGNED
          ? 'assigned'
          : r.status === ConnectionRequestStatus.CONNECTION_REQUEST_STATUS_OPEN
            ? 'open'
            : null;
      const out = await connections.listConnectionRequests(d, actorOf(ctx), { status, ...page(r) });
      return { requests: out.requests.map(connectionToProto), total: out.total };
    },

    async assignConnectionRequest(req, ctx) {
      const r = parse(assignRequest, req);
      return {
        request: connectionToProto(
          await connections.assignConnectionRequest(d, actorOf(ctx), r.requestId, r.profileId),
        ),
      };
    },

    async exportMyData(_req, ctx) {
      return { json: await privacy.exportMyData(d, actorOf(ctx)) };
    },
  };
}
