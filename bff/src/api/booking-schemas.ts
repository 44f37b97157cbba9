// Request and response schemas of booking's /api/v1 routes (see schemas.ts for the rest). Closed sets and
// bounded numbers: anything else is a 400 with a Serbian message here, never a question to the service.
import { z } from 'zod';
import {
  BOARD_WINDOWS,
  BOOKING_KINDS,
  BOOKING_SCOPES,
  BOOKING_STATUSES,
  INVITATION_STATUSES,
  LATE_CANCEL_RULES,
  PARTIES,
} from '../server/views/booking';
import { LANGUAGE_CODES } from '../server/views/therapists';
import { secretToken, timeZone } from './fields';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest span the service lists at once (slots, a therapist's calendar). */
export const MAX_RANGE_DAYS = 31;
/** What a list of slots covers when the caller does not say. */
export const DEFAULT_RANGE_DAYS = 14;

const uuid = z.uuid();
const therapistSlug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const taxonomySlug = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const kind = z.enum(BOOKING_KINDS);
const instant = z.iso
  .datetime({ offset: true })
  .refine((v) => Number.isFinite(Date.parse(v)))
  .meta({ description: 'ISO 8601 instant, e.g. 2026-03-29T10:00:00Z' });
const pageToken = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9_=.:-]*$/)
  .meta({ description: 'nextPageToken of the previous page' });

/** from/to as the service gets them: from defaults to now, to to 14 days later. */
export function rangeOf(
  q: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): { from: Date; to: Date } {
  const from = q.from ? new Date(q.from) : now;
  const to = q.to ? new Date(q.to) : new Date(from.getTime() + DEFAULT_RANGE_DAYS * DAY_MS);
  return { from, to };
}

const rangeQuery = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject({ ...shape, from: instant.optional(), to: instant.optional() }).superRefine((q, ctx) => {
    const { from, to } = rangeOf(q as { from?: string; to?: string });
    if (to.getTime() <= from.getTime() || to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'range' });
    }
  });

// --- requests -----------------------------------------------------------------------------------------

export const SlotsQuery = rangeQuery({ kind: kind.optional() });
export const CalendarQuery = rangeQuery({});

export const FreeSlotsQuery = z.strictObject({
  window: z
    .enum(BOARD_WINDOWS.map(String) as ['48', '168'])
    .optional()
    .meta({ description: 'Hours ahead: 48 or 168 (default 168)' }),
  specialty: taxonomySlug.or(z.literal('')).optional(),
  language: z.enum(LANGUAGE_CODES).or(z.literal('')).optional(),
  maxPrice: z
    .string()
    .regex(/^[0-9]{0,7}$/)
    .optional()
    .meta({ description: 'Highest individual-session price in whole dinars; empty or 0 = any' }),
  pageToken: pageToken.optional(),
});

export const HoldBody = z.strictObject({ therapistSlug, kind, startsAt: instant });
export const BookingsQuery = z.strictObject({
  scope: z.enum(BOOKING_SCOPES).optional().meta({ description: 'Default: upcoming' }),
  pageToken: pageToken.optional(),
});
export const BookingIdParams = z.strictObject({ id: uuid });
export const CancelBody = z.strictObject({ reason: z.string().trim().max(1000).optional() });
export const RescheduleBody = z.strictObject({ startsAt: instant });
export const CompleteBody = z.strictObject({ noShow: z.boolean() });

export const AdminBookingsQuery = z.strictObject({
  status: z.enum(BOOKING_STATUSES).optional().meta({ description: 'Default: awaiting_payment' }),
  pageToken: pageToken.optional(),
});

const minute = z.int().min(0).max(1440);
const minuteRange = z.strictObject({ startMinute: minute, endMinute: minute });
const weeklyRange = z.strictObject({
  weekday: z.int().min(1).max(7),
  startMinute: minute,
  endMinute: minute,
});

export const AvailabilityBody = z.strictObject({
  timeZone,
  weekly: z.array(weeklyRange).max(70),
  breaks: z.array(weeklyRange).max(70),
  overrides: z.array(z.strictObject({ date: z.iso.date(), ranges: z.array(minuteRange).max(12) })).max(400),
  bufferBeforeMinutes: z.int().min(0).max(240),
  bufferAfterMinutes: z.int().min(0).max(240),
  minimumNoticeMinutes: z
    .int()
    .min(0)
    .max(14 * 24 * 60),
  horizonDays: z.int().min(1).max(365),
  slotStepMinutes: z.int().min(5).max(240),
  policy: z.strictObject({
    cancelWindowHours: z.int().min(0).max(336),
    rescheduleWindowHours: z.int().min(0).max(336),
    lateCancel: z.enum(LATE_CANCEL_RULES),
  }),
});

export const WaitlistBody = z.strictObject({ therapistSlug, kind });
export const WaitlistIdParams = z.strictObject({ id: uuid });
export const RelationshipIdParams = z.strictObject({ id: uuid });
export const PartnerInvitationParams = z.strictObject({ relationshipId: uuid });
export const PartnerInvitationBody = z.strictObject({ token: secretToken });
export const AcceptInvitationBody = z.strictObject({ token: secretToken });

// --- responses ----------------------------------------------------------------------------------------

const money = z.object({ amountMinor: z.int(), currency: z.enum(['RSD', 'EUR']) });
const policy = z
  .object({
    cancelWindowHours: z.int(),
    rescheduleWindowHours: z.int(),
    lateCancel: z.enum(LATE_CANCEL_RULES),
  })
  .meta({ id: 'BookingPolicy' });
const offer = z
  .object({
    kind,
    durationMinutes: z.int(),
    priceRsd: money.nullable(),
    priceEur: money.nullable(),
  })
  .meta({ id: 'SessionOffer' });
const publicTherapist = z
  .object({
    profileId: z.string(),
    slug: z.string(),
    displayName: z.string(),
    title: z.string(),
    timeZone: z.string(),
    sessionTypes: z.array(offer),
    specialties: z.array(z.string()),
    languages: z.array(z.string()),
  })
  .meta({ id: 'BookableTherapist' });
const slot = z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() }).meta({ id: 'Slot' });
const party = z.enum(PARTIES).nullable();

export const BookingSchema = z
  .object({
    id: z.string(),
    therapistProfileId: z.string(),
    therapistUserId: z.string(),
    therapistSlug: z.string(),
    therapistName: z.string(),
    clientUserId: z.string(),
    clientName: z.string(),
    kind,
    status: z.enum(BOOKING_STATUSES),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable(),
    timeZone: z.string().meta({ description: "The therapist's IANA zone" }),
    price: money.nullable(),
    relationshipId: z.string(),
    history: z.array(
      z.object({
        at: z.iso.datetime().nullable(),
        by: party,
        action: z.string(),
        fromStartsAt: z.iso.datetime().nullable(),
        toStartsAt: z.iso.datetime().nullable(),
        reason: z.string(),
      }),
    ),
    cancelledBy: party,
    refundPercent: z.int(),
    canCancel: z.boolean(),
    canReschedule: z.boolean(),
    cancelRefundPercent: z.int(),
    policy: policy.nullable(),
    createdAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Booking' });

const invitation = z
  .object({
    status: z.enum(INVITATION_STATUSES),
    expiresAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PartnerInvitation' });
const relationship = z
  .object({
    id: z.string(),
    therapistProfileId: z.string(),
    therapistUserId: z.string(),
    therapistName: z.string(),
    therapistSlug: z.string(),
    clientUserId: z.string(),
    clientName: z.string(),
    partnerUserId: z.string(),
    partnerName: z.string(),
    createdAt: z.iso.datetime().nullable(),
    endedAt: z.iso.datetime().nullable(),
    invitation: invitation.nullable(),
  })
  .meta({ id: 'TherapyRelationship' });
const waitlistEntry = z
  .object({
    id: z.string(),
    therapist: publicTherapist.nullable(),
    kind,
    createdAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WaitlistEntry' });
const availability = z
  .object({
    timeZone: z.string(),
    weekly: z.array(z.object({ weekday: z.int(), startMinute: z.int(), endMinute: z.int() })),
    breaks: z.array(z.object({ weekday: z.int(), startMinute: z.int(), endMinute: z.int() })),
    overrides: z.array(
      z.object({ date: z.string(), ranges: z.array(z.object({ startMinute: z.int(), endMinute: z.int() })) }),
    ),
    bufferBeforeMinutes: z.int(),
    bufferAfterMinutes: z.int(),
    minimumNoticeMinutes: z.int(),
    horizonDays: z.int(),
    slotStepMinutes: z.int(),
    policy,
  })
  .meta({ id: 'Availability' });

export const BookingOptionsResponse = z.object({
  therapist: publicTherapist,
  policy: policy.nullable(),
  policySentences: z.array(z.string()).meta({ description: 'Plain Serbian (Latin) sentences of the policy' }),
  holdMinutes: z.int(),
});
export const SlotsResponse = z.object({
  slots: z.array(slot),
  timeZone: z.string(),
  durationMinutes: z.int(),
});
export const FreeSlotsResponse = z.object({
  entries: z.array(z.object({ therapist: publicTherapist, slots: z.array(slot) })),
  nextPageToken: z.string(),
});
export const BookingResponse = z.object({ booking: BookingSchema });
export const BookingsResponse = z.object({ bookings: z.array(BookingSchema), nextPageToken: z.string() });
export const AvailabilityResponse = z.object({ availability, policySentences: z.array(z.string()) });
export const CalendarResponse = z.object({
  bookings: z.array(BookingSchema),
  openRanges: z.array(slot),
  timeZone: z.string(),
});
export const FeedUrlResponse = z.object({
  url: z.string().meta({ description: 'Private ICS address, shown this once (only its hash is kept)' }),
  createdAt: z.iso.datetime().nullable(),
});
export const FeedStateResponse = z.object({
  active: z
    .boolean()
    .meta({ description: 'A feed address exists (it cannot be shown again; rotate for a new one)' }),
  createdAt: z.iso.datetime().nullable(),
});
export const WaitlistEntryResponse = z.object({ entry: waitlistEntry });
export const WaitlistResponse = z.object({ entries: z.array(waitlistEntry) });
export const RelationshipsResponse = z.object({ relationships: z.array(relationship) });
export const RelationshipResponse = z.object({ relationship });
export const InvitationLinkResponse = z.object({
  url: z.string().meta({ description: 'The link for the partner; shown once' }),
  expiresAt: z.iso.datetime().nullable(),
});
export const InvitationResponse = z.object({ invitation: invitation.nullable() });
export const PartnerInvitationResponse = z.object({
  invitation: invitation.nullable(),
  therapistName: z.string(),
  inviterName: z.string(),
});
// The ICS feed's last path segment, '<token>.ics' (Next's folder holds one segment); the handler checks the form.
export const CalendarFeedParams = z.strictObject({
  feed: z.string().max(300).meta({ description: '<feed token>.ics' }),
});
