import { fileURLToPath } from 'node:url';
import { EnvelopeCrypto, Service } from '@oslonac/kit';
import { MessagingServiceService } from '@oslonac/proto/oslonac/messaging/v1/messaging';
import { createHandlers, policies } from './api';
import { systemClock } from './clock';
import { GRPC_MAX_RECEIVE_BYTES, messagingConfig } from './config';
import { startConsumers } from './consumers';
import type { Deps } from './flows/deps';
import { housekeepingOnce } from './flows/housekeeping';
import { eraser } from './flows/privacy';
import { createPrisma } from './store/db';

/** Unsent uploads live a day; a round every 10 minutes removes them close enough to that. */
const HOUSEKEEPING_MS = 10 * 60_000;

const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

const service = await Service.create({
  name: 'messaging',
  config: messagingConfig,
  migrationsDir,
  // Attachments up to 10 MB travel in one UploadAttachment request.
  grpcMaxReceiveBytes: GRPC_MAX_RECEIVE_BYTES,
});
const { config, log } = service;

const prisma = service.database(createPrisma);

const deps: Deps = {
  prisma,
  clock: systemClock,
  crypto: EnvelopeCrypto.fromBase64(config.DATA_MASTER_KEY),
  log,
};
service.grpc.add(MessagingServiceService, createHandlers(deps), policies);

// GDPR erasure: identity.user.erasure_requested.v1 → the person's messages, uploads, reports and keys gone,
// messaging.user.erased.v1.
await service.erasure(prisma, eraser(systemClock));

// Conversations and members from booking's relationship events.
const consumers = await startConsumers({ bus: service.bus, deps });
service.onShutdown(() => consumers.stop());

service.every('housekeeping', HOUSEKEEPING_MS, () => housekeepingOnce(prisma, systemClock()));

await service.start();
