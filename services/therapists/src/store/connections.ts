import type { MatchAnswersData } from '../domain/matching';
import type { Prisma } from '../generated/prisma/client';
import type { Db } from './db';

// "Connect me" requests: a client asks staff to choose a therapist for them.

export interface ConnectionView {
  id: string;
  clientUserId: string;
  message: string;
  answers: MatchAnswersData | null;
  status: 'open' | 'assigned';
  assignedProfileId: string | null;
  createdAt: Date;
  assignedAt: Date | null;
}

const connectionSelect = {
  id: true,
  clientUserId: true,
  message: true,
  answers: true,
  status: true,
  assignedProfileId: true,
  createdAt: true,
  assignedAt: true,
} as const;

function view(r: Omit<ConnectionView, 'answers'> & { answers: Prisma.JsonValue }): ConnectionView {
  // A request without answers stores {}.
  const answers = r.answers as unknown as MatchAnswersData | Record<string, never>;
  return { ...r, answers: 'concerns' in answers ? (answers as MatchAnswersData) : null };
}

export async function insertConnectionRequest(
  db: Db,
  r: { id: string; clientUserId: string; message: string; answers: MatchAnswersData | null; now: Date },
): Promise<ConnectionView> {
  const row = await db.connectionRequest.create({
    data: {
      id: r.id,
      clientUserId: r.clientUserId,
      message: r.message,
      answers: (r.answers ?? {}) as unknown as Prisma.InputJsonValue,
      createdAt: r.now,
    },
    select: connectionSelect,
  });
  return view(row);
}

/** The client's own requests, newest first. */
export async function connectionRequestsOf(
  db: Db,
  clientUserId: string,
  take: number,
): Promise<ConnectionView[]> {
  const rows = await db.connectionRequest.findMany({
    where: { clientUserId },
    select: connectionSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
  return rows.map(view);
}

/** The staff queue of one status, oldest first. */
export async function connectionRequestsByStatus(
  db: Db,
  q: { status: ConnectionView['status']; skip: number; take: number },
): Promise<{ requests: ConnectionView[]; total: number }> {
  const where = { status: q.status };
  const [rows, total] = await Promise.all([
    db.connectionRequest.findMany({
      where,
      select: connectionSelect,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      skip: q.skip,
      take: q.take,
    }),
    db.connectionRequest.count({ where }),
  ]);
  return { requests: rows.map(view), total };
}

/** Null when there is no such request. */
export async function assignConnectionRequest(
  db: Db,
  id: string,
  a: { profileId: string; by: string; at: Date },
): Promise<ConnectionView | null> {
  const [row] = await db.connectionRequest.updateManyAndReturn({
    where: { id },
    data: { status: 'assigned', assignedProfileId: a.profileId, assignedBy: a.by, assignedAt: a.at },
    select: connectionSelect,
  });
  return row ? view(row) : null;
}
