// Which of a person's bookings has its video room open right now, for the "Uđi u sesiju" links on the dashboard and
// the calendar. The rule is @oslonac/rtc's (the one sessions enforces); the clock is the caller's, so pages and tests
// agree on "now".
import { roomPhase } from '@oslonac/rtc';
import type { Booking } from '../../server/views/booking';

export function isJoinable(b: Pick<Booking, 'status' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  return b.status === 'confirmed' && roomPhase(new Date(b.startsAt), new Date(b.endsAt), now) === 'open';
}

/** The ids of the confirmed bookings whose room admits people at `now`. */
export function joinableIds(bookings: readonly Booking[], now: Date): string[] {
  return bookings.filter((b) => isJoinable(b, now)).map((b) => b.id);
}
