import { parseMasterKey } from '@oslonac/kit';
import { z } from 'zod';

const port = (fallback: number) =>
  z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(fallback);

/** The therapists service's variables on top of the kit's base config (DATABASE_URL, NATS_URL, ACTOR_* …). */
export const therapistsConfig = {
  GRPC_PORT: port(50052),
  HTTP_PORT: port(8082),
  // Wraps every therapist's data key (documents, W-8BEN). Required: without it nothing can be stored safely.
  DATA_MASTER_KEY: z.string({ error: 'is required' }).refine(
    (v) => {
      try {
        parseMasterKey(v);
        return true;
      } catch {
        return false;
      }
    },
    { error: 'must be base64 of exactly 32 bytes' },
  ),
};

/** 8 MB documents plus the protobuf envelope around them. */
export const GRPC_MAX_RECEIVE_BYTES = 9 * 1024 * 1024;
