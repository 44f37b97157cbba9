import Stripe from 'stripe';

/**
 * The Stripe SDK for STRIPE_SECRET_KEY. With STRIPE_API_BASE (development and tests: the Stripe emulator) the SDK is
 * pointed at that host, port and protocol; without it, at api.stripe.com. One network retry (with the payment's
 * idempotency key, so a retried create never makes a second session) and a short timeout: a checkout that cannot
 * start answers billing.provider_unavailable rather than hanging the client.
 */
export function createStripe(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
