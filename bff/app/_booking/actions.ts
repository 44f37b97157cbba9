'use server';

// Form actions of the booking pages: the same calls as the /api/v1 booking routes, for plain HTML forms (they
// work without JavaScript). Each ends in a redirect to the page that shows the result or the problem.
import { HOME_TIME_ZONE, isTimeZone, localDate } from '@oslonac/lang';
import type { BookingKind } from '@oslonac/web/screens/booking/types';
import { bookHref, bookPath } from '@oslonac/web/screens/booking/urls';
import { redirect } from 'next/navigation';
import { HoldBody, WaitlistBody } from '@/src/api/booking-schemas';
import { isUuid } from '@/src/api/ids';
import * as bookings from '@/src/api/use-cases/bookings';
import { getSession } from '@/src/server/session';
import { loginPath, safeNextPath } from '@/src/shared/next-path';
import { failureCode, withParams } from './outcome';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

function zoneOf(form: FormData): string {
  const z = text(form, 'zona');
  return isTimeZone(z) ? z : HOME_TIME_ZONE;
}

async function actorOr(back: string): Promise<bookings.Viewer> {
  const session = await getSession();
  if (!session) redirect(loginPath(back));
  return session;
}

/** The slug, booking id and zone every step after the hold carries; anything odd goes back to the start. */
function bookingForm(form: FormData): { slug: string; id: string; zona: string } {
  const slug = text(form, 'therapistSlug');
  const id = text(form, 'bookingId');
  if (!SLUG.test(slug) || slug.length > 120) redirect('/slobodni-termini');
  if (!isUuid(id)) redirect(bookHref(slug, { greska: 'request.invalid' }));
  return { slug, id, zona: zoneOf(form) };
}

/** "Rezerviši termin": hold the chosen time for the signed-in client. */
export async function holdAction(form: FormData): Promise<void> {
  const zona = zoneOf(form);
  const parsed = HoldBody.safeParse({
    therapistSlug: text(form, 'therapistSlug'),
    kind: text(form, 'kind'),
    startsAt: text(form, 'startsAt'),
  });
  if (!parsed.success) {
    const slug = text(form, 'therapistSlug');
    redirect(SLUG.test(slug) ? bookHref(slug, { zona, greska: 'request.invalid' }) : '/slobodni-termini');
  }
  const { therapistSlug: slug, kind, startsAt } = parsed.data;
  const here = bookHref(slug, { vrsta: kind, termin: startsAt, zona });
  const me = await actorOr(here);
  let target: string;
  try {
    const held = await bookings.holdSlot(me, parsed.data);
    target = bookHref(slug, { rezervacija: held.id, zona });
  } catch (err) {
    const code = failureCode(err, 'booking.page.hold');
    // A time someone else took, or that is no longer free: back to that day's times to choose another.
    target =
      code === 'booking.slot_taken' || code === 'booking.slot_unavailable'
        ? bookHref(slug, { vrsta: kind, dan: localDate(startsAt, zona), zona, greska: code })
        : bookHref(slug, { vrsta: kind, termin: startsAt, zona, greska: code });
  }
  redirect(target);
}

async function step(
  form: FormData,
  call: (viewer: bookings.Viewer, id: string) => Promise<unknown>,
  where: string,
): Promise<void> {
  const { slug, id, zona } = bookingForm(form);
  const here = bookHref(slug, { rezervacija: id, zona });
  const me = await actorOr(here);
  let target = here;
  try {
    await call(me, id);
  } catch (err) {
    target = bookHref(slug, { rezervacija: id, zona, greska: failureCode(err, where) });
  }
  redirect(target);
}

/** "Pošalji rezervaciju": the held time goes on to payment. */
export async function submitAction(form: FormData): Promise<void> {
  await step(form, bookings.submitBooking, 'booking.page.submit');
}

/** "Prihvatam termin": take the time offered from the waitlist. */
export async function acceptOfferAction(form: FormData): Promise<void> {
  await step(form, bookings.acceptOffer, 'booking.page.accept');
}

/** "Odustani i oslobodi termin": cancel the hold at once, so others can have the time. */
export async function releaseAction(form: FormData): Promise<void> {
  const { slug, id, zona } = bookingForm(form);
  const kind = text(form, 'kind');
  const here = bookHref(slug, { rezervacija: id, zona });
  const me = await actorOr(here);
  let target: string;
  try {
    const released = await bookings.cancelBooking(me, id);
    target = bookHref(slug, { vrsta: released.kind, zona, oslobodjeno: '1' });
  } catch (err) {
    target = bookHref(slug, {
      rezervacija: id,
      zona,
      greska: failureCode(err, 'booking.page.release'),
      ...(kind ? { vrsta: kind as BookingKind } : {}),
    });
  }
  redirect(target);
}

/** "Javi mi kad se oslobodi termin": join a therapist's waitlist and return to the page it was pressed on. */
export async function joinWaitlistAction(form: FormData): Promise<void> {
  const parsed = WaitlistBody.safeParse({
    therapistSlug: text(form, 'therapistSlug'),
    kind: text(form, 'kind'),
  });
  const fallback = parsed.success ? bookPath(parsed.data.therapistSlug) : '/slobodni-termini';
  const back = safeNextPath(text(form, 'back'), fallback);
  if (!parsed.success) redirect(withParams(back, { greska: 'request.invalid' }));
  const me = await actorOr(back);
  let target: string;
  try {
    await bookings.joinWaitlist(me, parsed.data);
    target = withParams(back, { lista: parsed.data.therapistSlug });
  } catch (err) {
    target = withParams(back, { greska: failureCode(err, 'booking.page.waitlist') });
  }
  redirect(target);
}
