import { UNPAID_STATUSES } from '@oslonac/lang';
import { newId } from '../ids';
import type { Db } from './db';

export interface InvitationRecord {
  tokenHash: Uint8Array;
  status: 'pending' | 'accepted' | 'revoked';
  expiresAt: Date;
  createdAt: Date;
}

export interface RelationshipRecord {
  id: string;
  therapistProfileId: string;
  therapistUserId: string;
  clientUserId: string;
  clientName: string;
  partnerUserId: string | null;
  partnerName: string | null;
  createdAt: Date;
  endedAt: Date | null;
  invitation: InvitationRecord | null;
}

const SELECT = {
  id: true,
  therapistProfileId: true,
  therapistUserId: true,
  clientUserId: true,
  clientName: true,
  partnerUserId: true,
  partnerName: true,
  createdAt: true,
  endedAt: true,
  invitation: { select: { tokenHash: true, status: true, expiresAt: true, createdAt: true } },
} as const;

export async function findRelationship(db: Db, id: string): Promise<RelationshipRecord | null> {
  return (await db.relationship.findUnique({ where: { id }, select: SELECT })) as RelationshipRecord | null;
}

export async function lockRelationship(db: Db, id: string): Promise<RelationshipRecord | null> {
  await db.$queryRaw`SELECT 1 FROM "relationship" WHERE "id" = ${id}::uuid FOR UPDATE`;
  return findRelationship(db, id);
}

/**
 * The relationship of a client and a therapist, created if this is their first confirmed booking. Concurrent
 * confirmations of two bookings of the same pair meet on the unique index; ON CONFLICT keeps one row.
 */
export async function ensureRelationship(
  db: Db,
  r: { therapistProfileId: string; therapistUserId: string; clientUserId: string; clientName: string },
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const id = newId();
  const inserted = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO "relationship" ("id", "therapist_profile_id", "therapist_user_id", "client_user_id", "client_name", "created_at")
    VALUES (${id}::uuid, ${r.therapistProfileId}::uuid, ${r.therapistUserId}::uuid, ${r.clientUserId}::uuid, ${r.clientName}, ${now})
    ON CONFLICT ("client_user_id", "therapist_user_id") DO NOTHING RETURNING "id"::text AS "id"`;
  if (inserted.length > 0) return { id, created: true };
  const existing = await db.relationship.findUnique({
    where: {
      clientUserId_therapistUserId: { clientUserId: r.clientUserId, therapistUserId: r.therapistUserId },
    },
    select: { id: true },
  });
  if (!existing) throw new Error('relationship vanished between insert and read');
  return { id: existing.id, created: false };
}

export async function listRelationshipsOf(db: Db, userId: string): Promise<RelationshipRecord[]> {
  return (await db.relationship.findMany({
    where: { OR: [{ clientUserId: userId }, { partnerUserId: userId }, { therapistUserId: userId }] },
    select: SELECT,
    orderBy: { createdAt: 'desc' },
    take: 200,
  })) as RelationshipRecord[];
}

/**
 * Whether a session of this pair is still ahead: confirmed and not yet over, or held, offered or awaiting payment
 * before its deadline (a lapsed one is expired for every decision, before the sweeper marks it). By the pair, not
 * by relationship_id, because a booking gets its relationship only when it is confirmed.
 */
export async function hasUpcomingBooking(
  db: Db,
  r: { clientUserId: string; therapistUserId: string },
  now: Date,
): Promise<boolean> {
  const found = await db.booking.findFirst({
    where: {
      clientUserId: r.clientUserId,
      therapistUserId: r.therapistUserId,
      endsAt: { gt: now },
      OR: [{ status: 'confirmed' }, { status: { in: [...UNPAID_STATUSES] }, expiresAt: { gt: now } }],
    },
    select: { id: true },
  });
  return found !== null;
}

/** Ends or reopens (null) a relationship; the caller holds its row lock. */
export async function setEnded(db: Db, relationshipId: string, endedAt: Date | null): Promise<void> {
  await db.relationship.update({ where: { id: relationshipId }, data: { endedAt } });
}

export async function partnerRelationshipIds(db: Db, partnerUserId: string): Promise<string[]> {
  const rows = await db.relationship.findMany({ where: { partnerUserId }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** Confirmed sessions of these relationships, upcoming or past at `now` (a partner sees the couple's sessions). */
export async function sharedBookingIds(
  db: Db,
  relationshipIds: string[],
  q: { upcoming: boolean; now: Date; take: number },
): Promise<string[]> {
  const rows = await db.booking.findMany({
    where: {
      relationshipId: { in: relationshipIds },
      status: 'confirmed',
      ...(q.upcoming ? { endsAt: { gt: q.now } } : { endsAt: { lte: q.now } }),
    },
    select: { id: true },
    take: q.take,
  });
  return rows.map((r) => r.id);
}

export async function saveInvitation(
  db: Db,
  relationshipId: string,
  tokenHash: Uint8Array,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  const data = {
    tokenHash: Buffer.from(tokenHash),
    status: 'pending',
    expiresAt,
    createdAt: now,
    acceptedAt: null,
  };
  await db.partnerInvitation.upsert({
    where: { relationshipId },
    create: { relationshipId, ...data },
    update: data,
  });
}

export async function setInvitationStatus(
  db: Db,
  relationshipId: string,
  status: 'accepted' | 'revoked',
  now: Date,
): Promise<void> {
  await db.partnerInvitation.update({
    where: { relationshipId },
    data: { status, ...(status === 'accepted' ? { acceptedAt: now } : {}) },
  });
}

export async function setPartner(db: Db, relationshipId: string, partnerUserId: string, partnerName: string) {
  await db.relationship.update({ where: { id: relationshipId }, data: { partnerUserId, partnerName } });
}
