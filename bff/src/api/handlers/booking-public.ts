// Booking's public reads: a therapist's options and free times, and the free-slot board. Route handlers and
// the server-rendered pages share these, so a filter means the same thing in /api/v1 and on /slobodni-termini.
import type { z } from 'zod';
import { booking } from '../../server/gateways/booking';
import type { BoardWindow, BookingTherapist, FreeSlotsPage } from '../../server/views/booking';
import type { FreeSlotsQuery } from '../booking-schemas';
import { rangeOf } from '../booking-schemas';
import { type EndpointContext, json } from '../route';

/** Therapists per board page, and free times shown per therapist. */
export const BOARD_PAGE_SIZE = 20;
export const BOARD_SLOTS_PER_THERAPIST = 6;

/** What the public may see of a therapist: no account id. */
export function publicTherapist(t: BookingTherapist) {
  return {
    profileId: t.profileId,
    slug: t.slug,
    displayName: t.displayName,
    title: t.title,
    timeZone: t.timeZone,
    sessionTypes: t.sessionTypes,
    specialties: t.specialties,
    languages: t.languages,
  };
}
export type PublicBookingTherapist = ReturnType<typeof publicTherapist>;

export type BoardFilters = z.output<typeof FreeSlotsQuery>;

export interface BoardInput {
  windowHours: BoardWindow;
  specialty: string;
  language: string;
  /** Whole dinars; 0 = any. */
  maxPriceRsd: number;
  pageToken: string;
}

/** Query parameters (already validated) → the board request. '' means "not set". */
export function boardInputOf(f: BoardFilters): BoardInput {
  return {
    windowHours: f.window === '48' ? 48 : 168,
    specialty: f.specialty ?? '',
    language: f.language ?? '',
    maxPriceRsd: f.maxPrice ? Number(f.maxPrice) : 0,
    pageToken: f.pageToken ?? '',
  };
}

export async function loadBoard(input: BoardInput): Promise<FreeSlotsPage> {
  return booking.listFreeSlots({
    windowHours: input.windowHours,
    specialty: input.specialty,
    language: input.language,
    maxPriceRsdMinor: input.maxPriceRsd * 100,
    pageSize: BOARD_PAGE_SIZE,
    pageToken: input.pageToken,
    slotsPerTherapist: BOARD_SLOTS_PER_THERAPIST,
  });
}

// --- route handlers -----------------------------------------------------------------------------------

export async function getBookingOptions(ctx: EndpointContext<'bookingOptions'>): Promise<Response> {
  const options = await booking.getBookingOptions(ctx.params.slug);
  return json({ ...options, therapist: publicTherapist(options.therapist) });
}

export async function listTherapistSlots(ctx: EndpointContext<'therapistSlots'>): Promise<Response> {
  const { from, to } = rangeOf(ctx.query);
  const list = await booking.listSlots({
    therapistSlug: ctx.params.slug,
    kind: ctx.query.kind ?? 'individual',
    from,
    to,
  });
  return json(list);
}

export async function listFreeSlots(ctx: EndpointContext<'freeSlots'>): Promise<Response> {
  const page = await loadBoard(boardInputOf(ctx.query));
  return json({
    entries: page.entries.map((e) => ({ therapist: publicTherapist(e.therapist), slots: e.slots })),
    nextPageToken: page.nextPageToken,
  });
}
