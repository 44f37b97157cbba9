import type { Db } from './db';

// One person's rows for their erasure (flows/privacy.ts). The session rows stay: ids and times only, and the other
// members' record (and notes) hang on them.

/** The person's notes, their entries into calls and the partnerships naming them. */
export async function deletePersonRows(db: Db, userId: string): Promise<void> {
  await db.sessionNote.deleteMany({ where: { therapistUserId: userId } });
  await db.participation.deleteMany({ where: { userId } });
  await db.relationshipPartner.deleteMany({ where: { partnerUserId: userId } });
}
