import { afterEach, describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { control, SESSION_PARAMS, start, submit } from './helpers';

// Customers, their saved cards and Checkout in setup mode, through the official SDK (as billing uses it) and the
// hosted page a person uses.

type Started = Awaited<ReturnType<typeof start>>;
let env: Started;
afterEach(async () => {
  await env?.emulator.stop();
});

const SETUP = {
  mode: 'setup',
  currency: 'rsd',
  payment_method_data: { allow_redisplay: 'always' },
  success_url: 'http://localhost:3000/app/settings/billing?kartica=dodata',
  cancel_url: 'http://localhost:3000/app/settings/billing',
} satisfies Partial<Stripe.Checkout.SessionCreateParams>;

const card = (number: string) => ({ number, expiry: '12/34', cvc: '123' });

async function customer(userId = 'user-1') {
  return env.stripe.customers.create({ metadata: { user_id: userId } }, { idempotencyKey: `c-${userId}` });
}

async function saveCard(customerId: string, number = '4242424242424242') {
  const s = await env.stripe.checkout.sessions.create({ ...SETUP, customer: customerId });
  const res = await submit(s.url!, card(number));
  return { session: s, res };
}

describe('customers', () => {
  it('creates a customer shaped like Stripe’s, once per idempotency key, and retrieves it', async () => {
    env = await start();
    const first = await customer();
    const again = await customer();
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      object: 'customer',
      email: null,
      name: null,
      metadata: { user_id: 'user-1' },
      livemode: false,
      invoice_settings: { default_payment_method: null },
    });
    expect(first.id).toMatch(/^cus_/);
    expect((await env.stripe.customers.retrieve(first.id)).id).toBe(first.id);
    const missing = await env.stripe.customers
      .retrieve('cus_nope')
      .catch((e: Stripe.errors.StripeError) => e);
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_nope'",
    });
  });
});

describe('deleting a customer', () => {
  it('answers { deleted: true }, detaches the cards, and a second delete is a 404', async () => {
    env = await start();
    const c = await customer();
    await saveCard(c.id);
    const [card] = (await env.stripe.customers.listPaymentMethods(c.id)).data;
    const gone = await env.stripe.customers.del(c.id);
    expect(gone).toMatchObject({ id: c.id, object: 'customer', deleted: true });
    expect(await env.stripe.customers.retrieve(c.id)).toMatchObject({ id: c.id, deleted: true });
    expect((await env.stripe.paymentMethods.retrieve(card!.id)).customer).toBeNull();
    expect(env.emulator.events().map((e) => e.type)).toEqual(
      expect.arrayContaining(['payment_method.detached', 'customer.deleted']),
    );
    const again = await env.stripe.customers.del(c.id).catch((e: Stripe.errors.StripeError) => e);
    expect(again).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('Checkout in setup mode', () => {
  it('needs a currency with dynamic payment methods, and refuses line items', async () => {
    env = await start();
    const c = await customer();
    const noCurrency = await env.stripe.checkout.sessions
      .create({ mode: 'setup', customer: c.id, success_url: SETUP.success_url })
      .catch((e: Stripe.errors.StripeError) => e);
    expect(noCurrency).toMatchObject({ statusCode: 400, param: 'currency' });
    const withItems = await env.stripe.checkout.sessions
      .create({ ...SETUP, customer: c.id, line_items: SESSION_PARAMS.line_items })
      .catch((e: Stripe.errors.StripeError) => e);
    expect(withItems).toMatchObject({ statusCode: 400, param: 'line_items' });
  });

  it('saves the card entered on the page to the customer: SetupIntent succeeded, webhook with mode setup', async () => {
    env = await start();
    const c = await customer();
    const s = await env.stripe.checkout.sessions.create({ ...SETUP, customer: c.id });
    expect(s).toMatchObject({
      mode: 'setup',
      status: 'open',
      customer: c.id,
      amount_total: null,
      payment_status: 'no_payment_required',
      payment_intent: null,
    });
    expect(s.setup_intent).toMatch(/^seti_/);

    const html = await (await fetch(s.url!)).text();
    expect(html).toContain('Save a card for future payments');
    expect(html).toContain('<button type="submit">Save card</button>');
    expect(html).not.toContain('Pay RSD');

    const res = await submit(s.url!, card('4242 4242 4242 4242'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(SETUP.success_url);

    const done = await env.stripe.checkout.sessions.retrieve(s.id, { expand: ['setup_intent'] });
    const intent = done.setup_intent as Stripe.SetupIntent;
    expect(done.status).toBe('complete');
    expect(intent).toMatchObject({ object: 'setup_intent', status: 'succeeded', customer: c.id });
    const completed = env.emulator.events().find((e) => e.type === 'checkout.session.completed');
    expect(completed?.data.object).toMatchObject({
      id: s.id,
      mode: 'setup',
      payment_status: 'no_payment_required',
      setup_intent: intent.id,
    });

    const list = await env.stripe.customers.listPaymentMethods(c.id, { type: 'card' });
    expect(list.object).toBe('list');
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      id: intent.payment_method,
      object: 'payment_method',
      type: 'card',
      customer: c.id,
      allow_redisplay: 'always',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    });
    // The other listing form names the customer as a parameter and answers the same cards.
    const other = await env.stripe.paymentMethods.list({ customer: c.id, type: 'card' });
    expect(other.data.map((m) => m.id)).toEqual([intent.payment_method]);
    expect(await (await fetch(s.url!)).text()).toContain('Card saved');
  });

  it('shows a declined card’s message on the page and saves nothing', async () => {
    env = await start();
    const c = await customer();
    const { res } = await saveCard(c.id, '4000000000000002');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Your card was declined.');
    expect((await env.stripe.customers.listPaymentMethods(c.id)).data).toEqual([]);
  });
});

describe('saved cards', () => {
  it('are the customer’s own: another customer’s card is missing to them, and detach removes one once', async () => {
    env = await start();
    const mine = await customer('a');
    const theirs = await customer('b');
    await saveCard(mine.id);
    await saveCard(theirs.id, '5555555555554444');
    const [my] = (await env.stripe.customers.listPaymentMethods(mine.id, { type: 'card' })).data;
    const [their] = (await env.stripe.customers.listPaymentMethods(theirs.id, { type: 'card' })).data;
    expect(their?.card?.brand).toBe('mastercard');

    expect((await env.stripe.customers.retrievePaymentMethod(mine.id, my!.id)).id).toBe(my!.id);
    const foreign = await env.stripe.customers
      .retrievePaymentMethod(mine.id, their!.id)
      .catch((e: Stripe.errors.StripeError) => e);
    expect(foreign).toMatchObject({ statusCode: 404, code: 'resource_missing' });

    const detached = await env.stripe.paymentMethods.detach(my!.id);
    expect(detached.customer).toBeNull();
    expect((await env.stripe.customers.listPaymentMethods(mine.id)).data).toEqual([]);
    expect(env.emulator.events().some((e) => e.type === 'payment_method.detached')).toBe(true);
    const twice = await env.stripe.paymentMethods.detach(my!.id).catch((e: Stripe.errors.StripeError) => e);
    expect(twice).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError' });
  });
});

describe('Checkout in payment mode with a customer', () => {
  const paying = (customerId: string) =>
    env.stripe.checkout.sessions.create({
      ...SESSION_PARAMS,
      customer_email: undefined,
      customer: customerId,
      saved_payment_method_options: { payment_method_save: 'enabled' },
    });

  it('needs the customer for the save option', async () => {
    env = await start();
    const err = await env.stripe.checkout.sessions
      .create({ ...SESSION_PARAMS, saved_payment_method_options: { payment_method_save: 'enabled' } })
      .catch((e: Stripe.errors.StripeError) => e);
    expect(err).toMatchObject({
      statusCode: 400,
      param: 'saved_payment_method_options[payment_method_save]',
    });
  });

  it('offers "Save card for future payments"; ticked, the paid card joins the customer', async () => {
    env = await start();
    const c = await customer();
    const s = await paying(c.id);
    expect(s).toMatchObject({
      customer: c.id,
      saved_payment_method_options: { payment_method_save: 'enabled' },
    });
    const html = await (await fetch(s.url!)).text();
    expect(html).toContain('<label for="save">Save card for future payments</label>');
    expect(html).not.toContain('Your saved cards');

    const res = await submit(s.url!, { ...card('4242424242424242'), save: 'on' });
    expect(res.status).toBe(303);
    const intent = await env.stripe.paymentIntents.retrieve(
      String((await env.stripe.checkout.sessions.retrieve(s.id)).payment_intent),
    );
    expect(intent).toMatchObject({ status: 'succeeded', customer: c.id });
    const saved = (await env.stripe.customers.listPaymentMethods(c.id, { type: 'card' })).data;
    expect(saved.map((m) => m.id)).toEqual([intent.payment_method]);
  });

  it('leaves the card unsaved when the box is not ticked', async () => {
    env = await start();
    const c = await customer();
    const s = await paying(c.id);
    expect((await submit(s.url!, card('4242424242424242'))).status).toBe(303);
    expect((await env.stripe.customers.listPaymentMethods(c.id)).data).toEqual([]);
  });

  it('lists the saved cards on the page and pays with the chosen one', async () => {
    env = await start();
    const c = await customer();
    await saveCard(c.id);
    const [saved] = (await env.stripe.customers.listPaymentMethods(c.id, { type: 'card' })).data;
    const s = await paying(c.id);
    const html = await (await fetch(s.url!)).text();
    expect(html).toContain('<legend>Your saved cards</legend>');
    expect(html).toContain('Visa •••• 4242, expires 12/34');
    expect(html).toContain('Pay RSD 4,500.00 with the selected card');

    // A card that is not on the list is refused on the page.
    const wrong = await submit(`${s.url}/saved`, { payment_method: 'pm_someone_else' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Choose one of your saved cards.');

    const res = await submit(`${s.url}/saved`, { payment_method: saved!.id });
    expect(res.status).toBe(303);
    const done = await env.stripe.checkout.sessions.retrieve(s.id, { expand: ['payment_intent'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(done.payment_intent).toMatchObject({ payment_method: saved!.id, customer: c.id });
  });

  it('does not list a card saved with allow_redisplay "limited" unless the filters ask for it', async () => {
    env = await start();
    const c = await customer();
    const s0 = await env.stripe.checkout.sessions.create({
      ...SETUP,
      payment_method_data: undefined,
      customer: c.id,
    });
    await submit(s0.url!, card('4242424242424242'));
    const [saved] = (await env.stripe.customers.listPaymentMethods(c.id)).data;
    expect(saved?.allow_redisplay).toBe('limited');
    expect(await (await fetch((await paying(c.id)).url!)).text()).not.toContain('Your saved cards');
    const wide = await env.stripe.checkout.sessions.create({
      ...SESSION_PARAMS,
      customer_email: undefined,
      customer: c.id,
      saved_payment_method_options: { allow_redisplay_filters: ['always', 'limited'] },
    });
    expect(await (await fetch(wide.url!)).text()).toContain('Your saved cards');
  });

  it('the control surface saves in setup mode and pays with a saved card by id', async () => {
    env = await start();
    const c = await customer();
    const s = await env.stripe.checkout.sessions.create({ ...SETUP, customer: c.id });
    const set = (await (await control(env.emulator.url, `/checkout/${s.id}/pay`, {})).json()) as {
      outcome: string;
    };
    expect(set.outcome).toBe('succeeded');
    const [saved] = (await env.stripe.customers.listPaymentMethods(c.id)).data;
    const p = await paying(c.id);
    const paid = (await (
      await control(env.emulator.url, `/checkout/${p.id}/pay`, { payment_method: saved!.id })
    ).json()) as { outcome: string };
    expect(paid.outcome).toBe('succeeded');
  });
});
