import type { Logger } from '@oslonac/kit';
import {
  type ClientMessage,
  clientMessage,
  type ErrorCode,
  RTC_CLOSE_CODES,
  type ServerMessage,
  type ServerNotification,
} from '@oslonac/rtc';
import type { WebSocket } from 'ws';
import { RtcError } from './errors';
import type { LoopbackRoom } from './loopback-room';
import type { PeerLink } from './peer-link';
import { TokenBucket } from './rate-limiter';
import type { Room, RoomPeer } from './room';
import type { RoomRegistry } from './room-registry';

const CLOSE_CODES = RTC_CLOSE_CODES;

const RATE_PER_SECOND = 30;
const BURST = 60;
/** Refused frames in a row before the socket is closed: a page backs off long before this. */
const MAX_REFUSED_IN_A_ROW = 30;
const JOIN_DEADLINE_MS = 30_000;

type State =
  | { kind: 'new' }
  | { kind: 'session'; room: Room; peer: RoomPeer }
  | { kind: 'loopback'; room: LoopbackRoom }
  | { kind: 'closed' };

interface Handled {
  data: Record<string, unknown>;
  /** Runs after the answer is sent: notifications the page must see after the answer (consumers, peerWaiting). */
  after?: () => Promise<void> | void;
}

/**
 * One WebSocket: parses and checks each frame, answers in order, and belongs to at most one room (a session's, or
 * its own loopback) for its whole life.
 */
export class Connection implements PeerLink {
  private state: State = { kind: 'new' };
  private readonly bucket = new TokenBucket(RATE_PER_SECOND, BURST);
  private refusedInARow = 0;
  private chain: Promise<void> = Promise.resolve();
  private alive = true;
  private readonly joinDeadline: NodeJS.Timeout;

  constructor(
    private readonly ws: WebSocket,
    private readonly registry: RoomRegistry,
    private readonly log: Logger,
  ) {
    ws.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    ws.on('close', () => this.onClose());
    ws.on('error', (err) => this.log.debug({ error: err.message }, 'rtc socket error'));
    ws.on('pong', () => {
      this.alive = true;
    });
    this.joinDeadline = setTimeout(() => {
      if (this.state.kind === 'new') this.ws.close(CLOSE_CODES.joinTimeout, 'join_timeout');
    }, JOIN_DEADLINE_MS);
    this.joinDeadline.unref();
  }

  /** Called by the heartbeat: a socket that did not answer the last ping is gone (a dropped network). */
  heartbeat(): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (!this.alive) {
      this.ws.terminate();
      return;
    }
    this.alive = false;
    this.ws.ping();
  }

  private write(message: ServerMessage): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  send(message: ServerNotification): void {
    this.write(message);
  }

  disconnect(reason: string): void {
    this.state = { kind: 'closed' };
    const code =
      reason === 'replaced'
        ? CLOSE_CODES.replaced
        : reason === 'time_limit'
          ? CLOSE_CODES.timeLimit
          : CLOSE_CODES.ended;
    if (this.ws.readyState === this.ws.OPEN || this.ws.readyState === this.ws.CONNECTING)
      this.ws.close(code, reason);
  }

  private refuse(id: number | null, code: ErrorCode, message: string): void {
    this.write({ type: 'error', id, code, message });
  }

  private onFrame(data: unknown, isBinary: boolean): void {
    if (!this.bucket.take()) {
      this.refusedInARow++;
      if (this.refusedInARow > MAX_REFUSED_IN_A_ROW) {
        this.ws.close(CLOSE_CODES.rateLimited, 'rate_limited');
        return;
      }
      this.refuse(idOf(data, isBinary), 'rate_limited', 'too many messages; slow down');
      return;
    }
    this.refusedInARow = 0;
    let message: ClientMessage;
    try {
      if (isBinary) throw new Error('binary frame');
      const parsed = clientMessage.safeParse(JSON.parse(String(data)));
      if (!parsed.success) {
        this.refuse(
          idOf(data, isBinary),
          'bad_request',
          parsed.error.issues[0]?.message ?? 'invalid message',
        );
        return;
      }
      message = parsed.data;
    } catch {
      this.refuse(null, 'bad_request', 'not a JSON message');
      return;
    }
    // In order: a page sends join, then capabilities, then transports, without waiting in between.
    this.chain = this.chain.then(() => this.handle(message));
  }

  private async handle(message: ClientMessage): Promise<void> {
    if (this.state.kind === 'closed') return;
    let handled: Handled;
    try {
      handled = await this.dispatch(message);
    } catch (err) {
      if (err instanceof RtcError) {
        this.refuse(message.id, err.code, err.message);
      } else if (err instanceof TypeError || (err as Error).name === 'UnsupportedError') {
        // mediasoup checks the opaque parameter objects: TypeError when malformed, UnsupportedError for codecs the
        // router does not offer.
        this.refuse(message.id, 'bad_request', (err as Error).message);
      } else {
        this.log.error({ type: message.type, error: (err as Error).message }, 'rtc request failed');
        this.refuse(message.id, 'internal', 'something went wrong');
      }
      return;
    }
    this.write({ type: 'result', id: message.id, data: handled.data });
    try {
      await handled.after?.();
    } catch (err) {
      this.log.warn({ type: message.type, error: (err as Error).message }, 'rtc follow-up failed');
    }
  }

  private async dispatch(m: ClientMessage): Promise<Handled> {
    if (m.type === 'join' || m.type === 'loopback') {
      if (this.state.kind !== 'new')
        throw new RtcError('bad_request', 'this connection already entered a room');
      clearTimeout(this.joinDeadline);
      if (m.type === 'loopback') {
        const room = await this.registry.startLoopback(this);
        this.state = { kind: 'loopback', room };
        return {
          data: { routerRtpCapabilities: room.router.rtpCapabilities, iceServers: this.registry.iceServers },
        };
      }
      const joined = await this.registry.join(m.token, this);
      if (this.ws.readyState !== this.ws.OPEN) {
        // Hung up while joining: leave again at once.
        void this.registry.leave(joined.room, joined.peer);
        throw new RtcError('closed', 'connection closed');
      }
      this.state = { kind: 'session', room: joined.room, peer: joined.peer };
      return { data: { ...joined.result }, after: joined.after };
    }
    if (this.state.kind === 'loopback') return this.loopback(this.state.room, m);
    if (this.state.kind === 'session') return this.session(this.state.room, this.state.peer, m);
    throw new RtcError('unauthorized', 'join first');
  }

  private async session(room: Room, peer: RoomPeer, m: ClientMessage): Promise<Handled> {
    const media = peer.media;
    switch (m.type) {
      case 'setRtpCapabilities':
        media.setRtpCapabilities(m.rtpCapabilities);
        return { data: {}, after: () => room.receiveExisting(peer) };
      case 'createTransport': {
        room.assertAdmitted(peer);
        const data = await media.createTransport(m.direction);
        return {
          data: { ...data },
          after: m.direction === 'recv' ? () => room.receiveExisting(peer) : undefined,
        };
      }
      case 'connectTransport':
        await media.connectTransport(m.transportId, m.dtlsParameters);
        return { data: {} };
      case 'restartIce':
        return { data: { iceParameters: await media.restartIce(m.transportId) } };
      case 'produce': {
        room.assertAdmitted(peer);
        const producer = await media.produce(m);
        return { data: { producerId: producer.id }, after: () => room.shareProducer(peer, producer) };
      }
      case 'closeProducer':
        media.closeProducer(m.producerId);
        return { data: {} };
      case 'pauseProducer':
      case 'resumeProducer':
        await room.setProducerPaused(peer, m.producerId, m.type === 'pauseProducer');
        return { data: {} };
      case 'pauseConsumer':
        await media.pauseConsumer(m.consumerId);
        return { data: {} };
      case 'resumeConsumer':
        await media.resumeConsumer(m.consumerId);
        return { data: {} };
      case 'admit':
        await this.registry.admit(room, peer, m.userId);
        return { data: {} };
      case 'endSession':
        if (peer.role !== 'therapist') throw new RtcError('forbidden', 'only the therapist ends the session');
        return { data: {}, after: () => this.registry.end(room, peer, 'therapist') };
      case 'leave':
        return {
          data: {},
          after: async () => {
            this.state = { kind: 'closed' };
            await this.registry.leave(room, peer);
            this.ws.close(1000, 'left');
          },
        };
      default:
        throw new RtcError('bad_request', `unexpected ${m.type}`);
    }
  }

  private async loopback(room: LoopbackRoom, m: ClientMessage): Promise<Handled> {
    const media = room.media;
    switch (m.type) {
      case 'setRtpCapabilities':
        media.setRtpCapabilities(m.rtpCapabilities);
        return { data: {}, after: () => room.receiveOwn() };
      case 'createTransport': {
        const data = await media.createTransport(m.direction);
        return { data: { ...data }, after: m.direction === 'recv' ? () => room.receiveOwn() : undefined };
      }
      case 'connectTransport':
        await media.connectTransport(m.transportId, m.dtlsParameters);
        return { data: {} };
      case 'restartIce':
        return { data: { iceParameters: await media.restartIce(m.transportId) } };
      case 'produce': {
        const producer = await media.produce(m);
        return { data: { producerId: producer.id }, after: () => room.receiveOwn(producer) };
      }
      case 'closeProducer':
        media.closeProducer(m.producerId);
        return { data: {} };
      case 'pauseProducer':
        await media.producer(m.producerId).pause();
        return { data: {} };
      case 'resumeProducer':
        await media.producer(m.producerId).resume();
        return { data: {} };
      case 'pauseConsumer':
        await media.pauseConsumer(m.consumerId);
        return { data: {} };
      case 'resumeConsumer':
        await media.resumeConsumer(m.consumerId);
        return { data: {} };
      case 'leave':
        return {
          data: {},
          after: () => {
            this.registry.endLoopback(room, 'left');
          },
        };
      default:
        throw new RtcError('forbidden', `${m.type} is not available in the device test`);
    }
  }

  private onClose(): void {
    clearTimeout(this.joinDeadline);
    const state = this.state;
    this.state = { kind: 'closed' };
    // Queued behind whatever this connection was still doing, so a join in flight is undone after it lands.
    this.chain = this.chain.then(async () => {
      if (state.kind === 'session') await this.registry.leave(state.room, state.peer);
      if (state.kind === 'loopback') this.registry.endLoopback(state.room, 'closed');
    });
  }
}

/** The request id of a frame that will not be handled, so the page can fail that request instead of waiting. */
function idOf(data: unknown, isBinary: boolean): number | null {
  if (isBinary) return null;
  try {
    const id = (JSON.parse(String(data)) as { id?: unknown })?.id;
    return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : null;
  } catch {
    return null;
  }
}
