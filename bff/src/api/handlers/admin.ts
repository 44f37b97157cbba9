// Back office: user search and roles. Identity checks the roles again; the BFF check only saves a trip.

import { forgetWhere } from '../../server/actor-cache';
import { identity } from '../../server/gateways/identity';
import { type EndpointContext, json } from '../route';

const PAGE_SIZE = 50;

export async function listUsers(ctx: EndpointContext<'adminUsers'>): Promise<Response> {
  const page = await identity.listUsers(ctx.session.actorToken, {
    role: ctx.query.role || undefined,
    query: ctx.query.q || undefined,
    pageToken: ctx.query.pageToken || undefined,
    pageSize: PAGE_SIZE,
  });
  return json(page);
}

export async function grantRole(ctx: EndpointContext<'adminGrantRole'>): Promise<Response> {
  const user = await identity.grantRole(ctx.session.actorToken, ctx.params.id, ctx.body.role);
  // The user's cached sessions still carry the old roles.
  forgetWhere((v) => v.user.id === user.id);
  return json({ user });
}
