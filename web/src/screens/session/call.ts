import type { JoinResult, MediaSource, ServerNotification, TransportOptions } from '@oslonac/rtc';
import { Device, type types } from 'mediasoup-client';
import { reconnectDelay } from './backoff';
import {
  applyPeerEvent,
  type CallFailure,
  type CallState,
  initialCallState,
  peersFromJoin,
} from './call-state';
import {
  classifyQuality,
  entries,
  type InboundTotals,
  inboundTotals,
  QualityTracker,
  sampleFrom,
} from './quality';
import { RtcRequestError, SignallingClient, type SocketLike } from './signalling';

/** The BFF refused a token: the session is not open yet, is over, or was cancelled. */
export class TokenRefusedError extends Error {
  constructor(readonly reason: 'not_open' | 'closed' | 'ended' | 'cancelled' | 'forbidden') {
    super(`token refused: ${reason}`);
    this.name = 'TokenRefusedError';
  }
}

export interface CallOptions {
  /** 'join' enters a session with a token; 'loopback' is /device-test's private echo room. */
  mode: 'join' | 'loopback';
  url: string;
  /**
   * A fresh token for each (re)join, and the signalling address when the BFF names another one; throws
   * TokenRefusedError when the session can no longer be joined.
   */
  fetchToken?: () => Promise<{ token: string; url?: string }>;
  openSocket?: (url: string) => SocketLike;
  createDevice?: () => Promise<Device>;
  /** Sample connection quality every two seconds and fall back to audio only when it stays poor. */
  watchQuality?: boolean;
  /** One's own user id: never shown as a remote participant, whatever the room lists. */
  selfUserId?: string;
}

type Transport = types.Transport;
type Producer = types.Producer;
type Consumer = types.Consumer;
type Listener = () => void;

const QUALITY_INTERVAL_MS = 2000;
/** A transport still failed this long after an ICE restart is given up on: the whole call reconnects. */
const ICE_RESTART_GRACE_MS = 15_000;

const asCaps = (o: Record<string, unknown>) => o as unknown as types.RtpCapabilities;
const asTransport = (o: TransportOptions, iceServers: JoinResult['iceServers']) =>
  ({
    ...(o as unknown as types.TransportOptions),
    iceServers: iceServers as RTCIceServer[],
  }) as types.TransportOptions;

/**
 * One person's side of a call: the signalling socket, the mediasoup device and transports, the local producers and
 * the remote consumers. The React screens read `getState()` through useSyncExternalStore and call the actions.
 * Everything tied to one socket is dropped with it; a reconnect builds it all again from the local tracks it keeps.
 */
export class CallController {
  private state: CallState = initialCallState;
  private readonly listeners = new Set<Listener>();
  private sig: SignallingClient | null = null;
  /** How many times the SFU let this page in (the first entry and every rejoin after a drop). */
  private entries = 0;
  private send: Transport | null = null;
  private recv: Transport | null = null;
  private iceServers: JoinResult['iceServers'] = [];
  private device: Device | null = null;
  private readonly producers = new Map<MediaSource, Producer>();
  private readonly consumers = new Map<string, Consumer>();
  private queuedConsumers: Extract<ServerNotification, { type: 'newConsumer' }>[] = [];
  private readonly tracks: Partial<Record<MediaSource, MediaStreamTrack>> = {};
  private readonly tracker = new QualityTracker();
  private prevInbound: InboundTotals | null = null;
  private qualityTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly iceTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly restarting = new Set<string>();
  private stopped = false;

  get entryCount(): number {
    return this.entries;
  }
  private generation = 0;

  constructor(private readonly options: CallOptions) {}

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): CallState => this.state;

  private set(patch: Partial<CallState> | ((s: CallState) => CallState)): void {
    this.state = typeof patch === 'function' ? patch(this.state) : { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  /** The microphone and camera chosen before joining; kept for the whole call and produced again after reconnects. */
  setLocalTracks(audio: MediaStreamTrack | null, video: MediaStreamTrack | null): void {
    if (audio) this.tracks.mic = audio;
    if (video) this.tracks.camera = video;
    this.set({ mic: Boolean(audio) && this.state.mic, camera: Boolean(video) && this.state.camera });
  }

  /** One's own track of a kind, for the self view (the controller owns it for the call's length). */
  localTrack(source: MediaSource): MediaStreamTrack | null {
    return this.tracks[source] ?? null;
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.set({ phase: 'connecting', failure: null, endedBy: null });
    await this.attempt(true);
  }

  /**
   * One try at getting in. Each try has its own generation: a late failure of an abandoned try (its socket closes
   * only after the browser's closing handshake) must not tear down the try that replaced it.
   */
  private async attempt(first: boolean): Promise<void> {
    const generation = ++this.generation;
    try {
      await this.connectOnce();
    } catch (err) {
      if (generation === this.generation) this.onConnectFailure(err, first);
    }
  }

  // ---------- connecting ----------

  private async connectOnce(): Promise<void> {
    const ticket = this.options.mode === 'join' ? await this.requireFetchToken()() : null;
    if (this.stopped) return;
    const token = ticket?.token ?? null;
    const open = this.options.openSocket ?? ((u) => new WebSocket(u) as unknown as SocketLike);
    const socket = open(ticket?.url ?? this.options.url);
    const sig: SignallingClient = new SignallingClient(socket, {
      onNotification: (n) => this.onNotification(sig, n),
      onClose: (info) => this.onSocketClose(sig, info.expected),
    });
    this.sig = sig;
    await sig.opened();
    const joined: Pick<JoinResult, 'routerRtpCapabilities' | 'iceServers'> & Partial<JoinResult> =
      token !== null ? await sig.request('join', { token }) : await sig.request('loopback', {});
    this.entries += 1;
    const device = await (this.options.createDevice ?? (() => Device.factory()))();
    await device.load({ routerRtpCapabilities: asCaps(joined.routerRtpCapabilities) });
    await sig.request('setRtpCapabilities', {
      rtpCapabilities: device.rtpCapabilities as unknown as Record<string, unknown>,
    });
    if (sig !== this.sig) return;
    this.device = device;
    this.iceServers = joined.iceServers;
    const admitted = joined.admitted ?? true;
    this.set({
      role: joined.role ?? null,
      closesAt: joined.closesAt ?? null,
      ...peersFromJoin((joined.peers ?? []).filter((p) => p.userId !== this.options.selfUserId)),
      phase: admitted ? 'connecting' : 'waiting',
    });
    if (admitted) await this.enterMedia(sig);
  }

  private requireFetchToken(): NonNullable<CallOptions['fetchToken']> {
    if (!this.options.fetchToken) throw new Error('join mode needs fetchToken');
    return this.options.fetchToken;
  }

  /** Both transports, then every local track; consumers that arrived early are wired once recv exists. */
  private async enterMedia(sig: SignallingClient): Promise<void> {
    const device = this.device;
    if (!device) return;
    const recvOpts = await sig.request('createTransport', { direction: 'recv' });
    // Each await may outlive this socket (a drop, a rejoin): nothing of a replaced connection may be installed.
    if (sig !== this.sig) return;
    const recv = device.createRecvTransport(asTransport(recvOpts, this.iceServers));
    this.wireTransport(sig, recv);
    this.recv = recv;
    const sendOpts = await sig.request('createTransport', { direction: 'send' });
    if (sig !== this.sig) return;
    const send = device.createSendTransport(asTransport(sendOpts, this.iceServers));
    this.wireTransport(sig, send);
    send.on('produce', ({ kind, rtpParameters, appData }, ok, fail) => {
      sig
        .request('produce', {
          transportId: send.id,
          kind,
          source: appData.source as MediaSource,
          rtpParameters: rtpParameters as unknown as Record<string, unknown>,
        })
        .then((r) => ok({ id: r.producerId }), fail);
    });
    this.send = send;
    this.set({ phase: 'live', reconnectAttempt: 0 });
    const queued = this.queuedConsumers;
    this.queuedConsumers = [];
    for (const c of queued) await this.consume(sig, c);
    for (const source of ['mic', 'camera', 'screen'] as const) {
      const track = this.tracks[source];
      // One track that cannot be sent (a codec the room lacks) must not keep the others from flowing.
      if (track && track.readyState === 'live') await this.produce(sig, source, track).catch(() => undefined);
    }
    this.startQualityWatch();
  }

  private wireTransport(sig: SignallingClient, transport: Transport): void {
    transport.on('connect', ({ dtlsParameters }, ok, fail) => {
      sig
        .request('connectTransport', {
          transportId: transport.id,
          dtlsParameters: dtlsParameters as unknown as Record<string, unknown>,
        })
        .then(() => ok(), fail);
    });
    transport.on('connectionstatechange', (s) => this.onTransportState(sig, transport, s));
  }

  private async produce(sig: SignallingClient, source: MediaSource, track: MediaStreamTrack): Promise<void> {
    if (!this.send || sig !== this.sig) return;
    // The page owns the tracks: closing a producer on reconnect must not stop the camera.
    const producer = await this.send.produce({ track, stopTracks: false, appData: { source } });
    if (sig !== this.sig) {
      producer.close();
      return;
    }
    this.producers.set(source, producer);
    const off =
      (source === 'mic' && !this.state.mic) ||
      (source === 'camera' && (!this.state.camera || this.state.audioOnly !== 'off'));
    if (off) await this.pauseProducer(source, true);
  }

  private async consume(
    sig: SignallingClient,
    c: Extract<ServerNotification, { type: 'newConsumer' }>,
  ): Promise<void> {
    if (!this.recv) {
      this.queuedConsumers.push(c);
      return;
    }
    const consumer = await this.recv.consume({
      id: c.consumerId,
      producerId: c.producerId,
      kind: c.kind,
      rtpParameters: c.rtpParameters as unknown as types.RtpParameters,
    });
    if (sig !== this.sig) {
      consumer.close();
      return;
    }
    this.consumers.set(c.consumerId, consumer);
    this.set((s) => ({
      ...applyPeerEvent(s, {
        type: 'producerState',
        userId: c.userId,
        source: c.source,
        paused: c.producerPaused,
      }),
      remote: [
        ...s.remote.filter((r) => r.consumerId !== c.consumerId),
        { consumerId: c.consumerId, userId: c.userId, source: c.source, kind: c.kind, track: consumer.track },
      ],
    }));
    // In audio-only mode new video stays paused at the SFU, so it costs no bandwidth until video comes back.
    if (c.kind === 'video' && this.state.audioOnly !== 'off') consumer.pause();
    else await sig.request('resumeConsumer', { consumerId: c.consumerId });
  }

  // ---------- notifications ----------

  private onNotification(sig: SignallingClient, n: ServerNotification): void {
    if (sig !== this.sig) return;
    switch (n.type) {
      case 'peerWaiting':
      case 'peerJoined':
      case 'peerLeft':
      case 'producerState':
        if (('peer' in n ? n.peer.userId : n.userId) === this.options.selfUserId) return;
        this.set((s) => applyPeerEvent(s, n));
        return;
      case 'admitted':
        if (this.state.phase === 'waiting') {
          this.set({ phase: 'connecting' });
          this.enterMedia(sig).catch((err) => {
            if (sig === this.sig) this.onConnectFailure(err, false);
          });
        }
        return;
      case 'newConsumer':
        this.consume(sig, n).catch(() => undefined);
        return;
      case 'consumerClosed': {
        this.consumers.get(n.consumerId)?.close();
        this.consumers.delete(n.consumerId);
        this.set((s) => ({ ...s, remote: s.remote.filter((r) => r.consumerId !== n.consumerId) }));
        return;
      }
      case 'sessionEnded':
        this.finish(n.endedBy);
        return;
      case 'rejoin':
        this.reconnect();
        return;
    }
  }

  private onSocketClose(sig: SignallingClient, expected: boolean): void {
    if (sig !== this.sig || expected || this.stopped) return;
    if (this.state.phase === 'ended' || this.state.phase === 'failed') return;
    this.reconnect();
  }

  private onTransportState(sig: SignallingClient, transport: Transport, s: types.ConnectionState): void {
    if (sig !== this.sig) return;
    if (s === 'connected') {
      clearTimeout(this.iceTimers.get(transport.id));
      this.iceTimers.delete(transport.id);
      return;
    }
    if ((s !== 'disconnected' && s !== 'failed') || !sig.isOpen || this.restarting.has(transport.id)) return;
    // The socket still lives, so only the media path broke (a network change): new ICE credentials fix that.
    this.restarting.add(transport.id);
    sig
      .request('restartIce', { transportId: transport.id })
      .then(({ iceParameters }) =>
        transport.restartIce({ iceParameters: iceParameters as unknown as types.IceParameters }),
      )
      .catch(() => undefined)
      .finally(() => this.restarting.delete(transport.id));
    if (!this.iceTimers.has(transport.id)) {
      this.iceTimers.set(
        transport.id,
        setTimeout(() => {
          this.iceTimers.delete(transport.id);
          if (sig === this.sig && !transport.closed && transport.connectionState !== 'connected')
            this.reconnect();
        }, ICE_RESTART_GRACE_MS),
      );
    }
  }

  // ---------- reconnecting ----------

  private reconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.dropConnection();
    const attempt = this.state.reconnectAttempt;
    this.set({ phase: 'reconnecting', reconnectAttempt: attempt + 1 });
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.stopped) return;
      void this.attempt(false);
    }, reconnectDelay(attempt));
  }

  private onConnectFailure(err: unknown, first: boolean): void {
    if (this.stopped) return;
    const failure = terminalFailure(err);
    const pastClose = this.state.closesAt !== null && Date.parse(this.state.closesAt) <= Date.now();
    if (failure === 'ended') this.finish('therapist');
    else if ((failure === 'closed' && !first) || (!failure && pastClose)) this.finish('time');
    else if (failure) {
      this.dropConnection();
      this.set({ phase: 'failed', failure });
    } else this.reconnect();
  }

  // ---------- actions ----------

  async setMic(on: boolean): Promise<void> {
    this.set({ mic: on });
    await this.pauseProducer('mic', !on);
  }

  async setCamera(on: boolean): Promise<void> {
    this.set({ camera: on });
    if (this.state.audioOnly === 'off') await this.pauseProducer('camera', !on);
  }

  async startScreen(track: MediaStreamTrack): Promise<void> {
    this.tracks.screen = track;
    this.set({ screen: true });
    // The browser's own "Stop sharing" bar ends the track; the share ends with it.
    track.addEventListener('ended', () => void this.stopScreen());
    if (this.sig && this.send) await this.produce(this.sig, 'screen', track);
  }

  async stopScreen(): Promise<void> {
    const track = this.tracks.screen;
    delete this.tracks.screen;
    track?.stop();
    this.set({ screen: false });
    const producer = this.producers.get('screen');
    this.producers.delete('screen');
    if (producer) {
      producer.close();
      await this.sig?.request('closeProducer', { producerId: producer.id }).catch(() => undefined);
    }
  }

  /** Audio only: stop sending own video and stop receiving others' (each paused at the SFU, not just hidden). */
  async setAudioOnly(on: boolean, reason: 'auto' | 'manual' = 'manual'): Promise<void> {
    this.set({ audioOnly: on ? reason : 'off' });
    if (!on) this.tracker.reset();
    await this.pauseProducer('camera', on || !this.state.camera);
    const sig = this.sig;
    for (const [consumerId, consumer] of this.consumers) {
      if (consumer.kind !== 'video' || !sig) continue;
      if (on) {
        consumer.pause();
        await sig.request('pauseConsumer', { consumerId }).catch(() => undefined);
      } else {
        consumer.resume();
        await sig.request('resumeConsumer', { consumerId }).catch(() => undefined);
      }
    }
  }

  async admit(userId: string): Promise<void> {
    await this.sig?.request('admit', { userId });
  }

  /** Therapist: ends the session for everyone. */
  async endSession(): Promise<void> {
    try {
      await this.sig?.request('endSession', {});
    } catch (err) {
      // The SFU's sessionEnded can overtake the answer and close the socket under it: that is success too.
      if (this.state.phase !== 'ended') throw err;
    }
    this.finish('therapist');
  }

  async leave(): Promise<void> {
    await this.sig?.request('leave', {}).catch(() => undefined);
    this.finish('self');
  }

  /** Stop everything without a goodbye screen (the page is going away). */
  destroy(): void {
    this.stopped = true;
    this.dropConnection();
    this.stopTracks();
  }

  private async pauseProducer(source: MediaSource, paused: boolean): Promise<void> {
    const producer = this.producers.get(source);
    if (!producer || producer.paused === paused) return;
    if (paused) producer.pause();
    else producer.resume();
    await this.sig
      ?.request(paused ? 'pauseProducer' : 'resumeProducer', { producerId: producer.id })
      .catch(() => undefined);
  }

  private finish(endedBy: 'therapist' | 'time' | 'self'): void {
    if (this.state.phase === 'ended') return;
    this.stopped = true;
    this.dropConnection();
    this.stopTracks();
    this.set({ phase: 'ended', endedBy });
  }

  private stopTracks(): void {
    for (const source of ['mic', 'camera', 'screen'] as const) {
      this.tracks[source]?.stop();
      delete this.tracks[source];
    }
  }

  private dropConnection(): void {
    this.generation += 1;
    if (this.reconnectTimer && this.stopped) {
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
    }
    if (this.qualityTimer) clearInterval(this.qualityTimer);
    this.qualityTimer = null;
    for (const t of this.iceTimers.values()) clearTimeout(t);
    this.iceTimers.clear();
    this.restarting.clear();
    const sig = this.sig;
    this.sig = null;
    sig?.close();
    for (const c of this.consumers.values()) c.close();
    this.consumers.clear();
    for (const p of this.producers.values()) p.close();
    this.producers.clear();
    this.send?.close();
    this.recv?.close();
    this.send = null;
    this.recv = null;
    this.queuedConsumers = [];
    this.prevInbound = null;
    this.set((s) => ({ ...s, remote: [], remotePaused: {}, quality: null }));
  }

  // ---------- statistics ----------

  private startQualityWatch(): void {
    if (!this.options.watchQuality || this.qualityTimer) return;
    this.qualityTimer = setInterval(() => void this.sampleQuality(), QUALITY_INTERVAL_MS);
  }

  private async sampleQuality(): Promise<void> {
    const [send, recv] = await Promise.all([
      this.send?.getStats().catch(() => null),
      this.recv?.getStats().catch(() => null),
    ]);
    const { sample, inbound } = sampleFrom(entries(send), entries(recv), this.prevInbound);
    this.prevInbound = inbound;
    const level = classifyQuality(sample);
    this.set({ quality: { level, sample } });
    if (this.tracker.push(level) && this.state.audioOnly === 'off') await this.setAudioOnly(true, 'auto');
  }

  /** Cumulative numbers from the receive side: what journeys and /device-test read to see that media flows. */
  async receiveStats(): Promise<{
    inbound: InboundTotals;
    rttMs: number | null;
    lossPercent: number | null;
  }> {
    const [send, recv] = await Promise.all([
      this.send?.getStats().catch(() => null),
      this.recv?.getStats().catch(() => null),
    ]);
    const { sample } = sampleFrom(entries(send), entries(recv), null);
    return {
      inbound: inboundTotals(entries(recv)),
      rttMs: sample.rttMs,
      lossPercent: sample.packetLossPercent,
    };
  }
}

/** Errors after which trying again cannot help; anything else (network, draining SFU, timeouts) is retried. */
export function terminalFailure(err: unknown): CallFailure | 'ended' | null {
  if (err instanceof TokenRefusedError) return err.reason;
  if (err instanceof RtcRequestError) {
    if (err.code === 'not_open' || err.code === 'closed') return err.code;
    if (err.code === 'forbidden' || err.code === 'not_found' || err.code === 'bad_request')
      return 'forbidden';
  }
  return null;
}
