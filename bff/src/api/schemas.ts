// Request and response schemas of /api/v1. Route handlers validate with them and /api/v1/openapi.json is
// generated from them, so the contract and the checks cannot drift apart.
import { z } from 'zod';
import {
  CONNECTION_STATUSES,
  DOCUMENT_KINDS,
  GENDERS,
  LANGUAGE_CODES,
  MAX_CATALOG_PAGE,
  PRICE_RANGE_SLUGS,
  PROFILE_STATUSES,
  REVIEW_STATUSES,
  SCHEDULE_SLOTS,
  SESSION_KINDS,
  SORT_ORDERS,
} from '../server/views/therapists';
import { LOCALES, ONBOARDING_STEPS, ROLES } from '../shared/types';
import { secretToken, timeZone } from './fields';

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .meta({ description: 'E-mail address', example: 'ana@example.rs' });
const displayName = z.string().trim().min(1).max(80).meta({ description: 'Name shown to others' });
const newPassword = z.string().min(10).max(256).meta({ description: '10–256 characters' });
const anyPassword = z.string().min(1).max(256);
const nextPath = z.string().max(512).meta({ description: 'Same-site path to return to after sign-in' });
const uuid = z.uuid();

// --- requests -----------------------------------------------------------------------------------------

export const EmptyBody = z.strictObject({});
export const EmptyQuery = z.strictObject({});

// No password: an address is proven (the mailed link) before a password can belong to it; one is set in the
// account settings after the first sign-in.
export const SignupBody = z.strictObject({ email, displayName, next: nextPath.optional() });

export const EmailLinkBody = z.strictObject({ email, next: nextPath.optional() });
export const ConsumeEmailLinkBody = z.strictObject({ token: secretToken });
export const PasswordSignInBody = z.strictObject({ email, password: anyPassword, next: nextPath.optional() });

export const UpdateMeBody = z
  .strictObject({ displayName: displayName.optional(), locale: z.enum(LOCALES).optional() })
  .refine((v) => v.displayName !== undefined || v.locale !== undefined, {
    message: 'nothing to update',
    path: ['displayName'],
  });

export const ChangeEmailBody = z.strictObject({ newEmail: email, currentPassword: anyPassword.optional() });
export const ChangePasswordBody = z.strictObject({ currentPassword: anyPassword.optional(), newPassword });
export const SessionIdParams = z.strictObject({ id: uuid });

export const OnboardingPathBody = z.strictObject({ path: z.enum(['client', 'therapist']) });
export const OnboardingCompleteBody = z.strictObject({ displayName });

export const MobileExchangeBody = z.strictObject({
  code: z
    .string()
    .min(8)
    .max(16)
    .regex(/^[A-Za-z0-9 -]+$/),
});

// Query strings carry '' for "not set" (a cleared filter field); the handler treats it as absent.
export const AdminUsersQuery = z.strictObject({
  role: z.enum(ROLES).or(z.literal('')).optional(),
  q: z.string().max(100).optional(),
  pageToken: z
    .string()
    .max(512)
    .regex(/^[A-Za-z0-9_=.-]*$/)
    .optional(),
});
export const UserIdParams = z.strictObject({ id: uuid });
export const GrantRoleBody = z.strictObject({ role: z.enum(ROLES) });

// --- responses ----------------------------------------------------------------------------------------

export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    roles: z.array(z.enum(ROLES)),
    locale: z.enum(LOCALES),
    onboardingStep: z.enum(ONBOARDING_STEPS),
    emailVerified: z.boolean(),
    hasPassword: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });

export const SessionSchema = z
  .object({
    id: z.string(),
    userAgent: z.string(),
    ip: z.string(),
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    current: z.boolean(),
  })
  .meta({ id: 'Session' });

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string().meta({ description: 'Localised message, safe to show' }),
    status: z.int(),
    code: z.string().meta({ description: 'Stable error code, e.g. identity.invalid_credentials' }),
    detail: z.string().optional(),
    errors: z.record(z.string(), z.string()).optional().meta({ description: 'Message per invalid field' }),
  })
  .meta({ id: 'Problem' });

export const SentResponse = z.object({ sent: z.literal(true) });
export const EmailChangeResponse = z.object({
  sent: z.literal(true),
  /** Still the current address: it changes when the link sent to the new one is used. */
  user: UserSchema,
});
export const NextResponseSchema = z.object({ next: z.string() });
export const UserResponse = z.object({ user: UserSchema });
export const EndedResponse = z.object({ ended: z.int() });
export const SessionsResponse = z.object({ sessions: z.array(SessionSchema) });
export const HandoffResponse = z.object({ code: z.string(), expiresAt: z.iso.datetime() });
export const TokenResponse = z.object({ token: z.string(), expiresAt: z.iso.datetime() });
export const UsersPageResponse = z.object({ users: z.array(UserSchema), nextPageToken: z.string() });
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  upstreams: z.record(z.string(), z.string()),
});

// --- therapist onboarding, documents, prices, reviews and their back office -------------------------------

const unique = <T extends z.ZodType>(item: T, max: number, key: (v: z.output<T>) => unknown = (v) => v) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list.map(key)).size === list.length);
const taxonomySlug = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const languageCode = z.string().regex(/^[a-z]{2}$/);
const shortText = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);
// Up to a million dinars or euros per session: anything above is a typo, not a price.
const amountMinor = z.int().min(0).max(100_000_000);
const moneyIn = <C extends 'RSD' | 'EUR'>(currency: C) =>
  z.strictObject({ amountMinor, currency: z.literal(currency) });

export const SessionTypeInput = z.strictObject({
  kind: z.enum(SESSION_KINDS),
  durationMinutes: z.int().min(15).max(240),
  priceRsd: moneyIn('RSD').nullable(),
  priceEur: moneyIn('EUR').nullable(),
});

export const TherapistProfileBody = z.strictObject({
  displayName,
  title: shortText(80),
  bio: shortText(5000),
  languages: unique(languageCode, 12),
  specialties: unique(taxonomySlug, 30),
  approaches: unique(taxonomySlug, 20),
  education: z
    .array(
      z.strictObject({
        institution: requiredText(200),
        degree: requiredText(200),
        year: z.int().min(1950).max(2100),
      }),
    )
    .max(10),
  certifications: z.array(requiredText(200)).max(20),
  yearsOfPractice: z.int().min(0).max(70),
  city: shortText(60),
  gender: z.enum([...GENDERS, 'unspecified']),
  worksWithCouples: z.boolean(),
  sessionTypes: unique(SessionTypeInput, SESSION_KINDS.length, (s) => s.kind),
  timeZone,
});

export const DocumentIdParams = z.strictObject({ id: uuid });
export const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The text parts of a document upload (the file itself is checked by size, type and first bytes). */
export const UploadDocumentFields = z.strictObject({ kind: z.enum(DOCUMENT_KINDS) });

export const W8BenBody = z.strictObject({
  fullName: requiredText(120),
  countryOfCitizenship: requiredText(80),
  permanentAddress: requiredText(300),
  mailingAddress: shortText(300),
  foreignTaxId: requiredText(40),
  dateOfBirth: z.iso.date(),
  treatyCountry: shortText(80),
  signatureName: requiredText(120),
});

export const IndividualPriceBody = z.strictObject({
  clientUserId: uuid,
  kind: z.enum(SESSION_KINDS),
  price: z.strictObject({ amountMinor, currency: z.enum(['RSD', 'EUR']) }),
});
export const PriceIdParams = z.strictObject({ id: uuid });

export const ReviewBody = z.strictObject({
  profileId: uuid,
  rating: z.int().min(1).max(5),
  text: shortText(2000),
  anonymous: z.boolean(),
});

// Query strings are text: a page number is digits, turned into a bounded integer.
const pageNumber = z
  .string()
  .regex(/^[1-9][0-9]{0,2}$/)
  .transform(Number)
  .pipe(z.int().max(500))
  .meta({ description: 'Page number, 1–500' });

export const AdminTherapistsQuery = z.strictObject({
  status: z.enum(PROFILE_STATUSES).or(z.literal('')).optional(),
  page: pageNumber.optional(),
});
export const ProfileIdParams = z.strictObject({ id: uuid });
export const ApproveProfileBody = z.strictObject({
  // Approving says the degree was seen; without that check there is nothing to vouch for.
  degreeChecked: z.literal(true),
  licenceNumber: shortText(80),
  association: shortText(120),
  supervisionChecked: z.boolean(),
  note: shortText(1000),
});
export const RejectProfileBody = z.strictObject({ reason: requiredText(1000) });

export const AdminReviewsQuery = z.strictObject({
  status: z.enum(REVIEW_STATUSES).or(z.literal('')).optional(),
  page: pageNumber.optional(),
});
export const ReviewIdParams = z.strictObject({ id: uuid });
export const ModerateReviewBody = z.strictObject({ publish: z.boolean(), note: shortText(500) });

export const AdminConnectQuery = z.strictObject({
  status: z.enum(CONNECTION_STATUSES).or(z.literal('')).optional(),
  page: pageNumber.optional(),
});
export const ConnectIdParams = z.strictObject({ id: uuid });
export const AssignConnectBody = z.strictObject({ profileId: uuid });

export const FeaturedBody = z.strictObject({ featured: z.boolean(), rank: z.int().min(0).max(1000) });

const MoneyOut = z.object({ amountMinor: z.int(), currency: z.enum(['RSD', 'EUR']) });
const SessionTypeOut = z.object({
  kind: z.enum(SESSION_KINDS),
  durationMinutes: z.int(),
  priceRsd: MoneyOut.nullable(),
  priceEur: MoneyOut.nullable(),
});
const VerificationOut = z.object({
  degreeChecked: z.boolean(),
  licenceNumber: z.string(),
  association: z.string(),
  supervisionChecked: z.boolean(),
  checkedBy: z.string(),
  checkedAt: z.iso.datetime().nullable(),
  note: z.string(),
});

export const OwnProfileSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    slug: z.string(),
    displayName: z.string(),
    title: z.string(),
    photoUrl: z.string(),
    bio: z.string(),
    languages: z.array(z.string()),
    specialties: z.array(z.string()),
    approaches: z.array(z.string()),
    education: z.array(z.object({ institution: z.string(), degree: z.string(), year: z.int() })),
    certifications: z.array(z.string()),
    yearsOfPractice: z.int(),
    city: z.string(),
    gender: z.enum([...GENDERS, 'unspecified']),
    worksWithCouples: z.boolean(),
    sessionTypes: z.array(SessionTypeOut),
    status: z.enum(PROFILE_STATUSES),
    rejectionReason: z.string(),
    verification: VerificationOut.nullable(),
    featured: z.boolean(),
    ratingAverage: z.number(),
    reviewCount: z.int(),
    timeZone: z.string(),
    firstFreeSlot: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TherapistProfile', description: 'A profile with its review state (therapist and admins)' });

export const DocumentInfoSchema = z
  .object({
    id: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.int(),
    uploadedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TherapistDocument' });

export const W8BenSchema = z
  .object({
    fullName: z.string(),
    countryOfCitizenship: z.string(),
    permanentAddress: z.string(),
    mailingAddress: z.string(),
    foreignTaxId: z.string(),
    dateOfBirth: z.string(),
    treatyCountry: z.string(),
    signatureName: z.string(),
    signedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'W8Ben' });

export const IndividualPriceSchema = z
  .object({
    id: z.string(),
    clientUserId: z.string(),
    kind: z.enum(SESSION_KINDS),
    price: MoneyOut.nullable(),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'IndividualPrice' });

export const ModeratedReviewSchema = z
  .object({
    id: z.string(),
    profileId: z.string(),
    rating: z.int(),
    text: z.string(),
    authorLabel: z.string(),
    status: z.enum(REVIEW_STATUSES),
    createdAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ReviewWithStatus' });

const AnswersOut = z.object({
  concerns: z.array(z.string()),
  preferredGender: z.enum([...GENDERS, 'unspecified']),
  preferredApproaches: z.array(z.string()),
  maxPriceRsd: z.int(),
  languages: z.array(z.string()),
  couples: z.boolean(),
  schedule: z.array(z.string()),
});
export const ConnectionRequestSchema = z
  .object({
    id: z.string(),
    clientUserId: z.string(),
    message: z.string(),
    answers: AnswersOut.nullable(),
    status: z.enum(CONNECTION_STATUSES),
    assignedProfileId: z.string(),
    createdAt: z.iso.datetime().nullable(),
    assignedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ConnectionRequestAdmin' });

export const OwnProfileResponse = z.object({ profile: OwnProfileSchema.nullable() });
export const ProfileSavedResponse = z.object({ profile: OwnProfileSchema });
export const DocumentsResponse = z.object({ documents: z.array(DocumentInfoSchema) });
export const DocumentResponse = z.object({ document: DocumentInfoSchema });
export const W8BenResponse = z.object({ form: W8BenSchema.nullable() });
export const W8BenSavedResponse = z.object({ form: W8BenSchema });
export const IndividualPricesResponse = z.object({ prices: z.array(IndividualPriceSchema) });
export const IndividualPriceResponse = z.object({ price: IndividualPriceSchema });
export const ReviewSubmittedResponse = z.object({ review: ModeratedReviewSchema });
export const ProfilesPageResponse = z.object({ profiles: z.array(OwnProfileSchema), total: z.int() });
export const ReviewsPageResponse = z.object({ reviews: z.array(ModeratedReviewSchema), total: z.int() });
export const ConnectionRequestsPageResponse = z.object({
  requests: z.array(ConnectionRequestSchema),
  total: z.int(),
});
export const ConnectionRequestResponse = z.object({ request: ConnectionRequestSchema });

// --- therapists: catalog, matching, "connect me" --------------------------------------------------------
// Slugs, language codes and price ranges are closed sets: anything else is a 400 here, never a query upstream.

const slug = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const therapistSlug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const language = z.enum(LANGUAGE_CODES);
const flag = z
  .enum(['true', 'false', '1', '0', 'on', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'on');
const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,6}$/)
    .transform(Number)
    .pipe(z.int().min(1).max(max));

export const CatalogQuery = z.strictObject({
  q: z.string().max(100).optional().meta({ description: 'Free text, Latin or Cyrillic' }),
  specialty: slug.or(z.literal('')).optional(),
  approach: slug.or(z.literal('')).optional(),
  price: z
    .enum(PRICE_RANGE_SLUGS)
    .or(z.literal(''))
    .optional()
    .meta({ description: 'Individual session price range' }),
  gender: z.enum(GENDERS).or(z.literal('')).optional(),
  language: language.or(z.literal('')).optional(),
  couples: flag.optional(),
  city: z.string().max(60).optional(),
  sort: z.enum(SORT_ORDERS).or(z.literal('')).optional(),
  dostupno: positiveInt(60)
    .or(z.literal(''))
    .optional()
    .meta({ description: 'Only therapists with a free slot within this many days (1-60)' }),
  page: positiveInt(MAX_CATALOG_PAGE).optional(),
  pageSize: positiveInt(50).optional(),
});
export const TherapistSlugParams = z.strictObject({ slug: therapistSlug });

const answers = {
  concerns: z.array(slug).max(16).optional(),
  preferredGender: z.enum([...GENDERS, 'unspecified']).optional(),
  preferredApproaches: z.array(slug).max(12).optional(),
  maxPriceRsd: z
    .int()
    .min(0)
    .max(100_000_000)
    .optional()
    .meta({ description: 'Minor units (para); 0 = no limit' }),
  languages: z.array(language).max(LANGUAGE_CODES.length).optional(),
  couples: z.boolean().optional(),
  schedule: z.array(z.enum(SCHEDULE_SLOTS)).max(SCHEDULE_SLOTS.length).optional(),
};
export const MatchAnswersBody = z.strictObject(answers);
export const MatchIdParams = z.strictObject({ id: uuid });
export const ConnectBody = z.strictObject({
  message: z.string().trim().min(1).max(2000),
  answers: MatchAnswersBody.optional(),
});

const money = z
  .object({ amountMinor: z.int(), currency: z.enum(['RSD', 'EUR']) })
  .meta({ id: 'PublicMoney' });
const sessionType = z
  .object({
    kind: z.enum(SESSION_KINDS),
    durationMinutes: z.int(),
    priceRsd: money.nullable(),
    priceEur: money.nullable(),
  })
  .meta({ id: 'PublicSessionType' });
export const PublicTherapistSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    displayName: z.string(),
    title: z.string(),
    photoUrl: z.string(),
    bio: z.string(),
    languages: z.array(z.string()),
    specialties: z.array(z.string()),
    approaches: z.array(z.string()),
    education: z.array(z.object({ institution: z.string(), degree: z.string(), year: z.int() })),
    certifications: z.array(z.string()),
    yearsOfPractice: z.int(),
    city: z.string(),
    gender: z.enum([...GENDERS, 'unspecified']),
    worksWithCouples: z.boolean(),
    sessionTypes: z.array(sessionType),
    verification: z
      .object({
        degreeChecked: z.boolean(),
        licenceNumber: z.string(),
        association: z.string(),
        supervisionChecked: z.boolean(),
        checkedAt: z.string().nullable(),
      })
      .nullable(),
    featured: z.boolean(),
    ratingAverage: z.number(),
    reviewCount: z.int(),
    timeZone: z.string(),
    firstFreeSlot: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'The first free slot booking reported; null while unknown' }),
  })
  .meta({ id: 'PublicTherapistProfile' });
const taxonomyTerm = z
  .object({ slug: z.string(), name: z.string(), nameEn: z.string(), description: z.string() })
  .meta({ id: 'TaxonomyTerm' });
const reason = z.object({ code: z.string(), text: z.string() });

export const TaxonomyResponse = z.object({
  specialties: z.array(taxonomyTerm),
  approaches: z.array(taxonomyTerm),
});
export const CatalogResponse = z.object({
  therapists: z.array(PublicTherapistSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export const TherapistResponse = z.object({
  profile: PublicTherapistSchema,
  reviews: z.array(
    z.object({
      id: z.string(),
      rating: z.int(),
      text: z.string(),
      authorLabel: z.string(),
      createdAt: z.string().nullable(),
    }),
  ),
  individualPrices: z.array(sessionType).meta({ description: 'Only for the client these prices belong to' }),
});
export const MatchCreatedResponse = z.object({ resultId: z.string() });
export const MatchResultResponse = z.object({
  result: z.object({
    id: z.string(),
    answers: MatchAnswersBody,
    therapists: z.array(
      z.object({
        profile: PublicTherapistSchema,
        score: z.int(),
        reasons: z.array(reason),
        caveats: z.array(reason),
      }),
    ),
    createdAt: z.string().nullable(),
  }),
});
const connectionRequest = z
  .object({
    id: z.string(),
    message: z.string(),
    status: z.enum(['open', 'assigned']),
    assignedProfileId: z.string(),
    createdAt: z.string().nullable(),
    assignedAt: z.string().nullable(),
  })
  .meta({ id: 'MyConnectionRequest' });
export const ConnectionResponse = z.object({ request: connectionRequest });
export const ConnectionsResponse = z.object({
  requests: z.array(connectionRequest),
  assignedProfiles: z.array(PublicTherapistSchema),
});
