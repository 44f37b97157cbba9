import { type Actor, type Handlers, type Policies, requestHelpers } from '@oslonac/kit';
import {
  BookingScope,
  type BookingServiceService,
  LateCancelRule,
  BookingStatus as ProtoStatus,
  SessionKind,
} from '@oslonac/proto/oslonac/booking/v1/booking';
import { z } from 'zod';
import { errors } from './domain/errors';
import { isAdmin } from './flows/actor';
import * as availability from './flows/availability';
import * as bookings from './flows/bookings';
import * as calendar from './flows/calendar';
import type { Deps } from './flows/deps';
import * as feeds from './flows/feeds';
import * as privacy from './flows/privacy';
import * as relationships from './flows/relationships';
import * as slots from './flows/slots';
import * as waitlist from './flows/waitlist';
import * as map from './proto-map';
import { kindToProto, lateToProto, reverse, statusToProto } from './proto-map';
import { findTherapistsByProfileIds } from './store/therapists';

// gRPC edge: bound the input, call a flow, map the answer to proto. Rules live in domain/ and flows/.

type Service = typeof BookingServiceService;
const ADMIN: ['admin', 'superuser'] = ['admin', 'superuser'];
const ANYONE: ['client', 'therapist', 'partner', 'admin', 'superuser'] = [
  'client',
  'therapist',
  'partner',
  'admin',
  'superuser',
];
const PARTIES: ['client', 'therapist', 'admin', 'superuser'] = ['client', 'therapist', 'admin', 'superuser'];

export const policies: Policies<Service> = {
  getMyAvailability: ['therapist'],
  saveMyAvailability: ['therapist'],
  getBookingOptions: 'public',
  listSlots: 'public',
  listFreeSlots: 'public',
  holdSlot: ['client'],
  submitBooking: ['client'],
  acceptOffer: ['client'],
  cancelBooking: PARTIES,
  rescheduleBooking: PARTIES,
  completeBooking: ['therapist', ...ADMIN],
  getBooking: PARTIES,
  listMyBookings: ['client', 'therapist'],
  getTherapistCalendar: ['therapist'],
  listBookingsForAdmin: ADMIN,
  joinWaitlist: ['client'],
  leaveWaitlist: ['client'],
  listMyWaitlist: ['client'],
  listMyRelationships: ['client', 'therapist'],
  endRelationship: ['client', 'therapist'],
  invitePartner: ['client'],
  revokePartnerInvitation: ['client'],
  getPartnerInvitation: 'public',
  acceptPartnerInvitation: ['client'],
  getCalendarFeedToken: ANYONE,
  getCalendarFeed: 'public',
  // self: any signed-in person gets what this service holds about them.
  exportMyData: ANYONE,
};

// --- validation ----------------------------------------------------------------------------------------

const { parse, actorOf } = requestHelpers({
  invalidArgument: errors.invalidArgument,
  noActor: errors.forbidden,
});

const uuid = z.uuid();
const slug = z.string().regex(/^[a-z0-9-]{1,120}$/);
const name = z
  .string()
  .max(120)
  .transform((s) => s.trim())
  .pipe(z.string().min(1));
const int = (min: number, max: number) => z.number().int().min(min).max(max);
// Instants between 2020 and 2100: anything else is a client bug, not a booking.
const instant = z
  .date()
  .refine((d) => d.getTime() >= Date.UTC(2020, 0, 1) && d.getTime() < Date.UTC(2100, 0, 1));
const sessionKind = z.enum(SessionKind).transform((k, ctx) => {
  const kind = reverse(kindToProto, k);
  if (!kind) {
    ctx.addIssue({ code: 'custom', message: 'unknown session kind' });
    return z.NEVER;
  }
  return kind;
});
const minuteRange = z.object({ startMinute: int(0, 1440), endMinute: int(0, 1440) });
const weekly = z.array(minuteRange.extend({ weekday: int(1, 7) })).max(100);
const availabilitySchema = z.object({
  timeZone: z.string().max(64),
  weekly,
  breaks: weekly,
  overrides: z
    .array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), ranges: z.array(minuteRange).max(48) }))
    .max(400),
  bufferBeforeMinutes: int(0, 10_000),
  bufferAfterMinutes: int(0, 10_000),
  minimumNoticeMinutes: int(0, 1_000_000),
  horizonDays: int(0, 10_000),
  slotStepMinutes: int(0, 1440),
  policy: z.object({
    cancelWindowHours: int(0, 10_000),
    rescheduleWindowHours: int(0, 10_000),
    lateCancel: z.enum(LateCancelRule).transform((v, ctx) => {
      const rule = reverse(lateToProto, v);
      if (!rule) {
        ctx.addIssue({ code: 'custom', message: 'unknown rule' });
        return z.NEVER;
      }
      return rule;
    }),
  }),
});
const pageToken = z.string().regex(/^\d{0,6}$/);
const pageSize = (max: number, fallback: number) => int(0, max).transform((n) => n || fallback);

// Request schemas: built once here, not per call (zod's construction and JIT showed up in the CPU profile).
const therapistSlugRequest = z.object({ therapistSlug: slug });
const listSlotsRequest = z.object({ therapistSlug: slug, kind: sessionKind, from: instant, to: instant });
const freeSlotsRequest = z.object({
  windowHours: z.union([z.literal(0), z.literal(48), z.literal(168)]).transform((w) => (w === 0 ? 168 : w)),
  specialty: z.string().regex(/^[a-z0-9-]{0,80}$/),
  language: z.string().regex(/^([a-z]{2})?$/),
  maxPriceRsdMinor: int(0, 1_000_000_000),
  pageSize: pageSize(50, 20),
  pageToken,
  slotsPerTherapist: int(0, 20).transform((n) => n || 6),
});
const holdRequest = z.object({ therapistSlug: slug, kind: sessionKind, startsAt: instant, clientName: name });
const bookingIdRequest = z.object({ bookingId: uuid });
const cancelRequest = z.object({ bookingId: uuid, reason: z.string().max(500) });
const rescheduleRequest = z.object({ bookingId: uuid, startsAt: instant });
const completeRequest = z.object({ bookingId: uuid, noShow: z.boolean() });
const myBookingsRequest = z.object({ scope: z.enum(BookingScope), pageSize: pageSize(100, 20), pageToken });
const calendarRequest = z.object({ from: instant, to: instant });
const adminBookingsRequest = z.object({
  status: z.enum(ProtoStatus),
  pageSize: pageSize(100, 50),
  pageToken,
});
const joinWaitlistRequest = z.object({ therapistSlug: slug, kind: sessionKind, clientName: name });
const waitlistEntryRequest = z.object({ entryId: uuid });
const relationshipIdRequest = z.object({ relationshipId: uuid });
const partnerInvitationRequest = z.object({ relationshipId: uuid, token: z.string().max(200) });
const acceptInvitationRequest = z.object({
  relationshipId: uuid,
  token: z.string().max(200),
  partnerName: name,
});
const feedTokenRequest = z.object({ rotate: z.boolean() });
const feedRequest = z.object({ token: z.string().max(100) });

function tokenOf(offset: number | null): string {
  return offset === null ? '' : String(offset);
}

export function createHandlers(d: Deps): Handlers<Service> {
  async function viewMany(actor: Actor, list: Awaited<ReturnType<typeof calendar.listMine>>['bookings']) {
    const therapists = await findTherapistsByProfileIds(d.prisma, [
      ...new Set(list.map((b) => b.therapistProfileId)),
    ]);
    const now = d.clock();
    return list.map((b) => {
      const owner = b.clientUserId === actor.userId || b.therapistUserId === actor.userId;
      const party =
        b.therapistUserId === actor.userId ? 'therapist' : owner || !isAdmin(actor) ? 'client' : 'admin';
      return map.bookingToProto(b, therapists.get(b.therapistProfileId), { party, owner }, now);
    });
  }
  async function viewOne(actor: Actor, b: Awaited<ReturnType<typeof bookings.get>>['booking']) {
    const { party, owner } = await bookings.get(d, actor, b.id);
    const t = (await findTherapistsByProfileIds(d.prisma, [b.therapistProfileId])).get(b.therapistProfileId);
    return map.bookingToProto(b, t, { party, owner }, d.clock());
  }

  return {
    async getMyAvailability(_req, ctx) {
      const a = await availability.getMine(d, actorOf(ctx));
      return { availability: map.availabilityToProto(a.rules, a.policy), policySentences: a.policySentences };
    },
    async saveMyAvailability(req, ctx) {
      const r = parse(availabilitySchema, req.availability ?? {});
      const { policy, ...rules } = r;
      const a = await availability.saveMine(d, actorOf(ctx), { rules, policy });
      return { availability: map.availabilityToProto(a.rules, a.policy), policySentences: a.policySentences };
    },
    async getBookingOptions(req, ctx) {
      const r = parse(therapistSlugRequest, req);
      // Public, but a signed-in client sees their own price (the one the hold charges).
      const o = await slots.bookingOptions(d, r.therapistSlug, ctx.actor?.userId);
      return {
        therapist: map.therapistToProto(o.therapist),
        policy: map.policyToProto(o.policy),
        policySentences: o.policySentences,
        holdMinutes: o.holdMinutes,
      };
    },
    async listSlots(req) {
      const r = parse(listSlotsRequest, req);
      const out = await slots.listSlots(d, { slug: r.therapistSlug, kind: r.kind, from: r.from, to: r.to });
      return {
        slots: out.slots.map(map.slotToProto),
        timeZone: out.timeZone,
        durationMinutes: out.durationMinutes,
      };
    },
    async listFreeSlots(req) {
      const r = parse(freeSlotsRequest, req);
      const out = await slots.board(d, {
        windowHours: r.windowHours,
        specialty: r.specialty || undefined,
        language: r.language || undefined,
        maxPriceRsdMinor: r.maxPriceRsdMinor || undefined,
        pageSize: r.pageSize,
        offset: Number(r.pageToken || 0),
        slotsPerTherapist: r.slotsPerTherapist,
      });
      const offset = Number(r.pageToken || 0);
      return {
        entries: out.entries.map((e) => ({
          therapist: map.therapistToProto(e.therapist),
          slots: e.slots.map(map.slotToProto),
        })),
        nextPageToken: out.more ? String(offset + r.pageSize) : '',
      };
    },
    async holdSlot(req, ctx) {
      const r = parse(holdRequest, req);
      const held = await bookings.hold(d, actorOf(ctx), {
        slug: r.therapistSlug,
        kind: r.kind,
        startsAt: r.startsAt,
        clientName: r.clientName,
      });
      // The hold already has the booking, the therapist and the caller's part in it: no read after commit.
      return { booking: map.bookingToProto(held.booking, held.therapist, held, d.clock()) };
    },
    async submitBooking(req, ctx) {
      const r = parse(bookingIdRequest, req);
      const actor = actorOf(ctx);
      return { booking: await viewOne(actor, await bookings.submit(d, actor, r.bookingId)) };
    },
    async acceptOffer(req, ctx) {
      const r = parse(bookingIdRequest, req);
      const actor = actorOf(ctx);
      return { booking: await viewOne(actor, await bookings.acceptOffer(d, actor, r.bookingId)) };
    },
    async cancelBooking(req, ctx) {
      const r = parse(cancelRequest, req);
      const actor = actorOf(ctx);
      return { booking: await viewOne(actor, await bookings.cancel(d, actor, r.bookingId, r.reason)) };
    },
    async rescheduleBooking(req, ctx) {
      const r = parse(rescheduleRequest, req);
      const actor = actorOf(ctx);
      return { booking: await viewOne(actor, await bookings.reschedule(d, actor, r.bookingId, r.startsAt)) };
    },
    async completeBooking(req, ctx) {
      const r = parse(completeRequest, req);
      const actor = actorOf(ctx);
      return { booking: await viewOne(actor, await bookings.complete(d, actor, r.bookingId, r.noShow)) };
    },
    async getBooking(req, ctx) {
      const r = parse(bookingIdRequest, req);
      const actor = actorOf(ctx);
      const { booking } = await bookings.get(d, actor, r.bookingId);
      return { booking: await viewOne(actor, booking) };
    },
    async listMyBookings(req, ctx) {
      const r = parse(myBookingsRequest, req);
      const actor = actorOf(ctx);
      const scope = r.scope === BookingScope.BOOKING_SCOPE_PAST ? 'past' : 'upcoming';
      const p = await calendar.listMine(d, actor, scope, r.pageSize, Number(r.pageToken || 0));
      return { bookings: await viewMany(actor, p.bookings), nextPageToken: tokenOf(p.nextOffset) };
    },
    async getTherapistCalendar(req, ctx) {
      const r = parse(calendarRequest, req);
      const actor = actorOf(ctx);
      const c = await calendar.therapistCalendar(d, actor, r.from, r.to);
      return {
        bookings: await viewMany(actor, c.bookings),
        openRanges: c.open.map(map.slotToProto),
        timeZone: c.timeZone,
      };
    },
    async listBookingsForAdmin(req, ctx) {
      const r = parse(adminBookingsRequest, req);
      const status = reverse(statusToProto, r.status) ?? 'awaiting_payment';
      const p = await calendar.adminList(d, status, r.pageSize, Number(r.pageToken || 0));
      return { bookings: await viewMany(actorOf(ctx), p.bookings), nextPageToken: tokenOf(p.nextOffset) };
    },
    async joinWaitlist(req, ctx) {
      const r = parse(joinWaitlistRequest, req);
      const { entry, therapist } = await waitlist.join(d, actorOf(ctx), {
        slug: r.therapistSlug,
        kind: r.kind,
        clientName: r.clientName,
      });
      return {
        entry: {
          id: entry.id,
          therapist: map.therapistToProto(therapist),
          kind: kindToProto[entry.kind],
          createdAt: entry.createdAt,
        },
      };
    },
    async leaveWaitlist(req, ctx) {
      const r = parse(waitlistEntryRequest, req);
      await waitlist.leave(d, actorOf(ctx), r.entryId);
      return {};
    },
    async listMyWaitlist(_req, ctx) {
      const list = await waitlist.listMine(d, actorOf(ctx));
      return {
        entries: list.map(({ entry, therapist }) => ({
          id: entry.id,
          therapist: map.therapistToProto(therapist),
          kind: kindToProto[entry.kind],
          createdAt: entry.createdAt,
        })),
      };
    },
    async listMyRelationships(_req, ctx) {
      const list = await relationships.listMine(d, actorOf(ctx));
      const now = d.clock();
      return {
        relationships: list.map(({ relationship, therapist }) =>
          map.relationshipToProto(relationship, therapist, now),
        ),
      };
    },
    async endRelationship(req, ctx) {
      const r = parse(relationshipIdRequest, req);
      const rel = await relationships.end(d, actorOf(ctx), r.relationshipId);
      const t = (await findTherapistsByProfileIds(d.prisma, [rel.therapistProfileId])).get(
        rel.therapistProfileId,
      );
      return { relationship: map.relationshipToProto(rel, t, d.clock()) };
    },
    async invitePartner(req, ctx) {
      const r = parse(relationshipIdRequest, req);
      const out = await relationships.invite(d, actorOf(ctx), r.relationshipId);
      return { token: out.token, invitation: map.invitationToProtoOf(out.relationship, d.clock()) };
    },
    async revokePartnerInvitation(req, ctx) {
      const r = parse(relationshipIdRequest, req);
      const rel = await relationships.revoke(d, actorOf(ctx), r.relationshipId);
      return { invitation: map.invitationToProtoOf(rel, d.clock()) };
    },
    async getPartnerInvitation(req) {
      const r = parse(partnerInvitationRequest, req);
      const out = await relationships.peek(d, r.relationshipId, r.token);
      return {
        invitation: map.invitationToProtoOf(out.relationship, d.clock()),
        therapistName: out.therapistName,
        inviterName: out.relationship.clientName,
      };
    },
    async acceptPartnerInvitation(req, ctx) {
      const r = parse(acceptInvitationRequest, req);
      const rel = await relationships.accept(d, actorOf(ctx), {
        relationshipId: r.relationshipId,
        token: r.token,
        partnerName: r.partnerName,
      });
      const t = (await findTherapistsByProfileIds(d.prisma, [rel.therapistProfileId])).get(
        rel.therapistProfileId,
      );
      return { relationship: map.relationshipToProto(rel, t, d.clock()) };
    },
    async getCalendarFeedToken(req, ctx) {
      const r = parse(feedTokenRequest, req);
      const f = await feeds.token(d, actorOf(ctx), r.rotate);
      return { token: f.token ?? '', active: f.active, createdAt: f.createdAt ?? undefined };
    },
    async getCalendarFeed(req) {
      const r = parse(feedRequest, req);
      return { ics: await feeds.feed(d, r.token) };
    },
    async exportMyData(_req, ctx) {
      return { json: await privacy.exportMyData(d, actorOf(ctx)) };
    },
  };
}
