import { SESSION_IDLE_MS } from '../domain/sessions';
import type { Db } from './db';

export interface SessionRow {
  id: string;
  userId: string;
  userAgent: string;
  ip: string;
  createdAt: Date;
  /** When the person last proved who they are for this session (see fresh proof). */
  signedInAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  /** When this session passed the account's second factor; null when it has not. */
  secondFactorAt: Date | null;
}

const sessionSelect = {
  id: true,
  userId: true,
  userAgent: true,
  ip: true,
  createdAt: true,
  signedInAt: true,
  lastSeenAt: true,
  expiresAt: true,
  endedAt: true,
  secondFactorAt: true,
} as const;

export async function insertSession(
  db: Db,
  s: {
    id: string;
    userId: string;
    tokenHash: string;
    userAgent: string;
    ip: string;
    now: Date;
    signedInAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.session.create({
    data: {
      id: s.id,
      userId: s.userId,
      tokenHash: s.tokenHash,
      userAgent: s.userAgent,
      ip: s.ip,
      createdAt: s.now,
      signedInAt: s.signedInAt,
      lastSeenAt: s.now,
      expiresAt: s.expiresAt,
    },
    select: { id: true },
  });
}

export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionRow | null> {
  return db.session.findUnique({ where: { tokenHash }, select: sessionSelect });
}

export async function findSessionById(db: Db, id: string): Promise<SessionRow | null> {
  return db.session.findUnique({ where: { id }, select: sessionSelect });
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  // The condition keeps concurrent resolves from moving last_seen_at backwards.
  await db.session.updateMany({ where: { id, lastSeenAt: { lt: now } }, data: { lastSeenAt: now } });
}

export async function endSessionByTokenHash(db: Db, tokenHash: string, now: Date): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { tokenHash, endedAt: null },
    data: { endedAt: now },
  });
  return count;
}

export async function endSessionOfUser(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { id: sessionId, userId, endedAt: null },
    data: { endedAt: now },
  });
  return count;
}

/** Ends every open session of the user except `keep` (when given). */
export async function endSessionsOfUser(db: Db, userId: string, now: Date, keep?: string): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { userId, endedAt: null, expiresAt: { gt: now }, ...(keep ? { id: { not: keep } } : {}) },
    data: { endedAt: now },
  });
  return count;
}

export async function listActiveSessions(db: Db, userId: string, now: Date): Promise<SessionRow[]> {
  return db.session.findMany({
    where: {
      userId,
      endedAt: null,
      expiresAt: { gt: now },
      lastSeenAt: { gt: new Date(now.getTime() - SESSION_IDLE_MS) },
    },
    select: sessionSelect,
    orderBy: { lastSeenAt: 'desc' },
  });
}

/** Housekeeping: sessions that ended or expired before `before` are of no further use. */
export async function pruneSessions(db: Db, before: Date): Promise<number> {
  const { count } = await db.session.deleteMany({
    where: {
      OR: [
        { endedAt: { lt: before } },
        { expiresAt: { lt: before } },
        { lastSeenAt: { lt: new Date(before.getTime() - SESSION_IDLE_MS) } },
      ],
    },
  });
  return count;
}
