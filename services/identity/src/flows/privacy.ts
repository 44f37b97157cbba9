import type { Actor, Tx } from '@oslonac/kit';
import { DEFAULT_ERASURE_SERVICES } from '../domain/erasure';
import { errors } from '../domain/errors';
import { userErasureRequested, userSessionsRevoked } from '../events';
import { newId } from '../ids';
import { type Db, transaction } from '../store/db';
import {
  type ErasureRecord,
  eraseUserRows,
  findErasure,
  findOpenErasuresOfUser,
  insertErasure,
  insertErasureReport,
  lockErasure,
  markErasureComplete,
} from '../store/erasure';
import { readUserExport } from '../store/export';
import type { Deps } from './deps';
import { assertFreshProof } from './fresh-proof';

// GDPR Art. 15/17/20 on identity's side: the person's own copy, deleting the account, and the progress of the
// deletion across services.

export const IDENTITY_SERVICE = 'identity';

/** The person's data as one JSON document (identity.json in the export ZIP). */
export async function exportMyData(d: Deps, actor: Actor): Promise<string> {
  const data = await readUserExport(d.prisma, actor.userId);
  if (!data) throw errors.sessionInvalid();
  return JSON.stringify({ service: IDENTITY_SERVICE, exportedAt: d.clock(), ...data }, null, 2);
}

/**
 * Deletes the account at once, in one transaction: the person's rows go (store/erasure.ts), an erasure record
 * naming only the user id and the expected services stays, and UserErasureRequested + UserSessionsRevoked go to
 * the outbox. Needs fresh proof, like a password change.
 */
export async function deleteMyAccount(
  d: Deps,
  actor: Actor,
  input: { currentPassword: string },
): Promise<{ erasureId: string }> {
  const user = await assertFreshProof(d, actor, input.currentPassword);
  const expected = d.erasureServices ?? DEFAULT_ERASURE_SERVICES;
  return transaction(d.prisma, async (tx) => {
    const now = d.clock();
    if (!(await eraseUserRows(tx, user.id))) throw errors.sessionInvalid();
    const erasureId = newId();
    await insertErasure(tx, { id: erasureId, userId: user.id, requestedAt: now, expectedServices: expected });
    // Identity's part is done in this very transaction.
    await report(tx, erasureId, expected, IDENTITY_SERVICE, now, 0, now);
    await userErasureRequested(tx, { userId: user.id, occurredAt: now });
    await userSessionsRevoked(tx, { userId: user.id, reason: 'erased', occurredAt: now });
    return { erasureId };
  });
}

/** For identity's own erasure consumer: erases whatever is left of the person (nothing after DeleteMyAccount). */
export async function eraseIdentityUser(tx: Tx, userId: string): Promise<{ ownerKeys: string[] }> {
  await eraseUserRows(tx as Db, userId);
  return { ownerKeys: [] };
}

async function report(
  tx: Db,
  erasureId: string,
  expected: string[],
  service: string,
  erasedAt: Date,
  keptRecords: number,
  now: Date,
): Promise<void> {
  await lockErasure(tx, erasureId);
  await insertErasureReport(tx, { erasureId, service, erasedAt, keptRecords });
  const record = await findErasure(tx, erasureId);
  if (!record || record.completedAt) return;
  const reported = new Set(record.reports.map((r) => r.service));
  if (expected.every((s) => reported.has(s))) await markErasureComplete(tx, erasureId, now);
}

/** A service's UserErased: counts towards every open erasure of the person. */
export async function recordErasureReport(
  tx: Tx,
  e: { userId: string; service: string; keptRecords: number; erasedAt: Date },
  now: Date,
): Promise<number> {
  const db = tx as Db;
  const open = await findOpenErasuresOfUser(db, e.userId);
  for (const erasure of open) {
    await report(db, erasure.id, erasure.expectedServices, e.service, e.erasedAt, e.keptRecords, now);
  }
  return open.length;
}

export interface ErasureStatus {
  erasedServices: string[];
  pendingServices: string[];
  requestedAt: Date;
  completedAt: Date | null;
}

export async function getErasureStatus(d: Deps, erasureId: string): Promise<ErasureStatus> {
  const record = await findErasure(d.prisma, erasureId);
  if (!record) throw errors.notFound('erasure');
  return statusOf(record);
}

function statusOf(r: ErasureRecord): ErasureStatus {
  const reported = new Set(r.reports.map((x) => x.service));
  return {
    erasedServices: r.expectedServices.filter((s) => reported.has(s)),
    pendingServices: r.expectedServices.filter((s) => !reported.has(s)),
    requestedAt: r.requestedAt,
    completedAt: r.completedAt,
  };
}
