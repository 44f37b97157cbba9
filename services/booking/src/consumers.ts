import { type Bus, consume, type Logger } from '@oslonac/kit';
import { HOME_TIME_ZONE, isSessionKind, type SessionKind } from '@oslonac/lang';
import { PaymentSucceeded } from '@oslonac/proto/oslonac/events/v1/billing';
import { UserSessionsRevoked } from '@oslonac/proto/oslonac/events/v1/identity';
import { SessionEnded } from '@oslonac/proto/oslonac/events/v1/sessions';
import { IndividualPriceChanged, TherapistProfileUpdated } from '@oslonac/proto/oslonac/events/v1/therapists';
import { type Clock, systemClock } from './clock';
import {
  INDIVIDUAL_PRICE_CHANGED_SUBJECT,
  PAYMENT_SUCCEEDED_SUBJECT,
  PROFILE_UPDATED_SUBJECT,
  publish,
  SESSION_ENDED_SUBJECT,
  SESSIONS_REVOKED_SUBJECT,
} from './events';
import { closeBySession, confirmPaid } from './flows/bookings';
import { revokeFeedOf } from './flows/feeds';
import type { PrismaClient } from './store/db';
import { applyIndividualPrice } from './store/prices';
import { upsertTherapist } from './store/therapists';

export const PROFILE_UPDATED_DURABLE = 'booking-therapist-profiles';
export const SESSIONS_REVOKED_DURABLE = 'booking-sessions-revoked';
export const INDIVIDUAL_PRICES_DURABLE = 'booking-individual-prices';
export const PAYMENTS_SUCCEEDED_DURABLE = 'booking-payments-succeeded';
export const SESSIONS_ENDED_DURABLE = 'booking-sessions-ended';

interface ConsumerDeps {
  bus: Bus;
  prisma: PrismaClient;
  log: Logger;
  clock?: Clock;
}

/** What booking needs to know of a therapist, from therapists' profile events. */
export function therapistFacts(e: TherapistProfileUpdated) {
  return {
    profileId: e.profileId,
    userId: e.userId,
    slug: e.slug,
    displayName: e.displayName,
    title: e.title,
    timeZone: e.timeZone || HOME_TIME_ZONE,
    sessionTypes: e.sessionTypes
      .filter((s): s is typeof s & { kind: SessionKind } => isSessionKind(s.kind) && s.durationMinutes > 0)
      .map((s) => ({
        kind: s.kind,
        durationMinutes: s.durationMinutes,
        priceRsdMinor: Number(s.priceRsdMinor),
        priceEurMinor: Number(s.priceEurMinor),
      })),
    specialties: e.specialties,
    languages: e.languages,
    public: e.public,
    occurredAt: e.occurredAt ?? new Date(0),
  };
}

/**
 * Every session of a person ended (sign-out everywhere, a new password, a proven address): their calendar feed
 * URL is a credential too, so it is deleted and answers 404 at once; they make a new one when they want it.
 */
async function startSessionsRevoked(opts: { bus: Bus; prisma: PrismaClient; log: Logger }) {
  return consume({
    stream: await opts.bus.ensureStreamOf('identity'),
    bus: opts.bus,
    durable: SESSIONS_REVOKED_DURABLE,
    subject: SESSIONS_REVOKED_SUBJECT,
    decode: (b) => UserSessionsRevoked.decode(b),
    prisma: opts.prisma,
    log: opts.log.child({ component: 'sessions-revoked' }),
    handle: async (event, tx) => {
      await revokeFeedOf(tx as never, event.userId);
    },
  });
}

/**
 * Therapist profiles and individual prices, from therapists' stream; identity's revoked sessions; payments; ended
 * video sessions.
 */
export async function startConsumers(opts: ConsumerDeps): Promise<{ stop(): Promise<void> }> {
  const started = [
    await startProfiles(opts),
    await startSessionsRevoked(opts),
    await startIndividualPrices(opts),
    await startPayments(opts),
    await startSessionsEnded(opts),
  ];
  return { stop: async () => void (await Promise.all(started.map((c) => c.stop()))) };
}

async function startProfiles(opts: { bus: Bus; prisma: PrismaClient; log: Logger }) {
  return consume({
    stream: await opts.bus.ensureStreamOf('therapists'),
    bus: opts.bus,
    durable: PROFILE_UPDATED_DURABLE,
    subject: PROFILE_UPDATED_SUBJECT,
    decode: (b) => TherapistProfileUpdated.decode(b),
    prisma: opts.prisma,
    log: opts.log.child({ component: 'therapist-profiles' }),
    handle: async (event, tx) => {
      await upsertTherapist(tx as never, therapistFacts(event));
    },
  });
}

/** What one client pays one therapist, from therapists' events; the newest event wins (store/prices). */
export function individualPriceFacts(e: IndividualPriceChanged) {
  return {
    therapistUserId: e.therapistUserId,
    clientUserId: e.clientUserId,
    kind: e.kind,
    priceRsdMinor: e.removed || e.priceRsdMinor <= 0 ? null : Number(e.priceRsdMinor),
    occurredAt: e.occurredAt ?? new Date(0),
  };
}

async function startIndividualPrices(opts: ConsumerDeps) {
  return consume({
    stream: await opts.bus.ensureStreamOf('therapists'),
    bus: opts.bus,
    durable: INDIVIDUAL_PRICES_DURABLE,
    subject: INDIVIDUAL_PRICE_CHANGED_SUBJECT,
    subjects: [INDIVIDUAL_PRICE_CHANGED_SUBJECT],
    decode: (b) => IndividualPriceChanged.decode(b),
    prisma: opts.prisma,
    log: opts.log.child({ component: 'individual-prices' }),
    handle: async (event, tx) => {
      if (!isSessionKind(event.kind)) throw new Error(`unknown session kind ${event.kind}`);
      await applyIndividualPrice(tx as never, individualPriceFacts(event));
    },
  });
}

/**
 * The booking saga: billing's successful payment confirms the booking it paid, once (the inbox drops a redelivery,
 * and a booking already confirmed is left alone). A payment that finds no booking awaiting payment changes nothing
 * and is rejected (booking.payment.rejected.v1): billing refunds it.
 */
async function startPayments(opts: ConsumerDeps) {
  const clock = opts.clock ?? systemClock;
  const log = opts.log.child({ component: 'payments' });
  return consume({
    stream: await opts.bus.ensureStreamOf('billing'),
    bus: opts.bus,
    durable: PAYMENTS_SUCCEEDED_DURABLE,
    subject: PAYMENT_SUCCEEDED_SUBJECT,
    subjects: [PAYMENT_SUCCEEDED_SUBJECT],
    decode: (b) => PaymentSucceeded.decode(b),
    prisma: opts.prisma,
    log,
    handle: async (e, tx) => {
      const payment = {
        paymentId: e.paymentId,
        bookingId: e.bookingId,
        clientUserId: e.clientUserId,
        amountMinor: Number(e.amountMinor),
        currency: e.currency,
        method: e.method,
      };
      const ids = { payment_id: e.paymentId, booking_id: e.bookingId };
      // A malformed id would fail the lookup on every retry: nothing to confirm, logged like any unmatched payment.
      if (!UUID.test(e.bookingId)) {
        log.error({ ...ids }, 'payment for no booking; billing must refund it');
        return;
      }
      const out = await confirmPaid(tx as never, payment, clock());
      if (out.confirmed) {
        log.info({ ...ids }, 'booking confirmed by payment');
      } else if (out.reason === 'same_payment') {
        log.info({ ...ids }, 'payment already confirmed this booking');
      } else {
        // The money has nothing to pay for: billing refunds it in full on this event.
        await publish.paymentRejected(tx, payment, out.reason, clock());
        log.warn(
          { ...ids, reason: out.reason, status: out.status },
          'payment did not confirm the booking; rejected for billing to refund',
        );
      }
    },
  });
}

/**
 * A video call ended in sessions (the therapist ended it, or its room closed after the session's time): its booking
 * becomes completed (which opens reviews through booking.booking.completed.v1) or no-show when the client never
 * joined. A booking that is not confirmed any more (cancelled, already closed by the therapist) is left alone.
 */
async function startSessionsEnded(opts: ConsumerDeps) {
  const clock = opts.clock ?? systemClock;
  const log = opts.log.child({ component: 'sessions-ended' });
  return consume({
    stream: await opts.bus.ensureStreamOf('sessions'),
    bus: opts.bus,
    durable: SESSIONS_ENDED_DURABLE,
    subject: SESSION_ENDED_SUBJECT,
    subjects: [SESSION_ENDED_SUBJECT],
    decode: (b) => SessionEnded.decode(b),
    prisma: opts.prisma,
    log,
    handle: async (e, tx) => {
      const ids = { session_id: e.sessionId, booking_id: e.bookingId, ended_by: e.endedBy };
      if (!UUID.test(e.bookingId)) {
        log.warn(ids, 'ended session names no booking');
        return;
      }
      const out = await closeBySession(
        tx as never,
        { bookingId: e.bookingId, clientJoined: e.clientJoined },
        clock(),
      );
      if (out.closed) log.info({ ...ids, status: out.status }, 'booking closed by its ended session');
      else
        log.info(
          { ...ids, reason: out.reason, status: out.status },
          'ended session left its booking as it is',
        );
    },
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
