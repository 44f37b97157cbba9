import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import type { MatchAnswersData } from '../domain/matching';
import { matchRequestCreated } from '../events';
import { newId } from '../ids';
import {
  type ConnectionView,
  connectionRequestsByStatus,
  connectionRequestsOf,
  insertConnectionRequest,
  assignConnectionRequest as storeAssign,
} from '../store/connections';
import { transaction } from '../store/db';
import { findProfilesByIds, type ProfileView, profileStatus } from '../store/profiles';
import type { Deps } from './deps';

// "Connect me": a client asks staff to choose a therapist for them; admins work the open queue and assign
// one; the client sees the assignment in their own list.

export async function requestConnection(
  d: Deps,
  actor: Actor,
  input: { message: string; answers: MatchAnswersData | null },
): Promise<ConnectionView> {
  return transaction(d.prisma, async (tx) => {
    const now = d.clock();
    const request = await insertConnectionRequest(tx, {
      id: newId(),
      clientUserId: actor.userId,
      message: input.message.trim(),
      answers: input.answers,
      now,
    });
    await matchRequestCreated(tx, { requestId: request.id, clientUserId: actor.userId, occurredAt: now });
    return request;
  });
}

export async function listMyConnectionRequests(
  d: Deps,
  actor: Actor,
): Promise<{ requests: ConnectionView[]; assignedProfiles: ProfileView[] }> {
  const requests = await connectionRequestsOf(d.prisma, actor.userId, 50);
  const ids = [...new Set(requests.map((r) => r.assignedProfileId).filter((x): x is string => Boolean(x)))];
  return { requests, assignedProfiles: await findProfilesByIds(d.prisma, ids, true) };
}

export async function listConnectionRequests(
  d: Deps,
  q: { status: 'open' | 'assigned' | null; page: number; pageSize: number },
): Promise<{ requests: ConnectionView[]; total: number }> {
  return connectionRequestsByStatus(d.prisma, {
    status: q.status ?? 'open',
    skip: (q.page - 1) * q.pageSize,
    take: q.pageSize,
  });
}

/** Assigns an approved therapist; reassigning an already assigned request is allowed (staff correct mistakes). */
export async function assignConnectionRequest(
  d: Deps,
  actor: Actor,
  requestId: string,
  profileId: string,
): Promise<ConnectionView> {
  if ((await profileStatus(d.prisma, profileId)) !== 'approved') throw errors.notFound('profile');
  const request = await storeAssign(d.prisma, requestId, { profileId, by: actor.userId, at: d.clock() });
  if (!request) throw errors.notFound('connection_request');
  return request;
}
