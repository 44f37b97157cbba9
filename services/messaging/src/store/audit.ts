import { newId } from '../ids';
import type { Db } from './db';

/** One line of the audit log; callers pass their transaction so a read never happens without its record. */
export async function writeAudit(
  db: Db,
  e: {
    actorUserId: string;
    action: string;
    subjectType: string;
    subjectId: string;
    detail: string;
    at: Date;
  },
): Promise<void> {
  await db.auditLog.create({ data: { id: newId(), ...e } });
}

export async function auditOf(db: Db, subjectType: string, subjectId: string) {
  return db.auditLog.findMany({
    where: { subjectType, subjectId },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
  });
}
