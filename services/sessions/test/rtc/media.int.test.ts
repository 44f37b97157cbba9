import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Harness, startHarness, waitUntil } from './support/harness';
import { audioRtp, setUpMedia, videoRtp } from './support/media';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ minPort: 46000 });
}, 600_000);

afterAll(async () => {
  await h?.stop();
});

describe('media in a session room', () => {
  it('gives WebRTC transports with ICE and DTLS parameters on the listen address', async () => {
    h.session('s-transport');
    const { client, data } = await h.join('s-transport', 's-transport-therapist', 'therapist');
    const caps = data.routerRtpCapabilities as { codecs: { mimeType: string }[] };
    expect(caps.codecs.map((c) => c.mimeType)).toEqual(
      expect.arrayContaining(['audio/opus', 'video/VP8', 'video/H264']),
    );
    const { send } = await setUpMedia(client, data.routerRtpCapabilities as Record<string, unknown>);
    expect(send.iceParameters).toHaveProperty('usernameFragment');
    expect(send.dtlsParameters).toHaveProperty('fingerprints');
    const protocols = send.iceCandidates.map((c) => c.protocol).sort();
    expect(protocols).toEqual(['tcp', 'udp']);
    expect(send.iceCandidates.every((c) => c.address === '127.0.0.1')).toBe(true);
    const restarted = await client.ok<{ iceParameters: { usernameFragment: string } }>({
      type: 'restartIce',
      transportId: send.id,
    });
    expect(restarted.iceParameters.usernameFragment).not.toBe(
      (send.iceParameters as { usernameFragment: string }).usernameFragment,
    );
    client.close();
  });

  it('relays each producer to the other admitted peers, paused until resumed', async () => {
    h.session('s-media');
    const { client: therapist, data } = await h.join('s-media', 's-media-therapist', 'therapist');
    const caps = data.routerRtpCapabilities as Record<string, unknown>;
    const t = await setUpMedia(therapist, caps);
    const mic = await therapist.ok<{ producerId: string }>({
      type: 'produce',
      transportId: t.send.id,
      kind: 'audio',
      source: 'mic',
      rtpParameters: audioRtp(1111),
    });
    const cam = await therapist.ok<{ producerId: string }>({
      type: 'produce',
      transportId: t.send.id,
      kind: 'video',
      source: 'camera',
      rtpParameters: videoRtp(2222),
    });

    // The client is let in after the therapist is already sending: it gets both tracks once it can receive.
    const { client } = await h.join('s-media', 's-media-client', 'client');
    await therapist.ok({ type: 'admit', userId: 's-media-client' });
    await client.next('admitted');
    const c = await setUpMedia(client, caps);
    const audio = await client.next('newConsumer', (m) => m.producerId === mic.producerId);
    const video = await client.next('newConsumer', (m) => m.producerId === cam.producerId);
    expect(audio).toMatchObject({
      userId: 's-media-therapist',
      kind: 'audio',
      source: 'mic',
      producerPaused: false,
    });
    expect(video).toMatchObject({ userId: 's-media-therapist', kind: 'video', source: 'camera' });
    await client.ok({ type: 'resumeConsumer', consumerId: audio.consumerId });
    // The audio-only fallback pauses the remote video.
    await client.ok({ type: 'pauseConsumer', consumerId: video.consumerId });

    // What the client sends reaches the therapist.
    const clientMic = await client.ok<{ producerId: string }>({
      type: 'produce',
      transportId: c.send.id,
      kind: 'audio',
      source: 'mic',
      rtpParameters: audioRtp(3333),
    });
    expect(await therapist.next('newConsumer', (m) => m.producerId === clientMic.producerId)).toMatchObject({
      userId: 's-media-client',
      source: 'mic',
    });
    // No one receives their own media in a session.
    expect(client.all('newConsumer').filter((m) => m.userId === 's-media-client')).toEqual([]);

    // Mute is seen by the others.
    await therapist.ok({ type: 'pauseProducer', producerId: mic.producerId });
    expect(await client.next('producerState')).toEqual({
      type: 'producerState',
      userId: 's-media-therapist',
      source: 'mic',
      paused: true,
    });
    await therapist.ok({ type: 'resumeProducer', producerId: mic.producerId });
    await client.next('producerState', (m) => !m.paused);

    // Camera off for good: the client's consumer goes.
    await therapist.ok({ type: 'closeProducer', producerId: cam.producerId });
    expect(await client.next('consumerClosed')).toEqual({
      type: 'consumerClosed',
      consumerId: video.consumerId,
    });

    // A codec the room does not offer is the page's mistake, not the server's.
    const h265 = {
      ...videoRtp(4545),
      codecs: [{ mimeType: 'video/H265', payloadType: 98, clockRate: 90000 }],
    };
    expect(
      await client.request({
        type: 'produce',
        transportId: c.send.id,
        kind: 'video',
        source: 'camera',
        rtpParameters: h265,
      }),
    ).toMatchObject({ code: 'bad_request' });

    // Sending on the receiving transport is refused.
    expect(
      await client.request({
        type: 'produce',
        transportId: c.recv.id,
        kind: 'video',
        source: 'camera',
        rtpParameters: videoRtp(4444),
      }),
    ).toMatchObject({ code: 'bad_request' });

    // The client's tracks leave with them.
    client.close();
    await therapist.next('consumerClosed');
    await therapist.next('peerLeft', (m) => m.userId === 's-media-client');
    therapist.close();
    await waitUntil(() => h.rtc.stats().rooms === 0);
  });
});

describe('the device test loopback', () => {
  it('sends the page its own media back, with no token', async () => {
    const c = await h.connect();
    const data = await c.ok<{ routerRtpCapabilities: Record<string, unknown>; iceServers: unknown[] }>({
      type: 'loopback',
    });
    expect(data.iceServers).toHaveLength(1);
    const t = await setUpMedia(c, data.routerRtpCapabilities);
    const mic = await c.ok<{ producerId: string }>({
      type: 'produce',
      transportId: t.send.id,
      kind: 'audio',
      source: 'mic',
      rtpParameters: audioRtp(5555),
    });
    expect(await c.next('newConsumer')).toMatchObject({
      producerId: mic.producerId,
      kind: 'audio',
      source: 'mic',
    });
    expect(await c.request({ type: 'admit', userId: 'x' })).toMatchObject({ code: 'forbidden' });
    expect(h.rtc.stats()).toMatchObject({ rooms: 0, peers: 1 });
    await c.ok({ type: 'leave' });
    await c.closed;
    await waitUntil(() => h.rtc.stats().peers === 0);
  });

  it('stops after two minutes', async () => {
    const c = await h.connect();
    await c.ok({ type: 'loopback' });
    const before = h.now();
    h.setNow(new Date(before.getTime() + 2 * 60_000));
    try {
      expect((await c.closed).code).toBe(4002);
      await waitUntil(() => h.rtc.stats().peers === 0);
    } finally {
      h.setNow(before);
    }
  });

  it('allows only so many at once', async () => {
    const clients = await Promise.all(Array.from({ length: 21 }, () => h.connect()));
    const answers = await Promise.all(clients.map((c) => c.request({ type: 'loopback' })));
    expect(answers.filter((a) => a.type === 'result')).toHaveLength(20);
    expect(answers.filter((a) => a.type === 'error' && a.code === 'rate_limited')).toHaveLength(1);
    for (const c of clients) c.close();
    await waitUntil(() => h.rtc.stats().peers === 0);
  });
});
