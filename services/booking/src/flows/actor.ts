import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import type { Party } from '../domain/policy';
import type { BookingRecord } from '../store/bookings';

export const isAdmin = (a: Actor) => a.roles.includes('admin') || a.roles.includes('superuser');

/**
 * Who the caller is to this booking. A couples partner reads the booking as a client but acts on it only through
 * the client who booked. Anyone else gets "not found", so ids cannot be probed.
 */
export function partyOf(
  a: Actor,
  b: BookingRecord,
  partnerOf: ReadonlySet<string> = new Set(),
): { party: Party; owner: boolean } {
  if (a.userId === b.clientUserId) return { party: 'client', owner: true };
  if (a.userId === b.therapistUserId) return { party: 'therapist', owner: true };
  if (isAdmin(a)) return { party: 'admin', owner: false };
  if (b.relationshipId && partnerOf.has(b.relationshipId)) return { party: 'client', owner: false };
  throw errors.notFound('booking');
}
