import { masterKeySetting, portSetting } from '@oslonac/kit';
import { MAX_ATTACHMENT_BYTES } from './domain/attachments';

/** The messaging service's variables on top of the kit's base config (DATABASE_URL, NATS_URL, ACTOR_* …). */
export const messagingConfig = {
  GRPC_PORT: portSetting(50055),
  HTTP_PORT: portSetting(8085),
  // Wraps every conversation member's data key (messages, attachments, report reasons). Required: without it
  // nothing can be stored safely.
  DATA_MASTER_KEY: masterKeySetting,
};

/** An upload of the largest attachment plus the request's own fields; anything bigger gRPC refuses itself. */
export const GRPC_MAX_RECEIVE_BYTES = MAX_ATTACHMENT_BYTES + 1024 * 1024;
