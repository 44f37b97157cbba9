// Booking's words are defined once in @oslonac/lang for the service, the BFF and the screens; this pins them to
// the contract, so a value added to an enum in proto/ cannot be missing from them (or the other way round).
import { describe, expect, it } from '@jest/globals';
import { BOOKING_STATUSES, INVITATION_STATUSES, LATE_CANCEL_RULES, SESSION_KINDS } from '@oslonac/lang';
import {
  BookingStatus,
  InvitationStatus,
  LateCancelRule,
  SessionKind,
} from '@oslonac/proto/oslonac/booking/v1/booking';

/** The enum's values in declaration order, lower case, without the prefix and the UNSPECIFIED zero value. */
function words(e: Record<string, string | number>, prefix: string): string[] {
  return Object.keys(e)
    .filter((k) => k.startsWith(prefix) && !k.endsWith('_UNSPECIFIED'))
    .map((k) => k.slice(prefix.length).toLowerCase());
}

describe('booking vocabulary and the contract', () => {
  it.each([
    ['SessionKind', SessionKind, 'SESSION_KIND_', SESSION_KINDS],
    ['BookingStatus', BookingStatus, 'BOOKING_STATUS_', BOOKING_STATUSES],
    ['LateCancelRule', LateCancelRule, 'LATE_CANCEL_RULE_', LATE_CANCEL_RULES],
    ['InvitationStatus', InvitationStatus, 'INVITATION_STATUS_', INVITATION_STATUSES],
  ] as const)('%s names the same values', (_name, e, prefix, vocabulary) => {
    expect(words(e as unknown as Record<string, string | number>, prefix)).toEqual([...vocabulary]);
  });
});
