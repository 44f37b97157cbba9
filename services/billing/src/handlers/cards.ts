import { type Handlers, type Policies, requestHelpers } from '@oslonac/kit';
import type { BillingServiceService } from '@oslonac/proto/oslonac/billing/v1/billing';
import { z } from 'zod';
import { errors } from '../domain/errors';
import * as cards from '../flows/cards';
import type { Deps } from '../flows/deps';

// The client's saved cards (Stripe Customer's card payment methods): list, add on Stripe's page, remove.

type Service = Pick<typeof BillingServiceService, 'listMyCards' | 'startCardSetup' | 'removeMyCard'>;

export const cardsPolicies: Policies<Service> = {
  listMyCards: ['client'],
  startCardSetup: ['client'],
  removeMyCard: ['client'],
};

const { parse, actorOf } = requestHelpers({
  invalidArgument: errors.invalidArgument,
  noActor: errors.forbidden,
});

const returnUrl = z.string().min(1).max(2000);
const setupRequest = z.object({ successUrl: returnUrl, cancelUrl: returnUrl });
// Stripe's payment method ids ("pm_1…"); anything else never reaches Stripe.
const removeRequest = z.object({ cardId: z.string().regex(/^pm_[A-Za-z0-9_]{1,120}$/) });

export function cardsHandlers(d: Deps): Handlers<Service> {
  return {
    async listMyCards(_req, ctx) {
      const list = await cards.listMine(d, actorOf(ctx));
      return { cards: list };
    },
    async startCardSetup(req, ctx) {
      const r = parse(setupRequest, req);
      return cards.startSetup(d, actorOf(ctx), r);
    },
    async removeMyCard(req, ctx) {
      const r = parse(removeRequest, req);
      await cards.removeMine(d, actorOf(ctx), r.cardId);
      return {};
    },
  };
}
