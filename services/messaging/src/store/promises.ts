import type { ReplyPromise } from '../domain/promise';
import type { Db } from './db';

const SELECT = {
  answerWithinHours: true,
  days: true,
  startMinute: true,
  endMinute: true,
  timeZone: true,
} as const;

export async function findPromise(db: Db, therapistUserId: string): Promise<ReplyPromise | null> {
  return db.replyPromise.findUnique({ where: { therapistUserId }, select: SELECT });
}

export async function savePromise(
  db: Db,
  therapistUserId: string,
  p: ReplyPromise,
  at: Date,
): Promise<ReplyPromise> {
  return db.replyPromise.upsert({
    where: { therapistUserId },
    create: { therapistUserId, ...p, updatedAt: at },
    update: { ...p, updatedAt: at },
    select: SELECT,
  });
}
