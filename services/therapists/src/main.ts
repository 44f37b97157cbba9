import { fileURLToPath } from 'node:url';
import { EnvelopeCrypto, Service } from '@oslonac/kit';
import { TherapistsServiceService } from '@oslonac/proto/oslonac/therapists/v1/therapists';
import { createHandlers, policies } from './api';
import { systemClock } from './clock';
import { GRPC_MAX_RECEIVE_BYTES, therapistsConfig } from './config';
import { startConsumers } from './consumers';
import { pruneExpiredMatches } from './flows/matching';
import { eraser } from './flows/privacy';
import { createPrisma } from './store/db';

const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

const service = await Service.create({
  name: 'therapists',
  config: therapistsConfig,
  migrationsDir,
  grpcMaxReceiveBytes: GRPC_MAX_RECEIVE_BYTES,
});
const { config, log } = service;

const prisma = service.database(createPrisma);

const deps = {
  prisma,
  clock: systemClock,
  crypto: EnvelopeCrypto.fromBase64(config.DATA_MASTER_KEY),
  log,
};
service.grpc.add(TherapistsServiceService, createHandlers(deps), policies);
// Visitors' questionnaire results (and their keys) are deleted 30 days after they were made.
service.every('housekeeping', 10 * 60_000, () => pruneExpiredMatches(deps));

const consumers = await startConsumers({ bus: service.bus, prisma, log });
service.onShutdown(() => consumers.stop());
// GDPR erasure: identity.user.erasure_requested.v1 → the person's rows erased, keys shredded, therapists.user.erased.v1.
await service.erasure(prisma, eraser(deps));

await service.start();
