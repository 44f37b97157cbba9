import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { EnvelopeCrypto, generateMasterKey, type Logger } from '@oslonac/kit';
import { type ServiceHarness, startServiceHarness, TestClock } from '@oslonac/kit/testing';
import { BillingServiceClient, BillingServiceService } from '@oslonac/proto/oslonac/billing/v1/billing';
import express from 'express';
import { createHandlers, policies } from '../../src/api';
import type { BookingPort, Deps } from '../../src/flows/deps';
import { createPrisma, type PrismaClient } from '../../src/store/db';
import { createStripe } from '../../src/stripe';
import { mountStripeWebhook, WEBHOOK_PATH } from '../../src/webhooks';

export { failure, TestClock } from '@oslonac/kit/testing';

export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));
export const PUBLIC_URL = 'http://127.0.0.1:3999';
export const WEBHOOK_SECRET = 'whsec_billing_test_secret';
export const STRIPE_KEY = 'sk_test_billing_harness';

export interface Harness extends ServiceHarness<BillingServiceClient, PrismaClient, Deps> {
  clock: TestClock;
  /** The service's HTTP side with Stripe's webhook route, as main.ts mounts it. */
  webhookUrl: string;
}

export interface HarnessOptions {
  /** Where the SDK sends its requests (a Stripe double); unreachable by default. */
  stripeApiBase?: string;
  booking?: BookingPort;
  /** The service's logger (tests that read what was logged pass their own). */
  log?: Logger;
}

const noBooking: BookingPort = {
  getBooking: () => Promise.reject(new Error('no booking service in this test')),
};

/** The billing gRPC server and its webhook route on a fresh database, with a clock the test moves. */
export async function startBilling(name: string, start: Date, opts: HarnessOptions = {}): Promise<Harness> {
  const clock = new TestClock(start);
  const crypto = EnvelopeCrypto.fromBase64(generateMasterKey());
  const h = await startServiceHarness({
    name,
    migrationsDir,
    createPrisma,
    deps: ({ prisma, log }): Deps => ({
      prisma,
      clock: clock.read,
      settings: { publicUrl: PUBLIC_URL, webhookSecret: WEBHOOK_SECRET },
      stripe: createStripe(STRIPE_KEY, opts.stripeApiBase ?? 'http://127.0.0.1:9'),
      booking: opts.booking ?? noBooking,
      log: opts.log ?? log,
      // A fresh DATA_MASTER_KEY per harness, as main.ts reads it from the environment.
      crypto,
    }),
    definition: BillingServiceService,
    handlers: createHandlers,
    policies,
    Client: BillingServiceClient,
  });
  const app = express();
  mountStripeWebhook(app, h.deps);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    ...h,
    clock,
    webhookUrl: `http://127.0.0.1:${port}${WEBHOOK_PATH}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await h.close();
    },
  };
}
