import type { Actor, EraseFn, Tx } from '@oslonac/kit';
import { connectionContext, matchContext, personOwner } from '../domain/health-data';
import { profileUpdated } from '../events';
import { type Db, transaction } from '../store/db';
import {
  anonymiseProfile,
  auditActionsOf,
  deleteClientRows,
  eligibilityOf,
  ownProfileOf,
  pricesForClientOf,
  reviewsBy,
  sealedConnectionsOf,
  sealedMatchesOf,
} from '../store/erasure';
import { findProfile, refreshRating } from '../store/profiles';
import type { Deps } from './deps';
import { ownerOf as therapistOwner } from './documents';

// GDPR Art. 15/20 (export) and 17 (erasure) for what therapists holds about a person. The erasure consumer
// (main.ts) runs `eraser(d)` in the kit's transaction, which also shreds the data keys it names and announces
// therapists.user.erased.v1.

const asTx = (tx: unknown) => tx as Tx;
const iso = (d: Date | null) => d?.toISOString() ?? null;

async function opened(d: Deps, tx: Db, sealed: Uint8Array, context: string): Promise<unknown> {
  return JSON.parse((await d.crypto.decrypt(asTx(tx), sealed, context)).toString('utf8'));
}

/** Everything therapists holds about the signed-in person, sealed fields opened, as one JSON document. */
export async function exportMyData(d: Deps, actor: Actor): Promise<string> {
  const userId = actor.userId;
  return transaction(d.prisma, async (tx) => {
    const questionnaireResults = [];
    for (const m of await sealedMatchesOf(tx, userId)) {
      questionnaireResults.push({
        id: m.id,
        createdAt: iso(m.createdAt),
        content: await opened(d, tx, m.sealed, matchContext(m.id)),
      });
    }
    const connectionRequests = [];
    for (const r of await sealedConnectionsOf(tx, userId)) {
      const { sealed, ...rest } = r;
      connectionRequests.push({
        ...rest,
        createdAt: iso(r.createdAt),
        assignedAt: iso(r.assignedAt),
        content: await opened(d, tx, sealed, connectionContext(r.id)),
      });
    }
    const own = await ownProfileOf(tx, userId);
    let therapistProfile: unknown = null;
    if (own) {
      const { w8ben, documents, individualPrices, ...profile } = own;
      therapistProfile = {
        ...profile,
        // Uploaded files are listed here; each one downloads as it was uploaded from the profile's documents.
        documents: documents.map((doc) => ({ ...doc, uploadedAt: iso(doc.uploadedAt) })),
        w8ben: w8ben
          ? {
              form: await opened(d, tx, w8ben.ciphertext, `w8ben:${own.id}`),
              updatedAt: iso(w8ben.updatedAt),
            }
          : null,
        individualPrices: individualPrices.map((p) => ({
          ...p,
          amountMinor: Number(p.amountMinor),
          updatedAt: iso(p.updatedAt),
        })),
      };
    }
    const document = {
      service: 'therapists',
      userId,
      questionnaireResults,
      connectionRequests,
      reviewsWritten: (await reviewsBy(tx, userId)).map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
      reviewEligibility: (await eligibilityOf(tx, userId)).map((e) => ({
        ...e,
        completedAt: iso(e.completedAt),
      })),
      pricesForMe: (await pricesForClientOf(tx, userId)).map((p) => ({
        ...p,
        amountMinor: Number(p.amountMinor),
        updatedAt: iso(p.updatedAt),
      })),
      therapistProfile,
      staffActions: (await auditActionsOf(tx, userId)).map((a) => ({ ...a, at: iso(a.at) })),
    };
    return JSON.stringify(document, (_k, v) => (typeof v === 'bigint' ? Number(v) : v));
  });
}

/**
 * Erases the person here.
 * - As a client: questionnaire results and "Poveži me" requests (health data, sealed with `client:<userId>`)
 *   are deleted and that key shredded; their reviews are deleted outright (the words, the author label and even a
 *   bare rating tied to one completed session can point back at them) and the therapists' ratings recomputed;
 *   review eligibility and the prices therapists set for them go too.
 * - As a therapist: the profile is unpublished and emptied (a nameless tombstone stays for rows that point at
 *   it), documents and W-8BEN deleted and `therapist:<userId>` shredded, and an update announces the profile as
 *   no longer public under the erased name, so booking's copy forgets the name too. Tax records (sessions,
 *   payments) live in booking, not here: nothing in this service is kept for the law.
 */
export function eraser(d: Deps): EraseFn {
  return async (tx, userId) => {
    const db = tx as unknown as Db;
    const { reviewedProfiles } = await deleteClientRows(db, userId);
    for (const profileId of reviewedProfiles) await refreshRating(db, profileId);
    const now = d.clock();
    const profileId = await anonymiseProfile(db, userId, now);
    if (profileId) {
      const tombstone = await findProfile(db, { id: profileId });
      if (tombstone) await profileUpdated(tx, tombstone, now);
    }
    return { ownerKeys: [personOwner(userId), therapistOwner(userId)], keptRecords: 0 };
  };
}
