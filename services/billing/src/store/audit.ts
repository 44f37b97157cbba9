import { newId } from '../ids';
import type { Db } from './db';

// The audit log of staff's changes to money. Written only inside the transaction of the change it records, so a
// change without its audit row (or an audit row of a change that rolled back) cannot exist. Never updated.

export type AuditAction = 'ips_matched' | 'ips_reconciled' | 'refund_requested' | 'bank_refund_sent';

export interface AuditEntry {
  actorUserId: string;
  action: AuditAction;
  paymentId: string;
  note: string;
}

export async function audit(db: Db, e: AuditEntry, at: Date): Promise<void> {
  await db.auditLog.create({
    data: { id: newId(), ...e, note: e.note.slice(0, 1000), at },
    select: { id: true },
  });
}

export interface AuditRecord extends AuditEntry {
  id: string;
  at: Date;
}

/** A payment's audit trail, oldest first. */
export function auditOf(db: Db, paymentId: string): Promise<AuditRecord[]> {
  return db.auditLog.findMany({
    where: { paymentId },
    select: { id: true, actorUserId: true, action: true, paymentId: true, note: true, at: true },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
  }) as Promise<AuditRecord[]>;
}
