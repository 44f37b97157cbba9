import type { Role } from '@oslonac/rtc';

// Who is in a session comes from booking's facts only: its client and therapist, and the partner of a couples
// relationship. Nobody else, staff included, sees or enters it.

export type SessionStatus = 'scheduled' | 'open' | 'ended' | 'cancelled';

export interface Members {
  therapistUserId: string;
  clientUserId: string;
  /** Empty when the relationship has no partner. */
  partnerUserId: string;
}

export function roleIn(m: Members, userId: string): Role | null {
  if (!userId) return null;
  if (userId === m.therapistUserId) return 'therapist';
  if (userId === m.clientUserId) return 'client';
  if (m.partnerUserId && userId === m.partnerUserId) return 'partner';
  return null;
}

/** Whether a participant's entry counts as the client side having come (booking's no-show rule). */
export const isClientSide = (role: Role): boolean => role === 'client' || role === 'partner';
