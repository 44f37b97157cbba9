import { type BillingServer, startBillingServer } from './billing-server';

// Route tests against a scripted billing service only: the BFF's billing client pointed at it, identity unreachable
// (sessions are the signed test ones), plain cookies; the route modules loaded after the environment is set,
// since the gateways read it when first used.

export interface BillingRoutes<R> {
  billing: BillingServer;
  routes: R;
  /** Closes the BFF's billing client, then the scripted service. */
  stop(): Promise<void>;
}

/** `load` imports the route modules (with paths relative to the test file). */
export async function startBillingRoutes<R>(load: () => Promise<R>): Promise<BillingRoutes<R>> {
  const billing = await startBillingServer();
  process.env.BILLING_GRPC_ADDR = billing.addr;
  process.env.IDENTITY_GRPC_ADDR = '127.0.0.1:9';
  process.env.COOKIE_SECURE = 'false';
  const routes = await load();
  const { closeBillingClient } = await import('../../src/server/gateways/billing');
  return {
    billing,
    routes,
    async stop() {
      closeBillingClient();
      await billing.stop();
    },
  };
}
