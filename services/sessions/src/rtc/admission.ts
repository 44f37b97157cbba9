import { roomPhase } from '@oslonac/rtc';
import type { JoinClaims } from '../domain/join-token';
import { RtcError } from './errors';
import type { RoomFacts } from './ports';

/** Whether the holder of a valid token may enter this session's room now. Pure: the facts and the time are given. */
export function checkAdmission(claims: JoinClaims, facts: RoomFacts | null, now: Date): RoomFacts {
  if (!facts) throw new RtcError('not_found', 'no such session');
  const expected =
    claims.role === 'therapist'
      ? facts.therapistUserId
      : claims.role === 'client'
        ? facts.clientUserId
        : facts.partnerUserId;
  if (!expected || expected !== claims.userId)
    throw new RtcError('unauthorized', 'the token does not fit this session');
  if (facts.status !== 'scheduled' && facts.status !== 'open')
    throw new RtcError('closed', `the session is ${facts.status}`);
  const phase = roomPhase(facts.startsAt, facts.endsAt, now);
  if (phase === 'not_open') throw new RtcError('not_open', 'the room is not open yet');
  if (phase === 'closed') throw new RtcError('closed', 'the room has closed');
  return facts;
}
