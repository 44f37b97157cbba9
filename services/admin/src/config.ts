import { masterKeySetting, portSetting } from '@oslonac/kit';
import { z } from 'zod';

/** The admin service's variables on top of the kit's base config (DATABASE_URL, NATS_URL, ACTOR_* …). */
export const adminConfig = {
  GRPC_PORT: portSetting(50059),
  HTTP_PORT: portSetting(8089),
  // Wraps every ticket's data key (message and internal note). Required: without it nothing can be stored safely.
  DATA_MASTER_KEY: masterKeySetting,
  // Tickets one e-mail address may send per hour: enough for a follow-up, too few for a flood.
  TICKETS_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
};

export interface AdminSettings {
  ticketsPerEmailPerHour: number;
}

export const DEFAULT_SETTINGS: AdminSettings = { ticketsPerEmailPerHour: 5 };
