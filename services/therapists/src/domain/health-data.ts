import { createHash, timingSafeEqual } from 'node:crypto';

// What a person tells us about why they seek help ("Poveži me" messages, questionnaire concerns and answers,
// and the ranking reasons that repeat them) is health data: it is stored only sealed with the kit's envelope
// encryption. These names decide whose data key seals what, so erasing that key erases the data.

/** A signed-in person's data key (connection requests, their own questionnaire results). */
export function personOwner(userId: string): string {
  return `client:${userId}`;
}

/** A visitor's questionnaire result has a key of its own, deleted with the result when it expires. */
export function anonymousMatchOwner(resultId: string): string {
  return `match:${resultId}`;
}

/** Binds a ciphertext to its row, so it cannot be moved to another one. */
export const connectionContext = (requestId: string) => `connection_request:${requestId}`;
export const matchContext = (resultId: string) => `match_result:${resultId}`;

/** How long a visitor's result can be opened; after that it is deleted with its key. */
export const ANONYMOUS_MATCH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Only the hash of a visitor's result secret is stored: a database dump cannot open anyone's result. */
export function hashMatchSecret(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

export interface MatchAccess {
  /** The signed-in person who saved it; null for a visitor's result. */
  clientUserId: string | null;
  secretHash: Uint8Array | null;
  createdAt: Date;
}

/**
 * May this caller open the result? A signed-in person's result only by that person; a visitor's only with its
 * secret and for 30 days. The id alone never suffices.
 */
export function canOpenMatch(
  m: MatchAccess,
  caller: { userId: string | null; secret: string },
  now: Date,
): boolean {
  if (m.clientUserId !== null) return caller.userId === m.clientUserId;
  if (!m.secretHash || !caller.secret) return false;
  if (now.getTime() - m.createdAt.getTime() >= ANONYMOUS_MATCH_TTL_MS) return false;
  const given = hashMatchSecret(caller.secret);
  return given.length === m.secretHash.length && timingSafeEqual(given, m.secretHash);
}

/** Anonymous results created before this instant have expired. */
export function anonymousMatchCutoff(now: Date): Date {
  return new Date(now.getTime() - ANONYMOUS_MATCH_TTL_MS);
}
