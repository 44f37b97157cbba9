import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type RunningStripeEmulator, type StartOptions, startStripeEmulator } from '../src/index';

export const SECRET = 'whsec_test_emulator_secret';
export const KEY = 'sk_test_oslonac_emulator';

/** A clock the test moves by hand. */
export class Clock {
  now = new Date('2026-03-02T10:00:00Z');
  readonly read = (): Date => new Date(this.now);
  advanceSeconds(s: number): void {
    this.now = new Date(this.now.getTime() + s * 1000);
  }
  get ms(): number {
    return this.now.getTime();
  }
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint that records raw bodies; `status(n)` decides the answer to the n-th request (1-based). */
export async function receiver(status: (n: number) => number = () => 200) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = status(received.length);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function sdk(url: string, key = KEY): Stripe {
  const u = new URL(url);
  return new Stripe(key, { host: u.hostname, port: Number(u.port), protocol: 'http', maxNetworkRetries: 0 });
}

export async function start(opts: Partial<StartOptions> = {}) {
  const clock = new Clock();
  const emulator: RunningStripeEmulator = await startStripeEmulator({
    webhookSecret: SECRET,
    clock: clock.read,
    retryDelaysMs: [5, 10],
    ...opts,
  });
  return { emulator, clock, stripe: sdk(emulator.url) };
}

export const SESSION_PARAMS = {
  mode: 'payment',
  line_items: [
    {
      quantity: 1,
      price_data: {
        currency: 'rsd',
        unit_amount: 450000,
        product_data: { name: 'Individualna seansa, 50 min' },
      },
    },
  ],
  client_reference_id: 'booking_1',
  customer_email: 'klijent@oslonac.rs',
  metadata: { booking_id: 'booking_1' },
  payment_intent_data: { metadata: { booking_id: 'booking_1' } },
  success_url: 'http://localhost:3000/placanje/uspeh?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://localhost:3000/placanje/otkazano',
} satisfies Stripe.Checkout.SessionCreateParams;

/** POST a form to the hosted page without following redirects. */
export function submit(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export function control(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}/_emulator${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
