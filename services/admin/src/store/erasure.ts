import type { SupportTopic, TicketStatus } from '../generated/prisma/client';
import type { Db } from './db';

// One person's rows, for their data export and their erasure (flows/privacy.ts). Tickets are theirs when the
// sender was signed in (user_id from the actor token); a visitor's ticket names no account and cannot be tied to
// one safely by the address typed into a form.

export interface OwnTicket {
  id: string;
  name: string;
  email: string;
  topic: SupportTopic;
  status: TicketStatus;
  createdAt: Date;
  updatedAt: Date;
  messageCiphertext: Uint8Array;
  noteCiphertext: Uint8Array | null;
}

export function ticketsOf(db: Db, userId: string): Promise<OwnTicket[]> {
  return db.supportTicket.findMany({
    where: { userId },
    select: {
      id: true,
      name: true,
      email: true,
      topic: true,
      status: true,
      createdAt: true,
      updatedAt: true,
      messageCiphertext: true,
      noteCiphertext: true,
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

/** What the person did as staff (ids and actions only: the audit log holds nothing else). */
export function auditActionsOf(db: Db, userId: string) {
  return db.auditLog.findMany({
    where: { actorUserId: userId },
    select: { action: true, subjectType: true, subjectId: true, at: true },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
  });
}

/**
 * Deletes the person's tickets (name, address, sealed message and note) and returns their ids and addresses,
 * so the caller shreds each ticket's key and drops the address's rate-limit counters.
 */
export async function deleteTicketsOf(db: Db, userId: string): Promise<{ id: string; email: string }[]> {
  return db.$queryRaw<{ id: string; email: string }[]>`
    DELETE FROM support_tickets WHERE user_id = ${userId}::uuid RETURNING id::text AS id, email`;
}

export async function deleteRateLimits(db: Db, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  return db.$executeRaw`DELETE FROM rate_limits WHERE key = ANY(${keys}::text[])`;
}
