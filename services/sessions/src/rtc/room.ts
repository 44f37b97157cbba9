import type { Logger } from '@oslonac/kit';
import { type JoinResult, type PeerInfo, type Role, roomWindow, type ServerNotification } from '@oslonac/rtc';
import type { types } from 'mediasoup';
import type { JoinClaims } from '../domain/join-token';
import { mediaCodecs } from './codecs';
import type { IceServer } from './config';
import { RtcError } from './errors';
import { type ListenConfig, MediaPeer, type ProducerData } from './media-peer';
import type { PeerLink } from './peer-link';
import type { RoomFacts, SessionLedger } from './ports';

export interface RoomDeps {
  ledger: SessionLedger;
  clock: () => Date;
  log: Logger;
  listen: ListenConfig;
  iceServers: IceServer[];
}

export class RoomPeer {
  readonly media: MediaPeer;
  admitted: boolean;
  /** The ledger was told this person joined (so it is told when they leave). */
  recordedJoin = false;

  constructor(
    readonly userId: string,
    readonly role: Role,
    readonly link: PeerLink,
    router: types.Router,
    listen: ListenConfig,
  ) {
    this.admitted = role === 'therapist';
    this.media = new MediaPeer(userId, router, listen, (m) => link.send(m));
  }

  info(): PeerInfo {
    return { userId: this.userId, role: this.role, admitted: this.admitted };
  }
}

/**
 * One session's room: one mediasoup router on one worker, the people in it and who the therapist let in. It lives
 * while someone is in it, and at most until the session's window closes. Nothing here can record media: rooms
 * create WebRTC transports only.
 */
export class Room {
  private readonly peers = new Map<string, RoomPeer>();
  readonly closesAt: Date;
  private closedFlag = false;

  private constructor(
    readonly facts: RoomFacts,
    readonly worker: types.Worker,
    readonly router: types.Router,
    private readonly deps: RoomDeps,
    /**
     * Owned by the registry so it outlives this room: someone the therapist admitted is not sent back to the waiting
     * room after a reload, a reconnect or a recreated room (a worker died).
     */
    private readonly admittedUsers: Set<string>,
  ) {
    this.closesAt = roomWindow(facts.startsAt, facts.endsAt).closesAt;
  }

  static async create(
    facts: RoomFacts,
    worker: types.Worker,
    deps: RoomDeps,
    admittedUsers: Set<string>,
  ): Promise<Room> {
    const router = await worker.createRouter({ mediaCodecs, appData: { sessionId: facts.sessionId } });
    const room = new Room(facts, worker, router, deps, admittedUsers);
    await room.record('roomOpened', () => deps.ledger.roomOpened(facts.sessionId, deps.clock()));
    return room;
  }

  get sessionId(): string {
    return this.facts.sessionId;
  }

  get closed(): boolean {
    return this.closedFlag;
  }

  get peerCount(): number {
    return this.peers.size;
  }

  private async record(what: string, call: () => Promise<void>): Promise<void> {
    try {
      await call();
    } catch (err) {
      // The call goes on: a ledger hiccup must not drop people out of their session.
      this.deps.log.error(
        { sessionId: this.sessionId, what, error: (err as Error).message },
        'ledger call failed',
      );
    }
  }

  private others(peer: RoomPeer): RoomPeer[] {
    return [...this.peers.values()].filter((p) => p !== peer);
  }

  private broadcast(message: ServerNotification, except?: RoomPeer): void {
    for (const p of this.peers.values()) if (p !== except) p.link.send(message);
  }

  /** Returns the join answer and what to send after it (the joiner must see its answer before any notification). */
  async join(
    claims: JoinClaims,
    link: PeerLink,
  ): Promise<{ peer: RoomPeer; result: JoinResult; after: () => void }> {
    if (this.closedFlag) throw new RtcError('closed', 'the room is closed');
    const previous = this.peers.get(claims.userId);
    if (previous) {
      // A reloaded tab or a reconnect: the new connection takes the place of the old one.
      this.peers.delete(claims.userId);
      previous.media.close();
      this.broadcast({ type: 'peerLeft', userId: previous.userId });
      previous.link.disconnect('replaced');
    }
    const peer = new RoomPeer(claims.userId, claims.role, link, this.router, this.deps.listen);
    if (this.admittedUsers.has(peer.userId)) peer.admitted = true;
    if (previous?.recordedJoin) peer.recordedJoin = true;
    this.peers.set(peer.userId, peer);
    if (peer.admitted) {
      this.admittedUsers.add(peer.userId);
      await this.recordJoined(peer);
    }
    const result: JoinResult = {
      role: peer.role,
      admitted: peer.admitted,
      routerRtpCapabilities: this.router.rtpCapabilities as unknown as Record<string, unknown>,
      peers: this.others(peer).map((p) => p.info()),
      closesAt: this.closesAt.toISOString(),
      iceServers: this.deps.iceServers,
    };
    const after = () => {
      if (this.closedFlag || this.peers.get(peer.userId) !== peer) return;
      if (peer.admitted) {
        this.broadcast({ type: 'peerJoined', peer: peer.info() }, peer);
      } else {
        for (const t of this.others(peer))
          if (t.role === 'therapist') t.link.send({ type: 'peerWaiting', peer: peer.info() });
      }
      if (peer.role === 'therapist') {
        for (const w of this.others(peer))
          if (!w.admitted) peer.link.send({ type: 'peerWaiting', peer: w.info() });
      }
    };
    return { peer, result, after };
  }

  private async recordJoined(peer: RoomPeer): Promise<void> {
    if (peer.recordedJoin) return;
    peer.recordedJoin = true;
    await this.record('participantJoined', () =>
      this.deps.ledger.participantJoined(this.sessionId, peer.userId, peer.role, this.deps.clock()),
    );
  }

  async admit(by: RoomPeer, userId: string): Promise<void> {
    if (by.role !== 'therapist') throw new RtcError('forbidden', 'only the therapist admits');
    const peer = this.peers.get(userId);
    if (!peer) throw new RtcError('not_found', 'nobody with that id is waiting');
    if (peer.admitted) return;
    peer.admitted = true;
    this.admittedUsers.add(userId);
    await this.recordJoined(peer);
    peer.link.send({ type: 'admitted' });
    this.broadcast({ type: 'peerJoined', peer: peer.info() }, peer);
  }

  assertAdmitted(peer: RoomPeer): void {
    if (!peer.admitted) throw new RtcError('not_admitted', 'wait for the therapist to let you in');
  }

  /** A new producer goes to every other admitted peer that can receive. */
  async shareProducer(from: RoomPeer, producer: types.Producer<ProducerData>): Promise<void> {
    await Promise.all(
      this.others(from)
        .filter((p) => p.admitted)
        .map((p) => this.consumeSafely(p, producer)),
    );
  }

  /** A peer became able to receive (capabilities known and a receiving transport): it gets everything produced. */
  async receiveExisting(peer: RoomPeer): Promise<void> {
    if (!peer.admitted) return;
    const producers = this.others(peer).flatMap((p) => (p.admitted ? [...p.media.producers.values()] : []));
    for (const producer of producers) await this.consumeSafely(peer, producer);
  }

  private async consumeSafely(peer: RoomPeer, producer: types.Producer<ProducerData>): Promise<void> {
    try {
      await peer.media.consume(producer);
    } catch (err) {
      if (this.closedFlag) return;
      this.deps.log.warn(
        { sessionId: this.sessionId, error: (err as Error).message },
        'could not create a consumer',
      );
    }
  }

  async setProducerPaused(peer: RoomPeer, producerId: string, paused: boolean): Promise<void> {
    const producer = peer.media.producer(producerId);
    if (paused) await producer.pause();
    else await producer.resume();
    this.broadcast(
      { type: 'producerState', userId: peer.userId, source: producer.appData.source, paused },
      peer,
    );
  }

  /** The peer left or its connection dropped. Returns true when the room is now empty. */
  async remove(peer: RoomPeer): Promise<boolean> {
    if (this.peers.get(peer.userId) !== peer) return this.peers.size === 0;
    this.peers.delete(peer.userId);
    peer.media.close();
    if (!this.closedFlag) this.broadcast({ type: 'peerLeft', userId: peer.userId });
    if (peer.recordedJoin) {
      await this.record('participantLeft', () =>
        this.deps.ledger.participantLeft(this.sessionId, peer.userId, peer.role, this.deps.clock()),
      );
    }
    return this.peers.size === 0;
  }

  async end(endedBy: 'therapist' | 'time', by?: RoomPeer): Promise<void> {
    if (by && by.role !== 'therapist') throw new RtcError('forbidden', 'only the therapist ends the session');
    if (this.closedFlag) return;
    await this.record('ended', () => this.deps.ledger.ended(this.sessionId, endedBy, this.deps.clock()));
    this.broadcast({ type: 'sessionEnded', endedBy });
    await this.close('session ended');
  }

  /** The room goes away but the session does not: everyone joins again (on another worker or pod). */
  async closeForRejoin(reason: 'worker_died' | 'draining'): Promise<void> {
    if (this.closedFlag) return;
    this.broadcast({ type: 'rejoin', reason });
    await this.close(reason);
  }

  private async close(reason: string): Promise<void> {
    this.closedFlag = true;
    const peers = [...this.peers.values()];
    this.peers.clear();
    for (const p of peers) {
      p.media.close();
      p.link.disconnect(reason);
    }
    await Promise.all(
      peers
        .filter((p) => p.recordedJoin)
        .map((p) =>
          this.record('participantLeft', () =>
            this.deps.ledger.participantLeft(this.sessionId, p.userId, p.role, this.deps.clock()),
          ),
        ),
    );
    if (!this.router.closed) this.router.close();
  }

  /** Closes an empty room (nobody left in it). */
  async closeEmpty(): Promise<void> {
    if (!this.closedFlag) await this.close('empty');
  }
}
