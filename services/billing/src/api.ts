import { bearerToken, type Handlers, type Policies, requestHelpers } from '@oslonac/kit';
import type { BillingServiceService } from '@oslonac/proto/oslonac/billing/v1/billing';
import { z } from 'zod';
import { errors } from './domain/errors';
import type { Deps } from './flows/deps';
import * as invoices from './flows/invoices';
import * as payments from './flows/payments';
import * as privacy from './flows/privacy';
import { cardsHandlers, cardsPolicies } from './handlers/cards';
import { ipsHandlers, ipsPolicies } from './handlers/ips';
import { payoutsHandlers, payoutsPolicies } from './handlers/payouts';
import { staffHandlers, staffPolicies } from './handlers/staff';
import { invoiceToProto, paymentToProto } from './proto-map';

// gRPC edge: bound the input, call a flow, map the answer to proto. Rules live in domain/ and flows/. The client's
// own payments and invoices are here; IPS, staff, therapist payouts and saved cards each have a file in handlers/.

type Service = typeof BillingServiceService;

export const policies: Policies<Service> = {
  startCardPayment: ['client'],
  getBookingPayment: ['client', 'therapist', 'admin', 'superuser'],
  listMyPayments: ['client'],
  // self: any signed-in person gets what this service holds about them.
  exportMyData: ['client', 'therapist', 'partner', 'admin', 'superuser'],
  listMyInvoices: ['client'],
  // client: own invoices only (flows/invoices.ts); admin: any.
  getInvoicePdf: ['client', 'admin', 'superuser'],
  getMyBillingDetails: ['client'],
  saveMyBillingDetails: ['client'],
  ...ipsPolicies,
  ...staffPolicies,
  ...payoutsPolicies,
  ...cardsPolicies,
};

const { parse, actorOf } = requestHelpers({
  invalidArgument: errors.invalidArgument,
  noActor: errors.forbidden,
});

const uuid = z.uuid();
const returnUrl = z.string().min(1).max(2000);
// Request schemas: built once here, not per call.
const startRequest = z.object({ bookingId: uuid, successUrl: returnUrl, cancelUrl: returnUrl });
const bookingIdRequest = z.object({ bookingId: uuid });
const listRequest = z.object({
  pageSize: z
    .number()
    .int()
    .min(0)
    .max(100)
    .transform((n) => n || 20),
  pageToken: z.string().regex(/^\d{0,6}$/),
});

const invoicePdfRequest = z.object({ invoiceId: uuid });
const detailsRequest = z.object({
  details: z.object({
    buyerName: z
      .string()
      .transform((v) => v.trim())
      .pipe(z.string().max(200)),
    // A Serbian company's PIB: 9 digits, or nothing for a person.
    buyerPib: z.string().regex(/^(\d{9})?$/),
  }),
});

export function createHandlers(d: Deps): Handlers<Service> {
  return {
    ...ipsHandlers(d),
    ...staffHandlers(d),
    ...payoutsHandlers(d),
    ...cardsHandlers(d),
    async startCardPayment(req, ctx) {
      const r = parse(startRequest, req);
      const actor = actorOf(ctx);
      // Booking is asked with the caller's own token: it answers only what the caller may see.
      const token = bearerToken(ctx.metadata);
      if (!token) throw errors.forbidden();
      const out = await payments.startCardPayment(d, actor, token, r);
      return { payment: paymentToProto(out.payment), checkoutUrl: out.checkoutUrl };
    },
    async getBookingPayment(req, ctx) {
      const r = parse(bookingIdRequest, req);
      const p = await payments.bookingPayment(d, actorOf(ctx), r.bookingId);
      return { payment: p ? paymentToProto(p) : undefined };
    },
    async listMyPayments(req, ctx) {
      const r = parse(listRequest, req);
      const out = await payments.listMine(d, actorOf(ctx), {
        offset: Number(r.pageToken || 0),
        size: r.pageSize,
      });
      return {
        payments: out.payments.map(paymentToProto),
        nextPageToken: out.nextOffset === null ? '' : String(out.nextOffset),
      };
    },
    async listMyInvoices(req, ctx) {
      const r = parse(listRequest, req);
      const out = await invoices.listMine(d, actorOf(ctx), {
        offset: Number(r.pageToken || 0),
        size: r.pageSize,
      });
      return {
        invoices: out.invoices.map(invoiceToProto),
        nextPageToken: out.nextOffset === null ? '' : String(out.nextOffset),
      };
    },
    async getInvoicePdf(req, ctx) {
      const r = parse(invoicePdfRequest, req);
      return invoices.invoicePdf(d, actorOf(ctx), r.invoiceId);
    },
    async getMyBillingDetails(_req, ctx) {
      return { details: await invoices.myBillingDetails(d, actorOf(ctx)) };
    },
    async saveMyBillingDetails(req, ctx) {
      const r = parse(detailsRequest, { details: req.details ?? { buyerName: '', buyerPib: '' } });
      return { details: await invoices.saveMyBillingDetails(d, actorOf(ctx), r.details) };
    },
    async exportMyData(_req, ctx) {
      return { json: await privacy.exportMyData(d, actorOf(ctx)) };
    },
  };
}
