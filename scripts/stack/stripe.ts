import { randomBytes } from 'node:crypto';
import { type RunningStripeEmulator, startStripeEmulator } from '@oslonac/stripe-emulator';
import type { ServiceContext } from './services';

/** Billing's Stripe key in development and tests: a test key the emulator accepts, never a real one. */
export const DEV_STRIPE_SECRET_KEY = 'sk_test_oslonac_dev_emulator';

/** The path billing serves Stripe's webhooks on (services/billing/src/webhooks.ts). */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/** The cards `make up` prints (the emulator's hosted page knows them, as Stripe's test mode does). */
export const TEST_CARD_LINES = [
  '4242 4242 4242 4242  succeeds',
  '4000 0000 0000 0002  is declined',
  '4000 0025 0000 3155  asks for 3-D Secure',
];

/**
 * The Stripe emulator for a stack, started before the services: billing's SDK points at it (STRIPE_API_BASE) and
 * it sends its signed webhooks to billing's HTTP port, which is fixed before billing starts.
 */
export async function startStripeForStack(o: {
  billingHttpPort: number;
  port?: number;
}): Promise<{ emulator: RunningStripeEmulator; ctx: ServiceContext['stripe'] }> {
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const emulator = await startStripeEmulator({
    webhookSecret,
    webhookUrl: `http://127.0.0.1:${o.billingHttpPort}${STRIPE_WEBHOOK_PATH}`,
    ...(o.port ? { port: o.port } : {}),
  });
  return {
    emulator,
    ctx: { apiBase: emulator.url, secretKey: DEV_STRIPE_SECRET_KEY, webhookSecret },
  };
}
