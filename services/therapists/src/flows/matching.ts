import { randomBytes } from 'node:crypto';
import type { Actor, Tx } from '@oslonac/kit';
import { errors } from '../domain/errors';
import {
  anonymousMatchCutoff,
  anonymousMatchOwner,
  canOpenMatch,
  hashMatchSecret,
  matchContext,
  personOwner,
} from '../domain/health-data';
import { type MatchAnswersData, type MatchCandidate, rankTherapists } from '../domain/matching';
import { newId } from '../ids';
import { transaction } from '../store/db';
import {
  deleteDataKeysOf,
  deleteExpiredAnonymousMatches,
  findSealedMatch,
  insertMatch,
  matchCandidates,
  type StoredRanking,
} from '../store/matches';
import { findProfilesByIds, type ProfileView } from '../store/profiles';
import type { Deps } from './deps';

// The questionnaire: answers and the ranking (whose reasons repeat the concerns) are sealed together, with the
// signed-in person's data key or, for a visitor, a key of the result's own that dies with it after 30 days.

export const MATCH_LIMIT = 10;
const CANDIDATE_LIMIT = 1000;
const PRUNE_BATCH = 500;
const asTx = (tx: unknown) => tx as Tx;

export interface MatchView {
  id: string;
  answers: MatchAnswersData;
  therapists: (StoredRanking & { profile: ProfileView })[];
  createdAt: Date;
}

interface SealedContent {
  answers: MatchAnswersData;
  ranked: StoredRanking[];
}

async function candidates(d: Deps, a: MatchAnswersData): Promise<MatchCandidate[]> {
  // Therapists who work with at least one concern first; everyone public when nobody does.
  const found = await matchCandidates(d.prisma, a.concerns, CANDIDATE_LIMIT);
  if (found.length < MATCH_LIMIT && a.concerns.length > 0)
    return matchCandidates(d.prisma, [], CANDIDATE_LIMIT);
  return found;
}

/**
 * Scores every candidate and stores answers and the top ten, sealed. A signed-in person owns the result; a
 * visitor gets a secret (only its hash is kept) without which the result cannot be opened.
 */
export async function createMatch(
  d: Deps,
  actor: Actor | null,
  answers: MatchAnswersData,
): Promise<{ resultId: string; secret: string }> {
  const ranked: StoredRanking[] = rankTherapists(answers, await candidates(d, answers), MATCH_LIMIT).map(
    (s) => ({
      profileId: s.id,
      score: s.score,
      reasons: s.reasons.map(({ code, text }) => ({ code, text })),
      caveats: s.caveats,
    }),
  );
  const id = newId();
  const clientUserId = actor?.userId ?? null;
  const secret = clientUserId ? '' : randomBytes(32).toString('base64url');
  const content: SealedContent = { answers, ranked };
  await transaction(d.prisma, async (tx) => {
    const sealed = await d.crypto.encrypt(
      asTx(tx),
      clientUserId ? personOwner(clientUserId) : anonymousMatchOwner(id),
      Buffer.from(JSON.stringify(content), 'utf8'),
      matchContext(id),
    );
    await insertMatch(tx, {
      id,
      clientUserId,
      sealed,
      secretHash: secret ? hashMatchSecret(secret) : null,
      createdAt: d.clock(),
    });
  });
  return { resultId: id, secret };
}

/** The owner's (or the secret holder's) result; anyone else, and an expired visitor's result, NOT_FOUND. */
export async function getMatch(
  d: Deps,
  actor: Actor | null,
  resultId: string,
  secret: string,
): Promise<MatchView> {
  const opened = await transaction(d.prisma, async (tx) => {
    const row = await findSealedMatch(tx, resultId);
    if (!row || !canOpenMatch(row, { userId: actor?.userId ?? null, secret }, d.clock()))
      throw errors.notFound('match');
    const plain = await d.crypto.decrypt(asTx(tx), row.sealed, matchContext(row.id));
    return { row, content: JSON.parse(plain.toString('utf8')) as SealedContent };
  });
  const { ranked, answers } = opened.content;
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
    id: opened.row.id,
    answers,
    therapists: ranked.flatMap((r) => {
      const profile = profiles.get(r.profileId);
      return profile ? [{ ...r, profile }] : [];
    }),
    createdAt: opened.row.createdAt,
  };
}

/**
 * Deletes visitors' results older than 30 days with their data keys, in batches; safe on every replica at once
 * (rows another round holds are skipped). Returns how many went.
 */
export async function pruneExpiredMatches(d: Deps): Promise<number> {
  const cutoff = anonymousMatchCutoff(d.clock());
  let total = 0;
  for (;;) {
    const ids = await transaction(d.prisma, async (tx) => {
      const gone = await deleteExpiredAnonymousMatches(tx, cutoff, PRUNE_BATCH);
      await deleteDataKeysOf(tx, gone.map(anonymousMatchOwner));
      return gone;
    });
    total += ids.length;
    if (ids.length < PRUNE_BATCH) return total;
  }
}
