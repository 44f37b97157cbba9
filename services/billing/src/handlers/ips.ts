import { bearerToken, type Handlers, type Policies, requestHelpers } from '@oslonac/kit';
import type { BillingServiceService } from '@oslonac/proto/oslonac/billing/v1/billing';
import { z } from 'zod';
import { errors } from '../domain/errors';
import type { Deps } from '../flows/deps';
import * as ips from '../flows/ips';
import { paymentToProto } from '../proto-map';

// gRPC edge of IPS QR bank payments: the client asks for the payment order of their own booking.

type Service = Pick<typeof BillingServiceService, 'startIpsPayment'>;

export const ipsPolicies: Policies<Service> = {
  startIpsPayment: ['client'],
};

const { parse, actorOf } = requestHelpers({
  invalidArgument: errors.invalidArgument,
  noActor: errors.forbidden,
});

const startRequest = z.object({ bookingId: z.uuid() });

export function ipsHandlers(d: Deps): Handlers<Service> {
  return {
    async startIpsPayment(req, ctx) {
      const r = parse(startRequest, req);
      const actor = actorOf(ctx);
      // Booking is asked with the caller's own token: it answers only what the caller may see.
      const token = bearerToken(ctx.metadata);
      if (!token) throw errors.forbidden();
      const out = await ips.startIpsPayment(d, actor, token, r);
      const o = out.order;
      return {
        payment: paymentToProto(out.payment),
        order: {
          payeeAccount: o.payeeAccount,
          payeeName: o.payeeName,
          amountMinor: Number(o.amountMinor),
          currency: o.currency,
          paymentCode: o.paymentCode,
          purpose: o.purpose,
          referenceModel: o.referenceModel,
          reference: o.reference,
          qrPayload: o.qrPayload,
        },
        qrPng: out.qrPng,
      };
    },
  };
}
