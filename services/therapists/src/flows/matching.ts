import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { type MatchAnswersData, type MatchCandidate, rankTherapists } from '../domain/matching';
import type { SessionTypeData } from '../domain/profile';
import type { Prisma } from '../generated/prisma/client';
import { newId } from '../ids';
import { findProfilesByIds, type ProfileView } from '../store/profiles';
import type { Deps } from './deps';

export const MATCH_LIMIT = 10;
const CANDIDATE_LIMIT = 1000;

export interface StoredRanking {
  profileId: string;
  score: number;
  reasons: { code: string; text: string }[];
  caveats: { code: string; text: string }[];
}

export interface MatchView {
  id: string;
  answers: MatchAnswersData;
  therapists: (StoredRanking & { profile: ProfileView })[];
  createdAt: Date;
}

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

async function candidates(d: Deps, a: MatchAnswersData): Promise<MatchCandidate[]> {
  // Therapists who work with at least one concern first; everyone public when nobody does.
  const load = (concerns: string[]) => d.prisma.$queryRaw<CandidateRow[]>`
    SELECT id::text AS id, specialties, approaches, languages, gender::text AS gender, works_with_couples,
           years_of_practice, session_types, verification, rating_average
    FROM profiles
    WHERE status = 'approved' AND (cardinality(${concerns}::text[]) = 0 OR specialties && ${concerns}::text[])
    ORDER BY featured DESC, rating_average DESC, id
    LIMIT ${CANDIDATE_LIMIT}`;
  let rows = await load(a.concerns);
  if (rows.length < MATCH_LIMIT && a.concerns.length > 0) rows = await load([]);
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

/** Scores every candidate and stores answers and the top ten; a signed-in client owns the result. */
export async function createMatch(d: Deps, actor: Actor | null, answers: MatchAnswersData): Promise<string> {
  const ranked: StoredRanking[] = rankTherapists(answers, await candidates(d, answers), MATCH_LIMIT).map(
    (s) => ({
      profileId: s.id,
      score: s.score,
      reasons: s.reasons.map(({ code, text }) => ({ code, text })),
      caveats: s.caveats,
    }),
  );
  const id = newId();
  await d.prisma.matchResult.create({
    data: {
      id,
      clientUserId: actor?.roles.includes('client') ? actor.userId : null,
      answers: answers as unknown as Prisma.InputJsonValue,
      ranked: ranked as unknown as Prisma.InputJsonValue,
      createdAt: d.clock(),
    },
  });
  return id;
}

/** The id is the capability, except that a client's own result answers NOT_FOUND to everyone else. */
export async function getMatch(d: Deps, actor: Actor | null, resultId: string): Promise<MatchView> {
  const row = await d.prisma.matchResult.findUnique({ where: { id: resultId } });
  if (!row || (row.clientUserId !== null && row.clientUserId !== actor?.userId))
    throw errors.notFound('match');
  const ranked = row.ranked as unknown as StoredRanking[];
  // Profiles are read fresh (a name or price may have changed); ones no longer public drop out.
  const profiles = new Map(
    (
      await findProfilesByIds(
        d.prisma,
        ranked.map((r) => r.profileId),
        true,
      )
    ).map((p) => [p.id, p]),
  );
  return {
    id: row.id,
    answers: row.answers as unknown as MatchAnswersData,
    therapists: ranked.flatMap((r) => {
      const profile = profiles.get(r.profileId);
      return profile ? [{ ...r, profile }] : [];
    }),
    createdAt: row.createdAt,
  };
}
