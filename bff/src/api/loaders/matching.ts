// What /povezi-me and /upitnik/{id} show: the visitor's own "connect me" requests and a questionnaire result.

import { therapists } from '../../server/gateways/therapists';
import { Forbidden, InvalidInput, NotFound } from '../errors';
import { connectionsBody } from '../handlers/connect';
import { matchBody } from '../handlers/matching';

/** The signed-in client's requests and the profiles assigned to them. */
export async function myConnections(actorToken: string): Promise<ReturnType<typeof connectionsBody>> {
  return connectionsBody(await therapists.listMyConnectionRequests(actorToken));
}

/**
 * A questionnaire result, or null when there is none to show. Someone else's result, or a visitor's result
 * without the secret this browser keeps for it, answers like a missing one: its existence is not ours to confirm.
 */
export async function matchResultOrNull(
  resultId: string,
  actorToken: string | null | undefined,
  secret = '',
): Promise<ReturnType<typeof matchBody> | null> {
  try {
    return matchBody(await therapists.getMatch(resultId, actorToken, secret));
  } catch (err) {
    if (err instanceof NotFound || err instanceof Forbidden || err instanceof InvalidInput) return null;
    throw err;
  }
}
