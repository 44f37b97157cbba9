import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import {
  type Actor,
  ActorSigner,
  ActorVerifier,
  createLogger,
  errorCodeOf,
  GrpcServer,
  generateActorKeyPair,
  migrate,
  type Role,
  type UnaryMethod,
  unary,
} from '@oslonac/kit';
import { createTestDatabase, type TestDatabase } from '@oslonac/kit/testing';
import { BookingServiceClient, BookingServiceService } from '@oslonac/proto/oslonac/booking/v1/booking';
import { v7 } from 'uuid';
import { createHandlers, policies } from '../../src/api';
import { DEFAULT_SETTINGS } from '../../src/config';
import type { Deps } from '../../src/flows/deps';
import { createPrisma, type PrismaClient } from '../../src/store/db';

export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

/** A clock tests move by hand: holds expire, windows close, sessions end. */
export class TestClock {
  constructor(public now: Date) {}
  readonly read = () => new Date(this.now);
  advance(minutes: number) {
    this.now = new Date(this.now.getTime() + minutes * 60_000);
  }
}

export interface Harness {
  db: TestDatabase;
  prisma: PrismaClient;
  client: BookingServiceClient;
  deps: Deps;
  clock: TestClock;
  call<Req, Res>(method: UnaryMethod<Req, Res>, req: Req, token?: string): Promise<Res>;
  person(roles: Role[]): Promise<{ actor: Actor; token: string }>;
  close(): Promise<void>;
}

/** The booking gRPC server on a fresh database, verifying actor tokens signed by a test key. */
export async function startBooking(name: string, start: Date): Promise<Harness> {
  const db = await createTestDatabase(name);
  try {
    await migrate({ databaseUrl: db.url, migrationsDir });
    const prisma = createPrisma(db.url);
    const { privateJwk, publicJwk } = await generateActorKeyPair();
    const signer = await ActorSigner.create(privateJwk);
    const verifier = await ActorVerifier.fromPublicJwk(publicJwk);
    const log = createLogger('booking-test', process.env.TEST_LOG_LEVEL ?? 'silent');
    const clock = new TestClock(start);
    const deps: Deps = { prisma, clock: clock.read, settings: { ...DEFAULT_SETTINGS }, log };
    const server = GrpcServer.create({ log, verifier });
    server.add(BookingServiceService, createHandlers(deps), policies);
    const port = await server.listen(0, '127.0.0.1');
    server.setServing(true);
    const client = new BookingServiceClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
    return {
      db,
      prisma,
      client,
      deps,
      clock,
      call: (method, req, token) =>
        unary(client, method, req, { actorToken: token, deadlineMs: 30_000, retries: 0 }),
      async person(roles) {
        const actor = { userId: v7(), roles, sessionId: v7() };
        return { actor, token: (await signer.sign(actor)).token };
      },
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
