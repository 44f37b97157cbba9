// The signed-in user's own account: profile, e-mail, password, sessions.

import { forgetWhere, updateCachedUser } from '../../server/actor-cache';
import { localeCookie } from '../../server/cookies';
import { identity } from '../../server/gateways/identity';
import { type EndpointContext, json, noContent } from '../route';

export async function getMe(ctx: EndpointContext<'getMe'>): Promise<Response> {
  // Fresh from identity, not the cached view: this is what settings screens edit.
  const user = await identity.getMe(ctx.session.actorToken);
  updateCachedUser(user);
  return json({ user });
}

export async function updateMe(ctx: EndpointContext<'updateMe'>): Promise<Response> {
  const user = await identity.updateProfile(ctx.session.actorToken, ctx.body);
  updateCachedUser(user);
  // The saved language also becomes this browser's language.
  const headers: Record<string, string> = ctx.body.locale
    ? { 'set-cookie': localeCookie(ctx.req, user.locale) }
    : {};
  return json({ user }, 200, headers);
}

export async function changeEmail(ctx: EndpointContext<'changeEmail'>): Promise<Response> {
  const user = await identity.changeEmail(
    ctx.session.actorToken,
    ctx.body.newEmail,
    ctx.body.currentPassword,
  );
  // The address has not changed yet (the link sent to the new one changes it), so the cached view stays true.
  updateCachedUser(user);
  return json({ sent: true, user }, 202);
}

export async function changePassword(ctx: EndpointContext<'changePassword'>): Promise<Response> {
  await identity.changePassword(ctx.session.actorToken, ctx.body.newPassword, ctx.body.currentPassword);
  // The view carries hasPassword; let the next request see the change.
  const userId = ctx.session.user.id;
  forgetWhere((v) => v.user.id === userId);
  return noContent();
}

export async function listSessions(ctx: EndpointContext<'listSessions'>): Promise<Response> {
  const sessions = await identity.listSessions(ctx.session.actorToken);
  return json({ sessions });
}

export async function revokeSession(ctx: EndpointContext<'revokeSession'>): Promise<Response> {
  await identity.revokeSession(ctx.session.actorToken, ctx.params.id);
  const id = ctx.params.id;
  forgetWhere((v) => v.sessionId === id);
  return noContent();
}
