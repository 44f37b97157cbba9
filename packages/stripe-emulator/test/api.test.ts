import { afterEach, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { control, KEY, receiver, SESSION_PARAMS, sdk, start } from './helpers';

type Started = Awaited<ReturnType<typeof start>>;
let env: Started;
afterEach(async () => {
  await env?.emulator.stop();
});

async function failure(p: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('checkout sessions through the stripe SDK', () => {
  it('creates and retrieves a session with Stripe shape', async () => {
    env = await start();
    const { stripe, emulator, clock } = env;
    const s = await stripe.checkout.sessions.create({
      ...SESSION_PARAMS,
      line_items: [{ ...SESSION_PARAMS.line_items[0], quantity: 2 }],
    });
    expect(s.id).toMatch(/^cs_test_a1[0-9A-Za-z]{56}$/);
    expect(s).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 900000,
      amount_total: 900000,
      currency: 'rsd',
      client_reference_id: 'booking_1',
      customer_email: 'klijent@oslonac.rs',
      metadata: { booking_id: 'booking_1' },
      payment_intent: null,
      livemode: false,
      success_url: SESSION_PARAMS.success_url,
      cancel_url: SESSION_PARAMS.cancel_url,
      created: clock.ms / 1000,
      expires_at: clock.ms / 1000 + 24 * 3600,
      url: `${emulator.url}/c/pay/${s.id}`,
    });
    expect(s.lastResponse.requestId).toMatch(/^req_/);
    expect(s.lastResponse.apiVersion).toBe('2026-10-28.endive');
    const again = await stripe.checkout.sessions.retrieve(s.id);
    expect(again.id).toBe(s.id);
    expect(again.amount_total).toBe(900000);
  });

  it('uses publicUrl for the hosted page and honours expires_at', async () => {
    env = await start({ publicUrl: 'http://pay.localhost:4010' });
    const expiresAt = env.clock.ms / 1000 + 3600;
    const s = await env.stripe.checkout.sessions.create({ ...SESSION_PARAMS, expires_at: expiresAt });
    expect(s.url).toBe(`http://pay.localhost:4010/c/pay/${s.id}`);
    expect(s.expires_at).toBe(expiresAt);
  });

  it('pays, links the PaymentIntent (with payment_intent_data metadata) and expands it', async () => {
    env = await start();
    const s = await env.stripe.checkout.sessions.create(SESSION_PARAMS);
    const res = await control(env.emulator.url, `/checkout/${s.id}/pay`, { card: '4242424242424242' });
    expect(res.status).toBe(200);
    const paid = await env.stripe.checkout.sessions.retrieve(s.id, { expand: ['payment_intent'] });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    const pi = paid.payment_intent as Stripe.PaymentIntent;
    expect(pi).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 450000,
      amount_received: 450000,
      currency: 'rsd',
      metadata: { booking_id: 'booking_1' },
      last_payment_error: null,
    });
    expect(pi.id).toMatch(/^pi_/);
    expect(pi.latest_charge).toMatch(/^ch_/);
    const retrieved = await env.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect(retrieved.latest_charge).toMatchObject({
      object: 'charge',
      status: 'succeeded',
      paid: true,
      amount: 450000,
    });
  });

  it('pays without a browser through the control surface, 3-D Secure included, and sweeps due sessions', async () => {
    env = await start();
    const base = env.emulator.url;
    const s = await env.stripe.checkout.sessions.create(SESSION_PARAMS);
    const pending = await (await control(base, `/checkout/${s.id}/pay`, { card: '4000002500003155' })).json();
    expect(pending).toMatchObject({
      outcome: 'requires_action',
      payment_intent: { status: 'requires_action' },
    });
    const failed = await (await control(base, `/checkout/${s.id}/authenticate`, { result: 'fail' })).json();
    expect(failed).toMatchObject({
      outcome: 'failed',
      error: { code: 'payment_intent_authentication_failure' },
    });
    const paid = await (
      await control(base, `/checkout/${s.id}/pay`, { card: '4000002500003155', authentication: 'complete' })
    ).json();
    expect(paid).toMatchObject({
      outcome: 'succeeded',
      session: { status: 'complete', payment_status: 'paid' },
    });
    const again = await control(base, `/checkout/${s.id}/pay`, { card: '4242424242424242' });
    expect(again.status).toBe(400);
    expect((await control(base, '/checkout/cs_test_nope/pay', {})).status).toBe(404);

    const due = await env.stripe.checkout.sessions.create({
      ...SESSION_PARAMS,
      expires_at: env.clock.ms / 1000 + 1800,
    });
    expect(await (await control(base, '/sweep', {})).json()).toEqual({ expired: 0 });
    env.clock.advanceSeconds(1800);
    expect(await (await control(base, '/sweep', {})).json()).toEqual({ expired: 1 });
    expect(env.emulator.events().at(-1)).toMatchObject({
      type: 'checkout.session.expired',
      data: { object: { id: due.id } },
    });
  });

  it('answers 404 resource_missing for unknown ids and unknown URLs', async () => {
    env = await start();
    const e1 = await failure(env.stripe.checkout.sessions.retrieve('cs_test_nope'));
    expect(e1).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(e1).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_nope'",
    });
    const e2 = await failure(env.stripe.paymentIntents.retrieve('pi_nope'));
    expect(e2).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'intent',
      type: 'StripeInvalidRequestError',
    });
    const e3 = await failure(env.stripe.refunds.create({ payment_intent: 'pi_nope' }));
    expect(e3).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'payment_intent' });
    const res = await fetch(`${env.emulator.url}/v1/customers`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /^Unrecognized request URL \(GET: \/v1\/customers\)/,
    );
  });

  it('requires a test secret key (401 in Stripe shape)', async () => {
    env = await start();
    const res = await fetch(`${env.emulator.url}/v1/checkout/sessions/cs_test_x`);
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/^You did not provide an API key/);
    const live = await failure(
      sdk(env.emulator.url, 'sk_live_abcdefghijklmnop1234').checkout.sessions.retrieve('cs_test_x'),
    );
    expect(live).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(live.message).toMatch(/^Invalid API Key provided: sk_live_\*+1234$/);
    const basic = await fetch(`${env.emulator.url}/v1/checkout/sessions/cs_test_x`, {
      headers: { authorization: `Basic ${Buffer.from(`${KEY}:`).toString('base64')}` },
    });
    expect(basic.status).toBe(404);
  });

  it('replays the same Idempotency-Key with the same parameters and refuses different ones', async () => {
    env = await start();
    const a = await env.stripe.checkout.sessions.create(SESSION_PARAMS, {
      idempotencyKey: 'booking_1-attempt_1',
    });
    const b = await env.stripe.checkout.sessions.create(SESSION_PARAMS, {
      idempotencyKey: 'booking_1-attempt_1',
    });
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(env.emulator.app.emulator.state.sessions.size).toBe(1);
    const err = await failure(
      env.stripe.checkout.sessions.create(
        { ...SESSION_PARAMS, client_reference_id: 'other' },
        { idempotencyKey: 'booking_1-attempt_1' },
      ),
    );
    expect(err).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(err).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
    expect(err.message).toContain("Try using a key other than 'booking_1-attempt_1'");
    const c = await env.stripe.checkout.sessions.create(SESSION_PARAMS, {
      idempotencyKey: 'booking_1-attempt_2',
    });
    expect(c.id).not.toBe(a.id);
  });

  it('rejects invalid parameters like Stripe and does not save them under the key', async () => {
    env = await start();
    const unknown = await failure(
      env.stripe.checkout.sessions.create(
        { ...SESSION_PARAMS, foo: 'x' } as Stripe.Checkout.SessionCreateParams,
        { idempotencyKey: 'k1' },
      ),
    );
    expect(unknown).toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'foo',
      message: 'Received unknown parameter: foo',
    });
    const ok = await env.stripe.checkout.sessions.create(SESSION_PARAMS, { idempotencyKey: 'k1' });
    expect(ok.id).toMatch(/^cs_test_/);
    const { mode: _mode, ...noMode } = SESSION_PARAMS;
    const missing = await failure(env.stripe.checkout.sessions.create(noMode));
    expect(missing).toMatchObject({
      code: 'parameter_missing',
      param: 'mode',
      message: 'Missing required param: mode.',
    });
    const early = await failure(
      env.stripe.checkout.sessions.create({ ...SESSION_PARAMS, expires_at: env.clock.ms / 1000 + 600 }),
    );
    expect(early).toMatchObject({ statusCode: 400, param: 'expires_at' });
    const late = await failure(
      env.stripe.checkout.sessions.create({ ...SESSION_PARAMS, expires_at: env.clock.ms / 1000 + 25 * 3600 }),
    );
    expect(late).toMatchObject({ statusCode: 400, param: 'expires_at' });
    const badAmount = await failure(
      env.stripe.checkout.sessions.create({
        ...SESSION_PARAMS,
        line_items: [{ quantity: 1, price_data: { currency: 'rsd', product_data: { name: 'x' } } }],
      }),
    );
    expect(badAmount).toMatchObject({
      code: 'parameter_missing',
      param: 'line_items[0][price_data][unit_amount]',
    });
    const badUrl = await failure(
      env.stripe.checkout.sessions.create({ ...SESSION_PARAMS, success_url: 'not a url' }),
    );
    expect(badUrl).toMatchObject({ code: 'url_invalid', param: 'success_url' });
  });

  it('expires a session on request and by its expires_at, with checkout.session.expired', async () => {
    const hook = await receiver();
    env = await start({ webhookUrl: hook.url });
    const s = await env.stripe.checkout.sessions.create(SESSION_PARAMS);
    const expired = await env.stripe.checkout.sessions.expire(s.id, {}, { idempotencyKey: 'expire-1' });
    expect(expired).toMatchObject({ status: 'expired', url: null, payment_status: 'unpaid' });
    const again = await failure(env.stripe.checkout.sessions.expire(s.id));
    expect(again).toMatchObject({ statusCode: 400 });

    const due = await env.stripe.checkout.sessions.create({
      ...SESSION_PARAMS,
      expires_at: env.clock.ms / 1000 + 1800,
    });
    env.clock.advanceSeconds(1800);
    expect((await env.stripe.checkout.sessions.retrieve(due.id)).status).toBe('expired');
    await env.emulator.whenIdle();
    const events = env.emulator.events().filter((e) => e.type === 'checkout.session.expired');
    expect(events.map((e) => e.data.object.id)).toEqual([s.id, due.id]);
    expect(events[0]!.request).toEqual({ id: expired.lastResponse.requestId, idempotency_key: 'expire-1' });
    expect(events[1]!.request).toEqual({ id: null, idempotency_key: null });
    expect(hook.received).toHaveLength(2);
    await hook.close();
  });

  it('refunds a paid PaymentIntent (refund.created, charge.refunded) and refuses more than was paid', async () => {
    env = await start();
    const s = await env.stripe.checkout.sessions.create(SESSION_PARAMS);
    const unpaid = await failure(env.stripe.refunds.create({ payment_intent: 'pi_x' }));
    expect(unpaid.statusCode).toBe(404);
    await control(env.emulator.url, `/checkout/${s.id}/pay`, { card: '4242424242424242' });
    const pi = (await env.stripe.checkout.sessions.retrieve(s.id)).payment_intent as string;
    const refund = await env.stripe.refunds.create(
      {
        payment_intent: pi,
        amount: 100000,
        metadata: { booking_id: 'booking_1' },
        reason: 'requested_by_customer',
      },
      { idempotencyKey: 'refund-1' },
    );
    expect(refund).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 100000,
      currency: 'rsd',
      payment_intent: pi,
      reason: 'requested_by_customer',
      metadata: { booking_id: 'booking_1' },
    });
    expect(refund.id).toMatch(/^re_/);
    expect(refund.charge).toMatch(/^ch_/);
    const tooMuch = await failure(env.stripe.refunds.create({ payment_intent: pi, amount: 400000 }));
    expect(tooMuch).toMatchObject({ statusCode: 400, param: 'amount' });
    expect(tooMuch.message).toBe(
      'Refund amount (RSD 4,000.00) is greater than unrefunded amount on charge (RSD 3,500.00)',
    );
    const badReason = await failure(
      env.stripe.refunds.create({ payment_intent: pi, reason: 'whim' as 'duplicate' }),
    );
    expect(badReason).toMatchObject({ param: 'reason' });
    const rest = await env.stripe.refunds.create({ payment_intent: pi });
    expect(rest.amount).toBe(350000);
    const charge = await env.stripe.charges.retrieve(refund.charge as string);
    expect(charge).toMatchObject({ amount_refunded: 450000, refunded: true });
    const done = await failure(env.stripe.refunds.create({ payment_intent: pi }));
    expect(done).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    expect((await env.stripe.refunds.retrieve(refund.id)).id).toBe(refund.id);
    const types = env.emulator.events().map((e) => e.type);
    expect(types).toEqual([
      'payment_intent.succeeded',
      'checkout.session.completed',
      'refund.created',
      'charge.refunded',
      'refund.created',
      'charge.refunded',
    ]);
    const refunded = env.emulator.events()[3]!;
    expect(refunded.data.object).toMatchObject({
      object: 'charge',
      amount_refunded: 100000,
      refunded: false,
    });
    expect(refunded.request.idempotency_key).toBe('refund-1');
  });
});
