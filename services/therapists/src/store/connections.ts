import type { Db } from './db';

// "Connect me" requests: a client asks staff to choose a therapist for them. The message and answers are only
// stored sealed (flows/connections.ts seals and opens them).

export interface ConnectionRecord {
  id: string;
  clientUserId: string;
  status: 'open' | 'assigned';
  assignedProfileId: string | null;
  createdAt: Date;
  assignedAt: Date | null;
}

export interface SealedConnection extends ConnectionRecord {
  sealed: Uint8Array;
}

const sealedSelect = {
  id: true,
  clientUserId: true,
  sealed: true,
  status: true,
  assignedProfileId: true,
  createdAt: true,
  assignedAt: true,
} as const;

export async function insertConnectionRequest(
  db: Db,
  r: { id: string; clientUserId: string; sealed: Uint8Array; now: Date },
): Promise<SealedConnection> {
  return db.connectionRequest.create({
    data: { id: r.id, clientUserId: r.clientUserId, sealed: new Uint8Array(r.sealed), createdAt: r.now },
    select: sealedSelect,
  });
}

/** The client's own requests, newest first. */
export function connectionRequestsOf(
  db: Db,
  clientUserId: string,
  take: number,
): Promise<SealedConnection[]> {
  return db.connectionRequest.findMany({
    where: { clientUserId },
    select: sealedSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
}

/** The staff queue of one status, oldest first. */
export async function connectionRequestsByStatus(
  db: Db,
  q: { status: ConnectionRecord['status']; skip: number; take: number },
): Promise<{ requests: SealedConnection[]; total: number }> {
  const where = { status: q.status };
  const [requests, total] = await Promise.all([
    db.connectionRequest.findMany({
      where,
      select: sealedSelect,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      skip: q.skip,
      take: q.take,
    }),
    db.connectionRequest.count({ where }),
  ]);
  return { requests, total };
}

/** Null when there is no such request. */
export async function assignConnectionRequest(
  db: Db,
  id: string,
  a: { profileId: string; by: string; at: Date },
): Promise<SealedConnection | null> {
  const [row] = await db.connectionRequest.updateManyAndReturn({
    where: { id },
    data: { status: 'assigned', assignedProfileId: a.profileId, assignedBy: a.by, assignedAt: a.at },
    select: sealedSelect,
  });
  return row ?? null;
}
