import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { failure, type Harness, startMessaging } from './support/harness';
import { pair, send } from './support/world';

// Saturday 5 December 2026, 10:00 UTC (11:00 in Belgrade): outside the default promise's days.
const START = new Date('2026-12-05T10:00:00Z');

let h: Harness;
let c: Harness['client'];

beforeAll(async () => {
  h = await startMessaging('messaging_promise', START);
  c = h.client;
});

afterAll(async () => {
  await h?.close();
});

const weekendPromise = {
  answerWithinHours: 48,
  days: [6, 7],
  startMinute: 10 * 60,
  endMinute: 12 * 60,
  timeZone: 'Europe/Belgrade',
};

describe('the reply promise', () => {
  it('is the default until the therapist saves one, and the conversation shows what it means now', async () => {
    const p = await pair(h);
    const mine = await h.call(c.getMyReplyPromise.bind(c), {}, p.therapist.token);
    expect(mine).toEqual({
      promise: {
        answerWithinHours: 24,
        days: [1, 2, 3, 4, 5],
        startMinute: 540,
        endMinute: 1020,
        timeZone: 'Europe/Belgrade',
      },
      isDefault: true,
    });
    const before = await h.call(
      c.getConversation.bind(c),
      { relationshipId: p.relationshipId },
      p.client.token,
    );
    // Monday 7 December, 09:00 in Belgrade.
    expect(before.conversation).toMatchObject({
      answeringNow: false,
      nextAnswerAt: new Date('2026-12-07T08:00:00Z'),
    });

    const saved = await h.call(
      c.saveMyReplyPromise.bind(c),
      { promise: { ...weekendPromise, days: [7, 6] } },
      p.therapist.token,
    );
    expect(saved.promise).toEqual(weekendPromise);
    expect(await h.call(c.getMyReplyPromise.bind(c), {}, p.therapist.token)).toEqual({
      promise: weekendPromise,
      isDefault: false,
    });
    const after = await h.call(
      c.getConversation.bind(c),
      { relationshipId: p.relationshipId },
      p.client.token,
    );
    expect(after.conversation).toMatchObject({
      promise: weekendPromise,
      answeringNow: true,
      nextAnswerAt: START,
    });
  });

  it('refuses a promise that does not hold together, and anyone but a therapist', async () => {
    const p = await pair(h);
    for (const bad of [
      { ...weekendPromise, answerWithinHours: 0 },
      { ...weekendPromise, days: [] },
      { ...weekendPromise, days: [1, 1] },
      { ...weekendPromise, startMinute: 720, endMinute: 600 },
      { ...weekendPromise, timeZone: 'Europe/Atlantida' },
    ]) {
      const f = await failure(h.call(c.saveMyReplyPromise.bind(c), { promise: bad }, p.therapist.token));
      expect([f.status, f.code]).toEqual([status.INVALID_ARGUMENT, 'messaging.invalid_promise']);
    }
    const none = await failure(
      h.call(c.saveMyReplyPromise.bind(c), { promise: undefined }, p.therapist.token),
    );
    expect(none.status).toBe(status.INVALID_ARGUMENT);
    const client = await failure(
      h.call(c.saveMyReplyPromise.bind(c), { promise: weekendPromise }, p.client.token),
    );
    expect(client.status).toBe(status.PERMISSION_DENIED);
    expect((await h.call(c.getMyReplyPromise.bind(c), {}, p.therapist.token)).isDefault).toBe(true);
  });

  it("measures the therapist's median reply over their conversations once there are three replies", async () => {
    const p = await pair(h);
    const reply = async (clientMinutesBefore: number) => {
      await send(h, p, p.client, 'Imam jedno pitanje o domaćem zadatku.');
      h.clock.advance(clientMinutesBefore);
      await send(h, p, p.therapist, 'Hvala na pitanju, odgovaram u nastavku.');
      h.clock.advance(1);
    };
    const median = async () =>
      (await h.call(c.getConversation.bind(c), { relationshipId: p.relationshipId }, p.client.token))
        .conversation?.medianReplySeconds;
    await reply(10);
    await reply(120);
    expect(await median()).toBe(0);
    await reply(30);
    expect(await median()).toBe(30 * 60);
    // 91 days later none of them counts.
    h.clock.advance(91 * 24 * 60);
    expect(await median()).toBe(0);
  });
});
