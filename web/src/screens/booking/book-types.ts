// What the booking page's steps are given: the therapist, a week of free times, and which step the address
// names. The screen and each step import these from here, so no step depends on the screen that holds it.
import type { Payment } from './payment-types';
import type { Booking, SessionOffer, Slot } from './types';

export interface BookTherapist {
  slug: string;
  displayName: string;
  title: string;
  timeZone: string;
  sessionTypes: SessionOffer[];
}

export interface WeekOfSlots {
  /** First local date shown (YYYY-MM-DD, visitor's zone). */
  first: string;
  /** Today in the visitor's zone: no going back before it. */
  today: string;
  days: { date: string; slots: Slot[] }[];
  selected: string | null;
}

export type BookStep =
  | { step: 'kind' }
  | { step: 'time'; offer: SessionOffer; week: WeekOfSlots }
  | { step: 'review'; offer: SessionOffer; slot: Slot }
  | {
      step: 'booking';
      booking: Booking;
      /** Its latest payment (awaiting payment only); null when none or billing could not answer. */
      payment?: Payment | null;
      /** Back from Stripe's page without paying. */
      returnedUnpaid?: boolean;
    };
