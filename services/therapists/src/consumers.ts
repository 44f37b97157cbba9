import { type Bus, consume, type Logger } from '@oslonac/kit';
import { AvailabilityChanged, BookingCompleted } from '@oslonac/proto/oslonac/events/v1/booking';
import { AVAILABILITY_CHANGED_SUBJECT, BOOKING_COMPLETED_SUBJECT } from './events';
import { recordAvailability } from './flows/availability';
import { recordEligibility } from './flows/reviews';
import type { PrismaClient } from './store/db';

export const BOOKING_COMPLETED_DURABLE = 'therapists-review-eligibility';
export const AVAILABILITY_CHANGED_DURABLE = 'therapists-availability';

/**
 * What therapists learns from booking: review eligibility from completed sessions, and each therapist's first
 * free slot, on booking's stream.
 */
export async function startConsumers(opts: {
  bus: Bus;
  prisma: PrismaClient;
  log: Logger;
}): Promise<{ stop(): Promise<void> }> {
  const stream = await opts.bus.ensureStreamOf('booking');
  const { prisma } = opts;
  const completedLog = opts.log.child({ component: 'booking-completed' });
  const availabilityLog = opts.log.child({ component: 'availability-changed' });
  const consumers = [
    await consume({
      bus: opts.bus,
      stream,
      durable: BOOKING_COMPLETED_DURABLE,
      subject: BOOKING_COMPLETED_SUBJECT,
      decode: (b) => BookingCompleted.decode(b),
      prisma,
      log: completedLog,
      handle: (event, tx) => recordEligibility(tx, event),
    }),
    await consume({
      bus: opts.bus,
      stream,
      durable: AVAILABILITY_CHANGED_DURABLE,
      subject: AVAILABILITY_CHANGED_SUBJECT,
      decode: (b) => AvailabilityChanged.decode(b),
      prisma,
      log: availabilityLog,
      handle: (event, tx) => recordAvailability(tx, event, availabilityLog),
    }),
  ];
  return {
    async stop() {
      await Promise.all(consumers.map((c) => c.stop()));
    },
  };
}
