// One service's gRPC server on a fresh, migrated database, with actor tokens signed by a test key: what every
// service's integration tests start from. Each service's test/support/harness.ts only says how to build its deps.
import * as grpc from '@grpc/grpc-js';
import { v7 } from 'uuid';
import {
  type Actor,
  ActorSigner,
  ActorVerifier,
  generateActorKeyPair,
  type JWK,
  type Role,
} from '../auth/actor';
import { migrate } from '../db/migrate';
import { type UnaryMethod, unary } from '../grpc/client';
import { GrpcServer, type Handlers, type Policies, type ServiceDefinitionLike } from '../grpc/server';
import { errorCodeOf } from '../grpc/status';
import { createLogger, type Logger } from '../log';
import { createTestDatabase, type TestDatabase } from './database';

interface Disconnectable {
  $disconnect(): Promise<void>;
}

type ClientConstructor<C> = new (
  address: string,
  credentials: grpc.ChannelCredentials,
  options?: Partial<grpc.ClientOptions>,
) => C;

export interface ServiceHarnessSpec<S extends ServiceDefinitionLike, C extends grpc.Client, P, D> {
  /** Names the test database and the logger. */
  name: string;
  migrationsDir: string;
  createPrisma(url: string): P;
  deps(parts: { prisma: P; log: Logger; signer: ActorSigner }): D;
  definition: S;
  handlers(deps: D): Handlers<S>;
  policies: Policies<S>;
  Client: ClientConstructor<C>;
  maxReceiveMessageBytes?: number;
  deadlineMs?: number;
}

export interface ServiceHarness<C extends grpc.Client, P, D> {
  db: TestDatabase;
  prisma: P;
  client: C;
  deps: D;
  port: number;
  signer: ActorSigner;
  publicJwk: JWK;
  /** Calls one method; `token` is an actor token for authenticated methods. */
  call<Req, Res>(method: UnaryMethod<Req, Res>, req: Req, token?: string): Promise<Res>;
  /** Signs an actor token directly (as identity's ResolveSession would). */
  actorToken(actor: Actor, ttlSeconds?: number): Promise<string>;
  /** A new person with these roles and a token to act as them. */
  person(roles: Role[]): Promise<{ actor: Actor; token: string }>;
  close(): Promise<void>;
}

export async function startServiceHarness<
  S extends ServiceDefinitionLike,
  C extends grpc.Client,
  P extends Disconnectable,
  D,
>(spec: ServiceHarnessSpec<S, C, P, D>): Promise<ServiceHarness<C, P, D>> {
  const db = await createTestDatabase(spec.name);
  try {
    await migrate({ databaseUrl: db.url, migrationsDir: spec.migrationsDir });
    const prisma = spec.createPrisma(db.url);
    const { privateJwk, publicJwk } = await generateActorKeyPair();
    const signer = await ActorSigner.create(privateJwk);
    const verifier = await ActorVerifier.fromPublicJwk(publicJwk);
    const log = createLogger(`${spec.name}-test`, process.env.TEST_LOG_LEVEL ?? 'silent');
    const deps = spec.deps({ prisma, log, signer });
    const maxBytes = spec.maxReceiveMessageBytes;
    const server = GrpcServer.create({
      log,
      verifier,
      ...(maxBytes ? { maxReceiveMessageBytes: maxBytes } : {}),
    });
    server.add(spec.definition, spec.handlers(deps), spec.policies);
    const port = await server.listen(0, '127.0.0.1');
    server.setServing(true);
    const client = new spec.Client(
      `127.0.0.1:${port}`,
      grpc.credentials.createInsecure(),
      maxBytes ? { 'grpc.max_receive_message_length': maxBytes } : {},
    );
    const deadlineMs = spec.deadlineMs ?? 30_000;
    return {
      db,
      prisma,
      client,
      deps,
      port,
      signer,
      publicJwk,
      call: (method, req, token) => unary(client, method, req, { actorToken: token, deadlineMs, retries: 0 }),
      // Harness tokens stand for a fully signed-in person: the second factor counts as passed unless a test
      // says `secondFactor: false` (kit's staff rule, grpc/server.ts).
      actorToken: async (actor, ttl) => (await signer.sign({ secondFactor: true, ...actor }, ttl)).token,
      async person(roles) {
        const actor = { userId: v7(), roles, sessionId: v7(), secondFactor: true };
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

/** A clock tests move by hand (or set outright): holds expire, windows close, rate limits pass. */
export class TestClock {
  constructor(public now: Date) {}
  readonly read = (): Date => new Date(this.now);
  advance(minutes: number): void {
    this.now = new Date(this.now.getTime() + minutes * 60_000);
  }
}

/** The gRPC status, stable error code and message of a failed call (fails the test if the call succeeded). */
export async function failure(
  p: Promise<unknown>,
): Promise<{ status: grpc.status; code: string; message: string; meta: Record<string, string> }> {
  try {
    await p;
  } catch (err) {
    const info = errorCodeOf(err);
    if (!info) throw err;
    return { ...info, message: (err as { details?: string }).details ?? '' };
  }
  throw new Error('expected the call to fail, but it succeeded');
}
