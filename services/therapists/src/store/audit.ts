import { newId } from '../ids';
import type { Db } from './db';

export interface AuditEntry {
  actorUserId: string;
  action: string;
  subjectType: string;
  subjectId: string;
  at: Date;
}

/** One line of the audit log; callers pass their transaction so a read never happens without its record. */
export async function writeAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.auditLog.create({ data: { id: newId(), ...e }, select: { id: true } });
}

/** A line per subject of a bulk read (a page of a staff queue), in the read's transaction. */
export async function writeAudits(db: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.auditLog.createMany({ data: entries.map((e) => ({ id: newId(), ...e })) });
}
