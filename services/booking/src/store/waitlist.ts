import { newId } from '../ids';
import type { Db } from './db';
import type { Kind } from './therapists';

export interface WaitlistRecord {
  id: string;
  therapistProfileId: string;
  clientUserId: string;
  clientName: string;
  kind: Kind;
  createdAt: Date;
}

const SELECT = {
  id: true,
  therapistProfileId: true,
  clientUserId: true,
  clientName: true,
  kind: true,
  createdAt: true,
} as const;

/** Joining twice keeps the first place in line. */
export async function joinWaitlist(
  db: Db,
  e: { therapistProfileId: string; clientUserId: string; clientName: string; kind: Kind },
  now: Date,
): Promise<WaitlistRecord> {
  await db.$executeRaw`
    INSERT INTO "waitlist_entry" ("id", "therapist_profile_id", "client_user_id", "client_name", "kind", "created_at")
    VALUES (${newId()}::uuid, ${e.therapistProfileId}::uuid, ${e.clientUserId}::uuid, ${e.clientName}, ${e.kind}, ${now})
    ON CONFLICT ("therapist_profile_id", "client_user_id") DO NOTHING`;
  const row = await db.waitlistEntry.findUnique({
    where: {
      therapistProfileId_clientUserId: {
        therapistProfileId: e.therapistProfileId,
        clientUserId: e.clientUserId,
      },
    },
    select: SELECT,
  });
  if (!row) throw new Error('waitlist entry vanished between insert and read');
  return row as WaitlistRecord;
}

export async function listWaitlistOf(db: Db, clientUserId: string): Promise<WaitlistRecord[]> {
  return (await db.waitlistEntry.findMany({
    where: { clientUserId },
    select: SELECT,
    orderBy: { createdAt: 'asc' },
  })) as WaitlistRecord[];
}

export async function deleteWaitlistEntry(db: Db, id: string, clientUserId: string): Promise<boolean> {
  const r = await db.waitlistEntry.deleteMany({ where: { id, clientUserId } });
  return r.count > 0;
}

/**
 * The first in line for a therapist who has no live booking or offer overlapping the freed time, locked so two
 * freed slots are not offered to the same person at once.
 */
export async function nextInLine(
  db: Db,
  therapistProfileId: string,
  excludeClientIds: string[],
): Promise<WaitlistRecord | null> {
  const rows = await db.$queryRaw<WaitlistRecord[]>`
    SELECT "id"::text AS "id", "therapist_profile_id"::text AS "therapistProfileId",
           "client_user_id"::text AS "clientUserId", "client_name" AS "clientName", "kind", "created_at" AS "createdAt"
    FROM "waitlist_entry"
    WHERE "therapist_profile_id" = ${therapistProfileId}::uuid
      AND NOT ("client_user_id" = ANY(${excludeClientIds}::uuid[]))
    ORDER BY "created_at", "id" LIMIT 1 FOR UPDATE SKIP LOCKED`;
  return rows[0] ?? null;
}

export async function removeEntry(db: Db, id: string): Promise<void> {
  await db.waitlistEntry.deleteMany({ where: { id } });
}
