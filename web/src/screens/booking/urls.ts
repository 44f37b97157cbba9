// The booking page keeps its whole state in the address, so every step works as a plain link or form and
// survives a sign-in round trip. Parameter names are Serbian, like the rest of the site's addresses.
import { HOME_TIME_ZONE } from '@oslonac/lang';
import type { BookingKind } from './types';

export interface BookParams {
  /** Session kind. */
  vrsta?: BookingKind;
  /** First local date of the 7 days shown (YYYY-MM-DD). */
  od?: string;
  /** The chosen local date. */
  dan?: string;
  /** The chosen start (ISO instant). */
  termin?: string;
  /** The visitor's IANA zone (absent: Europe/Belgrade). */
  zona?: string;
  /** The booking made from this page. */
  rezervacija?: string;
  /** Stable code of what went wrong last. */
  greska?: string;
  /** Back from signing in: reserve the chosen time right away (with JavaScript). */
  rezervisi?: '1';
  /** Just joined this therapist's waitlist (their slug). */
  lista?: string;
  /** Just released a held time. */
  oslobodjeno?: '1';
}

const ORDER: (keyof BookParams)[] = [
  'vrsta',
  'od',
  'dan',
  'termin',
  'rezervacija',
  'zona',
  'greska',
  'rezervisi',
  'lista',
  'oslobodjeno',
];

export function bookPath(slug: string): string {
  return `/terapeuti/${slug}/book`;
}

export function bookHref(slug: string, params: BookParams): string {
  const q = new URLSearchParams();
  for (const key of ORDER) {
    const value = params[key];
    if (!value || (key === 'zona' && value === HOME_TIME_ZONE)) continue;
    q.set(key, value);
  }
  const query = q.toString();
  return query ? `${bookPath(slug)}?${query}` : bookPath(slug);
}

/** The video session page of a confirmed booking (the session's id is the booking's). */
export function sessionPath(bookingId: string): string {
  return `/app/session/${encodeURIComponent(bookingId)}`;
}
