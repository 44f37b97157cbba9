import { type JoinResult, roomWindow } from '@oslonac/rtc';
import type { types } from 'mediasoup';
import { verifyJoinToken } from '../domain/join-token';
import { checkAdmission } from './admission';
import { RtcError } from './errors';
import { KeyQueue } from './key-queue';
import { LOOPBACK_MAX_ROOMS, LoopbackRoom } from './loopback-room';
import type { PeerLink } from './peer-link';
import type { RoomFacts } from './ports';
import { Room, type RoomDeps, type RoomPeer } from './room';
import type { RtcStats } from './rtc-metrics';
import type { WorkerPool } from './worker-pool';

export interface Joined {
  room: Room;
  peer: RoomPeer;
  result: JoinResult;
  after: () => void;
}

/**
 * The rooms of this pod, by session id. Every change to one session's room (create, join, leave, end) runs in that
 * session's queue, so concurrent joins meet in one room and a leave that empties a room cannot race a join into it.
 */
export class RoomRegistry {
  private readonly rooms = new Map<string, Room>();
  private readonly loopbacks = new Set<LoopbackRoom>();
  /** Who the therapist admitted, per session, until the session ends or its window closes. */
  private readonly admitted = new Map<string, { users: Set<string>; until: number }>();
  private readonly queue = new KeyQueue();
  private pendingLoopbacks = 0;
  draining = false;

  constructor(
    private readonly pool: WorkerPool,
    private readonly deps: RoomDeps & { secret: string },
  ) {}

  async join(token: string, link: PeerLink): Promise<Joined> {
    if (this.draining) throw new RtcError('draining', 'this server is shutting down; join again');
    const check = verifyJoinToken(token, this.deps.secret, this.deps.clock());
    if (!check.ok) throw new RtcError('unauthorized', `join token ${check.reason}`);
    const { claims } = check;
    return this.queue.run(claims.sessionId, async () => {
      if (this.draining) throw new RtcError('draining', 'this server is shutting down; join again');
      const facts = checkAdmission(claims, await this.deps.ledger.facts(claims.sessionId), this.deps.clock());
      let room = this.rooms.get(claims.sessionId);
      if (!room || room.closed) {
        const worker = this.pool.acquire();
        try {
          room = await Room.create(facts, worker, this.deps, this.admittedOf(facts));
        } catch (err) {
          this.pool.release(worker);
          throw err;
        }
        this.rooms.set(claims.sessionId, room);
      }
      const joined = await room.join(claims, link);
      return { room, ...joined };
    });
  }

  private admittedOf(facts: RoomFacts): Set<string> {
    const { sessionId } = facts;
    let entry = this.admitted.get(sessionId);
    if (!entry) {
      entry = { users: new Set(), until: roomWindow(facts.startsAt, facts.endsAt).closesAt.getTime() };
      this.admitted.set(sessionId, entry);
    }
    return entry.users;
  }

  leave(room: Room, peer: RoomPeer): Promise<void> {
    return this.queue.run(room.sessionId, async () => {
      const empty = await room.remove(peer);
      if (empty) await room.closeEmpty();
      this.settle(room);
    });
  }

  admit(room: Room, by: RoomPeer, userId: string): Promise<void> {
    return this.queue.run(room.sessionId, () => room.admit(by, userId));
  }

  get iceServers(): RoomDeps['iceServers'] {
    return this.deps.iceServers;
  }

  end(room: Room, by: RoomPeer | undefined, endedBy: 'therapist' | 'time'): Promise<void> {
    return this.queue.run(room.sessionId, async () => {
      await room.end(endedBy, by);
      this.admitted.delete(room.sessionId);
      this.settle(room);
    });
  }

  /** A closed room leaves the map and its worker's count, once. */
  private settle(room: Room): void {
    if (!room.closed || this.rooms.get(room.sessionId) !== room) return;
    this.rooms.delete(room.sessionId);
    this.pool.release(room.worker);
  }

  async startLoopback(link: PeerLink): Promise<LoopbackRoom> {
    if (this.draining) throw new RtcError('draining', 'this server is shutting down; try again');
    if (this.loopbacks.size + this.pendingLoopbacks >= LOOPBACK_MAX_ROOMS) {
      throw new RtcError('rate_limited', 'too many device tests at once; try again in a minute');
    }
    this.pendingLoopbacks++;
    const worker = this.pool.acquire();
    try {
      const room = await LoopbackRoom.create(worker, link, this.deps.listen, this.deps.clock().getTime());
      this.loopbacks.add(room);
      return room;
    } catch (err) {
      this.pool.release(worker);
      throw err;
    } finally {
      this.pendingLoopbacks--;
    }
  }

  endLoopback(room: LoopbackRoom, reason: string): void {
    if (!this.loopbacks.delete(room)) return;
    room.close(reason);
    this.pool.release(room.worker);
  }

  onWorkerDied(worker: types.Worker): void {
    for (const room of [...this.rooms.values()]) {
      if (room.worker !== worker) continue;
      void this.queue.run(room.sessionId, async () => {
        await room.closeForRejoin('worker_died');
        this.settle(room);
      });
    }
    for (const lb of [...this.loopbacks]) {
      if (lb.worker !== worker) continue;
      lb.link.send({ type: 'rejoin', reason: 'worker_died' });
      this.endLoopback(lb, 'worker_died');
    }
  }

  /** Called every second: rooms whose window closed end by time; device tests past their two minutes stop. */
  tick(): void {
    const now = this.deps.clock().getTime();
    for (const room of this.rooms.values()) {
      if (!room.closed && now >= room.closesAt.getTime()) void this.end(room, undefined, 'time');
    }
    for (const lb of [...this.loopbacks]) if (now >= lb.expiresAt) this.endLoopback(lb, 'time_limit');
    for (const [sessionId, entry] of this.admitted) if (now >= entry.until) this.admitted.delete(sessionId);
  }

  get empty(): boolean {
    return this.rooms.size === 0 && this.loopbacks.size === 0;
  }

  /** Everyone still here is told to join again (another pod takes them) and the rooms close. */
  async evacuate(): Promise<void> {
    await Promise.all(
      [...this.rooms.values()].map((room) =>
        this.queue.run(room.sessionId, async () => {
          await room.closeForRejoin('draining');
          this.settle(room);
        }),
      ),
    );
    for (const lb of [...this.loopbacks]) {
      lb.link.send({ type: 'rejoin', reason: 'draining' });
      this.endLoopback(lb, 'draining');
    }
  }

  stats(): Omit<RtcStats, 'workers'> {
    let peers = this.loopbacks.size;
    for (const room of this.rooms.values()) peers += room.peerCount;
    return { rooms: this.rooms.size, peers };
  }
}
