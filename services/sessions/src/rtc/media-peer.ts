import type { MediaSource, ServerNotification, TransportOptions } from '@oslonac/rtc';
import type { types } from 'mediasoup';
import { RtcError } from './errors';

export interface ListenConfig {
  listenIp: string;
  announcedAddress: string;
}

export interface ProducerData {
  [key: string]: unknown;
  userId: string;
  source: MediaSource;
}

/**
 * One participant's media on one router: its two WebRTC transports, what it sends (producers) and what it receives
 * (consumers). Shared by session rooms and the /device-test loopback; the room decides who consumes whom.
 */
export class MediaPeer {
  rtpCapabilities: types.RtpCapabilities | null = null;
  readonly transports = new Map<string, types.WebRtcTransport>();
  recvTransport: types.WebRtcTransport | null = null;
  readonly producers = new Map<string, types.Producer<ProducerData>>();
  /** By producer id: a producer is consumed at most once per peer. */
  readonly consumers = new Map<string, types.Consumer>();
  private closed = false;

  constructor(
    readonly userId: string,
    private readonly router: types.Router,
    private readonly listen: ListenConfig,
    private readonly notify: (message: ServerNotification) => void,
  ) {}

  setRtpCapabilities(caps: Record<string, unknown>): void {
    this.rtpCapabilities = caps as unknown as types.RtpCapabilities;
  }

  async createTransport(direction: 'send' | 'recv'): Promise<TransportOptions> {
    const announcedAddress = this.listen.announcedAddress || undefined;
    const transport = await this.router.createWebRtcTransport({
      listenInfos: [
        { protocol: 'udp', ip: this.listen.listenIp, announcedAddress },
        { protocol: 'tcp', ip: this.listen.listenIp, announcedAddress },
      ],
      enableUdp: true,
      enableTcp: true,
      preferUdp: true,
      appData: { direction },
    });
    if (this.closed) {
      transport.close();
      throw new RtcError('closed', 'the peer left');
    }
    this.transports.set(transport.id, transport);
    if (direction === 'recv') {
      // One receiving transport per peer: a new one (after a failed ICE) replaces the old, whose consumers go too.
      if (this.recvTransport) this.closeTransport(this.recvTransport);
      this.recvTransport = transport;
    }
    return {
      id: transport.id,
      iceParameters: transport.iceParameters as unknown as Record<string, unknown>,
      iceCandidates: transport.iceCandidates as unknown as Record<string, unknown>[],
      dtlsParameters: transport.dtlsParameters as unknown as Record<string, unknown>,
    };
  }

  private closeTransport(transport: types.WebRtcTransport): void {
    for (const [producerId, consumer] of this.consumers) {
      if (consumer.appData.transportId === transport.id) this.consumers.delete(producerId);
    }
    this.transports.delete(transport.id);
    transport.close();
  }

  private transport(transportId: string): types.WebRtcTransport {
    const t = this.transports.get(transportId);
    if (!t) throw new RtcError('not_found', 'no such transport');
    return t;
  }

  async connectTransport(transportId: string, dtlsParameters: Record<string, unknown>): Promise<void> {
    await this.transport(transportId).connect({
      dtlsParameters: dtlsParameters as unknown as types.DtlsParameters,
    });
  }

  async restartIce(transportId: string): Promise<Record<string, unknown>> {
    return (await this.transport(transportId).restartIce()) as unknown as Record<string, unknown>;
  }

  async produce(input: {
    transportId: string;
    kind: 'audio' | 'video';
    source: MediaSource;
    rtpParameters: Record<string, unknown>;
  }): Promise<types.Producer<ProducerData>> {
    const transport = this.transport(input.transportId);
    if (transport === this.recvTransport)
      throw new RtcError('bad_request', 'cannot send on the receiving transport');
    const producer = await transport.produce<ProducerData>({
      kind: input.kind,
      rtpParameters: input.rtpParameters as unknown as types.RtpParameters,
      appData: { userId: this.userId, source: input.source },
    });
    if (this.closed) {
      producer.close();
      throw new RtcError('closed', 'the peer left');
    }
    // A second camera (or mic) from the same page replaces the first: it re-acquired the device.
    for (const old of this.producers.values()) {
      if (old.appData.source === input.source) this.closeProducer(old.id);
    }
    this.producers.set(producer.id, producer);
    producer.on('transportclose', () => this.producers.delete(producer.id));
    return producer;
  }

  producer(producerId: string): types.Producer<ProducerData> {
    const p = this.producers.get(producerId);
    if (!p) throw new RtcError('not_found', 'no such producer');
    return p;
  }

  closeProducer(producerId: string): void {
    this.producer(producerId).close();
    this.producers.delete(producerId);
  }

  private consumer(consumerId: string): types.Consumer {
    for (const c of this.consumers.values()) if (c.id === consumerId) return c;
    throw new RtcError('not_found', 'no such consumer');
  }

  async pauseConsumer(consumerId: string): Promise<void> {
    await this.consumer(consumerId).pause();
  }

  async resumeConsumer(consumerId: string): Promise<void> {
    await this.consumer(consumerId).resume();
  }

  /** Receives `producer` (another peer's, or this peer's own in the loopback) once this peer can: paused at first. */
  async consume(producer: types.Producer<ProducerData>): Promise<void> {
    const transport = this.recvTransport;
    const rtpCapabilities = this.rtpCapabilities;
    if (!transport || !rtpCapabilities || this.closed || producer.closed) return;
    if (this.consumers.has(producer.id)) return;
    if (!this.router.canConsume({ producerId: producer.id, rtpCapabilities })) return;
    const consumer = await transport.consume({
      producerId: producer.id,
      rtpCapabilities,
      paused: true,
      appData: { transportId: transport.id },
    });
    if (this.closed || this.consumers.has(producer.id)) {
      consumer.close();
      return;
    }
    this.consumers.set(producer.id, consumer);
    const gone = () => {
      if (this.consumers.get(producer.id) !== consumer) return;
      this.consumers.delete(producer.id);
      this.notify({ type: 'consumerClosed', consumerId: consumer.id });
    };
    consumer.on('producerclose', gone);
    consumer.on('transportclose', () => this.consumers.delete(producer.id));
    this.notify({
      type: 'newConsumer',
      consumerId: consumer.id,
      producerId: producer.id,
      userId: producer.appData.userId,
      kind: consumer.kind,
      source: producer.appData.source,
      rtpParameters: consumer.rtpParameters as unknown as Record<string, unknown>,
      producerPaused: consumer.producerPaused,
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.transports.values()) t.close();
    this.transports.clear();
    this.producers.clear();
    this.consumers.clear();
    this.recvTransport = null;
  }
}
