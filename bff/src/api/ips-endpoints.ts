// Paying for a booking by bank transfer (IPS QR, NBS): the payment order and its QR image. Part of the one registry
// in endpoints.ts (spread into it), so route files bind to them and the OpenAPI document lists them. Requests
// carry nothing but the booking's id: owner, amount and reference are billing's.
import { z } from 'zod';
import { PaymentSchema } from './billing-schemas';
import { BookingIdParams } from './booking-schemas';
import { endpoint } from './endpoint';
import { EmptyBody, EmptyQuery } from './schemas';

export const IpsOrderSchema = z
  .object({
    payeeAccount: z.string().meta({ description: '18 digits, with its own mod 97 check' }),
    payeeAccountText: z.string().meta({ description: '"999-0000000000001-51", as people type it' }),
    payeeName: z.string(),
    amountMinor: z.int(),
    currency: z.literal('RSD'),
    paymentCode: z.string().meta({ description: 'NBS payment code ("289")' }),
    purpose: z.string(),
    referenceModel: z.literal('97').or(z.string()),
    reference: z.string().meta({ description: 'Check digits and number, without the model' }),
    qrPayload: z.string().meta({ description: 'The IPS QR text ("K:PR|V:01|C:1|…")' }),
  })
  .meta({ id: 'IpsOrder' });

export const IpsPaymentResponse = z.object({
  payment: PaymentSchema.nullable(),
  order: IpsOrderSchema,
  qrUrl: z.string().meta({ description: 'Where the QR image (PNG) is served' }),
});

export const ipsEndpoints = {
  startIpsPayment: endpoint({
    method: 'POST',
    path: '/api/v1/bookings/{id}/ips-payment',
    summary:
      'Pay for a booking awaiting payment by bank transfer (IPS QR): the payment order; a second call gives the same reference',
    tag: 'booking',
    auth: 'user',
    params: BookingIdParams,
    body: EmptyBody,
    success: {
      status: 200,
      description: 'The payment order and the pending payment',
      schema: IpsPaymentResponse,
    },
  }),
  ipsPaymentQr: endpoint({
    method: 'GET',
    path: '/api/v1/bookings/{id}/ips-payment/qr',
    summary: "The IPS QR code of the booking's bank transfer, as a PNG a bank app scans",
    tag: 'booking',
    auth: 'user',
    params: BookingIdParams,
    query: EmptyQuery,
    download: true,
    success: { status: 200, description: 'image/png, never cached' },
  }),
};
