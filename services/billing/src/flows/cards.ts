import type { Actor } from '@oslonac/kit';
import type Stripe from 'stripe';
import { errors } from '../domain/errors';
import { isOwnUrl } from '../domain/payment';
import { newId } from '../ids';
import { customerOf, keepCustomer } from '../store/customers';
import type { Deps } from './deps';

// Saved cards: a Stripe Customer per client and the card payment methods Stripe keeps on it. The card itself
// never reaches us (Checkout's hosted page takes it) and nothing about it is stored here: the list is read from
// Stripe each time, so a card removed or expired at Stripe is never shown stale.

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The most cards a client sees (Stripe's largest page); nobody keeps more than a handful. */
const MAX_CARDS = 100;

/** A Stripe API error's HTTP status (the SDK's errors carry it as statusCode); 0 for anything else. */
const statusOf = (err: unknown) => Number((err as { statusCode?: number }).statusCode ?? 0);

/**
 * The client's Stripe Customer, made the first time it is needed. Stripe is told the user id (metadata) and
 * nothing else: no e-mail and no name, because Checkout does not need them to save or reuse a card, and the
 * fewer personal data Stripe holds about someone in therapy the better. The create carries an idempotency key
 * derived from the user id, so concurrent first calls get one and the same customer from Stripe; the table's keys
 * make the stored pairing one either way.
 */
export async function ensureCustomer(d: Deps, userId: string): Promise<string> {
  const known = await customerOf(d.prisma, userId);
  if (known) return known;
  let customer: Stripe.Customer;
  try {
    customer = await d.stripe.customers.create(
      { metadata: { user_id: userId } },
      { idempotencyKey: `oslonac-customer-${userId}` },
    );
  } catch (err) {
    d.log.warn({ error: (err as Error).message }, 'stripe customer not created');
    throw errors.providerUnavailable();
  }
  return keepCustomer(d.prisma, userId, customer.id, d.clock());
}

function cardOf(pm: Stripe.PaymentMethod): SavedCard | null {
  if (pm.type !== 'card' || !pm.card) return null;
  return {
    id: pm.id,
    brand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
  };
}

/** The caller's saved cards as Stripe has them now; none (and no call to Stripe) before their first. */
export async function listMine(d: Deps, actor: Actor): Promise<SavedCard[]> {
  const customer = await customerOf(d.prisma, actor.userId);
  if (!customer) return [];
  try {
    const page = await d.stripe.customers.listPaymentMethods(customer, { type: 'card', limit: MAX_CARDS });
    return page.data.map(cardOf).filter((c): c is SavedCard => c !== null);
  } catch (err) {
    d.log.warn({ error: (err as Error).message }, 'saved cards not read from stripe');
    throw errors.providerUnavailable();
  }
}

/**
 * Checkout in setup mode for the caller's customer: the person enters a card on Stripe's page, nothing is
 * charged, and Stripe attaches the card to the customer. The return URLs must be on our own origin (as for a
 * payment). The card is shown to them again in later checkouts (allow_redisplay "always"): saving it is
 * exactly what they asked for here.
 */
export async function startSetup(
  d: Deps,
  actor: Actor,
  req: { successUrl: string; cancelUrl: string },
): Promise<{ checkoutUrl: string }> {
  if (!isOwnUrl(req.successUrl, d.settings.publicUrl)) throw errors.badReturnUrl('success_url');
  if (!isOwnUrl(req.cancelUrl, d.settings.publicUrl)) throw errors.badReturnUrl('cancel_url');
  const customer = await ensureCustomer(d, actor.userId);
  let session: Stripe.Checkout.Session;
  try {
    session = await d.stripe.checkout.sessions.create(
      {
        mode: 'setup',
        customer,
        // Setup mode with Stripe's dynamic payment methods needs the currency the method will later pay in.
        currency: 'rsd',
        payment_method_data: { allow_redisplay: 'always' },
        metadata: { user_id: actor.userId },
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
      },
      // Each press is a new attempt; the key only makes the SDK's own network retry safe.
      { idempotencyKey: `oslonac-card-setup-${newId()}` },
    );
  } catch (err) {
    d.log.warn({ error: (err as Error).message }, 'card setup session not created');
    throw errors.providerUnavailable();
  }
  if (!session.url) throw errors.providerUnavailable();
  return { checkoutUrl: session.url };
}

/**
 * Detaches one of the caller's cards. A card of another customer, an unknown one or one already removed all read
 * as "not found": Stripe is asked for the card as the caller's customer's, so another's is never touched.
 */
export async function removeMine(d: Deps, actor: Actor, cardId: string): Promise<void> {
  const customer = await customerOf(d.prisma, actor.userId);
  if (!customer) throw errors.cardNotFound();
  try {
    await d.stripe.customers.retrievePaymentMethod(customer, cardId);
  } catch (err) {
    if (statusOf(err) === 404) throw errors.cardNotFound();
    d.log.warn({ error: (err as Error).message }, 'saved card not read from stripe');
    throw errors.providerUnavailable();
  }
  try {
    await d.stripe.paymentMethods.detach(cardId);
  } catch (err) {
    // Removed meanwhile (another tab): the card is gone, which is what was asked, but say so plainly.
    if (statusOf(err) === 400 || statusOf(err) === 404) throw errors.cardNotFound();
    d.log.warn({ error: (err as Error).message }, 'saved card not detached');
    throw errors.providerUnavailable();
  }
}

/**
 * Erasure: deletes the person's Stripe Customer, which takes their saved cards with it (Stripe detaches them; they
 * can never pay again). One already deleted (a retried erasure) counts as done; any other failure is thrown, so
 * the erasure is retried rather than leaving the customer at Stripe.
 */
export async function deleteCustomer(d: Deps, customerId: string): Promise<void> {
  try {
    await d.stripe.customers.del(customerId);
  } catch (err) {
    if (statusOf(err) === 404) return;
    throw err;
  }
}
