import { type Bus, consume } from '@oslonac/kit';
import { BookingCancelled, BookingPaymentRejected } from '@oslonac/proto/oslonac/events/v1/booking';
import { BOOKING_CANCELLED_SUBJECT, PAYMENT_REJECTED_SUBJECT } from './events';
import type { Deps } from './flows/deps';
import { onBookingCancelled, onPaymentRejected } from './flows/refunds';

// Billing's side of the booking saga, from booking's stream: a cancellation refunds by its refund_percent and
// expires a checkout still open; a payment booking could not take is refunded in full. Each handler only writes
// the refund row 'requested' (with the inbox row); flows/refunds.ts issueRequestedRefunds talks to Stripe.

export const BOOKING_CANCELLED_DURABLE = 'billing-booking-cancelled';
export const PAYMENT_REJECTED_DURABLE = 'billing-payment-rejected';

export async function startConsumers(opts: { bus: Bus; deps: Deps }): Promise<{ stop(): Promise<void> }> {
  const { bus, deps } = opts;
  const stream = await bus.ensureStreamOf('booking');
  const started = [
    await consume({
      stream,
      bus,
      durable: BOOKING_CANCELLED_DURABLE,
      subject: BOOKING_CANCELLED_SUBJECT,
      decode: (b) => BookingCancelled.decode(b),
      prisma: deps.prisma,
      log: deps.log.child({ component: 'booking-cancelled' }),
      handle: async (e, tx, meta) => void (await onBookingCancelled(deps, tx, e, meta.id)),
    }),
    await consume({
      stream,
      bus,
      durable: PAYMENT_REJECTED_DURABLE,
      subject: PAYMENT_REJECTED_SUBJECT,
      decode: (b) => BookingPaymentRejected.decode(b),
      prisma: deps.prisma,
      log: deps.log.child({ component: 'payment-rejected' }),
      handle: async (e, tx, meta) => void (await onPaymentRejected(deps, tx, e, meta.id)),
    }),
  ];
  return { stop: async () => void (await Promise.all(started.map((c) => c.stop()))) };
}
