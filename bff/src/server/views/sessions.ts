// JSON shapes of a video session as the BFF serves them (instants as ISO strings, enums as words). The session
// screens declare what they read of these; the API's zod schemas (src/api/session-schemas.ts) are the contract.

export type SessionRole = 'client' | 'partner' | 'therapist';
export type SessionStatus = 'scheduled' | 'open' | 'ended' | 'cancelled';

export interface SessionView {
  /** The booking's id. */
  id: string;
  relationshipId: string;
  therapistUserId: string;
  clientUserId: string;
  /** '' unless a couples client's partner joined the relationship. */
  partnerUserId: string;
  startsAt: string;
  endsAt: string;
  /** The room admits from here (10 minutes before the start)… */
  opensAt: string;
  /** …until here (the end plus a grace period). */
  closesAt: string;
  status: SessionStatus;
  myRole: SessionRole;
  /** Once ended: whether the client (or partner) was ever admitted. */
  clientJoined: boolean;
  endedAt: string | null;
}

export interface SessionPerson {
  userId: string;
  role: SessionRole;
  displayName: string;
}

export interface JoinToken {
  /** Opaque, for this session and caller only, valid about two minutes: a page asks again to reconnect. */
  token: string;
  expiresAt: string;
  session: SessionView;
}

export interface SessionNoteView {
  text: string;
  /** 0 while nothing was written; a save names the version it edits. */
  version: number;
  updatedAt: string | null;
}

/** The note's bound, as sessions has it (proto comment). */
export const NOTE_TEXT_MAX = 20_000;
