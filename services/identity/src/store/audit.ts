import { newId } from '../ids';
import type { Db } from './db';

export interface AuditEntry {
  actorUserId: string;
  action: string;
  subjectType: string;
  subjectId: string;
  at: Date;
}

/** One line of identity's audit log, in the caller's transaction: the action and its record commit together. */
export async function writeAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.auditLog.create({ data: { id: newId(), ...e }, select: { id: true } });
}
