import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningStripeEmulator } from '@oslonac/stripe-emulator';
import { v7 } from 'uuid';
import { eraser } from '../src/flows/privacy';
import { keepCustomer } from '../src/store/customers';
import { transaction } from '../src/store/db';
import type { FakeBooking } from './support/doubles';
import { failure, type Harness, PUBLIC_URL } from './support/harness';
import { billingWithStripeEmulator, bookingAwaitingPayment, type WithStripeEmulator } from './support/world';

// Saved cards against the project's Stripe emulator on real PostgreSQL: one Stripe Customer per client however
// many first calls race, cards listed from Stripe and removed only by their owner, setup on Stripe's page in
// setup mode, and a card saved while paying then used to pay again.

const START = new Date('2026-12-01T10:00:00Z');
let h: Harness;
let booking: FakeBooking;
let stripe: RunningStripeEmulator;
let world: WithStripeEmulator;

beforeAll(async () => {
  world = await billingWithStripeEmulator('billing_cards', START);
  ({ h, booking, stripe } = world);
});
afterAll(async () => {
  await world?.close();
});

const c = () => h.client;
const urls = {
  successUrl: `${PUBLIC_URL}/app/settings/billing?kartica=dodata`,
  cancelUrl: `${PUBLIC_URL}/app/settings/billing`,
};
const setup = (token: string, over: Partial<typeof urls> = {}) =>
  h.call(c().startCardSetup.bind(c()), { ...urls, ...over }, token);
const list = async (token: string) => (await h.call(c().listMyCards.bind(c()), {}, token)).cards;
const remove = (token: string, cardId: string) => h.call(c().removeMyCard.bind(c()), { cardId }, token);
const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) ?? '';
const customers = () => stripe.app.emulator.state;

/** What the hosted page does when the person enters a card (the emulator's control surface). */
async function enterCard(checkoutUrl: string, body: Record<string, unknown> = {}) {
  const res = await fetch(`${stripe.url}/_emulator/checkout/${sessionIdOf(checkoutUrl)}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  await stripe.whenIdle();
  return (await res.json()) as { outcome: string };
}

const customerRows = (userId: string) =>
  h.prisma.stripeCustomer.findMany({ where: { userId }, select: { stripeCustomerId: true } });
const createdCustomers = (userId: string) =>
  stripe
    .events()
    .filter(
      (e) =>
        e.type === 'customer.created' &&
        (e.data.object.metadata as Record<string, string>).user_id === userId,
    );

describe('the client’s Stripe Customer', () => {
  it('is made once however many first calls race, with nothing but the user id', async () => {
    const me = await h.person(['client']);
    expect(await list(me.token)).toEqual([]);
    // Listing before the first card asks Stripe nothing and makes no customer.
    expect(await customerRows(me.actor.userId)).toEqual([]);

    const outs = await Promise.all(Array.from({ length: 6 }, () => setup(me.token)));
    const rows = await customerRows(me.actor.userId);
    expect(rows).toHaveLength(1);
    expect(createdCustomers(me.actor.userId)).toHaveLength(1);
    const customer = createdCustomers(me.actor.userId)[0]!.data.object;
    expect(customer).toMatchObject({ id: rows[0]!.stripeCustomerId, email: null, name: null });
    expect(customer.metadata).toEqual({ user_id: me.actor.userId });
    // Every checkout is for that one customer, in setup mode.
    for (const out of outs) {
      const session = stripe.app.emulator.state.sessions.get(sessionIdOf(out.checkoutUrl))!.object;
      expect(session).toMatchObject({
        mode: 'setup',
        customer: rows[0]!.stripeCustomerId,
        success_url: urls.successUrl,
      });
    }
  });

  it('keeps the pairing that was stored first when a late racer brings another', async () => {
    const userId = v7();
    expect(await keepCustomer(h.prisma, userId, 'cus_first', START)).toBe('cus_first');
    expect(await keepCustomer(h.prisma, userId, 'cus_second', START)).toBe('cus_first');
  });
});

describe('saved cards', () => {
  it('adds a card on Stripe’s page in setup mode, lists it from Stripe and removes it', async () => {
    const me = await h.person(['client']);
    const { checkoutUrl } = await setup(me.token);
    expect(checkoutUrl.startsWith(`${stripe.url}/c/pay/cs_test_`)).toBe(true);
    expect(
      (await enterCard(checkoutUrl, { card: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034 })).outcome,
    ).toBe('succeeded');
    // Setup mode's completion and the card's attachment reach billing's webhook, which accepts them and
    // changes no payment.
    expect(stripe.deliveries().every((d) => d.status === 200)).toBe(true);

    const cards = await list(me.token);
    expect(cards).toEqual([
      { id: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    ]);
    await remove(me.token, cards[0]!.id);
    expect(await list(me.token)).toEqual([]);
    // Removing it again: it is not theirs any more.
    expect(await failure(remove(me.token, cards[0]!.id))).toMatchObject({
      status: grpc.status.NOT_FOUND,
      code: 'billing.card_not_found',
      message: 'Ova kartica nije sačuvana na vašem nalogu.',
    });
  });

  it('refuses to remove another client’s card (NOT_FOUND) and leaves it in place', async () => {
    const owner = await h.person(['client']);
    const other = await h.person(['client']);
    await enterCard((await setup(owner.token)).checkoutUrl, { card: '5555 5555 5555 4444' });
    const [card] = await list(owner.token);
    expect(card?.brand).toBe('mastercard');

    // A client with no customer yet, and one with a customer of their own.
    expect(await failure(remove(other.token, card!.id))).toMatchObject({
      status: grpc.status.NOT_FOUND,
      code: 'billing.card_not_found',
    });
    await setup(other.token);
    expect(await failure(remove(other.token, card!.id))).toMatchObject({
      status: grpc.status.NOT_FOUND,
      code: 'billing.card_not_found',
    });
    expect(await list(owner.token)).toHaveLength(1);
    expect(await list(other.token)).toEqual([]);

    expect(await failure(remove(owner.token, 'not-a-card'))).toMatchObject({
      status: grpc.status.INVALID_ARGUMENT,
      code: 'billing.invalid_argument',
    });
  });

  it('a declined card is not saved', async () => {
    const me = await h.person(['client']);
    expect(
      (await enterCard((await setup(me.token)).checkoutUrl, { card: '4000 0000 0000 0002' })).outcome,
    ).toBe('failed');
    expect(await list(me.token)).toEqual([]);
  });

  it('refuses return URLs off our public origin, before anything reaches Stripe', async () => {
    const me = await h.person(['client']);
    const before = stripe.events().length;
    for (const over of [
      { successUrl: 'https://evil.test/ok' },
      { cancelUrl: 'https://evil.test/cancel' },
      { successUrl: `${PUBLIC_URL}.evil.test/ok` },
      { cancelUrl: 'javascript:alert(1)' },
    ]) {
      expect(await failure(setup(me.token, over))).toMatchObject({
        status: grpc.status.INVALID_ARGUMENT,
        code: 'billing.bad_return_url',
      });
    }
    expect(stripe.events().length).toBe(before);
    expect(await customerRows(me.actor.userId)).toEqual([]);
  });

  it('is for clients only', async () => {
    const t = await h.person(['therapist']);
    for (const call of [list(t.token), setup(t.token), remove(t.token, 'pm_1abc')]) {
      expect(await failure(call)).toMatchObject({ status: grpc.status.PERMISSION_DENIED });
    }
  });
});

describe('saving a card while paying', () => {
  async function startPayment(me: Awaited<ReturnType<Harness['person']>>) {
    const bookingId = bookingAwaitingPayment(h, booking, me.actor.userId);
    const out = await h.call(
      c().startCardPayment.bind(c()),
      { bookingId, successUrl: `${PUBLIC_URL}/app/calendar`, cancelUrl: `${PUBLIC_URL}/app/calendar` },
      me.token,
    );
    return { ...out, bookingId };
  }
  const statusOf = (id: string) =>
    h.prisma.payment.findUniqueOrThrow({ where: { id }, select: { status: true } }).then((p) => p.status);

  it('offers the save box with the client’s customer; the saved card then pays the next session', async () => {
    const me = await h.person(['client']);
    const first = await startPayment(me);
    const [row] = await customerRows(me.actor.userId);
    const session = customers().sessions.get(sessionIdOf(first.checkoutUrl))!;
    expect(session.object).toMatchObject({
      mode: 'payment',
      customer: row!.stripeCustomerId,
      saved_payment_method_options: { payment_method_save: 'enabled' },
    });

    expect((await enterCard(first.checkoutUrl, { card: '4242424242424242', save: true })).outcome).toBe(
      'succeeded',
    );
    expect(await statusOf(first.payment!.id)).toBe('succeeded');
    const cards = await list(me.token);
    expect(cards).toHaveLength(1);

    // The next checkout lists that card on Stripe's page; paying with it completes the payment as any card does.
    const second = await startPayment(me);
    const page = await (await fetch(second.checkoutUrl)).text();
    expect(page).toContain('Visa •••• 4242');
    expect((await enterCard(second.checkoutUrl, { payment_method: cards[0]!.id })).outcome).toBe('succeeded');
    expect(await statusOf(second.payment!.id)).toBe('succeeded');
    // Still one customer, and still one saved card.
    expect(await customerRows(me.actor.userId)).toHaveLength(1);
    expect(await list(me.token)).toHaveLength(1);
  });

  it('without the box ticked the card is not kept', async () => {
    const me = await h.person(['client']);
    const out = await startPayment(me);
    await enterCard(out.checkoutUrl, { card: '4242424242424242' });
    expect(await statusOf(out.payment!.id)).toBe('succeeded');
    expect(await list(me.token)).toEqual([]);
  });
});

describe('export and erasure', () => {
  const erase = (userId: string) =>
    transaction(h.prisma, (tx) =>
      eraser(h.deps)(tx as never, userId, { messageId: v7(), requestedAt: h.clock.now, log: h.deps.log }),
    );

  it('exports the customer id; erasure deletes the Stripe Customer with its cards, then the pairing', async () => {
    const me = await h.person(['client']);
    await enterCard((await setup(me.token)).checkoutUrl, { card: '4242424242424242' });
    const [card] = await list(me.token);
    const [row] = await customerRows(me.actor.userId);
    const exported = JSON.parse((await h.call(c().exportMyData.bind(c()), {}, me.token)).json);
    expect(exported.stripeCustomerId).toBe(row!.stripeCustomerId);

    await erase(me.actor.userId);
    expect(await customerRows(me.actor.userId)).toEqual([]);
    const deleted = stripe.events().filter((e) => e.type === 'customer.deleted');
    expect(deleted.map((e) => e.data.object.id)).toContain(row!.stripeCustomerId);
    expect(stripe.app.emulator.state.methods.get(card!.id)?.customer).toBeNull();

    // A retried erasure whose first transaction rolled back after Stripe's delete: the customer is already gone
    // at Stripe (404), which counts as done.
    await keepCustomer(h.prisma, me.actor.userId, row!.stripeCustomerId, START);
    await erase(me.actor.userId);
    expect(await customerRows(me.actor.userId)).toEqual([]);
  });
});
