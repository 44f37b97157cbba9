import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ActorSigner, generateActorKeyPair } from '@oslonac/kit';
import { UserRoleGranted } from '@oslonac/proto/oslonac/events/v1/identity';
import { Role, SecondFactorState } from '@oslonac/proto/oslonac/identity/v1/identity';
import { totpCodeAt } from '../src/domain/second-factor';
import { USER_ROLE_GRANTED_SUBJECT } from '../src/events';
import { seedDemoAccounts } from '../src/seed/accounts';
import { type EventPipe, startEventPipe, waitForOutboxDrained } from './support/events';
import { client, failure, type Harness, startIdentity } from './support/harness';

const PASSWORD = 'Oslonac-demo-2026';
const TOTP = 'OSLONACDEMOADMINTOTPSECRET234567';

describe('actor tokens and roles', () => {
  let h: Harness;
  let events: EventPipe;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  /** Staff pass their second factor (kit: staff-only methods need it), one time step after the last. */
  async function signIn(email: string): Promise<string> {
    const s = await h.call(h.client.signInWithPassword, { email, password: PASSWORD, client: client() });
    const token = s.session?.token ?? '';
    const r = await h.call(h.client.resolveSession, { token });
    if (r.secondFactor !== SecondFactorState.SECOND_FACTOR_STATE_PENDING) return r.actorToken;
    h.clock.advance(30_000);
    await h.call(h.client.verifySecondFactor, { code: totpCodeAt(TOTP, h.clock.now()) }, r.actorToken);
    return (await h.call(h.client.resolveSession, { token })).actorToken;
  }

  beforeAll(async () => {
    h = await startIdentity({ name: 'auth' });
    events = await startEventPipe(h.db.url);
    const seeded = await seedDemoAccounts(
      h.prisma,
      [
        {
          email: 'super@example.rs',
          displayName: 'Jelena Marković',
          roles: ['admin', 'superuser'],
          totpSecret: TOTP,
        },
        { email: 'admin@example.rs', displayName: 'Petar Admin', roles: ['admin'], totpSecret: TOTP },
        { email: 'klijent@example.rs', displayName: 'Ana Jovanović', roles: ['client'] },
        { email: 'meta@example.rs', displayName: 'Vesna Nikolić', roles: ['client'] },
      ],
      PASSWORD,
      new Date(),
      h.deps.crypto,
    );
    for (const s of seeded) ids[s.email] = s.id;
    for (const email of Object.keys(ids)) tokens[email] = await signIn(email);
  });
  afterAll(async () => {
    await events?.close();
    await h?.close();
  });

  it('refuses authenticated methods without a token', async () => {
    const f = await failure(h.call(h.client.getMe, {}));
    expect(f.status).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('refuses an expired token', async () => {
    const expired = await h.actorToken(
      {
        userId: ids['klijent@example.rs'] ?? '',
        roles: ['client'],
        sessionId: '00000000-0000-7000-8000-000000000000',
      },
      -60,
    );
    const f = await failure(h.call(h.client.getMe, {}, expired));
    expect(f.status).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('refuses a token signed with another key, and a tampered one', async () => {
    const { privateJwk } = await generateActorKeyPair();
    const forger = await ActorSigner.create(privateJwk);
    const forged = await forger.sign({
      userId: ids['klijent@example.rs'] ?? '',
      roles: ['superuser'],
      sessionId: 'x',
    });
    expect(
      (
        await failure(
          h.call(h.client.listUsers, { role: 0, query: '', pageSize: 0, pageToken: '' }, forged.token),
        )
      ).status,
    ).toBe(grpc.status.UNAUTHENTICATED);

    const [header, payload, signature] = (tokens['klijent@example.rs'] ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...claims, roles: ['superuser'] })).toString('base64url');
    const tampered = `${header}.${raised}.${signature}`;
    expect((await failure(h.call(h.client.getMe, {}, tampered))).status).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('lets a client call self-service methods but not ListUsers or GrantRole', async () => {
    const me = await h.call(h.client.getMe, {}, tokens['klijent@example.rs']);
    expect(me.user?.roles).toEqual([Role.ROLE_CLIENT]);
    const list = await failure(
      h.call(
        h.client.listUsers,
        { role: 0, query: '', pageSize: 0, pageToken: '' },
        tokens['klijent@example.rs'],
      ),
    );
    expect(list.status).toBe(grpc.status.PERMISSION_DENIED);
    const grant = await failure(
      h.call(
        h.client.grantRole,
        { userId: ids['klijent@example.rs'] ?? '', role: Role.ROLE_ADMIN },
        tokens['klijent@example.rs'],
      ),
    );
    expect(grant.status).toBe(grpc.status.PERMISSION_DENIED);
  });

  it('lets an admin list and search users, page by page', async () => {
    const all = await h.call(
      h.client.listUsers,
      { role: 0, query: '', pageSize: 0, pageToken: '' },
      tokens['admin@example.rs'],
    );
    expect(all.users).toHaveLength(4);
    expect(all.nextPageToken).toBe('');

    const first = await h.call(
      h.client.listUsers,
      { role: 0, query: '', pageSize: 3, pageToken: '' },
      tokens['admin@example.rs'],
    );
    expect(first.users).toHaveLength(3);
    const second = await h.call(
      h.client.listUsers,
      { role: 0, query: '', pageSize: 3, pageToken: first.nextPageToken },
      tokens['admin@example.rs'],
    );
    expect(second.users).toHaveLength(1);
    expect(second.nextPageToken).toBe('');
    const seen = [...first.users, ...second.users].map((u) => u.email).sort();
    expect(seen).toEqual(Object.keys(ids).sort());

    const admins = await h.call(
      h.client.listUsers,
      { role: Role.ROLE_ADMIN, query: '', pageSize: 0, pageToken: '' },
      tokens['admin@example.rs'],
    );
    expect(admins.users.map((u) => u.email).sort()).toEqual(['admin@example.rs', 'super@example.rs']);

    const byName = await h.call(
      h.client.listUsers,
      { role: 0, query: 'nikolić', pageSize: 0, pageToken: '' },
      tokens['admin@example.rs'],
    );
    expect(byName.users.map((u) => u.email)).toEqual(['meta@example.rs']);

    const badToken = await failure(
      h.call(
        h.client.listUsers,
        { role: 0, query: '', pageSize: 0, pageToken: 'zzz' },
        tokens['admin@example.rs'],
      ),
    );
    expect(badToken).toMatchObject({
      status: grpc.status.INVALID_ARGUMENT,
      code: 'identity.invalid_argument',
    });
  });

  it('lets an admin grant therapist but not superuser or admin', async () => {
    const granted = await h.call(
      h.client.grantRole,
      { userId: ids['klijent@example.rs'] ?? '', role: Role.ROLE_THERAPIST },
      tokens['admin@example.rs'],
    );
    expect(granted.user?.roles).toEqual([Role.ROLE_CLIENT, Role.ROLE_THERAPIST]);
    for (const role of [Role.ROLE_SUPERUSER, Role.ROLE_ADMIN]) {
      const f = await failure(
        h.call(
          h.client.grantRole,
          { userId: ids['klijent@example.rs'] ?? '', role },
          tokens['admin@example.rs'],
        ),
      );
      expect(f).toMatchObject({
        status: grpc.status.PERMISSION_DENIED,
        code: 'identity.forbidden_role_grant',
      });
    }
    const roles = await h.prisma.userRole.findMany({ where: { userId: ids['klijent@example.rs'] } });
    expect(roles.map((r) => r.role).sort()).toEqual(['client', 'therapist']);
  });

  it('lets a superuser grant superuser, and announces each new role once', async () => {
    const target = ids['meta@example.rs'] ?? '';
    // Everything earlier is in the stream first, so `before` counts it all.
    await waitForOutboxDrained(h.prisma);
    const before = (await events.readAll()).length;
    const granted = await h.call(
      h.client.grantRole,
      { userId: target, role: Role.ROLE_SUPERUSER },
      tokens['super@example.rs'],
    );
    expect(granted.user?.roles).toEqual([Role.ROLE_CLIENT, Role.ROLE_SUPERUSER]);
    // Granting again changes nothing and announces nothing.
    await h.call(
      h.client.grantRole,
      { userId: target, role: Role.ROLE_SUPERUSER },
      tokens['super@example.rs'],
    );
    await waitForOutboxDrained(h.prisma);
    const all = await events.readAll();
    const grants = all
      .slice(before)
      .filter((e) => e.subject === `${events.subjectPrefix}${USER_ROLE_GRANTED_SUBJECT}`)
      .map((e) => UserRoleGranted.decode(e.data));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({
      userId: target,
      role: 'superuser',
      grantedBy: ids['super@example.rs'],
    });

    // The new role shows in the next actor token; staff methods then ask for a second factor (not role_required).
    const token = await signIn('meta@example.rs');
    const list = await failure(
      h.call(h.client.listUsers, { role: 0, query: '', pageSize: 1, pageToken: '' }, token),
    );
    expect(list).toMatchObject({
      status: grpc.status.PERMISSION_DENIED,
      code: 'auth.second_factor_required',
    });
  });

  it('answers not found for unknown users and invalid argument for malformed ids', async () => {
    const missing = await failure(
      h.call(
        h.client.grantRole,
        { userId: '01900000-0000-7000-8000-000000000000', role: Role.ROLE_PARTNER },
        tokens['admin@example.rs'],
      ),
    );
    expect(missing).toMatchObject({ status: grpc.status.NOT_FOUND, code: 'identity.not_found' });
    const malformed = await failure(
      h.call(
        h.client.grantRole,
        { userId: 'nije-uuid', role: Role.ROLE_PARTNER },
        tokens['admin@example.rs'],
      ),
    );
    expect(malformed).toMatchObject({
      status: grpc.status.INVALID_ARGUMENT,
      code: 'identity.invalid_argument',
    });
  });
});
