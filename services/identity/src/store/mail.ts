import type { Db } from './db';

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: Date;
}

export async function insertMail(
  db: Db,
  m: { id: string; to: string; subject: string; text: string; link: string | null; now: Date },
): Promise<void> {
  await db.outgoingMail.create({
    data: { id: m.id, to: m.to, subject: m.subject, text: m.text, link: m.link, createdAt: m.now },
    select: { id: true },
  });
}

/** Newest first; ids are UUIDv7, so they break ties between mails written in the same millisecond. */
export async function listMailTo(db: Db, to: string, limit: number): Promise<StoredMail[]> {
  return db.outgoingMail.findMany({
    where: { to },
    select: { to: true, subject: true, text: true, link: true, createdAt: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}

export async function pruneMail(db: Db, before: Date): Promise<number> {
  const { count } = await db.outgoingMail.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
