// The inbox's JSON routes (conversations, messages, receipts, reports, the therapist's promise) and the staff's
// message reports. Every call runs as the caller: messaging answers 404 to anyone not in the conversation.
import type { ResolvedSession } from '../../server/actor';
import { messaging } from '../../server/gateways/messaging';
import { HttpProblem } from '../../server/problem';
import { type EndpointContext, json } from '../route';
import {
  getInboxConversation,
  getReplyPromise,
  listInbox,
  listInboxMessages,
  markInboxRead,
  reportInboxMessage,
  saveReplyPromise,
  sendInboxMessage,
} from '../use-cases/inbox';

/** The promise is the therapist's own; messaging refuses anyone else too, this says it before the call. */
function requireTherapist(session: Pick<ResolvedSession, 'user'>): void {
  if (!session.user.roles.includes('therapist')) throw new HttpProblem(403, 'auth.forbidden');
}

export async function listConversations(ctx: EndpointContext<'inboxConversations'>): Promise<Response> {
  return json({ conversations: await listInbox(ctx.session) });
}

export async function unreadCount(ctx: EndpointContext<'inboxUnread'>): Promise<Response> {
  return json({ unreadCount: await messaging.getUnreadCount(ctx.session.actorToken) });
}

export async function getConversation(ctx: EndpointContext<'inboxConversation'>): Promise<Response> {
  return json({ conversation: await getInboxConversation(ctx.session, ctx.params.relationshipId) });
}

export async function listMessages(ctx: EndpointContext<'inboxMessages'>): Promise<Response> {
  return json(await listInboxMessages(ctx.session, ctx.params.relationshipId, ctx.query));
}

export async function sendMessage(ctx: EndpointContext<'inboxSend'>): Promise<Response> {
  const message = await sendInboxMessage(ctx.session, ctx.params.relationshipId, ctx.body);
  return json({ message }, 201);
}

export async function markRead(ctx: EndpointContext<'inboxRead'>): Promise<Response> {
  await markInboxRead(ctx.session, ctx.params.relationshipId, ctx.body.upToMessageId);
  return json({ ok: true });
}

export async function reportMessage(ctx: EndpointContext<'inboxReport'>): Promise<Response> {
  return json(await reportInboxMessage(ctx.session, ctx.params.messageId, ctx.body), 201);
}

export async function myReplyPromise(ctx: EndpointContext<'myReplyPromise'>): Promise<Response> {
  requireTherapist(ctx.session);
  return json(await getReplyPromise(ctx.session));
}

export async function saveMyReplyPromise(ctx: EndpointContext<'saveMyReplyPromise'>): Promise<Response> {
  requireTherapist(ctx.session);
  return json(await saveReplyPromise(ctx.session, ctx.body));
}

export async function listMessageReports(ctx: EndpointContext<'adminMessageReports'>): Promise<Response> {
  const status = ctx.query.status === 'all' ? null : (ctx.query.status ?? 'open');
  return json({ reports: await messaging.listMessageReports(ctx.session.actorToken, status) });
}

export async function getMessageReport(ctx: EndpointContext<'adminMessageReport'>): Promise<Response> {
  return json(await messaging.getMessageReport(ctx.session.actorToken, ctx.params.id));
}

export async function resolveMessageReport(
  ctx: EndpointContext<'adminResolveMessageReport'>,
): Promise<Response> {
  const report = await messaging.resolveMessageReport(ctx.session.actorToken, ctx.params.id, ctx.body.note);
  return json({ report });
}
