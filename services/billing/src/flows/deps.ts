import type { EnvelopeCrypto, Logger } from '@oslonac/kit';
import type { Booking } from '@oslonac/proto/oslonac/booking/v1/booking';
import type Stripe from 'stripe';
import type { Clock } from '../clock';
import type { BillingSettings } from '../config';
import type { PrismaClient } from '../store/db';

/** Booking's side of a payment: the booking as the caller may see it, read with the caller's own actor token. */
export interface BookingPort {
  getBooking(bookingId: string, actorToken: string): Promise<Booking>;
}

/** Everything the use cases need from outside; main.ts wires the real ones, tests their own. */
export interface Deps {
  prisma: PrismaClient;
  clock: Clock;
  settings: BillingSettings;
  stripe: Stripe;
  booking: BookingPort;
  log: Logger;
  /** Seals the payout account number (DATA_MASTER_KEY); erasure shreds the therapist's key. */
  crypto: EnvelopeCrypto;
}
