// The booking state machine. Time conditions ("complete only after the session ended") live in the flows;
// this only says which transitions exist. The statuses themselves are shared with the BFF and the screens
// (@oslonac/lang).
import type { BookingStatus } from '@oslonac/lang';

export const BOOKING_ACTIONS = [
  'submit',
  'accept_offer',
  'confirm',
  'complete',
  'mark_no_show',
  'cancel',
  'expire',
  'reschedule',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

const TRANSITIONS: Record<BookingAction, Partial<Record<BookingStatus, BookingStatus>>> = {
  submit: { held: 'awaiting_payment' },
  accept_offer: { offered: 'awaiting_payment' },
  // Only a submitted booking is paid for: a hold the client never submitted cannot be confirmed, by anyone.
  confirm: { awaiting_payment: 'confirmed' },
  complete: { confirmed: 'completed' },
  mark_no_show: { confirmed: 'no_show' },
  cancel: { held: 'cancelled', offered: 'cancelled', awaiting_payment: 'cancelled', confirmed: 'cancelled' },
  expire: { held: 'expired', offered: 'expired', awaiting_payment: 'expired' },
  // A new time, same stage of the booking.
  reschedule: { held: 'held', awaiting_payment: 'awaiting_payment', confirmed: 'confirmed' },
};

/** The status after `action`, or null when the action is not allowed from `from`. */
export function nextStatus(from: BookingStatus, action: BookingAction): BookingStatus | null {
  // Own properties only, so that input such as 'constructor' cannot reach Object.prototype.
  const row = Object.hasOwn(TRANSITIONS, action) ? TRANSITIONS[action] : undefined;
  return row && Object.hasOwn(row, from) ? (row[from] ?? null) : null;
}

/** A session can be marked completed (or no-show) once it has ended. */
export function canComplete(endsAt: Date, now: Date): boolean {
  return now.getTime() >= endsAt.getTime();
}
