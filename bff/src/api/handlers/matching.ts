// The questionnaire: answers in, a stored ranked result out. A signed-in client's result is theirs alone
// (the service checks the actor on every read); a visitor's result is readable only with the secret kept in
// the browser that saved it (an HttpOnly cookie): the id alone is not enough.
import type { z } from 'zod';
import { resolveActor, withFreshActor } from '../../server/actor';
import { matchSecretCookie, readMatchSecret } from '../../server/cookies';
import { therapists } from '../../server/gateways/therapists';
import { HttpProblem } from '../../server/problem';
import type { MatchResultView } from '../../server/views/therapists';
import { type EndpointContext, json } from '../route';
import type { MatchAnswersBody } from '../schemas';
import { optionalSession, publicProfile } from './catalog';

export type MatchAnswersInput = z.output<typeof MatchAnswersBody>;

/**
 * Shared by the API and the questionnaire page's form action. `secret` (a visitor's result only) goes into an
 * HttpOnly cookie beside the result id and nowhere else: without it the result cannot be read.
 */
export async function createMatch(
  answers: MatchAnswersInput,
  actorToken: string | null,
): Promise<{ resultId: string; secret: string }> {
  return therapists.createMatch(answers, actorToken);
}

export function matchBody(result: MatchResultView) {
  return {
    result: {
      id: result.id,
      answers: result.answers,
      therapists: result.therapists.map((t) => ({
        profile: publicProfile(t.profile),
        score: t.score,
        reasons: t.reasons,
        caveats: t.caveats,
      })),
      createdAt: result.createdAt,
    },
  };
}

export async function createMatchRoute(ctx: EndpointContext<'createMatch'>): Promise<Response> {
  // Unlike browsing, saving a result must not silently lose its owner: identity down → 503, not anonymous.
  let session: Awaited<ReturnType<typeof resolveActor>> = null;
  if (ctx.token) {
    session = await resolveActor(ctx.token.token);
    if (!session) throw new HttpProblem(401, 'identity.session_invalid');
  }
  const { resultId, secret } = await withFreshActor(
    ctx.token,
    session,
    (actorToken) => createMatch(ctx.body, actorToken ?? null),
    { signedInOnly: true },
  );
  const headers = new Headers({ location: `/upitnik/${resultId}` });
  const cookie = matchSecretCookie(ctx.req, resultId, secret);
  if (cookie) headers.append('set-cookie', cookie);
  return json({ resultId }, 201, headers);
}

export async function getMatchRoute(ctx: EndpointContext<'getMatch'>): Promise<Response> {
  const session = await optionalSession(ctx.token);
  const result = await withFreshActor(ctx.token, session, (actorToken) =>
    therapists.getMatch(ctx.params.id, actorToken, readMatchSecret(ctx.req, ctx.params.id)),
  );
  return json(matchBody(result));
}
