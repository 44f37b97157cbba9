/**
 * The signalling client of the session page: answers matched to their requests by id whatever order they come in,
 * every frame checked against the protocol (a malformed one is dropped, never trusted), notifications passed on,
 * and a dropped socket failing what was still waiting so the call can reconnect.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ServerNotification } from '@oslonac/rtc';
import {
  RtcRequestError,
  rtcUrl,
  SignallingClient,
  type SocketLike,
} from '../src/screens/session/signalling';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: number | null = null;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup(timeoutMs = 10_000) {
  const socket = new FakeSocket();
  const notifications: ServerNotification[] = [];
  const closes: { code: number; expected: boolean }[] = [];
  const stray: string[] = [];
  const client = new SignallingClient(
    socket,
    {
      onNotification: (n) => notifications.push(n),
      onClose: (info) => closes.push(info),
      onStrayError: (code) => stray.push(code),
    },
    timeoutMs,
  );
  return { socket, client, notifications, closes, stray };
}

describe('SignallingClient', () => {
  it('resolves each request with its own answer, whatever order the answers arrive in', async () => {
    const { socket, client } = setup();
    socket.open();
    await client.opened();
    const send = client.request('createTransport', { direction: 'send' });
    const recv = client.request('createTransport', { direction: 'recv' });
    expect(socket.sent).toEqual([
      { type: 'createTransport', id: 1, direction: 'send' },
      { type: 'createTransport', id: 2, direction: 'recv' },
    ]);
    const transport = (id: string) => ({ id, iceParameters: {}, iceCandidates: [], dtlsParameters: {} });
    socket.receive({ type: 'result', id: 2, data: transport('recv-t') });
    socket.receive({ type: 'result', id: 1, data: transport('send-t') });
    await expect(send).resolves.toMatchObject({ id: 'send-t' });
    await expect(recv).resolves.toMatchObject({ id: 'recv-t' });
  });

  it('rejects a request with the SFU’s error code', async () => {
    const { socket, client } = setup();
    socket.open();
    const join = client.request('join', { token: 'x'.repeat(40) });
    socket.receive({ type: 'error', id: 1, code: 'not_open', message: 'too early' });
    await expect(join).rejects.toMatchObject({ name: 'RtcRequestError', code: 'not_open' });
  });

  it('passes notifications on and drops frames that do not fit the protocol', async () => {
    const { socket, client, notifications } = setup();
    socket.open();
    const admit = client.request('admit', { userId: 'u-client' });
    socket.receive('not json');
    socket.receive({ type: 'peerWaiting', peer: { userId: 'u-client', role: 'guest', admitted: false } });
    socket.receive({ type: 'result', id: 'one', data: {} });
    socket.receive({ type: 'sessionEnded', endedBy: 'nobody' });
    socket.receive({ type: 'peerWaiting', peer: { userId: 'u-client', role: 'client', admitted: false } });
    socket.receive({ type: 'sessionEnded', endedBy: 'therapist' });
    expect(notifications).toEqual([
      { type: 'peerWaiting', peer: { userId: 'u-client', role: 'client', admitted: false } },
      { type: 'sessionEnded', endedBy: 'therapist' },
    ]);
    socket.receive({ type: 'result', id: 1, data: {} });
    await expect(admit).resolves.toEqual({});
  });

  it('reports errors that belong to no waiting request separately', () => {
    const { socket, stray } = setup();
    socket.open();
    socket.receive({ type: 'error', id: null, code: 'rate_limited', message: 'slow down' });
    socket.receive({ type: 'error', id: 99, code: 'bad_request', message: 'unknown id' });
    expect(stray).toEqual(['rate_limited', 'bad_request']);
  });

  it('fails what was waiting when the socket drops, and says the drop was not asked for', async () => {
    const { socket, client, closes } = setup();
    socket.open();
    const pending = client.request('restartIce', { transportId: 't1' });
    socket.drop(1006);
    await expect(pending).rejects.toMatchObject({ code: 'socket_closed' });
    expect(closes).toEqual([{ code: 1006, expected: false }]);
    await expect(client.request('leave', {})).rejects.toBeInstanceOf(RtcRequestError);
  });

  it('treats its own close as expected and settles at once, before the browser’s close event', async () => {
    const { socket, client, closes } = setup();
    socket.open();
    const pending = client.request('leave', {});
    client.close();
    await expect(pending).rejects.toMatchObject({ code: 'socket_closed' });
    expect(socket.closedWith).toBe(1000);
    socket.drop(1000);
    expect(closes).toEqual([{ code: 1000, expected: true }]);
  });

  it('rejects opened() when the socket closes before opening', async () => {
    const { socket, client } = setup();
    socket.drop(1006);
    await expect(client.opened()).rejects.toMatchObject({ code: 'socket_closed' });
  });

  describe('without an answer', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('times a request out and ignores the answer that comes too late', async () => {
      const { socket, client, stray } = setup(5000);
      socket.open();
      const pending = client.request('resumeConsumer', { consumerId: 'c1' });
      jest.advanceTimersByTime(5000);
      await expect(pending).rejects.toMatchObject({ code: 'timeout' });
      socket.receive({ type: 'result', id: 1, data: {} });
      expect(stray).toEqual([]);
    });
  });
});

describe('rtcUrl', () => {
  it('uses wss on https pages and ws otherwise, on the page’s own host', () => {
    expect(rtcUrl({ protocol: 'https:', host: 'oslonac.rs' }, '/rtc')).toBe('wss://oslonac.rs/rtc');
    expect(rtcUrl({ protocol: 'http:', host: 'localhost:3000' }, '/rtc')).toBe('ws://localhost:3000/rtc');
  });
});
