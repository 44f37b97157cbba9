// Individual prices: a therapist's price of one session type for one client. Only that client and that
// therapist ever see it (the service enforces it); the public catalogue shows base prices.

import { therapists } from '../../server/gateways/therapists';
import { type EndpointContext, json, noContent } from '../route';

export async function listPrices(ctx: EndpointContext<'myPrices'>): Promise<Response> {
  return json({ prices: await therapists.listIndividualPrices(ctx.session.actorToken) });
}

export async function setPrice(ctx: EndpointContext<'setPrice'>): Promise<Response> {
  const price = await therapists.setIndividualPrice(ctx.session.actorToken, ctx.body);
  return json({ price });
}

export async function deletePrice(ctx: EndpointContext<'deletePrice'>): Promise<Response> {
  await therapists.deleteIndividualPrice(ctx.session.actorToken, ctx.params.id);
  return noContent();
}
