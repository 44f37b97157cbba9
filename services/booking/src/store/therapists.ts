import type { BookableTherapist, SessionKind } from '@oslonac/lang';
import type { Db } from './db';

export type Kind = SessionKind;

export interface SessionTypeRow {
  kind: Kind;
  durationMinutes: number;
  priceRsdMinor: number;
  priceEurMinor: number;
}

export interface TherapistRow extends BookableTherapist<SessionTypeRow> {
  public: boolean;
  firstFreeSlotAt: Date | null;
}

const SELECT = {
  profileId: true,
  userId: true,
  slug: true,
  displayName: true,
  title: true,
  timeZone: true,
  sessionTypes: true,
  specialties: true,
  languages: true,
  public: true,
  firstFreeSlotAt: true,
} as const;

export function toRow(r: {
  profileId: string;
  userId: string;
  slug: string;
  displayName: string;
  title: string;
  timeZone: string;
  sessionTypes: unknown;
  specialties: string[];
  languages: string[];
  public: boolean;
  firstFreeSlotAt: Date | null;
}): TherapistRow {
  return { ...r, sessionTypes: r.sessionTypes as SessionTypeRow[] };
}

export interface TherapistFacts extends Omit<TherapistRow, 'firstFreeSlotAt'> {
  occurredAt: Date;
}

/**
 * Applies a profile event unless a newer one was applied already (events of one profile can arrive out of order
 * after redelivery). Returns whether it changed anything.
 */
export async function upsertTherapist(db: Db, f: TherapistFacts): Promise<boolean> {
  const individual = f.sessionTypes.find((s) => s.kind === 'individual');
  const data = {
    userId: f.userId,
    slug: f.slug,
    displayName: f.displayName,
    title: f.title,
    timeZone: f.timeZone,
    sessionTypes: f.sessionTypes as unknown as object,
    specialties: f.specialties,
    languages: f.languages,
    individualRsd: individual ? BigInt(individual.priceRsdMinor) : null,
    public: f.public,
    sourceAt: f.occurredAt,
    // The sweeper re-announces the first free slot: durations or visibility may have changed.
    freeCheckedAt: null,
  };
  const updated = await db.therapist.updateMany({
    where: { profileId: f.profileId, sourceAt: { lte: f.occurredAt } },
    data,
  });
  if (updated.count > 0) return true;
  const exists = await db.therapist.findUnique({
    where: { profileId: f.profileId },
    select: { profileId: true },
  });
  if (exists) return false;
  await db.therapist.create({ data: { profileId: f.profileId, ...data } });
  return true;
}

export async function findTherapistBySlug(db: Db, slug: string): Promise<TherapistRow | null> {
  const r = await db.therapist.findUnique({ where: { slug }, select: SELECT });
  return r ? toRow(r) : null;
}

export async function findTherapistByUserId(db: Db, userId: string): Promise<TherapistRow | null> {
  const r = await db.therapist.findUnique({ where: { userId }, select: SELECT });
  return r ? toRow(r) : null;
}

export async function findTherapistsByProfileIds(db: Db, ids: string[]): Promise<Map<string, TherapistRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.therapist.findMany({ where: { profileId: { in: ids } }, select: SELECT });
  return new Map(rows.map((r) => [r.profileId, toRow(r)]));
}

export interface BoardFilter {
  specialty?: string;
  language?: string;
  maxPriceRsdMinor?: number;
}

/** Public therapists matching the board's filters, in a stable order. */
export async function listPublicTherapists(db: Db, f: BoardFilter): Promise<TherapistRow[]> {
  const rows = await db.therapist.findMany({
    where: {
      public: true,
      ...(f.specialty ? { specialties: { has: f.specialty } } : {}),
      ...(f.language ? { languages: { has: f.language } } : {}),
      ...(f.maxPriceRsdMinor ? { individualRsd: { lte: BigInt(f.maxPriceRsdMinor) } } : {}),
    },
    select: SELECT,
    orderBy: { profileId: 'asc' },
  });
  return rows.map(toRow);
}

/** Remembers the first free slot it last announced, so unchanged answers publish nothing. */
export async function setFirstFreeSlot(
  db: Db,
  profileId: string,
  at: Date | null,
  checkedAt: Date,
): Promise<boolean> {
  const current = await db.therapist.findUnique({
    where: { profileId },
    select: { firstFreeSlotAt: true, freeCheckedAt: true },
  });
  if (!current) return false;
  const changed =
    current.freeCheckedAt === null ||
    (current.firstFreeSlotAt?.getTime() ?? null) !== (at?.getTime() ?? null);
  await db.therapist.update({
    where: { profileId },
    data: { firstFreeSlotAt: at, freeCheckedAt: checkedAt },
  });
  return changed;
}

/** Therapists whose announced first free slot has passed (time moved on) or was never computed. */
export async function therapistsWithStaleFreeSlot(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db.therapist.findMany({
    where: { public: true, OR: [{ freeCheckedAt: null }, { firstFreeSlotAt: { lte: now } }] },
    select: { profileId: true },
    take: limit,
  });
  return rows.map((r) => r.profileId);
}

/**
 * Public therapists whose announced first free slot may be out of date: never checked, passed, older than six
 * hours, or with bookings changed since the last check. Oldest check first.
 */
export async function staleFirstFree(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT t."profile_id"::text AS id FROM "therapist" t
    WHERE t."public" AND (
      t."free_checked_at" IS NULL OR t."first_free_slot_at" <= ${now}
      OR t."free_checked_at" < ${new Date(now.getTime() - 6 * 3_600_000)}
      OR EXISTS (SELECT 1 FROM "booking" b WHERE b."therapist_user_id" = t."user_id" AND b."updated_at" >= t."free_checked_at")
    )
    ORDER BY t."free_checked_at" NULLS FIRST LIMIT ${limit}`;
  return rows.map((r) => r.id);
}
