/**
 * The call controller against a scripted SFU (a fake socket that answers like the protocol says) and a fake
 * mediasoup device: the order of the join, the waiting room, early consumers, reconnecting with a fresh token and
 * the same camera, ICE restarts, audio-only and the end. What mediasoup does inside the browser is the journeys' job.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import type { Device } from 'mediasoup-client';
import { CallController, TokenRefusedError } from '../src/screens/session/call';
import type { SocketLike } from '../src/screens/session/signalling';

type Frame = Record<string, unknown> & { type: string; id: number };

class ScriptedSfu implements SocketLike {
  readyState = 0;
  frames: Frame[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(private readonly admitted: boolean) {
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({});
    }, 0);
  }
  send(data: string) {
    const f = JSON.parse(data) as Frame;
    this.frames.push(f);
    const answer = (d: Record<string, unknown>) =>
      setTimeout(() => this.push({ type: 'result', id: f.id, data: d }), 0);
    switch (f.type) {
      case 'join':
        return answer({
          role: 'client',
          admitted: this.admitted,
          routerRtpCapabilities: { codecs: [] },
          peers: [{ userId: 'u-therapist', role: 'therapist', admitted: true }],
          closesAt: new Date(Date.now() + 3_600_000).toISOString(),
          iceServers: [],
        });
      case 'createTransport':
        return answer({ id: `${f.direction}-t`, iceParameters: {}, iceCandidates: [], dtlsParameters: {} });
      case 'produce':
        return answer({ producerId: `p-${f.source}` });
      case 'restartIce':
        return answer({ iceParameters: { usernameFragment: 'new' } });
      default:
        return answer({});
    }
  }
  close() {
    this.readyState = 3;
  }
  push(msg: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
  types() {
    return this.frames.map((f) =>
      f.type === 'produce' || f.type === 'createTransport' ? `${f.type}:${f.source ?? f.direction}` : f.type,
    );
  }
}

type Handler = (...args: unknown[]) => void;

class FakeTransport {
  closed = false;
  connectionState = 'new';
  connected = false;
  restartIce = jest.fn(async (_: unknown) => undefined);
  private readonly handlers = new Map<string, Handler>();
  constructor(readonly id: string) {}
  on(event: string, fn: Handler) {
    this.handlers.set(event, fn);
  }
  emit(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.(...args);
  }
  close() {
    this.closed = true;
  }
  async getStats() {
    return new Map();
  }
  private async connect() {
    if (this.connected) return;
    this.connected = true;
    await new Promise<void>((ok, fail) => this.emit('connect', { dtlsParameters: {} }, ok, fail));
  }
  async produce({ track, appData }: { track: MediaStreamTrack; appData: Record<string, unknown> }) {
    await this.connect();
    const id = await new Promise<string>((ok, fail) =>
      this.emit(
        'produce',
        { kind: track.kind, rtpParameters: {}, appData },
        (r: { id: string }) => ok(r.id),
        fail,
      ),
    );
    return {
      id,
      paused: false,
      closed: false,
      pause() {
        this.paused = true;
      },
      resume() {
        this.paused = false;
      },
      close() {
        this.closed = true;
      },
    };
  }
  async consume(o: { id: string; kind: string }) {
    await this.connect();
    return {
      id: o.id,
      kind: o.kind,
      track: { kind: o.kind, id: `track-${o.id}` },
      paused: false,
      pause() {
        this.paused = true;
      },
      resume() {
        this.paused = false;
      },
      close() {},
    };
  }
}

function fakeTrack(kind: 'audio' | 'video') {
  return {
    kind,
    readyState: 'live',
    enabled: true,
    stop: jest.fn(),
    addEventListener: jest.fn(),
  } as unknown as MediaStreamTrack & { stop: jest.Mock };
}

function setup({ admitted = true } = {}) {
  const sockets: ScriptedSfu[] = [];
  const transports: FakeTransport[] = [];
  const fetchToken = jest.fn(async () => ({
    token: `token-${'x'.repeat(30)}-${fetchToken.mock.calls.length}`,
  }));
  const device = {
    rtpCapabilities: { codecs: [] },
    load: async () => undefined,
    createSendTransport: (o: { id: string }) => transports[transports.push(new FakeTransport(o.id)) - 1],
    createRecvTransport: (o: { id: string }) => transports[transports.push(new FakeTransport(o.id)) - 1],
  };
  const controller = new CallController({
    mode: 'join',
    url: 'ws://test/rtc',
    fetchToken,
    openSocket: () => sockets[sockets.push(new ScriptedSfu(admitted)) - 1]!,
    createDevice: async () => device as unknown as Device,
  });
  const mic = fakeTrack('audio');
  const camera = fakeTrack('video');
  controller.setLocalTracks(mic, camera);
  return {
    controller,
    sockets,
    transports,
    fetchToken,
    mic,
    camera,
    sfu: () => sockets[sockets.length - 1]!,
  };
}

describe('CallController', () => {
  it('joins, waits to be admitted, then sends both tracks and wires a consumer that came early', async () => {
    const { controller, sfu } = setup({ admitted: false });
    await controller.start();
    expect(controller.getState().phase).toBe('waiting');
    expect(sfu().types()).toEqual(['join', 'setRtpCapabilities']);
    sfu().push({
      type: 'newConsumer',
      consumerId: 'c1',
      producerId: 'p-t-cam',
      userId: 'u-therapist',
      kind: 'video',
      source: 'camera',
      rtpParameters: {},
      producerPaused: false,
    });
    sfu().push({ type: 'admitted' });
    await waitFor(() => expect(controller.getState().phase).toBe('live'));
    await waitFor(() => expect(sfu().types()).toContain('produce:camera'));
    expect(sfu().types()).toEqual([
      'join',
      'setRtpCapabilities',
      'createTransport:recv',
      'createTransport:send',
      'connectTransport',
      'resumeConsumer',
      'connectTransport',
      'produce:mic',
      'produce:camera',
    ]);
    expect(controller.getState().remote).toMatchObject([
      { consumerId: 'c1', userId: 'u-therapist', source: 'camera' },
    ]);
  });

  it('after an unexpected drop, joins again with a fresh token and sends the same tracks', async () => {
    const { controller, sockets, fetchToken, camera, sfu } = setup();
    await controller.start();
    await waitFor(() => expect(sfu().types()).toContain('produce:camera'));
    sockets[0]!.drop();
    expect(controller.getState().phase).toBe('reconnecting');
    await waitFor(() => expect(sockets).toHaveLength(2), { timeout: 2000 });
    await waitFor(() => expect(sockets[1]!.types()).toContain('produce:camera'));
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(sockets[0]!.frames[0]).toMatchObject({ type: 'join', token: expect.stringMatching(/-1$/) });
    expect(sockets[1]!.frames[0]).toMatchObject({ type: 'join', token: expect.stringMatching(/-2$/) });
    expect(camera.stop).not.toHaveBeenCalled();
    expect(controller.getState().phase).toBe('live');
  });

  it('rejoins when the SFU asks, and ends calmly when the session is over meanwhile', async () => {
    const { controller, fetchToken, sfu, mic } = setup();
    await controller.start();
    await waitFor(() => expect(controller.getState().phase).toBe('live'));
    fetchToken.mockRejectedValueOnce(new TokenRefusedError('ended'));
    sfu().push({ type: 'rejoin', reason: 'draining' });
    await waitFor(() => expect(controller.getState().phase).toBe('ended'), { timeout: 2000 });
    expect(controller.getState().endedBy).toBe('therapist');
    expect(mic.stop).toHaveBeenCalled();
  });

  it('asks for new ICE credentials when a transport fails while the socket lives', async () => {
    const { controller, transports, sfu } = setup();
    await controller.start();
    await waitFor(() => expect(controller.getState().phase).toBe('live'));
    const send = transports.find((t) => t.id === 'send-t')!;
    send.emit('connectionstatechange', 'failed');
    await waitFor(() =>
      expect(send.restartIce).toHaveBeenCalledWith({ iceParameters: { usernameFragment: 'new' } }),
    );
    expect(sfu().frames.find((f) => f.type === 'restartIce')).toMatchObject({ transportId: 'send-t' });
    controller.destroy();
  });

  it('audio only pauses own camera and remote video at the SFU, and brings both back', async () => {
    const { controller, sfu } = setup();
    await controller.start();
    sfu().push({
      type: 'newConsumer',
      consumerId: 'c-video',
      producerId: 'x',
      userId: 'u-therapist',
      kind: 'video',
      source: 'camera',
      rtpParameters: {},
      producerPaused: false,
    });
    await waitFor(() => expect(sfu().types()).toContain('produce:camera'));
    await waitFor(() => expect(controller.getState().remote).toHaveLength(1));
    await controller.setAudioOnly(true, 'auto');
    expect(controller.getState().audioOnly).toBe('auto');
    expect(
      sfu().frames.filter((f) => f.type === 'pauseProducer' || f.type === 'pauseConsumer'),
    ).toMatchObject([
      { type: 'pauseProducer', producerId: 'p-camera' },
      { type: 'pauseConsumer', consumerId: 'c-video' },
    ]);
    await controller.setAudioOnly(false);
    expect(sfu().frames.filter((f) => f.type === 'resumeProducer')).toMatchObject([
      { producerId: 'p-camera' },
    ]);
    expect(
      sfu()
        .frames.filter((f) => f.type === 'resumeConsumer')
        .map((f) => f.consumerId),
    ).toEqual(['c-video', 'c-video']);
    controller.destroy();
  });

  it('says goodbye when the therapist ends the session, and stops the camera', async () => {
    const { controller, sfu, camera } = setup();
    await controller.start();
    await waitFor(() => expect(controller.getState().phase).toBe('live'));
    sfu().push({ type: 'sessionEnded', endedBy: 'therapist' });
    expect(controller.getState()).toMatchObject({ phase: 'ended', endedBy: 'therapist' });
    expect(camera.stop).toHaveBeenCalled();
  });

  it('does not retry a room that is not open yet', async () => {
    const { controller, fetchToken } = setup();
    fetchToken.mockRejectedValueOnce(new TokenRefusedError('not_open'));
    await controller.start();
    expect(controller.getState()).toMatchObject({ phase: 'failed', failure: 'not_open' });
  });
});
