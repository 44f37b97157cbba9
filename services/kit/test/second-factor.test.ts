import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IdentityServiceClient, IdentityServiceService } from '@oslonac/proto/oslonac/identity/v1/identity';
import { pino } from 'pino';
import { type Actor, ActorSigner, ActorVerifier, generateActorKeyPair } from '../src/auth/actor';
import { createClient, errorCodeOf, unary } from '../src/grpc/client';
import { GrpcServer } from '../src/grpc/server';

// Staff reach staff-only methods only with a session that passed the second factor; everyone else, and staff
// reaching methods open to them for another reason, is not affected.

const definition = {
  getMe: IdentityServiceService.getMe,
  listUsers: IdentityServiceService.listUsers,
  listSessions: IdentityServiceService.listSessions,
};

const user = (id: string) => ({
  id,
  email: `${id}@example.rs`,
  displayName: 'Ana',
  roles: [],
  locale: 'sr-Latn',
  onboardingStep: 0,
  emailVerified: true,
  hasPassword: false,
  createdAt: new Date('2025-01-01T00:00:00Z'),
});

async function failure(p: Promise<unknown>): Promise<grpc.ServiceError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeTruthy();
  return err as grpc.ServiceError;
}

describe('second factor for staff', () => {
  let server: GrpcServer;
  let api: IdentityServiceClient;
  let signer: ActorSigner;
  let verifier: ActorVerifier;

  beforeAll(async () => {
    const keys = await generateActorKeyPair();
    signer = await ActorSigner.create(keys.privateJwk);
    verifier = await ActorVerifier.fromPublicJwk(keys.publicJwk);
    server = GrpcServer.create({ log: pino({ level: 'silent' }), verifier });
    server.add(
      definition,
      {
        getMe: async (_req, ctx) => ({ user: user(ctx.actor?.userId ?? '') }),
        listUsers: async (_req, ctx) => ({ users: [user(ctx.actor?.userId ?? '')], nextPageToken: '' }),
        listSessions: async () => ({ sessions: [] }),
      },
      // listSessions stands in for a method open to therapists and staff alike.
      { getMe: 'authenticated', listUsers: ['admin', 'superuser'], listSessions: ['therapist', 'admin'] },
    );
    const port = await server.listen(0, '127.0.0.1');
    server.setServing(true);
    api = createClient(IdentityServiceClient, `127.0.0.1:${port}`);
  });

  afterAll(async () => {
    api?.close();
    await server?.shutdown(1000);
  });

  const token = async (a: Actor) => (await signer.sign(a)).token;
  const listUsers = async (a: Actor) =>
    unary(
      api,
      api.listUsers,
      { role: 0, query: '', pageSize: 1, pageToken: '' },
      { actorToken: await token(a) },
    );

  it('carries the passed second factor in the token (amr) and nothing when it was not passed', async () => {
    const passed: Actor = { userId: 'u1', roles: ['admin'], sessionId: 's1', secondFactor: true };
    await expect(verifier.verify(await token(passed))).resolves.toEqual(passed);
    const pending = await verifier.verify(await token({ ...passed, secondFactor: false }));
    expect(pending.secondFactor).toBeUndefined();
  });

  it('refuses an admin or superuser token without the second factor on a staff-only method', async () => {
    for (const roles of [['admin'], ['superuser'], ['admin', 'superuser'], ['client', 'admin']] as const) {
      const err = await failure(listUsers({ userId: 'u-staff', roles: [...roles], sessionId: 's' }));
      expect(err.code).toBe(grpc.status.PERMISSION_DENIED);
      expect(errorCodeOf(err)?.code).toBe('auth.second_factor_required');
      expect(err.details).toMatch(/dvostepena prijava/);
    }
  });

  it('serves staff whose session passed the second factor', async () => {
    const ok = await listUsers({ userId: 'u-admin', roles: ['admin'], sessionId: 's', secondFactor: true });
    expect(ok.users[0]?.id).toBe('u-admin');
  });

  it('still answers auth.role_required to someone with no admitting role', async () => {
    const err = await failure(listUsers({ userId: 'u-client', roles: ['client'], sessionId: 's' }));
    expect(errorCodeOf(err)?.code).toBe('auth.role_required');
  });

  it('leaves methods open for another reason alone', async () => {
    const staff: Actor = { userId: 'u-staff', roles: ['admin'], sessionId: 's' };
    const me = await unary(api, api.getMe, {}, { actorToken: await token(staff) });
    expect(me.user?.id).toBe('u-staff');
    const therapistAdmin: Actor = { userId: 'u-ta', roles: ['therapist', 'admin'], sessionId: 's' };
    await expect(
      unary(api, api.listSessions, {}, { actorToken: await token(therapistAdmin) }),
    ).resolves.toEqual({
      sessions: [],
    });
    const lonelyAdmin = await failure(unary(api, api.listSessions, {}, { actorToken: await token(staff) }));
    expect(errorCodeOf(lonelyAdmin)?.code).toBe('auth.second_factor_required');
  });
});
