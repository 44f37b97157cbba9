import * as grpc from '@grpc/grpc-js';
import { unary } from '@oslonac/kit';
import { freePort } from '@oslonac/kit/testing';
import { BookingServiceClient } from '@oslonac/proto/oslonac/booking/v1/booking';
import { type RunningStripeEmulator, startStripeEmulator } from '@oslonac/stripe-emulator';
import { v7 } from 'uuid';
import type { BookingPort } from '../../src/flows/deps';
import {
  awaitingPayment,
  type FakeBooking,
  type FakeStripe,
  startFakeBooking,
  startFakeStripe,
} from './doubles';
import { type Harness, startBilling, WEBHOOK_SECRET } from './harness';

// Billing with the services around it, as the integration tests start it: the fake BookingService reached over
// gRPC with the caller's token (as main.ts wires the real one) and either the small Stripe double or the
// project's Stripe emulator posting signed webhooks on billing's own clock. Stopped in the reverse order.

interface BookingLink {
  booking: FakeBooking;
  port: BookingPort;
  close(): Promise<void>;
}

/** `retries` as the gRPC call takes it; tests that count calls pass 0 so a retry cannot add one. */
async function linkBooking(retries?: number): Promise<BookingLink> {
  const booking = await startFakeBooking();
  const client = new BookingServiceClient(booking.address, grpc.credentials.createInsecure());
  const port: BookingPort = {
    async getBooking(bookingId, actorToken) {
      const res = await unary(
        client,
        client.getBooking,
        { bookingId },
        retries === undefined ? { actorToken } : { actorToken, retries },
      );
      if (!res.booking) throw new Error('no booking');
      return res.booking;
    },
  };
  return {
    booking,
    port,
    async close() {
      client.close();
      await booking.close();
    },
  };
}

export interface WithStripeDouble {
  h: Harness;
  booking: FakeBooking;
  stripe: FakeStripe;
  close(): Promise<void>;
}

/** Billing, the fake BookingService and the minimal Stripe double. */
export async function billingWithStripeDouble(
  name: string,
  start: Date,
  opts: { retries?: number } = {},
): Promise<WithStripeDouble> {
  const link = await linkBooking(opts.retries);
  const stripe = await startFakeStripe();
  const h = await startBilling(name, start, { stripeApiBase: stripe.url, booking: link.port });
  return {
    h,
    booking: link.booking,
    stripe,
    async close() {
      await h.close();
      await link.close();
      await stripe.close();
    },
  };
}

export interface WithStripeEmulator {
  h: Harness;
  booking: FakeBooking;
  stripe: RunningStripeEmulator;
  close(): Promise<void>;
}

/** Billing, the fake BookingService and the Stripe emulator (webhooks to billing's route, quick retries). */
export async function billingWithStripeEmulator(name: string, start: Date): Promise<WithStripeEmulator> {
  const link = await linkBooking();
  const stripePort = await freePort();
  const h = await startBilling(name, start, {
    stripeApiBase: `http://127.0.0.1:${stripePort}`,
    booking: link.port,
  });
  const stripe = await startStripeEmulator({
    port: stripePort,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: h.webhookUrl,
    clock: h.clock.read,
    retryDelaysMs: [50, 100],
  });
  return {
    h,
    booking: link.booking,
    stripe,
    async close() {
      await stripe.stop();
      await h.close();
      await link.close();
    },
  };
}

/** A booking of the client's, with some therapist, awaiting payment for 45 more minutes (billing's clock); its id. */
export function bookingAwaitingPayment(h: Harness, booking: FakeBooking, clientUserId: string): string {
  const bookingId = v7();
  booking.bookings.set(
    bookingId,
    awaitingPayment({
      id: bookingId,
      clientUserId,
      therapistUserId: v7(),
      expiresAt: new Date(h.clock.now.getTime() + 45 * 60_000),
    }),
  );
  return bookingId;
}
