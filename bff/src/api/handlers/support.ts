// Support tickets: the /podrska contact form (anyone; a signed-in sender is linked to their account by the admin
// service, from the actor token) and the back office's queue on /admin/complaints.

import { admin } from '../../server/gateways/admin';
import { type EndpointContext, json } from '../route';
import { sendSupportTicket } from '../use-cases/support';
import { optionalSession } from './catalog';

export async function createSupportTicket(ctx: EndpointContext<'createSupportTicket'>): Promise<Response> {
  const session = await optionalSession(ctx.token);
  const { ticketId } = await sendSupportTicket(ctx.body, session, ctx.client.ip);
  return json({ ticketId }, 201);
}

export async function listSupportTickets(ctx: EndpointContext<'adminSupportTickets'>): Promise<Response> {
  const status = ctx.query.status === 'all' ? null : (ctx.query.status ?? 'open');
  return json(
    await admin.listSupportTickets(ctx.session.actorToken, {
      status,
      page: ctx.query.page ?? 1,
      pageSize: 50,
    }),
  );
}

export async function getSupportTicket(ctx: EndpointContext<'adminSupportTicket'>): Promise<Response> {
  return json(await admin.getSupportTicket(ctx.session.actorToken, ctx.params.id));
}

export async function updateSupportTicket(
  ctx: EndpointContext<'adminUpdateSupportTicket'>,
): Promise<Response> {
  const ticket = await admin.updateSupportTicket(ctx.session.actorToken, ctx.params.id, {
    status: ctx.body.status,
    internalNote: ctx.body.internalNote ?? '',
  });
  return json({ ticket });
}
