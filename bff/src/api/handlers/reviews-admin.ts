// Reviews: a client writes one (the service checks they had a completed session and have not reviewed this
// therapist yet), staff publish or reject it. Nobody edits a review's text, therapists least of all.

import { therapists } from '../../server/gateways/therapists';
import { type EndpointContext, json } from '../route';

const PAGE_SIZE = 50;

export async function submitReview(ctx: EndpointContext<'submitReview'>): Promise<Response> {
  const review = await therapists.submitReview(ctx.session.actorToken, ctx.body);
  return json({ review }, 201);
}

export async function listReviews(ctx: EndpointContext<'adminReviews'>): Promise<Response> {
  const page = await therapists.listReviews(ctx.session.actorToken, {
    status: ctx.query.status || 'pending',
    page: ctx.query.page ?? 1,
    pageSize: PAGE_SIZE,
  });
  return json({ reviews: page.items, total: page.total });
}

export async function moderateReview(ctx: EndpointContext<'adminModerateReview'>): Promise<Response> {
  const review = await therapists.moderateReview(ctx.session.actorToken, {
    reviewId: ctx.params.id,
    publish: ctx.body.publish,
    note: ctx.body.note,
  });
  return json({ review });
}
