import type { SessionStatus } from '../domain/membership';
import type { Db } from './db';

// The session read model: made and moved by booking's facts (flows/bookings.ts), opened and ended by the room
// (flows/ledger.ts).

export interface SessionRecord {
  id: string;
  relationshipId: string | null;
  therapistUserId: string;
  clientUserId: string;
  /** Empty when the relationship has no partner. */
  partnerUserId: string;
  startsAt: Date;
  endsAt: Date;
  status: SessionStatus;
  openedAt: Date | null;
  endedAt: Date | null;
  endedBy: string | null;
  clientJoined: boolean;
  sourceUpdatedAt: Date | null;
}

const partnerOf = async (db: Db, relationshipId: string | null) =>
  relationshipId
    ? ((await db.relationshipPartner.findUnique({ where: { relationshipId } }))?.partnerUserId ?? '')
    : '';

export async function findSession(db: Db, id: string): Promise<SessionRecord | null> {
  const s = await db.session.findUnique({ where: { id } });
  if (!s) return null;
  return { ...s, partnerUserId: await partnerOf(db, s.relationshipId) };
}

/** The row, locked for the rest of the transaction (booking's facts about one session apply one at a time). */
export async function lockSession(db: Db, id: string): Promise<SessionRecord | null> {
  await db.$queryRaw`SELECT 1 FROM sessions WHERE id = ${id}::uuid FOR UPDATE`;
  return findSession(db, id);
}

export interface NewSession {
  id: string;
  relationshipId: string | null;
  therapistUserId: string;
  clientUserId: string;
  startsAt: Date;
  endsAt: Date;
  status: 'scheduled' | 'cancelled';
  sourceUpdatedAt: Date | null;
  createdAt: Date;
}

/** Inserts the row unless it exists (two consumers may race to make it); true when this call made it. */
export async function insertSessionIfMissing(db: Db, s: NewSession): Promise<boolean> {
  const { count } = await db.session.createMany({ data: [s], skipDuplicates: true });
  return count === 1;
}

export async function updateSession(
  db: Db,
  id: string,
  data: Partial<Pick<SessionRecord, 'relationshipId' | 'startsAt' | 'endsAt' | 'status' | 'sourceUpdatedAt'>>,
): Promise<void> {
  await db.session.update({ where: { id }, data });
}

/** scheduled → open, the first time only: true when this call opened it. */
export async function markOpened(db: Db, id: string, at: Date): Promise<boolean> {
  const { count } = await db.session.updateMany({
    where: { id, status: 'scheduled', openedAt: null },
    data: { status: 'open', openedAt: at },
  });
  return count === 1;
}

export async function markClientJoined(db: Db, id: string): Promise<void> {
  await db.session.updateMany({ where: { id, clientJoined: false }, data: { clientJoined: true } });
}

/** scheduled/open → ended, once: the ended row, or null when it was already ended, cancelled or unknown. */
export async function markEnded(
  db: Db,
  id: string,
  endedBy: 'therapist' | 'time',
  at: Date,
): Promise<{ clientJoined: boolean } | null> {
  const { count } = await db.session.updateMany({
    where: { id, status: { in: ['scheduled', 'open'] } },
    data: { status: 'ended', endedAt: at, endedBy },
  });
  if (count === 0) return null;
  return db.session.findUniqueOrThrow({ where: { id }, select: { clientJoined: true } });
}

/** Sessions still scheduled or open whose room closed (their end before `endedBefore`), oldest first. */
export async function dueToEnd(db: Db, endedBefore: Date, limit: number) {
  return db.session.findMany({
    where: { status: { in: ['scheduled', 'open'] }, endsAt: { lte: endedBefore } },
    select: { id: true, startsAt: true, endsAt: true },
    orderBy: { endsAt: 'asc' },
    take: limit,
  });
}

export async function setPartner(
  db: Db,
  relationshipId: string,
  partnerUserId: string,
  at: Date,
): Promise<void> {
  await db.relationshipPartner.upsert({
    where: { relationshipId },
    create: { relationshipId, partnerUserId, joinedAt: at },
    update: { partnerUserId, joinedAt: at },
  });
}

/** Sessions the person is (or was) a member of: as client, therapist or a relationship's partner. */
export async function sessionsOfMember(db: Db, userId: string): Promise<SessionRecord[]> {
  const partnerOfRels = await db.relationshipPartner.findMany({
    where: { partnerUserId: userId },
    select: { relationshipId: true },
  });
  const rows = await db.session.findMany({
    where: {
      OR: [
        { clientUserId: userId },
        { therapistUserId: userId },
        { relationshipId: { in: partnerOfRels.map((r) => r.relationshipId) } },
      ],
    },
    orderBy: { startsAt: 'asc' },
  });
  const out: SessionRecord[] = [];
  for (const s of rows) out.push({ ...s, partnerUserId: await partnerOf(db, s.relationshipId) });
  return out;
}
