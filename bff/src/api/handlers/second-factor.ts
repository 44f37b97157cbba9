// Two-step sign-in: the second step after a password or a link, and turning TOTP on and off from the account.

import QRCode from 'qrcode';
import { resolveActor } from '../../server/actor';
import { forgetToken } from '../../server/actor-cache';
import { identity } from '../../server/gateways/identity';
import { afterSignInPath, SECOND_FACTOR_PATH, withNext } from '../../shared/next-path';
import { type EndpointContext, json, noContent } from '../route';

/**
 * Where a fresh sign-in goes: the second-factor page first when the account has TOTP (the page then sends the
 * person on to `next`). Resolving here also warms the session cache for the next page.
 */
export async function nextAfterSignIn(sessionToken: string, next: string): Promise<string> {
  const resolved = await resolveActor(sessionToken).catch(() => null);
  return resolved?.secondFactor === 'pending' ? withNext(SECOND_FACTOR_PATH, next) : next;
}

/** The otpauth URI as an SVG QR code, drawn here: the secret never leaves for a third-party service. */
export function qrSvg(otpauthUri: string): Promise<string> {
  return QRCode.toString(otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

export async function verifySecondFactor(ctx: EndpointContext<'verifySecondFactor'>): Promise<Response> {
  const res = await identity.verifySecondFactor(ctx.session.actorToken, ctx.body.code);
  // The cached answer still says "pending": the next request resolves the session again.
  if (ctx.token) forgetToken(ctx.token.token);
  const next = afterSignInPath(ctx.body.next, ctx.session.user.onboardingStep);
  return json({ next, recoveryCodesLeft: res.recoveryCodesLeft });
}

export async function beginTotp(ctx: EndpointContext<'beginTotp'>): Promise<Response> {
  const begun = await identity.beginTotpEnrolment(ctx.session.actorToken, ctx.body.currentPassword ?? '');
  return json({ ...begun, qrSvg: await qrSvg(begun.otpauthUri) });
}

export async function confirmTotp(ctx: EndpointContext<'confirmTotp'>): Promise<Response> {
  const recoveryCodes = await identity.confirmTotpEnrolment(ctx.session.actorToken, ctx.body.code);
  if (ctx.token) forgetToken(ctx.token.token);
  return json({ recoveryCodes }, 200, { 'cache-control': 'no-store' });
}

export async function disableTotp(ctx: EndpointContext<'disableTotp'>): Promise<Response> {
  await identity.disableTotp(ctx.session.actorToken, ctx.body.currentPassword ?? '', ctx.body.code);
  if (ctx.token) forgetToken(ctx.token.token);
  return noContent();
}
