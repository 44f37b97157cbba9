// The client's saved cards and billing details: billing decides every rule (client only, whose card); this builds
// the return addresses from PUBLIC_URL, never from the request, so Stripe can only send the browser back here.
import { bffConfig } from '../../server/config';
import {
  listMyCards,
  myBillingDetails,
  removeMyCard,
  saveMyBillingDetails,
  startCardSetup,
} from '../../server/gateways/billing';
import { HttpProblem } from '../../server/problem';
import type { BillingDetails, SavedCard } from '../../server/views/billing';
import type { Viewer } from './bookings';

/** The settings page the card setup returns to; `kartica=dodata` lets it say the card was added. */
export const BILLING_SETTINGS_PATH = '/app/settings/billing';
export const CARD_ADDED_FLAG = 'kartica';

export function cardSetupUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${publicUrl}${BILLING_SETTINGS_PATH}?${CARD_ADDED_FLAG}=dodata`,
    cancelUrl: `${publicUrl}${BILLING_SETTINGS_PATH}?${CARD_ADDED_FLAG}=odustao`,
  };
}

export function myCards(viewer: Pick<Viewer, 'actorToken'>): Promise<SavedCard[]> {
  return listMyCards(viewer.actorToken);
}

/** Stripe's page for adding a card. */
export async function startMyCardSetup(viewer: Pick<Viewer, 'actorToken'>): Promise<{ checkoutUrl: string }> {
  const publicUrl = bffConfig().publicUrl;
  // Without the site's own address there is nowhere safe to come back to: adding cards is off.
  if (!publicUrl) throw new HttpProblem(503, 'billing.provider_unavailable');
  return startCardSetup(viewer.actorToken, cardSetupUrls(publicUrl));
}

export function removeCard(viewer: Pick<Viewer, 'actorToken'>, cardId: string): Promise<void> {
  return removeMyCard(viewer.actorToken, cardId);
}

export function billingDetails(viewer: Pick<Viewer, 'actorToken'>): Promise<BillingDetails> {
  return myBillingDetails(viewer.actorToken);
}

export function saveBillingDetails(
  viewer: Pick<Viewer, 'actorToken'>,
  details: BillingDetails,
): Promise<BillingDetails> {
  return saveMyBillingDetails(viewer.actorToken, details);
}
