// The client's saved cards and billing details as /api/v1 answers.
import { type EndpointContext, json, noContent } from '../route';
import * as cards from '../use-cases/cards';

export async function myCards(ctx: EndpointContext<'myCards'>): Promise<Response> {
  return json({ cards: await cards.myCards(ctx.session) });
}

export async function startCardSetup(ctx: EndpointContext<'startCardSetup'>): Promise<Response> {
  return json(await cards.startMyCardSetup(ctx.session));
}

export async function removeMyCard(ctx: EndpointContext<'removeMyCard'>): Promise<Response> {
  await cards.removeCard(ctx.session, ctx.params.id);
  return noContent();
}

export async function myBillingDetails(ctx: EndpointContext<'myBillingDetails'>): Promise<Response> {
  return json({ details: await cards.billingDetails(ctx.session) });
}

export async function saveMyBillingDetails(ctx: EndpointContext<'saveMyBillingDetails'>): Promise<Response> {
  return json({ details: await cards.saveBillingDetails(ctx.session, ctx.body) });
}
