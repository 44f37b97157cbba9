// Response schemas of the payment routes (GET/POST under /api/v1/bookings/{id}). Requests carry nothing but the
// booking's id: amount, owner and return addresses are never taken from the client.
import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../server/views/billing';

const money = z.object({ amountMinor: z.int(), currency: z.enum(['RSD', 'EUR']) });

export const PaymentSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    amount: money.nullable(),
    failureCode: z
      .string()
      .nullable()
      .meta({ description: 'Why the last attempt failed (e.g. card_declined); null when nothing failed' }),
    refundedMinor: z.int(),
    createdAt: z.iso.datetime().nullable(),
    paidAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Payment' });

export const PaymentResponse = z.object({ payment: PaymentSchema });

export const CardPaymentResponse = z.object({
  checkoutUrl: z.url().meta({ description: "Stripe Checkout's hosted page; the browser goes there" }),
});
