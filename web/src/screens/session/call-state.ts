import type { MediaSource, PeerInfo, Role } from '@oslonac/rtc';
import type { QualityLevel, QualitySample } from './quality';

export type CallPhase = 'idle' | 'connecting' | 'waiting' | 'live' | 'reconnecting' | 'ended' | 'failed';

/** Why a call could not go on; the screen has its own words for each. */
export type CallFailure = 'not_open' | 'closed' | 'cancelled' | 'forbidden' | 'connection';

export interface RemoteTrack {
  consumerId: string;
  userId: string;
  source: MediaSource;
  kind: 'audio' | 'video';
  track: MediaStreamTrack;
}

export interface CallState {
  phase: CallPhase;
  role: Role | null;
  /** Others who are in the room (admitted), in the order they came. */
  peers: PeerInfo[];
  /** Therapist only: who waits to be let in. */
  waiting: PeerInfo[];
  remote: RemoteTrack[];
  /** What remote participants have switched off, keyed `${userId}:${source}`. */
  remotePaused: Record<string, boolean>;
  mic: boolean;
  camera: boolean;
  screen: boolean;
  quality: { level: QualityLevel | null; sample: QualitySample } | null;
  /** 'auto': the page switched video off because the network stayed poor; 'manual': the person chose it. */
  audioOnly: 'off' | 'auto' | 'manual';
  endedBy: 'therapist' | 'time' | 'self' | null;
  failure: CallFailure | null;
  reconnectAttempt: number;
  closesAt: string | null;
}

export const initialCallState: CallState = {
  phase: 'idle',
  role: null,
  peers: [],
  waiting: [],
  remote: [],
  remotePaused: {},
  mic: true,
  camera: true,
  screen: false,
  quality: null,
  audioOnly: 'off',
  endedBy: null,
  failure: null,
  reconnectAttempt: 0,
  closesAt: null,
};

export const pausedKey = (userId: string, source: MediaSource) => `${userId}:${source}`;

/** The room's people after a join: the admitted ones are in, the rest wait (only the therapist is told of them). */
export function peersFromJoin(peers: readonly PeerInfo[]): Pick<CallState, 'peers' | 'waiting'> {
  return { peers: peers.filter((p) => p.admitted), waiting: peers.filter((p) => !p.admitted) };
}

const without = (list: readonly PeerInfo[], userId: string) => list.filter((p) => p.userId !== userId);

export type PeerEvent =
  | { type: 'peerWaiting'; peer: PeerInfo }
  | { type: 'peerJoined'; peer: PeerInfo }
  | { type: 'peerLeft'; userId: string }
  | { type: 'producerState'; userId: string; source: MediaSource; paused: boolean };

/** Room notifications about people, applied to the state; media objects are handled by the controller. */
export function applyPeerEvent(state: CallState, ev: PeerEvent): CallState {
  switch (ev.type) {
    case 'peerWaiting':
      return { ...state, waiting: [...without(state.waiting, ev.peer.userId), ev.peer] };
    case 'peerJoined':
      return {
        ...state,
        waiting: without(state.waiting, ev.peer.userId),
        peers: [...without(state.peers, ev.peer.userId), { ...ev.peer, admitted: true }],
      };
    case 'peerLeft': {
      const remotePaused = Object.fromEntries(
        Object.entries(state.remotePaused).filter(([key]) => !key.startsWith(`${ev.userId}:`)),
      );
      return {
        ...state,
        peers: without(state.peers, ev.userId),
        waiting: without(state.waiting, ev.userId),
        remote: state.remote.filter((r) => r.userId !== ev.userId),
        remotePaused,
      };
    }
    case 'producerState':
      return {
        ...state,
        remotePaused: { ...state.remotePaused, [pausedKey(ev.userId, ev.source)]: ev.paused },
      };
  }
}
