import { fileURLToPath } from 'node:url';
import { createClient, EnvelopeCrypto, Service, unary } from '@oslonac/kit';
import { BillingServiceService } from '@oslonac/proto/oslonac/billing/v1/billing';
import { BookingServiceClient } from '@oslonac/proto/oslonac/booking/v1/booking';
import { createHandlers, policies } from './api';
import { systemClock } from './clock';
import { billingConfig } from './config';
import { startConsumers } from './consumers';
import type { BookingPort, Deps } from './flows/deps';
import { runPayoutRound } from './flows/payouts';
import { eraser } from './flows/privacy';
import { issueRequestedRefunds } from './flows/refunds';
import { createPrisma } from './store/db';
import { createStripe } from './stripe';
import { mountStripeWebhook } from './webhooks';

/** How soon a requested refund reaches Stripe (and a half-done one is finished). */
const REFUND_ROUND_MS = 10_000;
/** How often the payout round looks for an ended month and failed transfers: hourly is soon enough for monthly pay. */
const PAYOUT_ROUND_MS = 60 * 60_000;

const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

const service = await Service.create({ name: 'billing', config: billingConfig, migrationsDir });
const { config, log } = service;

const prisma = service.database(createPrisma);

const bookingClient = createClient(BookingServiceClient, config.BOOKING_GRPC_ADDR);
service.onShutdown(async () => bookingClient.close());
const booking: BookingPort = {
  async getBooking(bookingId, actorToken) {
    const res = await unary(bookingClient, bookingClient.getBooking, { bookingId }, { actorToken });
    if (!res.booking) throw new Error('booking answered without a booking');
    return res.booking;
  },
};

const deps: Deps = {
  prisma,
  clock: systemClock,
  settings: {
    publicUrl: config.PUBLIC_URL,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    issuer: {
      name: config.INVOICE_ISSUER_NAME,
      address: config.INVOICE_ISSUER_ADDRESS,
      pib: config.INVOICE_ISSUER_PIB,
      mb: config.INVOICE_ISSUER_MB,
      place: config.INVOICE_ISSUE_PLACE,
      vatNote: config.INVOICE_VAT_NOTE,
    },
    invoiceFontPath: config.INVOICE_FONT_PATH,
    ips: {
      payeeAccount: config.IPS_PAYEE_ACCOUNT,
      payeeName: config.IPS_PAYEE_NAME,
      paymentCode: config.IPS_PAYMENT_CODE,
    },
  },
  stripe: createStripe(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE),
  booking,
  log,
  crypto: EnvelopeCrypto.fromBase64(config.DATA_MASTER_KEY),
};
service.grpc.add(BillingServiceService, createHandlers(deps), policies);
// Stripe's webhooks on the service's HTTP port, beside /healthz and /metrics (the chart's ingress routes it).
mountStripeWebhook(service.http, deps);

// GDPR erasure: identity.user.erasure_requested.v1 → payments kept (they name nobody), billing.user.erased.v1.
await service.erasure(prisma, eraser(deps));

// Refunds (booking's cancellations and rejected payments): rows 'requested' in the consumers' transactions, sent
// to Stripe and finished by this round (the same idempotency key on every retry).
const consumers = await startConsumers({ bus: service.bus, deps });
service.onShutdown(() => consumers.stop());
service.every('refunds', REFUND_ROUND_MS, () => issueRequestedRefunds(deps));
// Therapists' monthly payouts: once a month has ended in Belgrade, the round makes each therapist's payout (one per
// month, a unique key) and sends the Connect ones (idempotency key = payout id); a failed transfer is retried here.
service.every('payouts', PAYOUT_ROUND_MS, () => runPayoutRound(deps));

await service.start();
