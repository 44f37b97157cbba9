import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type HealthCheckResponse,
  HealthClient,
  HealthCheckResponse_ServingStatus as Serving,
} from '@oslonac/proto/grpc/health/v1/health';
import { IdentityServiceClient, IdentityServiceService } from '@oslonac/proto/oslonac/identity/v1/identity';
import { pino } from 'pino';
import { type Actor, ActorSigner, ActorVerifier, generateActorKeyPair } from '../src/auth/actor';
import { DomainError } from '../src/errors';
import { createClient, errorCodeOf, type UnaryOptions, unary } from '../src/grpc/client';
import { GrpcServer } from '../src/grpc/server';
import { Metrics } from '../src/metrics';

const log = pino({ level: 'silent' });
const client: Actor = { userId: 'u-client', roles: ['client'], sessionId: 's1' };
const admin: Actor = { userId: 'u-admin', roles: ['admin'], sessionId: 's2', secondFactor: true };

// A slice of the real identity contract, with stand-in handlers: the server is what is under test.
const definition = {
  signUp: IdentityServiceService.signUp,
  getMe: IdentityServiceService.getMe,
  listUsers: IdentityServiceService.listUsers,
};

function user(id: string) {
  return {
    id,
    email: `${id}@example.rs`,
    displayName: 'Ana',
    roles: [],
    locale: 'sr-Latn',
    onboardingStep: 0,
    emailVerified: true,
    hasPassword: false,
    createdAt: new Date('2025-01-01T00:00:00Z'),
  };
}

async function failure(p: Promise<unknown>): Promise<grpc.ServiceError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeTruthy();
  return err as grpc.ServiceError;
}

describe('GrpcServer', () => {
  let server: GrpcServer;
  let metrics: Metrics;
  let api: IdentityServiceClient;
  let health: HealthClient;
  let signer: ActorSigner;
  let port: number;
  const aborted: string[] = [];

  beforeAll(async () => {
    const keys = await generateActorKeyPair();
    signer = await ActorSigner.create(keys.privateJwk);
    metrics = Metrics.create({ defaultMetrics: false });
    server = GrpcServer.create({ log, verifier: await ActorVerifier.fromPublicJwk(keys.publicJwk), metrics });
    server.add(
      definition,
      {
        async signUp(req, ctx) {
          if (req.email === 'taken@example.rs') {
            throw new DomainError('already_exists', 'identity.email_taken', 'Adresa je zauzeta', {
              field: 'e-pošta',
            });
          }
          if (req.email === 'boom@example.rs') throw new Error('connection to database lost: secret details');
          if (req.email === 'slow@example.rs') {
            await new Promise((_, reject) => {
              ctx.signal.addEventListener('abort', () => {
                aborted.push(req.email);
                reject(ctx.signal.reason);
              });
            });
          }
          if (req.email === 'drain@example.rs') await new Promise((r) => setTimeout(r, 300));
          return { userId: ctx.actor ? `as:${ctx.actor.userId}` : 'anonymous' };
        },
        async getMe(_req, ctx) {
          return { user: user(ctx.actor?.userId ?? 'nobody') };
        },
        async listUsers(_req, ctx) {
          return { users: [user(ctx.actor?.userId ?? '')], nextPageToken: '' };
        },
      },
      { signUp: 'public', getMe: 'authenticated', listUsers: ['admin', 'superuser'] },
    );
    port = await server.listen(0, '127.0.0.1');
    server.setServing(true);
    api = createClient(IdentityServiceClient, `127.0.0.1:${port}`);
    health = createClient(HealthClient, `127.0.0.1:${port}`);
  });

  afterAll(async () => {
    api?.close();
    health?.close();
    await server?.shutdown(1000);
  });

  const signUp = (email: string, opts: UnaryOptions = {}) =>
    unary(
      api,
      api.signUp,
      {
        email,
        displayName: 'Ana',
        password: '',
        locale: 'sr-Latn',
        nextPath: '/',
        client: undefined,
        role: 0,
      },
      opts,
    );

  it('lets anyone call a public method and still sees a valid actor', async () => {
    await expect(signUp('a@example.rs')).resolves.toEqual({ userId: 'anonymous' });
    const { token } = await signer.sign(client);
    await expect(signUp('a@example.rs', { actorToken: token })).resolves.toEqual({ userId: 'as:u-client' });
  });

  it('refuses a public call whose token fails, instead of treating a signed-in person as a visitor', async () => {
    const { token: expired } = await signer.sign(client, -10);
    const forger = await ActorSigner.create((await generateActorKeyPair()).privateJwk);
    const { token: forged } = await forger.sign(client);
    for (const [token, code] of [
      [expired, 'auth.token_expired'],
      [forged, 'auth.token_invalid'],
      ['garbage', 'auth.token_invalid'],
    ] as const) {
      const err = await failure(signUp('a@example.rs', { actorToken: token }));
      expect([err.code, errorCodeOf(err)?.code]).toEqual([grpc.status.UNAUTHENTICATED, code]);
    }
    // An authorization header that is not a bearer token is refused too, not read as "no token".
    const md = new grpc.Metadata();
    md.set('authorization', 'Basic dXNlcjpwYXNz');
    const basic = await failure(
      new Promise((resolve, reject) =>
        api.signUp(
          {
            email: 'a@example.rs',
            displayName: 'Ana',
            password: '',
            locale: 'sr-Latn',
            nextPath: '/',
            client: undefined,
            role: 0,
          },
          md,
          (err, res) => (err ? reject(err) : resolve(res)),
        ),
      ),
    );
    expect(basic.code).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('does not mistake a far-off deadline for an expired one', async () => {
    await expect(signUp('a@example.rs', { deadlineMs: 40 * 24 * 3600 * 1000 })).resolves.toEqual({
      userId: 'anonymous',
    });
  });

  it('answers UNAUTHENTICATED for a missing, expired or forged token', async () => {
    const missing = await failure(unary(api, api.getMe, {}));
    expect(missing.code).toBe(grpc.status.UNAUTHENTICATED);
    expect(errorCodeOf(missing)?.code).toBe('auth.missing_token');

    const { token: expired } = await signer.sign(client, -10);
    const exp = await failure(unary(api, api.getMe, {}, { actorToken: expired }));
    expect(exp.code).toBe(grpc.status.UNAUTHENTICATED);
    expect(errorCodeOf(exp)?.code).toBe('auth.token_expired');

    const forger = await ActorSigner.create((await generateActorKeyPair()).privateJwk);
    const { token: forged } = await forger.sign(admin);
    const f = await failure(
      unary(api, api.listUsers, { role: 0, query: '', pageSize: 1, pageToken: '' }, { actorToken: forged }),
    );
    expect(f.code).toBe(grpc.status.UNAUTHENTICATED);
    expect(errorCodeOf(f)?.code).toBe('auth.token_invalid');

    const garbage = await failure(unary(api, api.getMe, {}, { actorToken: 'garbage' }));
    expect(garbage.code).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('answers PERMISSION_DENIED for the wrong role and serves the right one', async () => {
    const { token } = await signer.sign(client);
    const denied = await failure(
      unary(api, api.listUsers, { role: 0, query: '', pageSize: 10, pageToken: '' }, { actorToken: token }),
    );
    expect(denied.code).toBe(grpc.status.PERMISSION_DENIED);
    expect(errorCodeOf(denied)).toMatchObject({
      code: 'auth.role_required',
      meta: { roles: 'admin,superuser' },
    });

    const { token: adminToken } = await signer.sign(admin);
    const ok = await unary(
      api,
      api.listUsers,
      { role: 0, query: '', pageSize: 10, pageToken: '' },
      { actorToken: adminToken },
    );
    expect(ok.users[0]?.id).toBe('u-admin');
    expect(ok.users[0]?.createdAt).toEqual(new Date('2025-01-01T00:00:00Z'));
    const me = await unary(api, api.getMe, {}, { actorToken: token });
    expect(me.user?.id).toBe('u-client');
  });

  it('maps a DomainError to its status with the code and meta in the trailers', async () => {
    const err = await failure(signUp('taken@example.rs'));
    expect(err.code).toBe(grpc.status.ALREADY_EXISTS);
    expect(err.details).toBe('Adresa je zauzeta');
    expect(errorCodeOf(err)).toEqual({
      status: grpc.status.ALREADY_EXISTS,
      code: 'identity.email_taken',
      meta: { field: 'e-pošta' },
    });
  });

  it('hides unexpected errors behind INTERNAL', async () => {
    const err = await failure(signUp('boom@example.rs'));
    expect(err.code).toBe(grpc.status.INTERNAL);
    expect(err.details).toBe('Internal error');
    expect(err.message).not.toContain('secret');
    expect(errorCodeOf(err)?.code).toBe('internal');
  });

  it('honours the deadline: the client gets DEADLINE_EXCEEDED and the handler is aborted', async () => {
    const started = Date.now();
    const err = await failure(signUp('slow@example.rs', { deadlineMs: 200 }));
    expect(err.code).toBe(grpc.status.DEADLINE_EXCEEDED);
    expect(Date.now() - started).toBeLessThan(2000);
    await new Promise((r) => setTimeout(r, 100));
    expect(aborted).toContain('slow@example.rs');
  });

  it('records the handling histogram by method and status code', async () => {
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /grpc_server_handling_seconds_count\{method="oslonac.identity.v1.IdentityService\/SignUp",code="OK"\} [1-9]/,
    );
    expect(text).toMatch(
      /grpc_server_handling_seconds_count\{method="[^"]+\/GetMe",code="UNAUTHENTICATED"\} [1-9]/,
    );
    expect(text).toMatch(
      /grpc_server_handling_seconds_count\{method="[^"]+\/SignUp",code="ALREADY_EXISTS"\} 1/,
    );
  });

  it('serves health for the server and each service, then NOT_SERVING on shutdown after draining', async () => {
    const check = (service: string) => unary(health, health.check, { service });
    await expect(check('')).resolves.toEqual({ status: Serving.SERVING });
    await expect(check('oslonac.identity.v1.IdentityService')).resolves.toEqual({ status: Serving.SERVING });
    expect((await failure(check('nope.Service'))).code).toBe(grpc.status.NOT_FOUND);

    server.setServing(false);
    await expect(check('')).resolves.toEqual({ status: Serving.NOT_SERVING });
    server.setServing(true);

    const seen: Serving[] = [];
    const stream = health.watch({ service: 'oslonac.identity.v1.IdentityService' });
    stream.on('data', (r: HealthCheckResponse) => seen.push(r.status));
    const ended = new Promise<void>((resolve) => {
      stream.on('end', () => resolve());
      stream.on('error', () => resolve());
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([Serving.SERVING]);

    // An in-flight call finishes during the drain.
    const inflight = signUp('drain@example.rs', { deadlineMs: 5000 });
    await new Promise((r) => setTimeout(r, 50));
    const shutdown = server.shutdown(5000);
    await expect(inflight).resolves.toEqual({ userId: 'anonymous' });
    await shutdown;
    await ended;
    expect(seen).toEqual([Serving.SERVING, Serving.NOT_SERVING]);
    expect(server.isServing).toBe(false);
    const after = await failure(signUp('late@example.rs', { deadlineMs: 500, retries: 0 }));
    expect([grpc.status.UNAVAILABLE, grpc.status.DEADLINE_EXCEEDED]).toContain(after.code);
  });
});

describe('GrpcServer shutdown grace', () => {
  it('aborts calls still running after the grace period', async () => {
    const server = GrpcServer.create({ log, verifier: null });
    let abortedWith: unknown = null;
    server.add(
      { signUp: IdentityServiceService.signUp },
      {
        async signUp(_req, ctx) {
          await new Promise((_, reject) =>
            ctx.signal.addEventListener('abort', () => {
              abortedWith = ctx.signal.reason;
              reject(ctx.signal.reason);
            }),
          );
          return { userId: 'never' };
        },
      },
      { signUp: 'public' },
    );
    const port = await server.listen(0, '127.0.0.1');
    server.setServing(true);
    const api = createClient(IdentityServiceClient, `127.0.0.1:${port}`);
    const call = unary(
      api,
      api.signUp,
      { email: 'x', displayName: '', password: '', locale: '', nextPath: '', client: undefined, role: 0 },
      { deadlineMs: 10_000 },
    ).catch((e: grpc.ServiceError) => e);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await server.shutdown(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(abortedWith).not.toBeNull();
    const err = (await call) as grpc.ServiceError;
    expect(err.code).not.toBe(grpc.status.OK);
    api.close();
  });

  it('refuses non-public methods when it has no verifier', async () => {
    const server = GrpcServer.create({ log, verifier: null });
    server.add(
      { getMe: IdentityServiceService.getMe },
      { getMe: async () => ({ user: undefined }) },
      {
        getMe: 'authenticated',
      },
    );
    const port = await server.listen(0, '127.0.0.1');
    const api = createClient(IdentityServiceClient, `127.0.0.1:${port}`);
    const err = await failure(unary(api, api.getMe, {}, { actorToken: 'anything' }));
    expect(err.code).toBe(grpc.status.UNAUTHENTICATED);
    expect(errorCodeOf(err)?.code).toBe('auth.not_configured');
    api.close();
    await server.shutdown(100);
  });
});
