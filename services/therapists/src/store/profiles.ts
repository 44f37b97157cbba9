import type { Tx } from '@oslonac/kit';
import type {
  DraftData,
  EducationData,
  Gender,
  PendingChanges,
  ProfileStatus,
  SessionTypeData,
  VerificationData,
} from '../domain/profile';
import { Prisma } from '../generated/prisma/client';
import type { Db } from './db';

export interface ProfileView {
  id: string;
  userId: string;
  slug: string;
  status: ProfileStatus;
  draft: DraftData;
  photoUrl: string;
  rejectionReason: string | null;
  verification: VerificationData | null;
  pendingChanges: PendingChanges | null;
  featured: boolean;
  featuredRank: number;
  ratingAverage: number;
  reviewCount: number;
  firstFreeSlot: Date | null;
  updatedAt: Date;
}

/** The columns a ProfileView needs, as raw SQL selects them (search and matching read many rows this way). */
export interface ProfileRow {
  id: string;
  user_id: string;
  slug: string;
  status: ProfileStatus;
  display_name: string;
  title: string;
  photo_url: string;
  bio: string;
  languages: string[] | null;
  specialties: string[] | null;
  approaches: string[] | null;
  education: unknown;
  certifications: string[] | null;
  years_of_practice: number;
  city: string;
  gender: Gender | null;
  works_with_couples: boolean;
  session_types: unknown;
  time_zone: string;
  rejection_reason: string | null;
  verification: unknown;
  pending_changes: unknown;
  featured: boolean;
  featured_rank: number;
  rating_average: number;
  review_count: number;
  first_free_slot: Date | null;
  updated_at: Date;
}

export function rowToView(r: ProfileRow): ProfileView {
  return {
    id: r.id,
    userId: r.user_id,
    slug: r.slug,
    status: r.status,
    draft: {
      displayName: r.display_name,
      title: r.title,
      bio: r.bio,
      languages: r.languages ?? [],
      specialties: r.specialties ?? [],
      approaches: r.approaches ?? [],
      education: (r.education ?? []) as EducationData[],
      certifications: r.certifications ?? [],
      yearsOfPractice: r.years_of_practice,
      city: r.city,
      gender: r.gender,
      worksWithCouples: r.works_with_couples,
      sessionTypes: (r.session_types ?? []) as SessionTypeData[],
      timeZone: r.time_zone,
    },
    photoUrl: r.photo_url,
    rejectionReason: r.rejection_reason,
    verification: (r.verification ?? null) as VerificationData | null,
    pendingChanges: (r.pending_changes ?? null) as PendingChanges | null,
    featured: r.featured,
    featuredRank: r.featured_rank,
    ratingAverage: Number(r.rating_average),
    reviewCount: r.review_count,
    firstFreeSlot: r.first_free_slot,
    updatedAt: r.updated_at,
  };
}

// One select list for every raw read of profiles, so views are built the same way everywhere. A first free slot
// that has already passed is no longer free: it shows as unknown until booking reports again.
export const PROFILE_COLUMNS = `p.id::text AS id, p.user_id::text AS user_id, p.slug, p.status::text AS status,
  p.display_name, p.title, p.photo_url, p.bio, p.languages, p.specialties, p.approaches, p.education,
  p.certifications, p.years_of_practice, p.city, p.gender::text AS gender, p.works_with_couples, p.session_types,
  p.time_zone, p.rejection_reason, p.verification, p.pending_changes, p.featured, p.featured_rank,
  p.rating_average, p.review_count,
  CASE WHEN a.first_free_slot > now() THEN a.first_free_slot END AS first_free_slot, p.updated_at`;

type ProfileWhere = { id: string } | { userId: string } | { slug: string };

export async function findProfile(db: Db, where: ProfileWhere, opts: { lock?: boolean } = {}) {
  const [key, value] = Object.entries(where)[0] as [string, string];
  const column = key === 'id' ? 'p.id::text' : key === 'userId' ? 'p.user_id::text' : 'p.slug';
  const lock = opts.lock ? 'FOR UPDATE OF p' : '';
  const rows = await db.$queryRawUnsafe<ProfileRow[]>(
    `SELECT ${PROFILE_COLUMNS} FROM profiles p LEFT JOIN availability_summary a ON a.profile_id = p.id
     WHERE ${column} = $1 ${lock}`,
    value,
  );
  return rows[0] ? rowToView(rows[0]) : null;
}

export async function findProfilesByIds(db: Db, ids: string[], onlyPublic: boolean): Promise<ProfileView[]> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRawUnsafe<ProfileRow[]>(
    `SELECT ${PROFILE_COLUMNS} FROM profiles p LEFT JOIN availability_summary a ON a.profile_id = p.id
     WHERE p.id::text = ANY($1::text[]) ${onlyPublic ? "AND p.status = 'approved'" : ''}`,
    ids,
  );
  return rows.map(rowToView);
}

/** Display names by profile id (any status); unknown ids are simply absent. */
export async function profileNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.profile.findMany({
    where: { id: { in: ids } },
    select: { id: true, displayName: true },
  });
  return new Map(rows.map((r) => [r.id, r.displayName]));
}

/** Profiles of these therapists (any status), in id order; `lock` holds their rows for the transaction. */
export async function findProfilesByUserIds(
  db: Db,
  userIds: string[],
  opts: { lock?: boolean } = {},
): Promise<ProfileView[]> {
  if (userIds.length === 0) return [];
  const rows = await db.$queryRawUnsafe<ProfileRow[]>(
    `SELECT ${PROFILE_COLUMNS} FROM profiles p LEFT JOIN availability_summary a ON a.profile_id = p.id
     WHERE p.user_id = ANY($1::uuid[]) ORDER BY p.id ${opts.lock ? 'FOR UPDATE OF p' : ''}`,
    userIds,
  );
  return rows.map(rowToView);
}

export async function slugsStartingWith(db: Db, base: string): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ slug: string }[]>`
    SELECT slug FROM profiles WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`;
  return new Set(rows.map((r) => r.slug));
}

export interface TaxonomyTermRow {
  slug: string;
  name: string;
  nameEn: string;
  description: string;
}

export async function listTaxonomy(
  db: Db,
): Promise<{ specialties: TaxonomyTermRow[]; approaches: TaxonomyTermRow[] }> {
  const [specialties, approaches] = await Promise.all([
    db.specialty.findMany({ orderBy: { position: 'asc' } }),
    db.approach.findMany({ orderBy: { position: 'asc' } }),
  ]);
  const strip = ({ slug, name, nameEn, description }: TaxonomyTermRow) => ({
    slug,
    name,
    nameEn,
    description,
  });
  return { specialties: specialties.map(strip), approaches: approaches.map(strip) };
}

export async function taxonomyNames(
  db: Db,
): Promise<{ specialties: Map<string, string>; approaches: Map<string, string> }> {
  const t = await listTaxonomy(db);
  return {
    specialties: new Map(t.specialties.map((x) => [x.slug, x.name])),
    approaches: new Map(t.approaches.map((x) => [x.slug, x.name])),
  };
}

/** What a draft's own fields give the search and price columns (flows/profiles.ts derives them). */
export interface DerivedColumns {
  searchDocument: string;
  cityKey: string;
  price: number | null;
}

/** The columns a draft writes (shared by create and update). */
function draftColumns(d: DraftData, derived: DerivedColumns) {
  return {
    displayName: d.displayName,
    title: d.title,
    bio: d.bio,
    languages: d.languages,
    specialties: d.specialties,
    approaches: d.approaches,
    education: d.education as unknown as Prisma.InputJsonValue,
    certifications: d.certifications,
    yearsOfPractice: d.yearsOfPractice,
    city: d.city,
    cityKey: derived.cityKey,
    gender: d.gender,
    worksWithCouples: d.worksWithCouples,
    sessionTypes: d.sessionTypes as unknown as Prisma.InputJsonValue,
    priceIndividualRsd: derived.price === null ? null : BigInt(derived.price),
    timeZone: d.timeZone,
    searchDocument: derived.searchDocument,
  };
}

/** Ids and owners only: for the checks that decide whose profile a call is about. */
export function findProfileRef(
  db: Db,
  where: { id: string } | { userId: string },
): Promise<{ id: string; userId: string } | null> {
  return db.profile.findUnique({ where, select: { id: true, userId: true } });
}

export async function profileStatus(db: Db, id: string): Promise<ProfileStatus | null> {
  const p = await db.profile.findUnique({ where: { id }, select: { status: true } });
  return p?.status ?? null;
}

/** The profile id a booking event names, by profile id or, failing that, by its therapist's user id. */
export async function profileIdFor(db: Tx, e: { profileId: string; userId: string }): Promise<string | null> {
  const rows = e.profileId
    ? await db.$queryRaw<
        { id: string }[]
      >`SELECT id::text AS id FROM profiles WHERE id = ${e.profileId}::uuid`
    : await db.$queryRaw<{ id: string }[]>`
        SELECT id::text AS id FROM profiles WHERE user_id = ${e.userId || null}::uuid`;
  return rows[0]?.id ?? null;
}

/** One page of the review queue, oldest first; "submitted" also holds approved profiles with waiting edits. */
export async function profileIdsForReview(
  db: Db,
  q: { status: ProfileStatus; skip: number; take: number },
): Promise<{ ids: string[]; total: number }> {
  const where: Prisma.ProfileWhereInput =
    q.status === 'submitted'
      ? { OR: [{ status: 'submitted' }, { status: 'approved', pendingChanges: { not: Prisma.DbNull } }] }
      : { status: q.status };
  const [rows, total] = await Promise.all([
    db.profile.findMany({
      where,
      select: { id: true },
      orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
      skip: q.skip,
      take: q.take,
    }),
    db.profile.count({ where }),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

export async function insertDraft(
  db: Db,
  p: { id: string; userId: string; slug: string; draft: DraftData; derived: DerivedColumns; now: Date },
): Promise<void> {
  await db.profile.create({
    data: {
      id: p.id,
      userId: p.userId,
      slug: p.slug,
      status: 'draft',
      ...draftColumns(p.draft, p.derived),
      createdAt: p.now,
      updatedAt: p.now,
    },
    select: { id: true },
  });
}

/** A profile not yet public: the draft as saved, with the status and slug it moves to. */
export async function updateDraft(
  db: Db,
  id: string,
  p: {
    draft: DraftData;
    derived: DerivedColumns;
    slug: string;
    status: ProfileStatus;
    rejectionReason: string | null;
    now: Date;
  },
): Promise<void> {
  await db.profile.update({
    where: { id },
    data: {
      ...draftColumns(p.draft, p.derived),
      slug: p.slug,
      status: p.status,
      rejectionReason: p.rejectionReason,
      updatedAt: p.now,
    },
    select: { id: true },
  });
}

/** A public profile: what goes live at once, and the edits that wait for an admin (null: none). */
export async function updateApproved(
  db: Db,
  id: string,
  p: { live: DraftData; derived: DerivedColumns; pending: PendingChanges | null; now: Date },
): Promise<void> {
  await db.profile.update({
    where: { id },
    data: {
      ...draftColumns(p.live, p.derived),
      pendingChanges: p.pending ? (p.pending as Prisma.InputJsonValue) : Prisma.DbNull,
      updatedAt: p.now,
    },
    select: { id: true },
  });
}

export async function markSubmitted(db: Db, id: string, status: ProfileStatus, now: Date): Promise<void> {
  await db.profile.update({
    where: { id },
    data: { status, submittedAt: now, rejectionReason: null, updatedAt: now },
    select: { id: true },
  });
}

/** Approval: the verified draft (waiting edits applied) goes public with what the admin checked. */
export async function markApproved(
  db: Db,
  id: string,
  p: {
    draft: DraftData;
    derived: DerivedColumns;
    verification: VerificationData;
    firstApproval: boolean;
    now: Date;
  },
): Promise<void> {
  await db.profile.update({
    where: { id },
    data: {
      status: 'approved',
      ...draftColumns(p.draft, p.derived),
      verification: p.verification as unknown as Prisma.InputJsonValue,
      pendingChanges: Prisma.DbNull,
      rejectionReason: null,
      approvedAt: p.firstApproval ? p.now : undefined,
      updatedAt: p.now,
    },
    select: { id: true },
  });
}

/** Rejection drops waiting edits; the status comes from domain/profile.ts. */
export async function markRejected(
  db: Db,
  id: string,
  p: { status: ProfileStatus; reason: string; now: Date },
): Promise<void> {
  await db.profile.update({
    where: { id },
    data: { status: p.status, rejectionReason: p.reason, pendingChanges: Prisma.DbNull, updatedAt: p.now },
    select: { id: true },
  });
}

/** False when there is no such profile. */
export async function setFeatured(db: Db, id: string, featured: boolean, rank: number): Promise<boolean> {
  const updated = await db.profile.updateMany({
    where: { id },
    data: { featured, featuredRank: featured ? rank : 0 },
  });
  return updated.count > 0;
}

/** Average and count of the published reviews, recomputed in the caller's transaction. */
export async function refreshRating(db: Db, profileId: string): Promise<void> {
  await db.$executeRaw`UPDATE profiles SET
      rating_average = COALESCE((SELECT avg(rating)::float8 FROM reviews
                                 WHERE profile_id = ${profileId}::uuid AND status = 'published'), 0),
      review_count = (SELECT count(*)::int FROM reviews
                      WHERE profile_id = ${profileId}::uuid AND status = 'published')
    WHERE id = ${profileId}::uuid`;
}
