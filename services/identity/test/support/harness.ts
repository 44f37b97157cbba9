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
  type JWK,
  migrate,
  type UnaryMethod,
  unary,
} from '@oslonac/kit';
import { createTestDatabase, type TestDatabase } from '@oslonac/kit/testing';
import { IdentityServiceClient, IdentityServiceService } from '@oslonac/proto/oslonac/identity/v1/identity';
import { createHandlers, policies } from '../../src/api';
import type { Deps } from '../../src/flows/deps';
import { StoredMailer } from '../../src/mail';
import { createPrisma, type PrismaClient } from '../../src/store/db';

export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

/** A clock the test moves by hand; starts at real time so actor tokens (signed with real time) agree. */
export class TestClock {
  private t = Date.now();
  readonly now = (): Date => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface Harness {
  db: TestDatabase;
  prisma: PrismaClient;
  clock: TestClock;
  client: IdentityServiceClient;
  signer: ActorSigner;
  publicJwk: JWK;
  deps: Deps;
  port: number;
  /** Calls one method; `token` is an actor token for authenticated methods. */
  call<Req, Res>(method: UnaryMethod<Req, Res>, req: Req, token?: string): Promise<Res>;
  /** The stored mails to an address, newest first. */
  mailTo(email: string): Promise<{ subject: string; text: string; link: string | null }[]>;
  /** Signs an actor token directly (as if ResolveSession had). */
  actorToken(actor: Actor, ttlSeconds?: number): Promise<string>;
  close(): Promise<void>;
}

export async function startIdentity(
  opts: { name?: string; limits?: { perIp: number; perAccount: number }; publicUrl?: string } = {},
): Promise<Harness> {
  const db = await createTestDatabase(opts.name ?? 'identity');
  try {
    await migrate({ databaseUrl: db.url, migrationsDir });
    const prisma = createPrisma(db.url);
    const { privateJwk, publicJwk } = await generateActorKeyPair();
    const signer = await ActorSigner.create(privateJwk);
    const verifier = await ActorVerifier.fromPublicJwk(publicJwk);
    const log = createLogger('identity-test', process.env.TEST_LOG_LEVEL ?? 'silent');
    const clock = new TestClock();
    const mailer = new StoredMailer(clock.now, log, false);
    const deps: Deps = {
      prisma,
      clock: clock.now,
      mail: mailer,
      signer,
      limits: opts.limits ?? { perIp: 20, perAccount: 5 },
      publicUrl: opts.publicUrl ?? 'http://localhost:3000',
      log,
    };
    const server = GrpcServer.create({ log, verifier });
    server.add(IdentityServiceService, createHandlers(deps), policies);
    const port = await server.listen(0, '127.0.0.1');
    server.setServing(true);
    const client = new IdentityServiceClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
    return {
      db,
      prisma,
      clock,
      client,
      signer,
      publicJwk,
      deps,
      port,
      call: (method, req, token) =>
        unary(client, method, req, { actorToken: token, deadlineMs: 10_000, retries: 0 }),
      mailTo: async (email) =>
        (await mailer.list(prisma, email)).map(({ subject, text, link }) => ({ subject, text, link })),
      actorToken: async (actor, ttl) => (await signer.sign(actor, ttl)).token,
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

/** The gRPC status and stable error code of a failed call (fails the test if the call succeeded). */
export async function failure(
  p: Promise<unknown>,
): Promise<{ status: grpc.status; code: string; meta: Record<string, string> }> {
  try {
    await p;
  } catch (err) {
    const info = errorCodeOf(err);
    if (!info) throw err;
    return info;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** The token in a mailed sign-in link. */
export function tokenFromLink(link: string | null): string {
  if (!link) throw new Error('mail has no link');
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export function client(ip = '203.0.113.10', userAgent = 'jest') {
  return { ip, userAgent };
}
