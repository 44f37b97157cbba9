import type { Actor } from '@oslonac/kit';
import type { Role } from '@oslonac/rtc';
import { entryRefusal } from '../domain/entry';
import { errors } from '../domain/errors';
import { JOIN_TOKEN_TTL_MS, signJoinToken } from '../domain/join-token';
import { roleIn } from '../domain/membership';
import { findSession, type SessionRecord } from '../store/sessions';
import type { Deps } from './deps';

// A member's view of one session and their ticket into its room. Anyone else (staff included) gets NOT_FOUND.

export interface MySession {
  session: SessionRecord;
  role: Role;
}

export async function getSession(d: Deps, actor: Actor, sessionId: string): Promise<MySession> {
  const session = await findSession(d.prisma, sessionId);
  const role = session ? roleIn(session, actor.userId) : null;
  if (!session || !role) throw errors.notFound();
  return { session, role };
}

export interface JoinTicket extends MySession {
  token: string;
  expiresAt: Date;
}

/** A short-lived token for this person and session, inside the room window of a session still to take place. */
export async function issueJoinToken(d: Deps, actor: Actor, sessionId: string): Promise<JoinTicket> {
  const mine = await getSession(d, actor, sessionId);
  const now = d.clock();
  const refusal = entryRefusal(mine.session, now);
  if (refusal) throw errors.cannotEnter(refusal);
  const expiresAt = new Date(now.getTime() + JOIN_TOKEN_TTL_MS);
  const token = signJoinToken(
    { sessionId, userId: actor.userId, role: mine.role, expiresAt: expiresAt.getTime() },
    d.joinTokenSecret,
  );
  return { ...mine, token, expiresAt };
}
