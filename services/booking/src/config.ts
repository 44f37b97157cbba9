import { portSetting } from '@oslonac/kit';
import { z } from 'zod';

const minutes = (fallback: number, max: number) =>
  z.coerce.number({ error: 'must be a number' }).int().min(1).max(max).default(fallback);

/** The booking service's variables on top of the kit's base config (DATABASE_URL, NATS_URL, ACTOR_* …). */
export const bookingConfig = {
  GRPC_PORT: portSetting(50053),
  HTTP_PORT: portSetting(8083),
  // How long a client holds a slot while signing in and going to payment.
  HOLD_MINUTES: minutes(10, 60),
  // How long a submitted booking waits for its payment before the slot is freed.
  PAYMENT_WINDOW_MINUTES: minutes(30, 24 * 60),
  // How long a freed slot stays reserved for the first client on the waitlist.
  OFFER_MINUTES: minutes(120, 24 * 60),
  PARTNER_INVITATION_HOURS: minutes(72, 24 * 14),
  // Expiry is checked on every read; the sweeper only makes it visible to others (events, waitlist offers).
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  MAX_ACTIVE_HOLDS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(3),
};

export interface BookingSettings {
  holdMinutes: number;
  paymentWindowMinutes: number;
  offerMinutes: number;
  partnerInvitationHours: number;
  maxActiveHoldsPerClient: number;
}

export const DEFAULT_SETTINGS: BookingSettings = {
  holdMinutes: 10,
  paymentWindowMinutes: 30,
  offerMinutes: 120,
  partnerInvitationHours: 72,
  maxActiveHoldsPerClient: 3,
};
