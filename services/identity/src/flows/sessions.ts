import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { type SecondFactorState, sessionSecondFactor } from '../domain/second-factor';
import { ACTOR_TOKEN_TTL_SECONDS, absoluteExpiry, sessionState, shouldTouch } from '../domain/sessions';
import { generateToken, hashToken } from '../domain/tokens';
import { userSessionsRevoked } from '../events';
import { newId } from '../ids';
import { type Db, transaction } from '../store/db';
import { hasConfirmedTotp } from '../store/second-factor';
import {
  endSessionByTokenHash,
  endSessionOfUser,
  endSessionsOfUser,
  findSessionById,
  findSessionByTokenHash,
  insertSession,
  listActiveSessions,
  type SessionRow,
  touchSession,
} from '../store/sessions';
import { findUserById, type UserView } from '../store/users';
import type { ClientInfo, Deps } from './deps';

export interface NewSession {
  id: string;
  token: string;
  /** The absolute end. The idle limit may end it sooner; the BFF can keep the cookie this long. */
  expiresAt: Date;
}

// Bounded so a hostile caller cannot make us store megabytes per session row.
const MAX_USER_AGENT = 512;
const MAX_IP = 64;

/**
 * Every sign-in makes a new session with a new token (rotation): a token planted before sign-in
 * (session fixation) never becomes authenticated. `signedInAt` is when the person proved who they are:
 * now, except for a session handed over from another one, which keeps that session's time.
 */
export async function startSession(
  db: Db,
  d: Deps,
  userId: string,
  client: ClientInfo,
  signedInAt?: Date,
): Promise<NewSession> {
  const now = d.clock();
  const token = generateToken();
  const session = {
    id: newId(),
    userId,
    tokenHash: hashToken(token),
    userAgent: client.userAgent.slice(0, MAX_USER_AGENT),
    ip: client.ip.slice(0, MAX_IP),
    now,
    signedInAt: signedInAt ?? now,
    expiresAt: absoluteExpiry(now),
  };
  await insertSession(db, session);
  return { id: session.id, token, expiresAt: session.expiresAt };
}

export interface ResolvedSession {
  user: UserView;
  sessionId: string;
  actorToken: string;
  actorTokenExpiresAt: Date;
  secondFactor: SecondFactorState;
}

export async function resolveSession(d: Deps, token: string): Promise<ResolvedSession> {
  if (!token) throw errors.sessionInvalid();
  const now = d.clock();
  const session = await findSessionByTokenHash(d.prisma, hashToken(token));
  if (!session || sessionState(session, now) !== 'active') throw errors.sessionInvalid();
  const user = await findUserById(d.prisma, session.userId);
  // A session on an account whose address was never proven cannot be the owner's (only the e-mail link
  // proves it, and proving it ends such sessions); older releases could still have made one.
  if (!user?.emailVerified) throw errors.sessionInvalid();
  if (shouldTouch(session.lastSeenAt, now)) await touchSession(d.prisma, session.id, now);
  // The token says the second factor was passed only when it was; staff-only methods need that (kit).
  const secondFactor = sessionSecondFactor(await hasConfirmedTotp(d.prisma, user.id), session.secondFactorAt);
  const signed = await d.signer.sign(
    { userId: user.id, roles: user.roles, sessionId: session.id, secondFactor: secondFactor === 'passed' },
    ACTOR_TOKEN_TTL_SECONDS,
  );
  return {
    user,
    sessionId: session.id,
    actorToken: signed.token,
    actorTokenExpiresAt: signed.expiresAt,
    secondFactor,
  };
}

/**
 * Actor tokens live five minutes, so one can outlast a sign-out. Changing credentials checks that the
 * session behind the token is still open.
 */
export async function assertSessionActive(d: Deps, actor: Actor): Promise<SessionRow> {
  const session = await findSessionById(d.prisma, actor.sessionId);
  if (!session || session.userId !== actor.userId || sessionState(session, d.clock()) !== 'active') {
    throw errors.sessionInvalid();
  }
  return session;
}

/** Ending an unknown or already ended session succeeds quietly: the outcome the caller wants holds. */
export async function signOut(d: Deps, token: string): Promise<void> {
  if (!token) return;
  await endSessionByTokenHash(d.prisma, hashToken(token), d.clock());
}

/** Other services drop what is bound to the person's sessions (booking's calendar feed URL) on the event. */
export async function signOutEverywhere(d: Deps, actor: Actor): Promise<number> {
  return transaction(d.prisma, async (tx) => {
    const now = d.clock();
    const ended = await endSessionsOfUser(tx, actor.userId, now);
    await userSessionsRevoked(tx, { userId: actor.userId, reason: 'sign_out_everywhere', occurredAt: now });
    return ended;
  });
}

export interface SessionListItem extends SessionRow {
  current: boolean;
}

export async function listSessions(d: Deps, actor: Actor): Promise<SessionListItem[]> {
  const rows = await listActiveSessions(d.prisma, actor.userId, d.clock());
  return rows.map((r) => ({ ...r, current: r.id === actor.sessionId }));
}

/** Only the caller's own open sessions; anything else is "not found" (we do not confirm others' ids). */
export async function revokeSession(d: Deps, actor: Actor, sessionId: string): Promise<void> {
  const ended = await endSessionOfUser(d.prisma, actor.userId, sessionId, d.clock());
  if (ended === 0) throw errors.notFound('session');
}
