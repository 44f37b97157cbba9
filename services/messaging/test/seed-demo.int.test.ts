import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, type Tx } from '@oslonac/kit';
import { v7 } from 'uuid';
import { onCreated } from '../src/flows/relationships';
import { demoConversationId, seedDemoConversation } from '../src/seed/demo';
import { DEMO_CONVERSATION } from '../src/seed/demo-conversation';
import { type Harness, startMessaging } from './support/harness';

const NOW = new Date('2026-12-01T10:00:00Z');
const log = createLogger('messaging-seed-test', process.env.TEST_LOG_LEVEL ?? 'silent');

let h: Harness;

beforeAll(async () => {
  h = await startMessaging('messaging_seed', NOW);
});

afterAll(async () => {
  await h?.close();
});

describe('the demo seed', () => {
  it('finds no conversation before booking announced the demo relationship', async () => {
    expect(await demoConversationId(h.prisma, DEMO_CONVERSATION, 0)).toBeNull();
  });

  it('gives the demo conversation its messages once, with the newest one unread for the client', async () => {
    const relationshipId = v7();
    await h.prisma.$transaction((tx) =>
      onCreated(
        tx as unknown as Tx,
        {
          relationshipId,
          clientUserId: DEMO_CONVERSATION.clientUserId,
          therapistUserId: DEMO_CONVERSATION.therapistUserId,
          therapistProfileId: v7(),
          occurredAt: new Date('2026-11-01T10:00:00Z'),
        },
        h.clock.read,
      ),
    );
    const id = (await demoConversationId(h.prisma, DEMO_CONVERSATION, 0)) as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await seedDemoConversation(h.prisma, h.deps.crypto, DEMO_CONVERSATION, id, NOW, log)).toBe(5);
    expect(await seedDemoConversation(h.prisma, h.deps.crypto, DEMO_CONVERSATION, id, NOW, log)).toBe(0);

    const client = await h.actorToken({
      userId: DEMO_CONVERSATION.clientUserId,
      roles: ['client'],
      sessionId: v7(),
    });
    const listed = await h.call(
      h.client.listMessages.bind(h.client),
      { relationshipId, afterMessageId: '', beforeMessageId: '', limit: 0 },
      client,
    );
    expect(listed.messages.map((m) => m.text)).toEqual(
      [...DEMO_CONVERSATION.messages].sort((a, b) => b.minutesAgo - a.minutesAgo).map((m) => m.text),
    );
    expect(listed.messages.at(-1)?.sentAt).toEqual(new Date(NOW.getTime() - 3 * 60 * 60_000));
    expect((await h.call(h.client.getUnreadCount.bind(h.client), {}, client)).unreadCount).toBe(1);
    const therapist = await h.actorToken({
      userId: DEMO_CONVERSATION.therapistUserId,
      roles: ['therapist'],
      sessionId: v7(),
    });
    expect((await h.call(h.client.getUnreadCount.bind(h.client), {}, therapist)).unreadCount).toBe(0);
  });
});
