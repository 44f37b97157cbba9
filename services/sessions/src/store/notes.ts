import type { Db } from './db';

// Session notes as stored: the text sealed (flows/notes.ts opens it), a version for optimistic concurrency.

export interface SealedNote {
  sessionId: string;
  therapistUserId: string;
  textCiphertext: Uint8Array;
  version: number;
  updatedAt: Date;
}

export function findNote(db: Db, sessionId: string): Promise<SealedNote | null> {
  return db.sessionNote.findUnique({ where: { sessionId } });
}

/**
 * Writes version `version` over `version - 1` (or as the first); false when someone saved in between (the row
 * moved on, or another first save won the insert).
 */
export async function writeNote(db: Db, n: SealedNote): Promise<boolean> {
  // Prisma's Bytes wants a plain ArrayBuffer-backed array.
  const textCiphertext = Uint8Array.from(n.textCiphertext);
  if (n.version === 1) {
    const { count } = await db.sessionNote.createMany({
      data: [{ ...n, textCiphertext }],
      skipDuplicates: true,
    });
    return count === 1;
  }
  const { count } = await db.sessionNote.updateMany({
    where: { sessionId: n.sessionId, version: n.version - 1 },
    data: { textCiphertext, version: n.version, updatedAt: n.updatedAt },
  });
  return count === 1;
}

export function notesBy(db: Db, therapistUserId: string): Promise<SealedNote[]> {
  return db.sessionNote.findMany({ where: { therapistUserId }, orderBy: { updatedAt: 'asc' } });
}
