import type { Role } from '@oslonac/rtc';

/** GET /api/v1/sessions/{id} (the BFF's answer, built by the sessions API). */
export interface SessionInfo {
  id: string;
  startsAt: string;
  endsAt: string;
  opensAt: string;
  closesAt: string;
  status: string;
  myRole: Role;
  clientJoined: boolean;
  endedAt: string | null;
}

export interface SessionPerson {
  userId: string;
  role: Role;
  displayName: string;
}

export interface SessionView {
  session: SessionInfo;
  people: SessionPerson[];
}

/** POST /api/v1/sessions/{id}/join */
export interface JoinTicket {
  token: string;
  expiresAt: string;
  rtcPath: string;
}

/** GET/PUT /api/v1/sessions/{id}/note (therapist only). */
export interface SessionNote {
  text: string;
  version: number;
  updatedAt: string | null;
}

/** What the page shows before anyone connects, from the session's own times and status. */
export type SessionGate = 'not_open' | 'open' | 'closed' | 'ended' | 'cancelled';

export function sessionGate(s: SessionInfo, now: Date): SessionGate {
  const status = s.status.toLowerCase();
  if (status.includes('cancel')) return 'cancelled';
  if (s.endedAt || status.includes('ended') || status.includes('completed')) return 'ended';
  if (now.getTime() < Date.parse(s.opensAt)) return 'not_open';
  if (now.getTime() >= Date.parse(s.closesAt)) return 'closed';
  return 'open';
}
