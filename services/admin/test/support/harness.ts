import { fileURLToPath } from 'node:url';
import { EnvelopeCrypto, generateMasterKey } from '@oslonac/kit';
import { type ServiceHarness, startServiceHarness, TestClock } from '@oslonac/kit/testing';
import { AdminServiceClient, AdminServiceService } from '@oslonac/proto/oslonac/admin/v1/admin';
import { createHandlers, policies } from '../../src/api';
import { DEFAULT_SETTINGS } from '../../src/config';
import type { Deps } from '../../src/flows/deps';
import { createPrisma, type PrismaClient } from '../../src/store/db';

export { failure, TestClock } from '@oslonac/kit/testing';

export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface Harness extends ServiceHarness<AdminServiceClient, PrismaClient, Deps> {
  clock: TestClock;
}

/** The admin gRPC server on a fresh database, with a clock the test moves: rate-limit windows pass. */
export async function startAdmin(name: string, start: Date): Promise<Harness> {
  const clock = new TestClock(start);
  const h = await startServiceHarness({
    name,
    migrationsDir,
    createPrisma,
    deps: ({ prisma, log }): Deps => ({
      prisma,
      clock: clock.read,
      crypto: EnvelopeCrypto.fromBase64(generateMasterKey()),
      settings: { ...DEFAULT_SETTINGS },
      log,
    }),
    definition: AdminServiceService,
    handlers: createHandlers,
    policies,
    Client: AdminServiceClient,
  });
  return { ...h, clock };
}
