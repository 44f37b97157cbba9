// Which sentence explains a failed card attempt: Stripe's decline and error codes (as billing passes them on in
// failure_code) grouped into what a person can do about them.
import type { bookingMessages } from './messages';

type BookingKey = keyof (typeof bookingMessages)['latin'];

const REASON: Record<string, BookingKey> = {
  card_declined: 'failCardDeclined',
  generic_decline: 'failCardDeclined',
  do_not_honor: 'failCardDeclined',
  lost_card: 'failCardDeclined',
  stolen_card: 'failCardDeclined',
  card_not_supported: 'failCardDeclined',
  insufficient_funds: 'failInsufficientFunds',
  payment_intent_authentication_failure: 'failAuthentication',
  authentication_required: 'failAuthentication',
  authentication_failed: 'failAuthentication',
  expired_card: 'failExpired',
};

/** The message key for a failure code; anything unknown gets the general sentence. */
export function failureReasonKey(code: string): BookingKey {
  return Object.hasOwn(REASON, code) ? REASON[code]! : 'failOther';
}
