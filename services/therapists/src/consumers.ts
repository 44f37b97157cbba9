import { type Bus, consume, type Logger, streamName } from '@oslonac/kit';
import { BookingCompleted } from '@oslonac/proto/oslonac/events/v1/booking';
import { BOOKING_COMPLETED_SUBJECT } from './events';
import { recordEligibility } from './flows/reviews';
import type { PrismaClient } from './store/db';

export const BOOKING_COMPLETED_DURABLE = 'therapists-review-eligibility';

/**
 * Review eligibility from booking's completed sessions. Booking owns its stream; until booking runs, the
 * stream is created here with booking's subjects so the durable consumer exists from the first deploy.
 */
export async function startConsumers(opts: {
  bus: Bus;
  prisma: PrismaClient;
  log: Logger;
  streamPrefix: string;
}): Promise<{ stop(): Promise<void> }> {
  const stream = streamName(opts.streamPrefix, 'booking');
  await opts.bus.ensureStream(stream, [`${opts.bus.subjectPrefix}booking.>`]);
  return consume({
    bus: opts.bus,
    stream,
    durable: BOOKING_COMPLETED_DURABLE,
    subject: BOOKING_COMPLETED_SUBJECT,
    decode: (b) => BookingCompleted.decode(b),
    prisma: opts.prisma as unknown as Parameters<typeof consume>[0]['prisma'],
    log: opts.log.child({ component: 'booking-completed' }),
    handle: (event, tx) => recordEligibility(tx, event),
  });
}
