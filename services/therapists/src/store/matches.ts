import type { MatchAnswersData, MatchCandidate } from '../domain/matching';
import type { SessionTypeData } from '../domain/profile';
import type { Prisma } from '../generated/prisma/client';
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

export interface StoredMatch {
  id: string;
  clientUserId: string | null;
  answers: MatchAnswersData;
  ranked: StoredRanking[];
  createdAt: Date;
}

export async function insertMatch(db: Db, m: StoredMatch): Promise<void> {
  await db.matchResult.create({
    data: {
      id: m.id,
      clientUserId: m.clientUserId,
      answers: m.answers as unknown as Prisma.InputJsonValue,
      ranked: m.ranked as unknown as Prisma.InputJsonValue,
      createdAt: m.createdAt,
    },
    select: { id: true },
  });
}

export async function findMatch(db: Db, id: string): Promise<StoredMatch | null> {
  const row = await db.matchResult.findUnique({
    where: { id },
    select: { id: true, clientUserId: true, answers: true, ranked: true, createdAt: true },
  });
  if (!row) return null;
  return {
    ...row,
    answers: row.answers as unknown as MatchAnswersData,
    ranked: row.ranked as unknown as StoredRanking[],
  };
}
