import { fileURLToPath } from 'node:url';
import { EnvelopeCrypto, generateMasterKey } from '@oslonac/kit';
import { type ServiceHarness, startServiceHarness, TestClock } from '@oslonac/kit/testing';
import {
  MessagingServiceClient,
  MessagingServiceService,
} from '@oslonac/proto/oslonac/messaging/v1/messaging';
import { createHandlers, policies } from '../../src/api';
import { GRPC_MAX_RECEIVE_BYTES } from '../../src/config';
import type { Deps } from '../../src/flows/deps';
import { createPrisma, type PrismaClient } from '../../src/store/db';

export { failure, TestClock } from '@oslonac/kit/testing';

export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface Harness extends ServiceHarness<MessagingServiceClient, PrismaClient, Deps> {
  clock: TestClock;
}

/** The messaging gRPC server on a fresh database (10 MB uploads, as main.ts allows), with a clock the test moves. */
export async function startMessaging(name: string, start: Date): Promise<Harness> {
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
    }),
    definition: MessagingServiceService,
    handlers: createHandlers,
    policies,
    Client: MessagingServiceClient,
    maxReceiveMessageBytes: GRPC_MAX_RECEIVE_BYTES,
  });
  return { ...h, clock };
}
