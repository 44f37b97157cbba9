import { portSetting } from '@oslonac/kit';
import { z } from 'zod';

const url = z.string().refine((v) => URL.canParse(v), { error: 'must be a URL' });

/** The billing service's variables on top of the kit's base config (DATABASE_URL, NATS_URL, ACTOR_* …). */
export const billingConfig = {
  GRPC_PORT: portSetting(50056),
  HTTP_PORT: portSetting(8086),
  // Stripe's secret key (sk_test_… outside production) and the signing secret of the webhook endpoint.
  STRIPE_SECRET_KEY: z.string({ error: 'is required' }).regex(/^(sk|rk)_(test|live)_\S+$/, {
    error: 'must be a Stripe secret key (sk_test_… or sk_live_…)',
  }),
  STRIPE_WEBHOOK_SECRET: z
    .string({ error: 'is required' })
    .regex(/^whsec_\S+$/, { error: 'must be a webhook signing secret (whsec_…)' }),
  // Unset in production (the SDK talks to api.stripe.com); the Stripe emulator's address in development and tests.
  STRIPE_API_BASE: url.optional(),
  // Checkout's return URLs must be on this origin (the BFF's public address).
  PUBLIC_URL: url,
  BOOKING_GRPC_ADDR: z.string({ error: 'is required' }).min(1),
};

export interface BillingSettings {
  /** Origin the success and cancel URLs must be on. */
  publicUrl: string;
  webhookSecret: string;
}
