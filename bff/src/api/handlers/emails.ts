// E-mail notices: a person's optional kinds, and the staff mail log with its resend.
import { resendMail as resend } from '../../server/gateways/identity';
import { mailLogPage } from '../loaders/emails';
import { type EndpointContext, json } from '../route';
import { noticePreferences, saveNoticePreferences } from '../use-cases/notices';

export async function myNoticePreferences(ctx: EndpointContext<'myNoticePreferences'>): Promise<Response> {
  return json({ preferences: await noticePreferences(ctx.session) });
}

export async function saveMyNoticePreferences(
  ctx: EndpointContext<'saveMyNoticePreferences'>,
): Promise<Response> {
  return json({ preferences: await saveNoticePreferences(ctx.session, ctx.body) });
}

export async function adminMail(ctx: EndpointContext<'adminMail'>): Promise<Response> {
  const q = ctx.query;
  const filter = { status: q.status ?? null, kind: q.kind ?? '', recipient: q.recipient ?? '' };
  return json(await mailLogPage(ctx.session.actorToken, filter, q.before ?? ''));
}

export async function resendMail(ctx: EndpointContext<'resendMail'>): Promise<Response> {
  return json({ entry: await resend(ctx.session.actorToken, ctx.params.id) });
}
