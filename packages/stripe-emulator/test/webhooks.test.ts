import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { type StripeEvent, signPayload } from '../src/index';
import { control, receiver, SECRET, SESSION_PARAMS, sdk, start } from './helpers';

type Started = Awaited<ReturnType<typeof start>>;
let env: Started | undefined;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await env?.emulator.stop();
  env = undefined;
  while (cleanups.length) await cleanups.pop()!();
});

async function hook(status?: (n: number) => number) {
  const r = await receiver(status);
  cleanups.push(r.close);
  return r;
}

async function paidSession(e: Started) {
  const s = await e.stripe.checkout.sessions.create(SESSION_PARAMS);
  await control(e.emulator.url, `/checkout/${s.id}/pay`, { card: '4242424242424242' });
  await e.emulator.whenIdle();
  return s;
}

describe('webhooks as Stripe signs and delivers them', () => {
  it('sends events the SDK verifies with constructEvent, and rejects forged or modified ones', async () => {
    const r = await hook();
    env = await start({ webhookUrl: r.url });
    const s = await paidSession(env);
    expect(r.received.map((x) => JSON.parse(x.body).type)).toEqual([
      'payment_intent.succeeded',
      'checkout.session.completed',
    ]);
    const stripe = new Stripe('sk_test_x');
    const now = env.clock.ms;
    for (const { headers, body } of r.received) {
      expect(headers['content-type']).toBe('application/json; charset=utf-8');
      expect(headers['user-agent']).toBe('Stripe/1.0 (+https://stripe.com/docs/webhooks)');
      const header = String(headers['stripe-signature']);
      expect(header).toMatch(new RegExp(`^t=${now / 1000},v1=[0-9a-f]{64}$`));
      const event = stripe.webhooks.constructEvent(body, header, SECRET, 300, undefined, now);
      expect(event).toEqual(JSON.parse(body));
      expect(() =>
        stripe.webhooks.constructEvent(
          body.replace('"livemode": false', '"livemode": true'),
          header,
          SECRET,
          300,
          undefined,
          now,
        ),
      ).toThrow(Stripe.errors.StripeSignatureVerificationError);
      expect(() => stripe.webhooks.constructEvent(body, header, 'whsec_forged', 300, undefined, now)).toThrow(
        Stripe.errors.StripeSignatureVerificationError,
      );
      expect(() =>
        stripe.webhooks.constructEvent(body, header, SECRET, 300, undefined, now + 301_000),
      ).toThrow(/tolerance/);
    }
    const completed = JSON.parse(r.received[1]!.body) as StripeEvent;
    expect(completed).toEqual({
      id: expect.stringMatching(/^evt_/),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now / 1000,
      data: { object: expect.objectContaining({ id: s.id, object: 'checkout.session', status: 'complete' }) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
    });
    expect(r.received[1]!.body).toBe(JSON.stringify(completed, null, 2));
    expect(env.emulator.deliveries().every((d) => d.ok && d.attempt === 1)).toBe(true);
    const viaApi = await env.stripe.events.retrieve(completed.id);
    expect(viaApi.type).toBe('checkout.session.completed');
  });

  it('signs exactly like the SDK’s generateTestHeaderString', async () => {
    const stripe = new Stripe('sk_test_x');
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'refund.created' }, null, 2);
    const timestamp = 1_772_445_600;
    expect(signPayload(payload, SECRET, timestamp)).toBe(
      stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp }),
    );
    const r = await hook();
    env = await start({ webhookUrl: r.url });
    await paidSession(env);
    const { headers, body } = r.received[0]!;
    const t = Number(/^t=(\d+)/.exec(String(headers['stripe-signature']))![1]);
    expect(headers['stripe-signature']).toBe(
      stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, timestamp: t }),
    );
  });

  it('retries on a non-2xx answer until the endpoint accepts', async () => {
    const r = await hook((n) => (n <= 2 ? 500 : 200));
    env = await start({ webhookUrl: r.url, retryDelaysMs: [5, 10, 20] });
    const s = await env.stripe.checkout.sessions.create(SESSION_PARAMS);
    await env.stripe.checkout.sessions.expire(s.id);
    await env.emulator.whenIdle();
    expect(r.received).toHaveLength(3);
    expect(new Set(r.received.map((x) => x.body)).size).toBe(1);
    expect(env.emulator.deliveries().map((d) => [d.attempt, d.status, d.ok])).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 200, true],
    ]);
  });

  it('retries on network errors and gives up after the last delay', async () => {
    const r = await hook();
    const deadUrl = r.url;
    await r.close();
    env = await start({ webhookUrl: deadUrl, retryDelaysMs: [5, 10] });
    const s = await env.stripe.checkout.sessions.create(SESSION_PARAMS);
    await env.stripe.checkout.sessions.expire(s.id);
    await env.emulator.whenIdle();
    const attempts = env.emulator.deliveries();
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(attempts.every((a) => !a.ok && a.status === null && a.error)).toBe(true);
  });

  it('resends an event through the control surface, freshly signed', async () => {
    const r = await hook();
    env = await start({ webhookUrl: r.url });
    await paidSession(env);
    const [first] = env.emulator.events();
    env.clock.advanceSeconds(60);
    const res = await fetch(`${env.emulator.url}/_emulator/events/${first!.id}/resend`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ eventId: first!.id, attempt: 2, ok: true, status: 200 });
    expect(r.received).toHaveLength(3);
    const again = r.received[2]!;
    expect(again.body).toBe(r.received[0]!.body);
    expect(String(again.headers['stripe-signature'])).toMatch(new RegExp(`^t=${env.clock.ms / 1000},`));
    new Stripe('sk_test_x').webhooks.constructEvent(
      again.body,
      String(again.headers['stripe-signature']),
      SECRET,
      300,
      undefined,
      env.clock.ms,
    );
    const listed = (await (await fetch(`${env.emulator.url}/_emulator/events`)).json()) as {
      data: { event: StripeEvent; delivered: boolean; attempts: unknown[] }[];
    };
    expect(listed.data.map((d) => [d.event.type, d.delivered, d.attempts.length])).toEqual([
      ['payment_intent.succeeded', true, 2],
      ['checkout.session.completed', true, 1],
    ]);
    expect(
      (await fetch(`${env.emulator.url}/_emulator/events/evt_nope/resend`, { method: 'POST' })).status,
    ).toBe(404);
  });

  it('runs from the CLI with STRIPE_EMULATOR_PORT, STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET', async () => {
    const r = await hook();
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['packages/stripe-emulator/src/cli.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        STRIPE_EMULATOR_PORT: '0',
        STRIPE_WEBHOOK_URL: r.url,
        STRIPE_WEBHOOK_SECRET: SECRET,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /listening on (http:\/\/\S+?),/.exec(out);
        if (m) resolve(m[1]!);
      });
      child.once('exit', () => reject(new Error(`cli exited: ${out}`)));
    });
    const stripe = sdk(url);
    const s = await stripe.checkout.sessions.create(SESSION_PARAMS);
    await stripe.checkout.sessions.expire(s.id);
    for (let i = 0; i < 100 && r.received.length === 0; i++) await new Promise((res) => setTimeout(res, 20));
    expect(JSON.parse(r.received[0]!.body).type).toBe('checkout.session.expired');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
