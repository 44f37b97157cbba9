import type { MatchCandidate } from '../domain/matching';
import type { SessionTypeData } from '../domain/profile';
import type { Db } from './db';

// Matching reads candidates in raw SQL (many rows, few columns) and keeps each result for its link.

interface CandidateRow {
  id: string;
  specialties: string[] | null;
  approaches: string[] | null;
  languages: string[] | null;
  gender: 'female' | 'male' | null;
  works_with_couples: boolean;
  years_of_practice: number;
  session_types: unknown;
  verification: { degreeChecked?: boolean; licenceNumber?: string; association?: string } | null;
  rating_average: number;
}

/** Public profiles that work with at least one of `concerns` (all public ones when none is given), best first. */
export async function matchCandidates(db: Db, concerns: string[], limit: number): Promise<MatchCandidate[]> {
  const rows = await db.$queryRaw<CandidateRow[]>`
    SELECT id::text AS id, specialties, approaches, languages, gender::text AS gender, works_with_couples,
           years_of_practice, session_types, verification, rating_average
    FROM profiles
    WHERE status = 'approved' AND (cardinality(${concerns}::text[]) = 0 OR specialties && ${concerns}::text[])
    ORDER BY featured DESC, rating_average DESC, id
    LIMIT ${limit}`;
  return rows.map((r) => ({
    id: r.id,
    specialties: r.specialties ?? [],
    approaches: r.approaches ?? [],
    languages: r.languages ?? [],
    gender: r.gender,
    worksWithCouples: r.works_with_couples,
    yearsOfPractice: r.years_of_practice,
    sessionTypes: (r.session_types ?? []) as SessionTypeData[],
    verified: Boolean(
      r.verification?.degreeChecked && (r.verification.licenceNumber || r.verification.association),
    ),
    ratingAverage: Number(r.rating_average),
  }));
}

export interface StoredRanking {
  profileId: string;
  score: number;
  reasons: { code: string; text: string }[];
  caveats: { code: string; text: string }[];
}

/** A result as stored: answers and ranking only as ciphertext (flows/matching.ts seals and opens it). */
export interface SealedMatch {
  id: string;
  clientUserId: string | null;
  sealed: Uint8Array;
  /** sha256 of a visitor's secret; null for a signed-in person's result. */
  secretHash: Uint8Array | null;
  createdAt: Date;
}

export async function insertMatch(db: Db, m: SealedMatch): Promise<void> {
  await db.matchResult.create({
    data: {
      id: m.id,
      clientUserId: m.clientUserId,
      sealed: new Uint8Array(m.sealed),
      secretHash: m.secretHash ? new Uint8Array(m.secretHash) : null,
      createdAt: m.createdAt,
    },
    select: { id: true },
  });
}

export function findSealedMatch(db: Db, id: string): Promise<SealedMatch | null> {
  return db.matchResult.findUnique({
    where: { id },
    select: { id: true, clientUserId: true, sealed: true, secretHash: true, createdAt: true },
  });
}

/** Deletes up to `limit` visitors' results created before `cutoff`; returns their ids (their keys go next). */
export async function deleteExpiredAnonymousMatches(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    DELETE FROM match_results WHERE id IN (
      SELECT id FROM match_results WHERE client_user_id IS NULL AND created_at < ${cutoff}
      ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id::text AS id`;
  return rows.map((r) => r.id);
}

/** Deletes these owners' data keys (crypto-erasure of many owners in one statement). */
export async function deleteDataKeysOf(db: Db, ownerIds: string[]): Promise<number> {
  if (ownerIds.length === 0) return 0;
  return db.$executeRaw`DELETE FROM data_keys WHERE owner_id = ANY(${ownerIds}::text[])`;
}
