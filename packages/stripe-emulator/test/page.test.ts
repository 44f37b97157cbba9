import { afterEach, describe, expect, it } from '@jest/globals';
import { SESSION_PARAMS, start, submit } from './helpers';

type Started = Awaited<ReturnType<typeof start>>;
let env: Started;
afterEach(async () => {
  await env?.emulator.stop();
});

async function open() {
  env = await start();
  const s = await env.stripe.checkout.sessions.create(SESSION_PARAMS);
  return { id: s.id, page: s.url! };
}

const card = (number: string) => ({ number, expiry: '12/30', cvc: '123' });

describe('the hosted test payment page', () => {
  it('is a plain, labelled form with the amount, a Back link and no external resources', async () => {
    const { page } = await open();
    const res = await fetch(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="number">Card number</label>');
    expect(html).toContain('<label for="expiry">Expiry (MM/YY)</label>');
    expect(html).toContain('<label for="cvc">CVC</label>');
    expect(html).toMatch(/<input id="number" name="number"[^>]*autocomplete="cc-number"/);
    expect(html).toContain('<button type="submit">Pay RSD 4,500.00</button>');
    expect(html).toContain('Individualna seansa, 50 min');
    expect(html).toContain(`<a href="${SESSION_PARAMS.cancel_url}">Back</a>`);
    expect(html).not.toMatch(/<(script|img|link|iframe)\b/);
    expect(html).not.toMatch(/\bsrc=/);
  });

  it('pays with 4242…: 303 to success_url with the session id, session complete, webhooks in order', async () => {
    const { id, page } = await open();
    const res = await submit(page, { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://localhost:3000/placanje/uspeh?session_id=${id}`);
    const s = await env.stripe.checkout.sessions.retrieve(id);
    expect(s).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const events = env.emulator.events();
    expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
    expect(events[0]!.data.object).toMatchObject({
      id: s.payment_intent,
      status: 'succeeded',
      metadata: { booking_id: 'booking_1' },
    });
    expect(events[1]!.data.object).toMatchObject({
      id,
      payment_status: 'paid',
      payment_intent: s.payment_intent,
    });
    const after = await (await fetch(page)).text();
    expect(after).toContain('Payment complete');
    expect(after).not.toContain('<form');
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])(
    'declines %s (%s/%s), shows the error and lets the customer try again',
    async (number, code, decline, message) => {
      const { id, page } = await open();
      const res = await submit(page, card(number));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`role="alert" id="payment-error"><p>${message.replace("'", '&#39;')}</p>`);
      const s = await env.stripe.checkout.sessions.retrieve(id);
      expect(s).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_intent: null });
      const [failed] = env.emulator.events();
      expect(failed!.type).toBe('payment_intent.payment_failed');
      expect(failed!.data.object).toMatchObject({
        status: 'requires_payment_method',
        metadata: { booking_id: 'booking_1' },
        last_payment_error: { type: 'card_error', code, decline_code: decline, message },
      });
      const retry = await submit(page, card('4242424242424242'));
      expect(retry.status).toBe(303);
      const paid = await env.stripe.checkout.sessions.retrieve(id);
      expect(paid.payment_intent).toBe(failed!.data.object.id);
      expect(env.emulator.events().map((e) => e.type)).toEqual([
        'payment_intent.payment_failed',
        'payment_intent.succeeded',
        'checkout.session.completed',
      ]);
    },
  );

  it('asks for 3-D Secure with 4000002500003155: Fail fails the payment, Complete pays', async () => {
    const { id, page } = await open();
    const first = await submit(page, card('4000002500003155'));
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/c/pay/${id}/authenticate`);
    const auth = await (await fetch(`${page}/authenticate`)).text();
    expect(auth).toContain('<h1>Complete authentication</h1>');
    expect(auth).toContain('<button type="submit" name="result" value="complete">Complete</button>');
    expect(auth).toContain(
      '<button type="submit" name="result" value="fail" class="secondary">Fail</button>',
    );
    expect(
      (await env.stripe.paymentIntents.retrieve(env.emulator.app.emulator.state.sessions.get(id)!.intentId!))
        .status,
    ).toBe('requires_action');

    const failed = await submit(`${page}/authenticate`, { result: 'fail' });
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain('We are unable to authenticate your payment method.');
    const [event] = env.emulator.events();
    expect(event!.type).toBe('payment_intent.payment_failed');
    expect(event!.data.object).toMatchObject({
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    expect((await env.stripe.checkout.sessions.retrieve(id)).status).toBe('open');

    await submit(page, card('4000002500003155'));
    const done = await submit(`${page}/authenticate`, { result: 'complete' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`session_id=${id}`);
    expect((await env.stripe.checkout.sessions.retrieve(id)).payment_status).toBe('paid');
  });

  it('checks the fields before paying (invalid number, past expiry, missing CVC)', async () => {
    const { id, page } = await open();
    const res = await submit(page, { number: '4242424242424241', expiry: '01/26', cvc: '' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('aria-invalid="true" aria-describedby="number-error"');
    expect(html).toContain('Your card number is invalid.');
    expect(html).toContain('Your card&#39;s expiration year is in the past.');
    expect(html).toContain('Your card&#39;s security code is incomplete.');
    expect(env.emulator.events()).toEqual([]);
    expect((await env.stripe.checkout.sessions.retrieve(id)).status).toBe('open');
  });

  it('declines a real (non-test) card number as test mode does', async () => {
    const { page } = await open();
    const html = await (await submit(page, card('4111111111111111'))).text();
    expect(html).toContain('used a non test card');
    expect(env.emulator.events()[0]!.data.object).toMatchObject({
      last_payment_error: { decline_code: 'test_mode_live_card' },
    });
  });

  it('shows an expired session as closed and an unknown one as 404', async () => {
    const { id, page } = await open();
    await env.stripe.checkout.sessions.expire(id);
    const html = await (await fetch(page)).text();
    expect(html).toContain('This payment page has expired');
    expect((await submit(page, card('4242424242424242'))).status).toBe(200);
    expect((await env.stripe.checkout.sessions.retrieve(id)).status).toBe('expired');
    expect((await fetch(`${env.emulator.url}/c/pay/cs_test_unknown`)).status).toBe(404);
  });
});
