import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@oslonac/kit';
import { recipientHash } from '@oslonac/kit/mail';
import { assertErasureContract, findMarkers, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { UserErasureRequested, UserSessionsRevoked } from '@oslonac/proto/oslonac/events/v1/identity';
import { UserErased } from '@oslonac/proto/oslonac/events/v1/privacy';
import { startConsumers } from '../src/consumers';
import { STEP_UP_WINDOW_MS } from '../src/domain/fresh-proof';
import { newId } from '../src/ids';
import { insertSession } from '../src/store/sessions';
import { insertUser } from '../src/store/users';
import { client, failure, type Harness, provenAccount, startIdentity } from './support/harness';

const PASSWORD = 'tiho-jezero-42';
const log = createLogger('identity-erasure-test', process.env.TEST_LOG_LEVEL ?? 'silent');

describe('erasure and export', () => {
  let h: Harness;
  let tb: TestBus;

  beforeAll(async () => {
    h = await startIdentity({ name: 'erasure' });
    tb = await startTestBus('identity-erasure-test', log);
  });
  afterAll(async () => {
    await tb?.close();
    await h?.close();
  });

  const outboxOf = async (userId: string) =>
    h.prisma.outbox.findMany({
      where: { aggregateId: userId },
      select: { subject: true, payload: true },
      orderBy: { id: 'asc' },
    });

  it('exports the profile, roles and sessions, without any secret', async () => {
    const me = await provenAccount(h, 'izvoz@primer.rs', {
      password: PASSWORD,
      displayName: 'Izvoz Izvozić',
    });
    const { json } = await h.call(h.client.exportMyData, {}, me.actor);
    const data = JSON.parse(json);
    expect(data.service).toBe('identity');
    expect(data.profile).toMatchObject({
      id: me.userId,
      email: 'izvoz@primer.rs',
      displayName: 'Izvoz Izvozić',
      hasPassword: true,
    });
    expect(data.roles.length).toBeGreaterThan(0);
    expect(data.sessions.map((s: { id: string }) => s.id)).toContain(me.sessionId);
    expect(data.signInLinks[0]).toMatchObject({ email: 'izvoz@primer.rs' });
    // The mail log: what was sent and when, never the body or the link.
    expect(data.mail).toContainEqual(
      expect.objectContaining({ kind: 'identity.welcome_link', status: 'sent' }),
    );
    expect(json).not.toMatch(/argon2|tokenHash|token_hash|passwordHash/);
    const row = await h.prisma.session.findUniqueOrThrow({ where: { id: me.sessionId } });
    expect(json).not.toContain(row.tokenHash);
  });

  it('needs the current password, then deletes the account at once and publishes the request', async () => {
    const me = await provenAccount(h, 'Brisem.Se@primer.rs', {
      password: PASSWORD,
      displayName: 'Vesna Brisić',
    });
    const wrong = await failure(h.call(h.client.deleteMyAccount, { currentPassword: 'nije-ta' }, me.actor));
    expect(wrong.code).toBe('identity.wrong_password');
    expect(await h.prisma.user.count({ where: { id: me.userId } })).toBe(1);

    // The proof mail went out: its log row (a hash of the address) outlives the body, until the erasure.
    await h.prisma.$executeRaw`UPDATE mail_outbox SET status = 'sent', sealed = NULL, sent_at = now()`;
    expect(await findMarkers(h.db.url, [recipientHash('brisem.se@primer.rs')])).not.toEqual([]);

    const { erasureId } = await h.call(h.client.deleteMyAccount, { currentPassword: PASSWORD }, me.actor);
    expect(erasureId).toMatch(/^[0-9a-f-]{36}$/);
    // No row of any table holds the address, its hash or the name (mail log, links, counters included).
    expect(
      await findMarkers(h.db.url, [
        'brisem.se@primer.rs',
        recipientHash('brisem.se@primer.rs'),
        'Vesna Brisić',
      ]),
    ).toEqual([]);

    // The address signs in nowhere and the old session is gone.
    const signIn = await failure(
      h.call(h.client.signInWithPassword, {
        email: 'brisem.se@primer.rs',
        password: PASSWORD,
        client: client(),
      }),
    );
    expect(signIn.code).toBe('identity.invalid_credentials');
    expect((await failure(h.call(h.client.resolveSession, { token: me.token }))).code).toBe(
      'identity.session_invalid',
    );

    const events = await outboxOf(me.userId);
    const requested = events.filter((e) => e.subject === 'identity.user.erasure_requested.v1');
    const revoked = events.filter((e) => e.subject === 'identity.user.sessions_revoked.v1');
    expect(requested.map((e) => UserErasureRequested.decode(e.payload).userId)).toEqual([me.userId]);
    expect(revoked.map((e) => UserSessionsRevoked.decode(e.payload).reason)).toContain('erased');

    const status = await h.call(h.client.getErasureStatus, { erasureId });
    expect(status.erasedServices).toEqual(['identity']);
    expect(status.pendingServices).toEqual(['therapists', 'booking', 'admin']);
    expect(status.requestedAt).toBeInstanceOf(Date);
    expect(status.completedAt).toBeUndefined();
    // The erasure record is all that is left, naming the user id only.
    const kept = await h.prisma.erasure.findUniqueOrThrow({ where: { id: erasureId } });
    expect(kept.userId).toBe(me.userId);
  });

  it('asks a link-only account for a fresh sign-in', async () => {
    const me = await provenAccount(h, 'samolink.brisanje@primer.rs');
    h.clock.advance(STEP_UP_WINDOW_MS + 60_000);
    const stale = await failure(h.call(h.client.deleteMyAccount, { currentPassword: '' }, me.actor));
    expect(stale.status).toBe(grpc.status.FAILED_PRECONDITION);
    expect(stale.code).toBe('identity.reauth_required');
    expect(await h.prisma.user.count({ where: { id: me.userId } })).toBe(1);
  });

  it('answers NOT_FOUND for an unknown erasure id and INVALID_ARGUMENT for a malformed one', async () => {
    expect((await failure(h.call(h.client.getErasureStatus, { erasureId: newId() }))).status).toBe(
      grpc.status.NOT_FOUND,
    );
    expect((await failure(h.call(h.client.getErasureStatus, { erasureId: 'x' }))).status).toBe(
      grpc.status.INVALID_ARGUMENT,
    );
  });

  it('counts each service report once and completes when all expected services answered', async () => {
    const me = await provenAccount(h, 'napredak@primer.rs', { password: PASSWORD });
    const { erasureId } = await h.call(h.client.deleteMyAccount, { currentPassword: PASSWORD }, me.actor);
    const consumers = await startConsumers({
      bus: tb.bus,
      prisma: h.prisma,
      log,
      clock: h.clock.now,
      erasureServices: ['identity', 'therapists', 'booking', 'admin'],
    });
    const report = (service: string, claimed = service, n = 0) =>
      tb.bus.js.publish(
        `${tb.prefix}${service}.user.erased.v1`,
        UserErased.encode({
          userId: me.userId,
          service: claimed,
          keptRecords: n,
          occurredAt: h.clock.now(),
        }).finish(),
        { msgID: `${service}:${claimed}:${me.userId}:${n}` },
      );
    const status = () => h.call(h.client.getErasureStatus, { erasureId });
    const until = async (ok: (s: Awaited<ReturnType<typeof status>>) => boolean) => {
      for (let i = 0; i < 200; i++) {
        const s = await status();
        if (ok(s)) return s;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('erasure status did not change');
    };
    try {
      await report('therapists');
      await report('therapists'); // deduplicated by the stream
      await report('therapists', 'therapists', 1); // a second report changes nothing
      // A message on booking's subject that claims to be admin's does not count for admin.
      await report('booking', 'admin');
      await until((s) => s.erasedServices.includes('therapists'));
      await report('booking', 'booking', 2);
      await until((s) => s.erasedServices.includes('booking'));
      expect((await status()).pendingServices).toEqual(['admin']);
      expect((await status()).completedAt).toBeUndefined();
      await report('admin');
      const done = await until((s) => s.completedAt !== undefined);
      expect(done.erasedServices).toEqual(['identity', 'therapists', 'booking', 'admin']);
      expect(done.pendingServices).toEqual([]);
      const reports = await h.prisma.erasureReport.findMany({
        where: { erasureId },
        orderBy: { service: 'asc' },
      });
      expect(reports.map((r) => [r.service, r.keptRecords])).toEqual([
        ['admin', 0],
        ['booking', 2],
        ['identity', 0],
        ['therapists', 0],
      ]);
    } finally {
      await consumers.stop();
    }
  });

  it('keeps the erasure contract: after the request no row holds the e-mail, the name or the mail sent', async () => {
    await assertErasureContract({
      service: 'identity',
      databaseUrl: h.db.url,
      bus: tb.bus,
      seed: async (userId, m) => {
        const now = h.clock.now();
        await insertUser(h.prisma, {
          id: userId,
          email: m.email,
          displayName: m.name,
          locale: 'sr-Latn',
          passwordHash: null,
          role: 'client',
          now,
        });
        await insertSession(h.prisma, {
          id: newId(),
          userId,
          tokenHash: `hash-${userId}`,
          userAgent: m.name,
          ip: '192.0.2.7',
          now,
          signedInAt: now,
          expiresAt: new Date(now.getTime() + 3_600_000),
        });
        // Mail still waiting in the sealed outbox: it must not go out to an erased person.
        await h.deps.mail.send(
          {
            kind: 'identity.welcome_link',
            to: m.email,
            lang: 'sr-Latn',
            subject: 'Dobrodošli',
            text: `Zdravo ${m.name}, ${m.health}`,
          },
          h.prisma,
        );
        await h.prisma.rateLimit.create({
          data: { key: `password:account:${m.email}`, windowStart: now, count: 1 },
        });
        // Sealed for the person the way second-factor secrets are (owner `user:<id>`): must stop opening.
        const sealed = await h.prisma.$transaction((tx) =>
          h.deps.crypto.encrypt(tx, `user:${userId}`, Buffer.from(m.health), userId),
        );
        return { sealed: [{ ciphertext: sealed, context: userId }] };
      },
      crypto: h.deps.crypto,
      start: () =>
        startConsumers({
          bus: tb.bus,
          prisma: h.prisma,
          log,
          clock: h.clock.now,
          erasureServices: ['identity'],
        }),
    });
  });
});
