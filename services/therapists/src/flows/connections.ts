import { type Actor, DataErasedError, type Tx } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { connectionContext, personOwner } from '../domain/health-data';
import type { MatchAnswersData } from '../domain/matching';
import { connectionRequestAssigned, matchRequestCreated } from '../events';
import { newId } from '../ids';
import { writeAudit, writeAudits } from '../store/audit';
import {
  type ConnectionRecord,
  connectionRequestsByStatus,
  connectionRequestsOf,
  insertConnectionRequest,
  type SealedConnection,
  assignConnectionRequest as storeAssign,
} from '../store/connections';
import { type Db, transaction } from '../store/db';
import { findProfile, findProfilesByIds, type ProfileView, profileStatus } from '../store/profiles';
import type { Deps } from './deps';

// "Connect me": a client asks staff to choose a therapist for them; admins work the open queue and assign
// one; the client sees the assignment in their own list. The message and answers are health data: sealed with
// the client's data key, opened for the client and for staff, and every staff read is in the audit log,
// written in the transaction that opens the data.

export interface ConnectionView extends ConnectionRecord {
  message: string;
  answers: MatchAnswersData | null;
}

interface SealedContent {
  message: string;
  answers: MatchAnswersData | null;
}

const READ_ACTION = 'connection_request.read';
const asTx = (tx: unknown) => tx as Tx;

async function open(d: Deps, tx: Db, row: SealedConnection): Promise<ConnectionView> {
  const { sealed, ...record } = row;
  try {
    const plain = await d.crypto.decrypt(asTx(tx), sealed, connectionContext(row.id));
    return { ...record, ...(JSON.parse(plain.toString('utf8')) as SealedContent) };
  } catch (err) {
    // The client's key was erased (their account is gone): the queue still shows the request, without words.
    if (err instanceof DataErasedError) return { ...record, message: '', answers: null };
    throw err;
  }
}

function staffReads(actor: Actor, ids: string[], at: Date) {
  return ids.map((subjectId) => ({
    actorUserId: actor.userId,
    action: READ_ACTION,
    subjectType: 'connection_request',
    subjectId,
    at,
  }));
}

export async function requestConnection(
  d: Deps,
  actor: Actor,
  input: { message: string; answers: MatchAnswersData | null },
): Promise<ConnectionView> {
  return transaction(d.prisma, async (tx) => {
    const now = d.clock();
    const id = newId();
    const content: SealedContent = { message: input.message.trim(), answers: input.answers };
    const sealed = await d.crypto.encrypt(
      asTx(tx),
      personOwner(actor.userId),
      Buffer.from(JSON.stringify(content), 'utf8'),
      connectionContext(id),
    );
    const { sealed: _s, ...record } = await insertConnectionRequest(tx, {
      id,
      clientUserId: actor.userId,
      sealed,
      now,
    });
    await matchRequestCreated(tx, { requestId: id, clientUserId: actor.userId, occurredAt: now });
    return { ...record, ...content };
  });
}

export async function listMyConnectionRequests(
  d: Deps,
  actor: Actor,
): Promise<{ requests: ConnectionView[]; assignedProfiles: ProfileView[] }> {
  const requests = await transaction(d.prisma, async (tx) => {
    const opened: ConnectionView[] = [];
    for (const r of await connectionRequestsOf(tx, actor.userId, 50)) opened.push(await open(d, tx, r));
    return opened;
  });
  const ids = [...new Set(requests.map((r) => r.assignedProfileId).filter((x): x is string => Boolean(x)))];
  return { requests, assignedProfiles: await findProfilesByIds(d.prisma, ids, true) };
}

/** The staff queue: every request whose message is handed out gets its own audit row. */
export async function listConnectionRequests(
  d: Deps,
  staff: Actor,
  q: { status: 'open' | 'assigned' | null; page: number; pageSize: number },
): Promise<{ requests: ConnectionView[]; total: number }> {
  return transaction(d.prisma, async (tx) => {
    const page = await connectionRequestsByStatus(tx, {
      status: q.status ?? 'open',
      skip: (q.page - 1) * q.pageSize,
      take: q.pageSize,
    });
    await writeAudits(
      tx,
      staffReads(
        staff,
        page.requests.map((r) => r.id),
        d.clock(),
      ),
    );
    const requests: ConnectionView[] = [];
    for (const r of page.requests) requests.push(await open(d, tx, r));
    return { requests, total: page.total };
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
  return transaction(d.prisma, async (tx) => {
    const at = d.clock();
    const request = await storeAssign(tx, requestId, { profileId, by: actor.userId, at });
    if (!request) throw errors.notFound('connection_request');
    const profile = await findProfile(tx, { id: profileId });
    if (!profile) throw errors.notFound('profile');
    await connectionRequestAssigned(tx, {
      requestId: request.id,
      clientUserId: request.clientUserId,
      therapistUserId: profile.userId,
      therapistProfileId: profile.id,
      occurredAt: at,
    });
    // The answer carries the message back to staff: that is a read too.
    const [read] = staffReads(actor, [request.id], at);
    if (read) await writeAudit(tx, read);
    return open(d, tx, request);
  });
}
