// First steps after sign-up: choosing a path and finishing the basics.

import { updateCachedUser } from '../../server/actor-cache';
import { identity } from '../../server/gateways/identity';
import { type EndpointContext, json } from '../route';

export async function choosePath(ctx: EndpointContext<'onboardingPath'>): Promise<Response> {
  const user = await identity.chooseOnboardingPath(ctx.session.actorToken, ctx.body.path);
  updateCachedUser(user);
  return json({ user });
}

export async function complete(ctx: EndpointContext<'onboardingComplete'>): Promise<Response> {
  const user = await identity.completeOnboarding(ctx.session.actorToken, ctx.body.displayName);
  updateCachedUser(user);
  return json({ user });
}
