// Sign-up, sign-in and sign-out: the BFF side of identity's public flows.
import { status } from '@grpc/grpc-js';
import { errorCodeOf } from '@oslonac/kit/grpc-client';
import { afterSignInPath, safeNextPath } from '../../api/next-path';
import { type EndpointContext, json, noContent } from '../../api/route';
import { forgetToken, forgetWhere } from '../actor-cache';
import { clearSessionCookie, sessionCookie } from '../cookies';
import { identity } from '../gateways/identity';

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
    password: b.password,
    locale: ctx.locale,
    nextPath: safeNextPath(b.next, ''),
    client: ctx.client,
  });
  return json({ sent: true }, 201);
}

export async function requestEmailLink(ctx: EndpointContext<'emailLink'>): Promise<Response> {
  await identity.requestEmailLink({
    email: ctx.body.email,
    nextPath: safeNextPath(ctx.body.next, ''),
    locale: ctx.locale,
    client: ctx.client,
  });
  return json({ sent: true }, 202);
}

export async function consumeEmailLink(ctx: EndpointContext<'consumeEmailLink'>): Promise<Response> {
  const { session, nextPath } = await identity.consumeEmailLink(ctx.body.token, ctx.client);
  await endPreviousSession(ctx);
  return json({ next: afterSignInPath(nextPath, session.user.onboardingStep) }, 200, {
    'set-cookie': sessionCookie(ctx.req, session.token, session.expiresAt),
  });
}

export async function signInWithPassword(ctx: EndpointContext<'password'>): Promise<Response> {
  const session = await identity.signInWithPassword(ctx.body.email, ctx.body.password, ctx.client);
  await endPreviousSession(ctx);
  return json({ next: afterSignInPath(ctx.body.next, session.user.onboardingStep) }, 200, {
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
      const info = errorCodeOf(err);
      if (!info || (info.status !== status.UNAUTHENTICATED && info.status !== status.NOT_FOUND)) throw err;
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
