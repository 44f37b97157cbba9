import type { SupportTopic, TicketStatus } from '../generated/prisma/client';
import type { Db } from './db';

export interface TicketRecord {
  id: string;
  name: string;
  email: string;
  topic: SupportTopic;
  status: TicketStatus;
  userId: string | null;
  handledByUserId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SealedTicket extends TicketRecord {
  messageCiphertext: Uint8Array;
  noteCiphertext: Uint8Array | null;
}

// Lists never select the ciphertexts: what is not read cannot leak.
const summary = {
  id: true,
  name: true,
  email: true,
  topic: true,
  status: true,
  userId: true,
  handledByUserId: true,
  createdAt: true,
  updatedAt: true,
} as const;

export async function insertTicket(
  db: Db,
  t: Omit<TicketRecord, 'status' | 'handledByUserId' | 'updatedAt'> & { messageCiphertext: Uint8Array },
): Promise<TicketRecord> {
  return db.supportTicket.create({
    data: {
      id: t.id,
      name: t.name,
      email: t.email,
      topic: t.topic,
      userId: t.userId,
      messageCiphertext: new Uint8Array(t.messageCiphertext),
      createdAt: t.createdAt,
      updatedAt: t.createdAt,
    },
    select: summary,
  });
}

export async function listTickets(
  db: Db,
  q: { status: TicketStatus | null; order: 'asc' | 'desc'; skip: number; take: number },
): Promise<{ tickets: TicketRecord[]; total: number }> {
  const where = q.status ? { status: q.status } : {};
  const [tickets, total] = await Promise.all([
    db.supportTicket.findMany({
      where,
      select: summary,
      // The id (UUIDv7) breaks ties between tickets of the same instant, so pages never overlap.
      orderBy: [{ createdAt: q.order }, { id: q.order }],
      skip: q.skip,
      take: q.take,
    }),
    db.supportTicket.count({ where }),
  ]);
  return { tickets, total };
}

export async function findSealedTicket(db: Db, id: string): Promise<SealedTicket | null> {
  return db.supportTicket.findUnique({
    where: { id },
    select: { ...summary, messageCiphertext: true, noteCiphertext: true },
  });
}

/** Locks the row for the rest of the transaction, so two admins' changes apply one after the other. */
export async function lockTicket(db: Db, id: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM support_tickets WHERE id = ${id}::uuid FOR UPDATE`;
  return rows.length === 1;
}

export async function updateTicket(
  db: Db,
  id: string,
  change: { status: TicketStatus; noteCiphertext: Uint8Array | null; handledByUserId: string; at: Date },
): Promise<TicketRecord> {
  return db.supportTicket.update({
    where: { id },
    data: {
      status: change.status,
      noteCiphertext: change.noteCiphertext ? new Uint8Array(change.noteCiphertext) : null,
      handledByUserId: change.handledByUserId,
      updatedAt: change.at,
    },
    select: summary,
  });
}
