import { fileURLToPath } from 'node:url';
import { EnvelopeCrypto, generateMasterKey } from '@oslonac/kit';
import { type ServiceHarness, startServiceHarness } from '@oslonac/kit/testing';
import {
  TherapistsServiceClient,
  TherapistsServiceService,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import { createHandlers, policies } from '../../src/api';
import { type Clock, systemClock } from '../../src/clock';
import { GRPC_MAX_RECEIVE_BYTES } from '../../src/config';
import type { Deps } from '../../src/flows/deps';
import { createPrisma, type PrismaClient } from '../../src/store/db';

export { failure } from '@oslonac/kit/testing';

export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export type Harness = ServiceHarness<TherapistsServiceClient, PrismaClient, Deps>;

/**
 * The therapists gRPC server on a fresh database (documents need the larger message limit); `clock` lets a
 * test move time (expiry of visitors' questionnaire results).
 */
export async function startTherapists(name = 'therapists', opts: { clock?: Clock } = {}): Promise<Harness> {
  return startServiceHarness({
    name,
    migrationsDir,
    createPrisma,
    deps: ({ prisma, log }): Deps => ({
      prisma,
      clock: opts.clock ?? systemClock,
      crypto: EnvelopeCrypto.fromBase64(generateMasterKey()),
      log,
    }),
    definition: TherapistsServiceService,
    handlers: createHandlers,
    policies,
    Client: TherapistsServiceClient,
    maxReceiveMessageBytes: GRPC_MAX_RECEIVE_BYTES,
    deadlineMs: 15_000,
  });
}
