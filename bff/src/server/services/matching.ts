// The questionnaire: answers in, a stored ranked result out. A signed-in client's result is theirs alone
// (the service checks the actor on every read); a visitor's result is reachable by its unguessable id.
import type { z } from 'zod';
import { type EndpointContext, json } from '../../api/route';
import type { MatchAnswersBody } from '../../api/schemas';
import { resolveActor } from '../actor';
import { therapists } from '../gateways/therapists';
import { HttpProblem } from '../problem';
import type { MatchResultView } from '../views/therapists';
import { optionalSession, publicProfile } from './catalog';

export type MatchAnswersInput = z.output<typeof MatchAnswersBody>;

/** Shared by the API and the questionnaire page's form action. */
export async function createMatch(answers: MatchAnswersInput, actorToken: string | null): Promise<string> {
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
  let actorToken: string | null = null;
  if (ctx.token) {
    const session = await resolveActor(ctx.token.token);
    if (!session) throw new HttpProblem(401, 'identity.session_invalid');
    actorToken = session.actorToken;
  }
  const resultId = await createMatch(ctx.body, actorToken);
  return json({ resultId }, 201, { location: `/upitnik/${resultId}` });
}

export async function getMatchRoute(ctx: EndpointContext<'getMatch'>): Promise<Response> {
  const session = await optionalSession(ctx.token);
  const result = await therapists.getMatch(ctx.params.id, session?.actorToken);
  return json(matchBody(result));
}
