// The one module that talks to the sessions service over gRPC: one function per RPC, each thin. Everything else in
// the BFF sees the JSON view types of ../views/sessions. Every call runs as the signed-in person (their actor
// token): sessions decides who is in a session (from booking's events), never the BFF.
import {
  ParticipantRole,
  type SessionNote as SessionNotePb,
  type Session as SessionPb,
  SessionStatus as SessionStatusPb,
  SessionsServiceClient,
} from '@oslonac/proto/oslonac/sessions/v1/sessions';
import { bffConfig } from '../config';
import type { JoinToken, SessionNoteView, SessionRole, SessionStatus, SessionView } from '../views/sessions';
import { unary } from './call';
import { channel } from './channel';

const ROLE = new Map<ParticipantRole, SessionRole>([
  [ParticipantRole.PARTICIPANT_ROLE_CLIENT, 'client'],
  [ParticipantRole.PARTICIPANT_ROLE_PARTNER, 'partner'],
  [ParticipantRole.PARTICIPANT_ROLE_THERAPIST, 'therapist'],
]);

const STATUS = new Map<SessionStatusPb, SessionStatus>([
  [SessionStatusPb.SESSION_STATUS_SCHEDULED, 'scheduled'],
  [SessionStatusPb.SESSION_STATUS_OPEN, 'open'],
  [SessionStatusPb.SESSION_STATUS_ENDED, 'ended'],
  [SessionStatusPb.SESSION_STATUS_CANCELLED, 'cancelled'],
]);

const iso = (d: Date | undefined): string | null => (d ? d.toISOString() : null);

export function sessionView(s: SessionPb): SessionView {
  return {
    id: s.id,
    relationshipId: s.relationshipId,
    therapistUserId: s.therapistUserId,
    clientUserId: s.clientUserId,
    partnerUserId: s.partnerUserId,
    startsAt: iso(s.startsAt) ?? '',
    endsAt: iso(s.endsAt) ?? '',
    opensAt: iso(s.opensAt) ?? '',
    closesAt: iso(s.closesAt) ?? '',
    status: STATUS.get(s.status) ?? 'scheduled',
    // An unknown role (a newer service) reads as a client: never as the therapist, who alone sees the notes.
    myRole: ROLE.get(s.myRole) ?? 'client',
    clientJoined: s.clientJoined,
    endedAt: iso(s.endedAt),
  };
}

export function noteView(n: SessionNotePb | undefined): SessionNoteView {
  return { text: n?.text ?? '', version: n?.version ?? 0, updatedAt: iso(n?.updatedAt) };
}

const upstream = channel('sessions', () => bffConfig().sessionsGrpcAddr, SessionsServiceClient);

/** Closes the channel (tests; a later call opens a new one). */
export const closeSessionsClient = upstream.close;

const client = upstream.client;

export const sessions = {
  /** NotFound for anyone who is not in the session (its existence is not revealed). */
  async getSession(actorToken: string, sessionId: string): Promise<SessionView> {
    const c = client();
    const res = await unary(c, c.getSession, { sessionId }, { actorToken });
    if (!res.session) throw new Error('sessions answered GetSession without a session');
    return sessionView(res.session);
  },

  /** Conflict (FAILED_PRECONDITION, sessions.not_open_yet/closed/ended/cancelled) outside the room's window. */
  async issueJoinToken(actorToken: string, sessionId: string): Promise<JoinToken> {
    const c = client();
    const res = await unary(c, c.issueJoinToken, { sessionId }, { actorToken });
    if (!res.session || !res.expiresAt) throw new Error('sessions answered IssueJoinToken without a session');
    return { token: res.token, expiresAt: res.expiresAt.toISOString(), session: sessionView(res.session) };
  },

  /** The therapist's own note; NotFound for everyone else. */
  async getNote(actorToken: string, sessionId: string): Promise<SessionNoteView> {
    const c = client();
    return noteView((await unary(c, c.getNote, { sessionId }, { actorToken })).note);
  },

  /** Conflict (ABORTED, sessions.note_conflict) when `expectedVersion` is no longer the latest. */
  async saveNote(
    actorToken: string,
    input: { sessionId: string; text: string; expectedVersion: number },
  ): Promise<SessionNoteView> {
    const c = client();
    // A retried save that had landed would come back as a conflict: the version check makes retrying useless.
    const res = await unary(c, c.saveNote, input, { actorToken, retries: 0 });
    return noteView(res.note);
  },

  /** grpc.health.v1 status of sessions as a string ('SERVING', 'NOT_SERVING', 'UNREACHABLE', …). */
  health: upstream.health,
};

/** The person's sessions (and, for a therapist, their decrypted notes) as sessions.json in their export. */
export async function exportSessionsData(actorToken: string): Promise<string> {
  const c = client();
  return (await unary(c, c.exportMyData, {}, { actorToken })).json;
}
