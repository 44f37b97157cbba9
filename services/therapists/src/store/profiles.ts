import type {
  DraftData,
  EducationData,
  Gender,
  PendingChanges,
  ProfileStatus,
  SessionTypeData,
  VerificationData,
} from '../domain/profile';
import type { Prisma } from '../generated/prisma/client';
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

/** The columns a draft writes (shared by create and update). */
export function draftColumns(
  d: DraftData,
  derived: { searchDocument: string; cityKey: string; price: number | null },
) {
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
