// Back office for therapists: the verification queue, documents and W-8BEN (each read audited by the
// service), approval with a record of what was checked, "connect me" assignments and featured profiles.
// The service checks the admin role again; the BFF's check only saves a trip.

import { therapists } from '../../server/gateways/therapists';
import { type EndpointContext, json } from '../route';
import { fileResponse } from './documents';

export const ADMIN_PAGE_SIZE = 50;

export async function listTherapists(ctx: EndpointContext<'adminTherapists'>): Promise<Response> {
  const page = await therapists.listProfilesForReview(ctx.session.actorToken, {
    // The service's default for no state is the verification queue.
    status: ctx.query.status || 'submitted',
    page: ctx.query.page ?? 1,
    pageSize: ADMIN_PAGE_SIZE,
  });
  return json({ profiles: page.items, total: page.total });
}

export async function approveTherapist(ctx: EndpointContext<'adminApproveTherapist'>): Promise<Response> {
  const profile = await therapists.approveProfile(ctx.session.actorToken, ctx.params.id, ctx.body);
  return json({ profile });
}

export async function rejectTherapist(ctx: EndpointContext<'adminRejectTherapist'>): Promise<Response> {
  const profile = await therapists.rejectProfile(ctx.session.actorToken, ctx.params.id, ctx.body.reason);
  return json({ profile });
}

export async function listTherapistDocuments(
  ctx: EndpointContext<'adminTherapistDocuments'>,
): Promise<Response> {
  return json({ documents: await therapists.listDocuments(ctx.session.actorToken, ctx.params.id) });
}

export async function downloadTherapistDocument(
  ctx: EndpointContext<'adminTherapistDocument'>,
): Promise<Response> {
  return fileResponse(await therapists.getDocument(ctx.session.actorToken, ctx.params.id));
}

export async function getTherapistW8Ben(ctx: EndpointContext<'adminTherapistW8Ben'>): Promise<Response> {
  return json({ form: await therapists.getW8Ben(ctx.session.actorToken, ctx.params.id) });
}

export async function listConnectRequests(ctx: EndpointContext<'adminConnectRequests'>): Promise<Response> {
  const page = await therapists.listConnectionRequests(ctx.session.actorToken, {
    status: ctx.query.status || 'open',
    page: ctx.query.page ?? 1,
    pageSize: ADMIN_PAGE_SIZE,
  });
  return json({ requests: page.items, total: page.total });
}

export async function assignConnectRequest(ctx: EndpointContext<'adminAssignConnect'>): Promise<Response> {
  const request = await therapists.assignConnectionRequest(
    ctx.session.actorToken,
    ctx.params.id,
    ctx.body.profileId,
  );
  return json({ request });
}

export async function setFeatured(ctx: EndpointContext<'adminSetFeatured'>): Promise<Response> {
  const profile = await therapists.setFeatured(ctx.session.actorToken, {
    profileId: ctx.params.id,
    featured: ctx.body.featured,
    rank: ctx.body.rank,
  });
  return json({ profile });
}
