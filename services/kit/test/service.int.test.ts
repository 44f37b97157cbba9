import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IdentityServiceClient, IdentityServiceService } from '@oslonac/proto/oslonac/identity/v1/identity';
import pg from 'pg';
import { z } from 'zod';
import { type Actor, ActorSigner, generateActorKeyPair } from '../src/auth/actor';
import { enqueueEvent, outboxSchemaSql } from '../src/events/outbox';
import { pgTransactions } from '../src/events/tx';
import { createClient, unary } from '../src/grpc/client';
import { Service } from '../src/service';
import {
  createTestDatabase,
  type TestDatabase,
  testNatsUrl,
  testStreamPrefix,
  uniqueTestPrefix,
} from '../src/testing';
import { readStream, waitFor } from './helpers';

const signUpReq = (email: string) => ({
  email,
  displayName: 'Ana',
  password: '',
  locale: 'sr-Latn',
  nextPath: '/',
  client: undefined,
  role: 0,
});

describe('Service', () => {
  let db: TestDatabase;
  let dir: string;
  let service: Service<{ GREETING: string }>;
  let pool: pg.Pool;
  let api: IdentityServiceClient;
  let signer: ActorSigner;
  const prefix = uniqueTestPrefix();
  const shutdownLog: string[] = [];
  let rounds = 0;
  let running = 0;
  let mostAtOnce = 0;

  beforeAll(async () => {
    db = await createTestDatabase('kit_service');
    dir = await mkdtemp(join(tmpdir(), 'kit-svc-'));
    await mkdir(join(dir, '20250101000000_init'));
    await writeFile(join(dir, '20250101000000_init', 'migration.sql'), outboxSchemaSql());
    const keys = await generateActorKeyPair();
    signer = await ActorSigner.create(keys.privateJwk);
    service = (await Service.create({
      name: 'kitdemo',
      config: { GREETING: z.string().default('Zdravo') },
      migrationsDir: dir,
      handleSignals: false,
      env: {
        DATABASE_URL: db.url,
        NATS_URL: testNatsUrl(),
        EVENT_SUBJECT_PREFIX: prefix,
        STREAM_PREFIX: testStreamPrefix(prefix),
        GRPC_PORT: '0',
        HTTP_PORT: '0',
        LOG_LEVEL: 'silent',
        SHUTDOWN_GRACE_MS: '3000',
        ACTOR_PUBLIC_JWK: JSON.stringify(keys.publicJwk),
      },
    })) as unknown as Service<{ GREETING: string }>;
    pool = new pg.Pool({ connectionString: db.url });
    const tx = pgTransactions(pool);
    service.grpc.add(
      { signUp: IdentityServiceService.signUp, getMe: IdentityServiceService.getMe },
      {
        signUp: async (req) => {
          if (req.email.startsWith('slow')) await new Promise((r) => setTimeout(r, 400));
          const userId = await tx.$transaction((t) =>
            enqueueEvent(t, {
              subject: 'kitdemo.user.registered.v1',
              aggregateId: req.email,
              type: 'oslonac.events.v1.UserRegistered',
              payload: new TextEncoder().encode(req.email),
            }),
          );
          return { userId };
        },
        getMe: async (_req, ctx) => ({
          user: {
            id: ctx.actor?.userId ?? '',
            email: '',
            displayName: service.config.GREETING,
            roles: [],
            locale: 'sr-Latn',
            onboardingStep: 0,
            emailVerified: false,
            hasPassword: false,
            createdAt: undefined,
          },
        }),
      },
      { signUp: 'public', getMe: 'authenticated' },
    );
    service.onShutdown(async () => {
      shutdownLog.push(`first (serving=${service.grpc.isServing})`);
    });
    service.onShutdown(async () => {
      shutdownLog.push('second');
      await pool.end();
    });
    service.every('tick', 10, async () => {
      rounds++;
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((r) => setTimeout(r, 30));
      running--;
      if (rounds === 1) throw new Error('the first round fails');
    });
    await service.start();
    api = createClient(IdentityServiceClient, `127.0.0.1:${service.grpcPort}`);
  });

  afterAll(async () => {
    api?.close();
    await service?.stop();
    const nc = await import('@nats-io/transport-node').then((m) => m.connect({ servers: testNatsUrl() }));
    const { jetstreamManager } = await import('@nats-io/jetstream');
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(service.stream).catch(() => {});
    await nc.close();
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const http = (path: string) => fetch(`http://127.0.0.1:${service.httpPort}${path}`);

  it('boots in order: config, migrations, own stream', async () => {
    expect(service.config.GREETING).toBe('Zdravo');
    expect(service.stream).toBe(`${testStreamPrefix(prefix)}_KITDEMO`);
    const info = await service.bus.jsm.streams.info(service.stream);
    expect(info.config.subjects).toEqual([`${prefix}kitdemo.>`]);
    const check = new pg.Client({ connectionString: db.url });
    await check.connect();
    const m = await check.query('SELECT migration_name FROM _prisma_migrations');
    await check.end();
    expect(m.rows).toEqual([{ migration_name: '20250101000000_init' }]);
  });

  it('serves gRPC with actor checks and relays the events it writes', async () => {
    const actor: Actor = { userId: 'u1', roles: ['client'], sessionId: 's' };
    const me = await unary(api, api.getMe, {}, { actorToken: (await signer.sign(actor)).token });
    expect(me.user).toMatchObject({ id: 'u1', displayName: 'Zdravo' });

    const { userId: outboxId } = await unary(api, api.signUp, signUpReq('ana@example.rs'));
    const msgs = await waitFor('event in stream', async () => {
      const all = await readStream(service.bus.jsm, service.stream);
      return all.length > 0 ? all : null;
    });
    expect(msgs.map((m) => m.msgId)).toEqual([outboxId]);
    expect(msgs[0]?.subject).toBe(`${prefix}kitdemo.user.registered.v1`);
  });

  it('answers probes and exposes metrics', async () => {
    expect((await http('/healthz')).status).toBe(200);
    const ready = await http('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    const text = await (await http('/metrics')).text();
    expect(text).toContain('grpc_server_handling_seconds_bucket');
    expect(text).toMatch(
      /grpc_server_handling_seconds_count\{service="kitdemo",method="[^"]+\/SignUp",code="OK"\} 1/,
    );
    expect(text).toContain('outbox_lag_seconds');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('runs periodic work one round at a time, past a failed round', async () => {
    await waitFor('three rounds', async () => rounds >= 3);
    expect(mostAtOnce).toBe(1);
  });

  it('shuts down gracefully: NOT_SERVING, drains in-flight calls, then hooks in reverse order', async () => {
    const inflight = unary(api, api.signUp, signUpReq('slow@example.rs'), { deadlineMs: 5000 });
    await new Promise((r) => setTimeout(r, 100));
    await service.stop();
    await expect(inflight).resolves.toMatchObject({ userId: expect.any(String) });
    expect(shutdownLog).toEqual(['second', 'first (serving=false)']);
    // The periodic round in flight finished before the hooks closed what it uses, and no round starts after.
    expect(running).toBe(0);
    const after = rounds;
    await new Promise((r) => setTimeout(r, 60));
    expect(rounds).toBe(after);
    expect(service.bus.nc.isClosed()).toBe(true);
    await expect(http('/healthz')).rejects.toThrow();
    // The slow call's event was committed; it is published by the next relay (at-least-once, deduped).
  });
});
