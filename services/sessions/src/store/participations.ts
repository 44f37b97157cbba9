import type { Role } from '@oslonac/rtc';
import { newId } from '../ids';
import type { Db } from './db';

// Who entered each call and when: one row per entry, closed when they leave (or when the session ends).

export async function addParticipation(
  db: Db,
  p: { sessionId: string; userId: string; role: Role; at: Date },
): Promise<void> {
  await db.participation.create({
    data: { id: newId(), sessionId: p.sessionId, userId: p.userId, role: p.role, joinedAt: p.at },
  });
}

/** Closes the person's open entries into the session; how many were open. */
export async function closeParticipation(
  db: Db,
  sessionId: string,
  userId: string,
  at: Date,
): Promise<number> {
  const { count } = await db.participation.updateMany({
    where: { sessionId, userId, leftAt: null },
    data: { leftAt: at },
  });
  return count;
}

/** Everyone still in the call when it ended leaves at its end. */
export async function closeAllParticipations(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.participation.updateMany({ where: { sessionId, leftAt: null }, data: { leftAt: at } });
}

export async function participationsOf(db: Db, userId: string) {
  return db.participation.findMany({
    where: { userId },
    orderBy: { joinedAt: 'asc' },
    select: { sessionId: true, role: true, joinedAt: true, leftAt: true },
  });
}
