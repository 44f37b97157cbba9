// The video sessions' use cases: the /api/v1 handlers and the session page both go through here. Sessions decides
// who is in a session (every call runs as the caller); the BFF adds the names booking knows, which sessions does not
// hold.
import type { z } from 'zod';
import type { ResolvedSession } from '../../server/actor';
import { booking } from '../../server/gateways/booking';
import { NotFound } from '../../server/gateways/errors';
import { sessions } from '../../server/gateways/sessions';
import { reportError } from '../../server/report';
import type { Relationship } from '../../server/views/booking';
import type { SessionNoteView, SessionPerson, SessionRole, SessionView } from '../../server/views/sessions';
import type { SaveNoteBody } from '../session-schemas';
import { memberNamesOf } from './inbox';

type Session = Pick<ResolvedSession, 'actorToken' | 'user'>;

/** The signalling WebSocket's path on the BFF's own origin (proxy.ts rewrites it to sessions). */
export const RTC_PATH = '/rtc';

export interface VideoSession {
  session: Pick<
    SessionView,
    'id' | 'startsAt' | 'endsAt' | 'opensAt' | 'closesAt' | 'status' | 'myRole' | 'clientJoined' | 'endedAt'
  >;
  /** Therapist, client, and the partner when there is one. */
  people: SessionPerson[];
}

/** Names are decoration: when booking cannot answer, the session still opens (the caller's own name only). */
async function relationshipOf(session: Session, relationshipId: string): Promise<Relationship | undefined> {
  try {
    return (await booking.listMyRelationships(session.actorToken)).find((r) => r.id === relationshipId);
  } catch (err) {
    reportError(err, { where: 'sessions.relationships' }, 'upstream');
    return undefined;
  }
}

/**
 * Who is in the session with the names booking shows them by; the caller's own account name stands in when
 * booking has none for them, anyone else's unknown name is ''.
 */
export function peopleOf(
  s: SessionView,
  relationship: Relationship | undefined,
  me: Session['user'],
): SessionPerson[] {
  const names = memberNamesOf(relationship);
  const entries: [string, SessionRole][] = [
    [s.therapistUserId, 'therapist'],
    [s.clientUserId, 'client'],
    [s.partnerUserId, 'partner'],
  ];
  return entries
    .filter(([userId]) => userId !== '')
    .map(([userId, role]) => ({
      userId,
      role,
      displayName: names[userId] ?? (userId === me.id ? me.displayName : ''),
    }));
}

export async function getVideoSession(session: Session, sessionId: string): Promise<VideoSession> {
  const s = await sessions.getSession(session.actorToken, sessionId);
  const relationship = await relationshipOf(session, s.relationshipId);
  const { id, startsAt, endsAt, opensAt, closesAt, status, myRole, clientJoined, endedAt } = s;
  return {
    session: { id, startsAt, endsAt, opensAt, closesAt, status, myRole, clientJoined, endedAt },
    people: peopleOf(s, relationship, session.user),
  };
}

/** For the session page: null for anyone not in the session (the page's 404). */
export async function videoSessionOrNull(session: Session, sessionId: string): Promise<VideoSession | null> {
  try {
    return await getVideoSession(session, sessionId);
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
}

/**
 * Whom the client would review after this session (the end screen's "Kako je prošla sesija?"): the booking's
 * therapist, for the booking's own client only (a partner or the therapist gets null). Null too when booking cannot
 * say just now: the prompt is left out, the page still works. The therapists service decides eligibility.
 */
export async function reviewTargetOrNull(
  session: Session,
  sessionId: string,
): Promise<{ profileId: string; therapistName: string } | null> {
  try {
    const b = await booking.getBooking(session.actorToken, sessionId);
    if (b.clientUserId !== session.user.id || !b.therapistProfileId) return null;
    return { profileId: b.therapistProfileId, therapistName: b.therapistName };
  } catch (err) {
    if (!(err instanceof NotFound)) reportError(err, { where: 'sessions.reviewTarget' }, 'upstream');
    return null;
  }
}

export async function joinVideoSession(
  session: Session,
  sessionId: string,
): Promise<{ token: string; expiresAt: string; rtcPath: typeof RTC_PATH }> {
  const { token, expiresAt } = await sessions.issueJoinToken(session.actorToken, sessionId);
  return { token, expiresAt, rtcPath: RTC_PATH };
}

export async function getSessionNote(session: Session, sessionId: string): Promise<SessionNoteView> {
  return sessions.getNote(session.actorToken, sessionId);
}

export async function saveSessionNote(
  session: Session,
  sessionId: string,
  input: z.output<typeof SaveNoteBody>,
): Promise<SessionNoteView> {
  return sessions.saveNote(session.actorToken, { sessionId, ...input });
}
