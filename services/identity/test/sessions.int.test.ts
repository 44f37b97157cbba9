import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, type Harness, provenAccount, startIdentity } from './support/harness';

const PASSWORD = 'mirna-luka-2026';
const DAY = 86_400_000;

describe('sessions', () => {
  let h: Harness;

  async function signIn(
    email: string,
    ua = 'jest',
  ): Promise<{ token: string; actor: string; sessionId: string }> {
    const s = await h.call(h.client.signInWithPassword, {
      email,
      password: PASSWORD,
      client: client('203.0.113.5', ua),
    });
    const token = s.session?.token ?? '';
    const r = await h.call(h.client.resolveSession, { token });
    return { token, actor: r.actorToken, sessionId: r.sessionId };
  }

  beforeAll(async () => {
    h = await startIdentity({ name: 'sessions' });
    for (const email of ['ana@example.rs', 'milan@example.rs']) {
      const setUp = await provenAccount(h, email, { password: PASSWORD });
      // Each test counts its own sessions: the one that set the account up is not part of them.
      await h.call(h.client.signOut, { token: setUp.token });
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists the caller’s open sessions, marking the current one', async () => {
    const phone = await signIn('ana@example.rs', 'Telefon');
    const laptop = await signIn('ana@example.rs', 'Laptop');
    await signIn('milan@example.rs');
    const { sessions } = await h.call(h.client.listSessions, {}, laptop.actor);
    expect(sessions.map((s) => s.userAgent).sort()).toEqual(['Laptop', 'Telefon']);
    expect(sessions.find((s) => s.current)?.id).toBe(laptop.sessionId);
    expect(sessions.find((s) => s.id === phone.sessionId)?.ip).toBe('203.0.113.5');
  });

  it('revokes one of the caller’s sessions, and only the caller’s', async () => {
    const a = await signIn('ana@example.rs', 'Stari telefon');
    const b = await signIn('ana@example.rs', 'Novi telefon');
    const milan = await signIn('milan@example.rs');
    await h.call(h.client.revokeSession, { sessionId: a.sessionId }, b.actor);
    const gone = await failure(h.call(h.client.resolveSession, { token: a.token }));
    expect(gone).toMatchObject({ status: grpc.status.UNAUTHENTICATED, code: 'identity.session_invalid' });
    // Someone else's session: "not found", and it keeps working.
    const foreign = await failure(h.call(h.client.revokeSession, { sessionId: milan.sessionId }, b.actor));
    expect(foreign).toMatchObject({ status: grpc.status.NOT_FOUND, code: 'identity.not_found' });
    await h.call(h.client.resolveSession, { token: milan.token });
    // Revoking twice is "not found" too.
    expect((await failure(h.call(h.client.revokeSession, { sessionId: a.sessionId }, b.actor))).code).toBe(
      'identity.not_found',
    );
  });

  it('signs out one session by its token, quietly for unknown tokens', async () => {
    const s = await signIn('ana@example.rs');
    await h.call(h.client.signOut, { token: s.token });
    expect((await failure(h.call(h.client.resolveSession, { token: s.token }))).code).toBe(
      'identity.session_invalid',
    );
    await h.call(h.client.signOut, { token: s.token });
    await h.call(h.client.signOut, { token: 'unknown' });
  });

  it('signs out everywhere: every session of the user ends, other users keep theirs', async () => {
    const one = await signIn('ana@example.rs');
    const two = await signIn('ana@example.rs');
    const milan = await signIn('milan@example.rs');
    const open = (await h.call(h.client.listSessions, {}, one.actor)).sessions.length;
    const res = await h.call(h.client.signOutEverywhere, {}, two.actor);
    expect(res.ended).toBe(open);
    for (const s of [one, two]) {
      expect((await failure(h.call(h.client.resolveSession, { token: s.token }))).code).toBe(
        'identity.session_invalid',
      );
    }
    await h.call(h.client.resolveSession, { token: milan.token });
    // A still-valid actor token of an ended session cannot make a hand-off code.
    const handoff = await failure(h.call(h.client.createMobileHandoff, {}, one.actor));
    expect(handoff.code).toBe('identity.session_invalid');
  });

  it('ends a session after 7 idle days; activity keeps it alive, at most 30 days', async () => {
    const idle = await signIn('ana@example.rs');
    const active = await signIn('ana@example.rs');
    for (let day = 6; day < 30; day += 6) {
      h.clock.advance(6 * DAY);
      await h.call(h.client.resolveSession, { token: active.token });
    }
    // Day 24: the idle one is long gone, the active one still works.
    expect((await failure(h.call(h.client.resolveSession, { token: idle.token }))).code).toBe(
      'identity.session_invalid',
    );
    const { sessions } = await h.call(h.client.listSessions, {}, (await signIn('ana@example.rs')).actor);
    expect(sessions.map((s) => s.id)).toContain(active.sessionId);
    expect(sessions.map((s) => s.id)).not.toContain(idle.sessionId);
    // Day 30: the absolute limit ends even an active session.
    h.clock.advance(6 * DAY);
    expect((await failure(h.call(h.client.resolveSession, { token: active.token }))).code).toBe(
      'identity.session_invalid',
    );
  });

  it('writes last_seen_at at most once a minute', async () => {
    const s = await signIn('milan@example.rs');
    const seen = async () =>
      (await h.prisma.session.findUniqueOrThrow({ where: { id: s.sessionId } })).lastSeenAt.getTime();
    const first = await seen();
    h.clock.advance(30_000);
    await h.call(h.client.resolveSession, { token: s.token });
    expect(await seen()).toBe(first);
    h.clock.advance(31_000);
    await h.call(h.client.resolveSession, { token: s.token });
    expect(await seen()).toBe(first + 61_000);
  });

  it('refuses an empty or unknown token', async () => {
    expect((await failure(h.call(h.client.resolveSession, { token: '' }))).code).toBe(
      'identity.session_invalid',
    );
    expect((await failure(h.call(h.client.resolveSession, { token: 'x'.repeat(43) }))).code).toBe(
      'identity.session_invalid',
    );
  });
});
