import { masterKeySetting, portSetting } from '@oslonac/kit';

/** The therapists service's variables on top of the kit's base config (DATABASE_URL, NATS_URL, ACTOR_* …). */
export const therapistsConfig = {
  GRPC_PORT: portSetting(50052),
  HTTP_PORT: portSetting(8082),
  // Wraps every therapist's data key (documents, W-8BEN). Required: without it nothing can be stored safely.
  DATA_MASTER_KEY: masterKeySetting,
};

/** 8 MB documents plus the protobuf envelope around them. */
export const GRPC_MAX_RECEIVE_BYTES = 9 * 1024 * 1024;
