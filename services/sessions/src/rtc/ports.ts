/**
 * What the SFU (src/rtc) needs from the rest of the service, and nothing more: the session's facts to enforce its
 * window and roles, and the place to record what happened (which writes PostgreSQL and the outbox: the
 * `sessions.*` events). main.ts wires the store-backed implementation in; tests may pass their own.
 */
import type { Role } from '@oslonac/rtc';

export interface RoomFacts {
  sessionId: string;
  therapistUserId: string;
  clientUserId: string;
  /** Empty when the relationship has no partner. */
  partnerUserId: string;
  startsAt: Date;
  endsAt: Date;
  /** 'scheduled' | 'open' may enter; 'ended' and 'cancelled' never again. */
  status: 'scheduled' | 'open' | 'ended' | 'cancelled';
}

export interface SessionLedger {
  /** null when no confirmed booking has this id. */
  facts(sessionId: string): Promise<RoomFacts | null>;
  /** Idempotent: only the first opening of a session publishes sessions.room.opened.v1. */
  roomOpened(sessionId: string, at: Date): Promise<void>;
  /** A therapist entering, or a client/partner the therapist admitted. */
  participantJoined(sessionId: string, userId: string, role: Role, at: Date): Promise<void>;
  participantLeft(sessionId: string, userId: string, role: Role, at: Date): Promise<void>;
  /** Idempotent: the first call ends the session (sessions.session.ended.v1); later ones change nothing. */
  ended(sessionId: string, endedBy: 'therapist' | 'time', at: Date): Promise<void>;
}
