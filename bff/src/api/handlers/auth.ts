// Sign-up, sign-in and sign-out: the BFF side of identity's public flows.

import { forgetToken, forgetWhere } from '../../server/actor-cache';
import { clearSessionCookie, linkSentCookie, sessionCookie } from '../../server/cookies';
import { NotFound, Unauthenticated } from '../../server/gateways/errors';
import { identity } from '../../server/gateways/identity';
import { afterSignInPath, safeNextPath } from '../../shared/next-path';
import { type EndpointContext, json, noContent } from '../route';
import { nextAfterSignIn } from './second-factor';

/** A previous session in the same browser ends when a new one starts, so tokens never pile up. */
async function endPreviousSession(ctx: { token: { token: string; via: string } | null }): Promise<void> {
  if (ctx.token?.via !== 'cookie') return;
  forgetToken(ctx.token.token);
  await identity.signOut(ctx.token.token).catch(() => {});
}

export async function signup(ctx: EndpointContext<'signup'>): Promise<Response> {
  const b = ctx.body;
  await identity.signUp({
    email: b.email,
    displayName: b.displayName,
    locale: ctx.locale,
    nextPath: safeNextPath(b.next, ''),
    client: ctx.client,
  });
  return json({ sent: true }, 201, { 'set-cookie': linkSentCookie(ctx.req, b.email) });
}

export async function requestEmailLink(ctx: EndpointContext<'emailLink'>): Promise<Response> {
  await identity.requestEmailLink({
    email: ctx.body.email,
    nextPath: safeNextPath(ctx.body.next, ''),
    locale: ctx.locale,
    client: ctx.client,
  });
  return json({ sent: true }, 202, { 'set-cookie': linkSentCookie(ctx.req, ctx.body.email) });
}

export async function consumeEmailLink(ctx: EndpointContext<'consumeEmailLink'>): Promise<Response> {
  const { session, nextPath } = await identity.consumeEmailLink(ctx.body.token, ctx.client);
  await endPreviousSession(ctx);
  const next = await nextAfterSignIn(session.token, afterSignInPath(nextPath, session.user.onboardingStep));
  return json({ next }, 200, {
    'set-cookie': sessionCookie(ctx.req, session.token, session.expiresAt),
  });
}

export async function signInWithPassword(ctx: EndpointContext<'password'>): Promise<Response> {
  const session = await identity.signInWithPassword(ctx.body.email, ctx.body.password, ctx.client);
  await endPreviousSession(ctx);
  const next = await nextAfterSignIn(
    session.token,
    afterSignInPath(ctx.body.next, session.user.onboardingStep),
  );
  return json({ next }, 200, {
    'set-cookie': sessionCookie(ctx.req, session.token, session.expiresAt),
  });
}

export async function signOut(ctx: EndpointContext<'signOut'>): Promise<Response> {
  if (ctx.token) {
    forgetToken(ctx.token.token);
    try {
      await identity.signOut(ctx.token.token);
    } catch (err) {
      // An unknown or already ended session is exactly the state we want.
      if (!(err instanceof Unauthenticated || err instanceof NotFound)) throw err;
    }
  }
  return noContent({ 'set-cookie': clearSessionCookie(ctx.req) });
}

export async function signOutEverywhere(ctx: EndpointContext<'signOutEverywhere'>): Promise<Response> {
  const ended = await identity.signOutEverywhere(ctx.session.actorToken);
  const userId = ctx.session.user.id;
  forgetWhere((v) => v.user.id === userId);
  return json({ ended }, 200, { 'set-cookie': clearSessionCookie(ctx.req) });
}
