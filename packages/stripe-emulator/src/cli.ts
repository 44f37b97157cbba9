#!/usr/bin/env tsx
/**
 * Runs the Stripe emulator: STRIPE_EMULATOR_PORT (default 12111), STRIPE_EMULATOR_HOST (default 127.0.0.1),
 * STRIPE_EMULATOR_PUBLIC_URL (the hosted page's base as browsers reach it; default the emulator's URL),
 * STRIPE_WEBHOOK_URL (where events go; none → only recorded), STRIPE_WEBHOOK_SECRET (required, `whsec_…`).
 */
import { startStripeEmulator } from './server';

const secret = process.env.STRIPE_WEBHOOK_SECRET;
if (!secret) {
  console.error(
    'stripe-emulator: STRIPE_WEBHOOK_SECRET is required (the whsec_… billing verifies webhooks with)',
  );
  process.exit(2);
}
const port = Number(process.env.STRIPE_EMULATOR_PORT ?? 12111);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`stripe-emulator: STRIPE_EMULATOR_PORT is not a port: ${process.env.STRIPE_EMULATOR_PORT}`);
  process.exit(2);
}
const emulator = await startStripeEmulator({
  port,
  host: process.env.STRIPE_EMULATOR_HOST || '127.0.0.1',
  publicUrl: process.env.STRIPE_EMULATOR_PUBLIC_URL || undefined,
  webhookUrl: process.env.STRIPE_WEBHOOK_URL || undefined,
  webhookSecret: secret,
});
console.log(
  `stripe-emulator listening on ${emulator.url}${process.env.STRIPE_WEBHOOK_URL ? `, webhooks to ${process.env.STRIPE_WEBHOOK_URL}` : ', webhooks recorded only'}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.stop().then(() => process.exit(0));
  });
}
