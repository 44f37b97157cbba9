import { fileURLToPath } from 'node:url';
import { EnvelopeCrypto, generateMasterKey } from '@oslonac/kit';
import { type ServiceHarness, startServiceHarness, TestClock } from '@oslonac/kit/testing';
import { SessionsServiceClient, SessionsServiceService } from '@oslonac/proto/oslonac/sessions/v1/sessions';
import { createHandlers, policies } from '../../src/api';
import type { Deps } from '../../src/flows/deps';
import { createPrisma, type PrismaClient } from '../../src/store/db';

export { failure, TestClock } from '@oslonac/kit/testing';

export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export const JOIN_SECRET = 'test-join-token-secret-of-at-least-32-chars';

export interface Harness extends ServiceHarness<SessionsServiceClient, PrismaClient, Deps> {
  clock: TestClock;
}

/** The sessions gRPC server on a fresh database, with a clock the test moves. */
export async function startSessions(name: string, start: Date): Promise<Harness> {
  const clock = new TestClock(start);
  const h = await startServiceHarness({
    name,
    migrationsDir,
    createPrisma,
    deps: ({ prisma, log }): Deps => ({
      prisma,
      clock: clock.read,
      // A fresh DATA_MASTER_KEY per harness, as main.ts reads it from the environment.
      crypto: EnvelopeCrypto.fromBase64(generateMasterKey()),
      log,
      joinTokenSecret: JOIN_SECRET,
    }),
    definition: SessionsServiceService,
    handlers: createHandlers,
    policies,
    Client: SessionsServiceClient,
  });
  return { ...h, clock };
}
