import { fileURLToPath } from 'node:url';
import { EnvelopeCrypto, Service } from '@oslonac/kit';
import { AdminServiceService } from '@oslonac/proto/oslonac/admin/v1/admin';
import { createHandlers, policies } from './api';
import { systemClock } from './clock';
import { adminConfig } from './config';
import { pruneOnce } from './flows/housekeeping';
import { eraseUser } from './flows/privacy';
import { createPrisma } from './store/db';

const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

const service = await Service.create({ name: 'admin', config: adminConfig, migrationsDir });
const { config, log } = service;

const prisma = service.database(createPrisma);

const deps = {
  prisma,
  clock: systemClock,
  crypto: EnvelopeCrypto.fromBase64(config.DATA_MASTER_KEY),
  settings: { ticketsPerEmailPerHour: config.TICKETS_PER_EMAIL_PER_HOUR },
  log,
};
service.grpc.add(AdminServiceService, createHandlers(deps), policies);

// GDPR erasure: identity.user.erasure_requested.v1 → the person's tickets deleted, keys shredded, admin.user.erased.v1.
await service.erasure(prisma, eraseUser);

service.every('housekeeping', 10 * 60_000, () => pruneOnce(prisma, systemClock()));

await service.start();
