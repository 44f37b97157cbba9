import type { Db } from './db';

export interface TotpFactorRow {
  secretSealed: Uint8Array;
  createdAt: Date;
  confirmedAt: Date | null;
  lastStep: number | null;
}

export async function findTotpFactor(db: Db, userId: string): Promise<TotpFactorRow | null> {
  const row = await db.totpFactor.findUnique({
    where: { userId },
    select: { secretSealed: true, createdAt: true, confirmedAt: true, lastStep: true },
  });
  if (!row) return null;
  return { ...row, lastStep: row.lastStep === null ? null : Number(row.lastStep) };
}

/** Whether the account's second factor is in force (confirmed). */
export async function hasConfirmedTotp(db: Db, userId: string): Promise<boolean> {
  const n = await db.totpFactor.count({ where: { userId, confirmedAt: { not: null } } });
  return n > 0;
}

/** A new, unconfirmed secret; replaces an earlier unconfirmed one, never a confirmed one (returns false then). */
export async function putPendingTotp(
  db: Db,
  userId: string,
  secretSealed: Uint8Array,
  now: Date,
): Promise<boolean> {
  await db.totpFactor.deleteMany({ where: { userId, confirmedAt: null } });
  const { count } = await db.totpFactor.createMany({
    data: [{ userId, secretSealed: Buffer.from(secretSealed), createdAt: now }],
    skipDuplicates: true,
  });
  return count === 1;
}

export async function confirmTotp(db: Db, userId: string, step: number, now: Date): Promise<boolean> {
  const { count } = await db.totpFactor.updateMany({
    where: { userId, confirmedAt: null },
    data: { confirmedAt: now, lastStep: BigInt(step) },
  });
  return count === 1;
}

/**
 * Records `step` as used, only when it is newer than the last one: two requests with the same code race to
 * this row and only one wins.
 */
export async function advanceTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const { count } = await db.totpFactor.updateMany({
    where: {
      userId,
      confirmedAt: { not: null },
      OR: [{ lastStep: null }, { lastStep: { lt: BigInt(step) } }],
    },
    data: { lastStep: BigInt(step) },
  });
  return count === 1;
}

export async function deleteSecondFactor(db: Db, userId: string): Promise<void> {
  await db.recoveryCode.deleteMany({ where: { userId } });
  await db.totpFactor.deleteMany({ where: { userId } });
}

export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  codes: { id: string; codeHash: string }[],
  now: Date,
): Promise<void> {
  await db.recoveryCode.deleteMany({ where: { userId } });
  await db.recoveryCode.createMany({ data: codes.map((c) => ({ ...c, userId, createdAt: now })) });
}

/** Marks the code used; false when it is unknown, someone else's or already used. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash, usedAt: null },
    data: { usedAt: now },
  });
  return count === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  return db.recoveryCode.count({ where: { userId, usedAt: null } });
}

export async function markSessionSecondFactor(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, endedAt: null }, data: { secondFactorAt: now } });
}
