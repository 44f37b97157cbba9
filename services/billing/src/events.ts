import { enqueueEvent, type Tx } from '@oslonac/kit';
import {
  InvoiceIssued,
  PaymentFailed,
  PaymentSucceeded,
  PayoutPaid,
  RefundIssued,
} from '@oslonac/proto/oslonac/events/v1/billing';
import type { InvoiceRecord } from './store/invoices';
import type { PaymentRecord } from './store/payments';
import type { PayoutRecord } from './store/payouts';
import type { RefundRecord } from './store/refunds';

// What billing publishes, always inside the transaction that makes the change (the kit's relay moves the outbox to
// JetStream). It consumes identity.user.erasure_requested.v1 (the kit's erasure consumer, main.ts) and booking's
// booking.booking.cancelled.v1 and booking.payment.rejected.v1 (src/consumers.ts).

export const SUBJECTS = {
  paymentSucceeded: 'billing.payment.succeeded.v1',
  paymentFailed: 'billing.payment.failed.v1',
  refundIssued: 'billing.refund.issued.v1',
  invoiceIssued: 'billing.invoice.issued.v1',
  payoutPaid: 'billing.payout.paid.v1',
} as const;

export const BOOKING_CANCELLED_SUBJECT = 'booking.booking.cancelled.v1';
export const PAYMENT_REJECTED_SUBJECT = 'booking.payment.rejected.v1';

export const publish = {
  succeeded: (tx: Tx, p: PaymentRecord, occurredAt: Date) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.paymentSucceeded,
      aggregateId: p.bookingId,
      type: 'oslonac.events.v1.PaymentSucceeded',
      payload: PaymentSucceeded.encode({
        paymentId: p.id,
        bookingId: p.bookingId,
        clientUserId: p.clientUserId,
        amountMinor: Number(p.amountMinor),
        currency: p.currency,
        method: p.method,
        occurredAt,
      }).finish(),
    }),
  failed: (tx: Tx, p: PaymentRecord, occurredAt: Date) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.paymentFailed,
      aggregateId: p.bookingId,
      type: 'oslonac.events.v1.PaymentFailed',
      payload: PaymentFailed.encode({
        paymentId: p.id,
        bookingId: p.bookingId,
        clientUserId: p.clientUserId,
        failureCode: p.failureCode,
        occurredAt,
      }).finish(),
    }),
  refundIssued: (tx: Tx, r: RefundRecord, p: PaymentRecord, occurredAt: Date) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.refundIssued,
      aggregateId: p.bookingId,
      type: 'oslonac.events.v1.RefundIssued',
      payload: RefundIssued.encode({
        refundId: r.id,
        paymentId: p.id,
        bookingId: p.bookingId,
        clientUserId: p.clientUserId,
        amountMinor: Number(r.amountMinor),
        currency: r.currency,
        occurredAt,
      }).finish(),
    }),
  invoiceIssued: (tx: Tx, i: InvoiceRecord, occurredAt: Date) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.invoiceIssued,
      aggregateId: i.bookingId,
      type: 'oslonac.events.v1.InvoiceIssued',
      payload: InvoiceIssued.encode({
        invoiceId: i.id,
        number: i.number,
        paymentId: i.paymentId,
        bookingId: i.bookingId,
        clientUserId: i.clientUserId,
        amountMinor: Number(i.amountMinor),
        currency: i.currency,
        kind: i.kind,
        occurredAt,
      }).finish(),
    }),
  // A therapist's monthly payout left (Stripe transfer made, or staff marked the bank transfer sent).
  payoutPaid: (tx: Tx, p: PayoutRecord, occurredAt: Date) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.payoutPaid,
      aggregateId: p.therapistUserId,
      type: 'oslonac.events.v1.PayoutPaid',
      payload: PayoutPaid.encode({
        payoutId: p.id,
        therapistUserId: p.therapistUserId,
        period: p.period,
        amountMinor: Number(p.amountMinor),
        currency: p.currency,
        method: p.method,
        occurredAt,
      }).finish(),
    }),
};
