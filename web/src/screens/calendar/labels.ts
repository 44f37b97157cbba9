import type { BookingKind, BookingStatus } from '../booking/types';
import type { calendarMessages } from './messages';

type Key = keyof typeof calendarMessages.latin;

export const KIND_LABEL: Record<BookingKind, Key> = {
  individual: 'kindIndividual',
  couples: 'kindCouples',
  first_consultation: 'kindFirst',
};

/** Status in words for the therapist's week (a missed session is the client's). */
export const THERAPIST_STATUS: Record<BookingStatus, Key> = {
  held: 'statusHeld',
  offered: 'statusOffered',
  awaiting_payment: 'statusAwaitingPayment',
  confirmed: 'statusConfirmed',
  completed: 'statusCompleted',
  no_show: 'statusNoShow',
  cancelled: 'statusCancelled',
  expired: 'statusExpired',
};

/** Status in words for the client ("Propušten" rather than "the client did not come"). */
export const CLIENT_STATUS: Record<BookingStatus, Key> = {
  ...THERAPIST_STATUS,
  no_show: 'statusNoShowClient',
};
