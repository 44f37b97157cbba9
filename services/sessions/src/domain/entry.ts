import { roomPhase } from '@oslonac/rtc';
import type { SessionStatus } from './membership';

// Whether a member may enter the room now: the booking's state first (a cancelled or ended session never opens
// again), then the room window (@oslonac/rtc: 10 minutes before the start until 15 minutes after the end).

export type EntryRefusal = 'not_open_yet' | 'closed' | 'ended' | 'cancelled';

export function entryRefusal(
  s: { status: SessionStatus; startsAt: Date; endsAt: Date },
  now: Date,
): EntryRefusal | null {
  if (s.status === 'cancelled') return 'cancelled';
  if (s.status === 'ended') return 'ended';
  const phase = roomPhase(s.startsAt, s.endsAt, now);
  if (phase === 'not_open') return 'not_open_yet';
  if (phase === 'closed') return 'closed';
  return null;
}
