// Signing in the mobile app from a signed-in browser: a short one-time code, exchanged for a bearer token.

import { identity } from '../../server/gateways/identity';
import { type EndpointContext, json } from '../route';

export async function createHandoff(ctx: EndpointContext<'mobileHandoff'>): Promise<Response> {
  const { code, expiresAt } = await identity.createMobileHandoff(ctx.session.actorToken);
  return json({ code, expiresAt: expiresAt.toISOString() });
}

export async function exchange(ctx: EndpointContext<'mobileExchange'>): Promise<Response> {
  const session = await identity.exchangeMobileHandoff(ctx.body.code, ctx.client);
  return json({ token: session.token, expiresAt: session.expiresAt.toISOString() });
}
