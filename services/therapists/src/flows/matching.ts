import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { type MatchAnswersData, type MatchCandidate, rankTherapists } from '../domain/matching';
import { newId } from '../ids';
import { findMatch, insertMatch, matchCandidates, type StoredRanking } from '../store/matches';
import { findProfilesByIds, type ProfileView } from '../store/profiles';
import type { Deps } from './deps';

export const MATCH_LIMIT = 10;
const CANDIDATE_LIMIT = 1000;

export interface MatchView {
  id: string;
  answers: MatchAnswersData;
  therapists: (StoredRanking & { profile: ProfileView })[];
  createdAt: Date;
}

async function candidates(d: Deps, a: MatchAnswersData): Promise<MatchCandidate[]> {
  // Therapists who work with at least one concern first; everyone public when nobody does.
  const found = await matchCandidates(d.prisma, a.concerns, CANDIDATE_LIMIT);
  if (found.length < MATCH_LIMIT && a.concerns.length > 0)
    return matchCandidates(d.prisma, [], CANDIDATE_LIMIT);
  return found;
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
  await insertMatch(d.prisma, {
    id,
    clientUserId: actor?.roles.includes('client') ? actor.userId : null,
    answers,
    ranked,
    createdAt: d.clock(),
  });
  return id;
}

/** The id is the capability, except that a client's own result answers NOT_FOUND to everyone else. */
export async function getMatch(d: Deps, actor: Actor | null, resultId: string): Promise<MatchView> {
  const row = await findMatch(d.prisma, resultId);
  if (!row || (row.clientUserId !== null && row.clientUserId !== actor?.userId))
    throw errors.notFound('match');
  const ranked = row.ranked;
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
    answers: row.answers,
    therapists: ranked.flatMap((r) => {
      const profile = profiles.get(r.profileId);
      return profile ? [{ ...r, profile }] : [];
    }),
    createdAt: row.createdAt,
  };
}
