import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import {
  type Actor,
  ActorSigner,
  ActorVerifier,
  createLogger,
  EnvelopeCrypto,
  errorCodeOf,
  GrpcServer,
  generateActorKeyPair,
  generateMasterKey,
  migrate,
  type UnaryMethod,
  unary,
} from '@oslonac/kit';
import { createTestDatabase, type TestDatabase } from '@oslonac/kit/testing';
import {
  TherapistsServiceClient,
  TherapistsServiceService,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import { createHandlers, policies } from '../../src/api';
import { GRPC_MAX_RECEIVE_BYTES } from '../../src/config';
import type { Deps } from '../../src/flows/deps';
import { createPrisma, type PrismaClient } from '../../src/store/db';

export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface Harness {
  db: TestDatabase;
  prisma: PrismaClient;
  client: TherapistsServiceClient;
  deps: Deps;
  call<Req, Res>(method: UnaryMethod<Req, Res>, req: Req, token?: string): Promise<Res>;
  actorToken(actor: Actor): Promise<string>;
  close(): Promise<void>;
}

/** The therapists gRPC server on a fresh database, verifying actor tokens signed by a test key. */
export async function startTherapists(name = 'therapists'): Promise<Harness> {
  const db = await createTestDatabase(name);
  try {
    await migrate({ databaseUrl: db.url, migrationsDir });
    const prisma = createPrisma(db.url);
    const { privateJwk, publicJwk } = await generateActorKeyPair();
    const signer = await ActorSigner.create(privateJwk);
    const verifier = await ActorVerifier.fromPublicJwk(publicJwk);
    const log = createLogger('therapists-test', process.env.TEST_LOG_LEVEL ?? 'silent');
    const deps: Deps = {
      prisma,
      clock: () => new Date(),
      crypto: EnvelopeCrypto.fromBase64(generateMasterKey()),
      log,
    };
    const server = GrpcServer.create({ log, verifier, maxReceiveMessageBytes: GRPC_MAX_RECEIVE_BYTES });
    server.add(TherapistsServiceService, createHandlers(deps), policies);
    const port = await server.listen(0, '127.0.0.1');
    server.setServing(true);
    const client = new TherapistsServiceClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure(), {
      'grpc.max_receive_message_length': GRPC_MAX_RECEIVE_BYTES,
    });
    return {
      db,
      prisma,
      client,
      deps,
      call: (method, req, token) =>
        unary(client, method, req, { actorToken: token, deadlineMs: 15_000, retries: 0 }),
      actorToken: async (actor) => (await signer.sign(actor)).token,
      async close() {
        client.close();
        await server.shutdown(1000);
        await prisma.$disconnect();
        await db.drop();
      },
    };
  } catch (err) {
    await db.drop();
    throw err;
  }
}

export async function failure(p: Promise<unknown>): Promise<{ status: grpc.status; code: string }> {
  try {
    await p;
  } catch (err) {
    const info = errorCodeOf(err);
    if (!info) throw err;
    return { status: info.status, code: info.code };
  }
  throw new Error('expected the call to fail, but it succeeded');
}
