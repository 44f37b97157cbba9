import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { types } from 'mediasoup';
import { ENDS_AT, type Harness, startHarness, waitUntil, workerBin } from './support/harness';

let h: Harness;
const workers: types.Worker[] = [];

beforeAll(async () => {
  workerBin();
  // The same mediasoup module the SFU loads: its observer sees every worker the pool starts.
  const mediasoup = await import('mediasoup');
  mediasoup.observer.on('newworker', (w) => workers.push(w));
  h = await startHarness({ minPort: 47000 });
}, 600_000);

afterAll(async () => {
  await h?.stop();
});

async function admittedPair(sessionId: string) {
  h.session(sessionId);
  const { client: therapist } = await h.join(sessionId, `${sessionId}-therapist`, 'therapist');
  const { client } = await h.join(sessionId, `${sessionId}-client`, 'client');
  await therapist.ok({ type: 'admit', userId: `${sessionId}-client` });
  await client.next('admitted');
  return { therapist, client };
}

describe('how a room ends', () => {
  it('ends for everyone when the therapist ends the session, and stays ended', async () => {
    const { therapist, client } = await admittedPair('s-end');
    await therapist.ok({ type: 'endSession' });
    expect(await client.next('sessionEnded')).toEqual({ type: 'sessionEnded', endedBy: 'therapist' });
    expect(await therapist.next('sessionEnded')).toEqual({ type: 'sessionEnded', endedBy: 'therapist' });
    await Promise.all([client.closed, therapist.closed]);
    expect(h.ledger.of('s-end').filter((c) => c.call === 'ended')).toEqual([
      { call: 'ended', sessionId: 's-end', endedBy: 'therapist' },
    ]);
    expect(h.ledger.of('s-end').filter((c) => c.call === 'participantLeft')).toHaveLength(2);
    await waitUntil(() => h.rtc.stats().rooms === 0);
    const again = await h.connect();
    expect(
      await again.request({ type: 'join', token: h.token('s-end', 's-end-client', 'client') }),
    ).toMatchObject({ code: 'closed' });
  });

  it('ends by time when the window closes', async () => {
    const { therapist, client } = await admittedPair('s-time');
    const before = h.now();
    h.setNow(new Date(ENDS_AT.getTime() + 15 * 60_000));
    try {
      expect(await client.next('sessionEnded')).toEqual({ type: 'sessionEnded', endedBy: 'time' });
      await therapist.next('sessionEnded');
      expect(h.ledger.of('s-time').filter((c) => c.call === 'ended')).toEqual([
        { call: 'ended', sessionId: 's-time', endedBy: 'time' },
      ]);
    } finally {
      h.setNow(before);
    }
  });

  it('sends everyone to rejoin when the worker dies, and a new worker takes the next join', async () => {
    const { therapist, client } = await admittedPair('s-crash');
    expect(h.rtc.stats()).toMatchObject({ rooms: 1, workers: 1 });
    const victim = workers.find((w) => !w.died && !w.closed);
    if (!victim) throw new Error('no live worker seen');
    process.kill(victim.pid, 'SIGKILL');
    expect(await therapist.next('rejoin')).toEqual({ type: 'rejoin', reason: 'worker_died' });
    expect(await client.next('rejoin')).toEqual({ type: 'rejoin', reason: 'worker_died' });
    await Promise.all([therapist.closed, client.closed]);
    await waitUntil(() => h.rtc.stats().rooms === 0 && h.rtc.stats().workers === 1);
    expect(workers.filter((w) => !w.died && !w.closed).map((w) => w.pid)).not.toContain(victim.pid);
    // The session is not over: the same people come back into a fresh room.
    expect(h.ledger.of('s-crash').filter((c) => c.call === 'ended')).toEqual([]);
    const { data } = await h.join('s-crash', 's-crash-client', 'client');
    expect(data.admitted).toBe(true);
    expect(h.rtc.stats().rooms).toBe(1);
  });

  it('exports the room, peer and worker gauges', async () => {
    const text = await h.metrics.registry.metrics();
    expect(text).toMatch(/^sessions_active_rooms \d+$/m);
    expect(text).toMatch(/^sessions_active_peers \d+$/m);
    expect(text).toMatch(/^sessions_rtc_workers 1$/m);
  });
});

describe('draining', () => {
  it('refuses new joins, and sends whoever stays to rejoin elsewhere', async () => {
    h.session('s-drain');
    const { client: therapist } = await h.join('s-drain', 's-drain-therapist', 'therapist');
    const draining = h.rtc.drain(300);
    const late = await h.connect();
    expect(
      await late.request({ type: 'join', token: h.token('s-drain', 's-drain-client', 'client') }),
    ).toMatchObject({ code: 'draining' });
    expect(await late.request({ type: 'loopback' })).toMatchObject({ code: 'draining' });
    await draining;
    expect(await therapist.next('rejoin')).toEqual({ type: 'rejoin', reason: 'draining' });
    await therapist.closed;
    expect(h.rtc.stats()).toMatchObject({ rooms: 0, peers: 0 });
  });
});
