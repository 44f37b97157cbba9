import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import type { MatchAnswersData } from '../domain/matching';
import { matchRequestCreated } from '../events';
import type { Prisma } from '../generated/prisma/client';
import { newId } from '../ids';
import { transaction } from '../store/db';
import { findProfilesByIds, type ProfileView } from '../store/profiles';
import type { Deps } from './deps';

// "Connect me": a client asks staff to choose a therapist for them; admins work the open queue and assign
// one; the client sees the assignment in their own list.

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

type Row = {
  id: string;
  clientUserId: string;
  message: string;
  answers: Prisma.JsonValue;
  status: 'open' | 'assigned';
  assignedProfileId: string | null;
  createdAt: Date;
  assignedAt: Date | null;
};

function view(r: Row): ConnectionView {
  const answers = r.answers as unknown as MatchAnswersData | Record<string, never>;
  return {
    id: r.id,
    clientUserId: r.clientUserId,
    message: r.message,
    answers: 'concerns' in answers ? (answers as MatchAnswersData) : null,
    status: r.status,
    assignedProfileId: r.assignedProfileId,
    createdAt: r.createdAt,
    assignedAt: r.assignedAt,
  };
}

export async function requestConnection(
  d: Deps,
  actor: Actor,
  input: { message: string; answers: MatchAnswersData | null },
): Promise<ConnectionView> {
  return transaction(d.prisma, async (tx) => {
    const now = d.clock();
    const row = await tx.connectionRequest.create({
      data: {
        id: newId(),
        clientUserId: actor.userId,
        message: input.message.trim(),
        answers: (input.answers ?? {}) as unknown as Prisma.InputJsonValue,
        createdAt: now,
      },
    });
    await matchRequestCreated(tx, { requestId: row.id, clientUserId: actor.userId, occurredAt: now });
    return view(row);
  });
}

export async function listMyConnectionRequests(
  d: Deps,
  actor: Actor,
): Promise<{ requests: ConnectionView[]; assignedProfiles: ProfileView[] }> {
  const rows = await d.prisma.connectionRequest.findMany({
    where: { clientUserId: actor.userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 50,
  });
  const ids = [...new Set(rows.map((r) => r.assignedProfileId).filter((x): x is string => Boolean(x)))];
  return { requests: rows.map(view), assignedProfiles: await findProfilesByIds(d.prisma, ids, true) };
}

export async function listConnectionRequests(
  d: Deps,
  q: { status: 'open' | 'assigned' | null; page: number; pageSize: number },
): Promise<{ requests: ConnectionView[]; total: number }> {
  const where = { status: q.status ?? 'open' };
  const [rows, total] = await Promise.all([
    d.prisma.connectionRequest.findMany({
      where,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      skip: (q.page - 1) * q.pageSize,
      take: q.pageSize,
    }),
    d.prisma.connectionRequest.count({ where }),
  ]);
  return { requests: rows.map(view), total };
}

/** Assigns an approved therapist; reassigning an already assigned request is allowed (staff correct mistakes). */
export async function assignConnectionRequest(
  d: Deps,
  actor: Actor,
  requestId: string,
  profileId: string,
): Promise<ConnectionView> {
  const profile = await d.prisma.profile.findUnique({ where: { id: profileId }, select: { status: true } });
  if (profile?.status !== 'approved') throw errors.notFound('profile');
  const updated = await d.prisma.connectionRequest.updateManyAndReturn({
    where: { id: requestId },
    data: {
      status: 'assigned',
      assignedProfileId: profileId,
      assignedBy: actor.userId,
      assignedAt: d.clock(),
    },
  });
  const row = updated[0];
  if (!row) throw errors.notFound('connection_request');
  return view(row);
}
