// GDPR Art. 15/17/20 for the signed-in person: their copy of everything, and deleting the account.
import { forgetWhere } from '../../server/actor-cache';
import { clearSessionCookie } from '../../server/cookies';
import { erasureCookie } from '../../server/erasure-cookie';
import { HttpProblem } from '../../server/problem';
import { Conflict } from '../errors';
import { type EndpointContext, json } from '../route';
import { buildDataExport, deleteMyAccount as deleteAccount } from '../use-cases/privacy';

const REAUTH = 'identity.reauth_required';

export async function exportMyData(ctx: EndpointContext<'exportMyData'>): Promise<Response> {
  const { fileName, zip } = await buildDataExport(ctx.session.actorToken, new Date());
  return new Response(Buffer.from(zip), {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-length': String(zip.byteLength),
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

export async function deleteMyAccount(ctx: EndpointContext<'deleteMyAccount'>): Promise<Response> {
  let erasureId: string;
  try {
    erasureId = await deleteAccount(ctx.session.actorToken, ctx.body.currentPassword);
  } catch (err) {
    // Not a conflict the person can resolve by reloading: they must prove who they are again (403).
    if (err instanceof Conflict && err.code === REAUTH) throw new HttpProblem(403, REAUTH);
    throw err;
  }
  const userId = ctx.session.user.id;
  forgetWhere((v) => v.user.id === userId);
  return json({ erasureId }, 200, [
    ['set-cookie', clearSessionCookie(ctx.req)],
    ['set-cookie', erasureCookie(ctx.req, erasureId)],
  ]);
}
