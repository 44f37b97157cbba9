import type { ServerNotification } from '@oslonac/rtc';

/** What a room needs from a peer's connection: to tell it something, and to hang up on it. */
export interface PeerLink {
  send(message: ServerNotification): void;
  /** The room is gone for this connection (ended, replaced, worker died, draining): close the socket. */
  disconnect(reason: string): void;
}
