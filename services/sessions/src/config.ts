import { type Config, masterKeySetting, portSetting } from '@oslonac/kit';
import { z } from 'zod';

const whole = (fallback: number, min = 0) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .default(fallback);

/** The sessions service's variables on top of the kit's base config (DATABASE_URL, NATS_URL, ACTOR_* …), SFU's included. */
export const sessionsConfig = {
  GRPC_PORT: portSetting(50057),
  HTTP_PORT: portSetting(8087),
  // Wraps each therapist's data key (session notes). Required: without it nothing can be stored safely.
  DATA_MASTER_KEY: masterKeySetting,
  // Signs the join tokens the SFU checks without a database round trip; shared by nobody else.
  JOIN_TOKEN_SECRET: z
    .string({ error: 'is required' })
    .min(32, { error: 'must be at least 32 characters (a random secret)' }),
  // The mediasoup worker binary; unset means the one inside the mediasoup package.
  MEDIASOUP_WORKER_BIN: z.string().optional(),
  // How many mediasoup workers; 0 means one per CPU core.
  RTC_WORKERS: whole(0),
  RTC_LISTEN_IP: z.string().default('0.0.0.0'),
  // The address browsers send media to (the node's public IP or name behind NAT).
  RTC_ANNOUNCED_ADDRESS: z.string().default('127.0.0.1'),
  RTC_MIN_PORT: portSetting(40000),
  RTC_MAX_PORT: portSetting(49999),
  // Comma-separated turn:/turns:/stun: URLs handed to browsers (src/rtc/config.ts splits them); empty for none.
  TURN_URLS: z.string().default(''),
  TURN_USERNAME: z.string().default(''),
  TURN_CREDENTIAL: z.string().default(''),
  // At shutdown, how long calls in progress may go on before their connections are closed.
  RTC_DRAIN_MAX_MS: whole(10_000),
};

export type SessionsConfig = Config<typeof sessionsConfig>;
