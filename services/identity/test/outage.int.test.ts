import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type NatsServerHandle, startNatsServer } from '@oslonac/kit/testing';
import { UserRegistered } from '@oslonac/proto/oslonac/events/v1/identity';
import { Role } from '@oslonac/proto/oslonac/identity/v1/identity';
import { USER_REGISTERED_SUBJECT } from '../src/events';
import { type EventPipe, startEventPipe, waitForOutboxDrained } from './support/events';
import { client, type Harness, startIdentity } from './support/harness';

// ACCEPTANCE: every UserRegistered reaches JetStream exactly once even when NATS dies (twice, SIGKILL)
// while users keep signing up and while the relay is flushing its backlog.
describe('exactly-once events across a NATS outage', () => {
  const N = 48;
  const BATCH = 4;
  let storeDir: string;
  let nats: NatsServerHandle;
  let h: Harness;
  let events: EventPipe;

  beforeAll(async () => {
    storeDir = mkdtempSync(join(tmpdir(), 'identity-nats-'));
    nats = await startNatsServer({ storeDir });
    h = await startIdentity({ name: 'outage', limits: { perIp: 1000, perAccount: 1000 } });
    events = await startEventPipe(h.db.url, nats.url);
  }, 60_000);

  afterAll(async () => {
    await events?.close();
    await h?.close();
    await nats?.stop();
    if (storeDir) rmSync(storeDir, { recursive: true, force: true });
  });

  it('delivers every identity.user.registered.v1 once', async () => {
    const signedUp: string[] = [];
    let backlogSeen = 0;
    const unpublished = () => h.prisma.outbox.count({ where: { publishedAt: null } });

    for (let i = 0; i < N; i += BATCH) {
      if (i === N / 4) await nats.kill();
      if (i === N / 2) {
        backlogSeen = await unpublished();
        await nats.restart();
      }
      // Kill again while the relay is still pushing the backlog out.
      if (i === N / 2 + BATCH) await nats.kill();
      if (i === (3 * N) / 4) await nats.restart();
      const batch = await Promise.all(
        Array.from({ length: BATCH }, (_, j) =>
          h.call(h.client.signUp, {
            email: `korisnik${i + j}@example.rs`,
            displayName: `Korisnik ${i + j}`,
            password: '',
            locale: '',
            nextPath: '',
            client: client(`10.1.${i}.${j}`),
            role: Role.ROLE_UNSPECIFIED,
          }),
        ),
      );
      // Sign-ups never wait for NATS: they succeed during the outage too.
      for (const r of batch) signedUp.push(r.userId);
      await new Promise((r) => setTimeout(r, 40));
    }

    // The outage was real: events piled up while NATS was down.
    expect(backlogSeen).toBeGreaterThan(0);
    await waitForOutboxDrained(h.prisma, 90_000);

    const all = await events.readAll();
    const registered = all.filter((e) => e.subject === `${events.subjectPrefix}${USER_REGISTERED_SUBJECT}`);
    const perUser = new Map<string, number>();
    for (const e of registered) {
      const { userId } = UserRegistered.decode(e.data);
      perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
    }
    expect(signedUp).toHaveLength(N);
    expect(new Set(signedUp).size).toBe(N);
    expect(perUser.size).toBe(N);
    expect([...perUser.values()].every((n) => n === 1)).toBe(true);
    expect([...perUser.keys()].sort()).toEqual([...signedUp].sort());
    expect(registered).toHaveLength(N);

    // Each message carries its outbox id as Nats-Msg-Id, and every outbox row was published exactly once.
    const outboxIds = (await h.prisma.outbox.findMany({ select: { id: true } })).map((r) => r.id).sort();
    expect(registered.map((e) => e.msgId).sort()).toEqual(outboxIds);
  }, 180_000);
});
