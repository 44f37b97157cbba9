import { enqueueEvent, type Tx } from '@oslonac/kit';
import { PaymentFailed, PaymentSucceeded } from '@oslonac/proto/oslonac/events/v1/billing';
import type { PaymentRecord } from './store/payments';

// What billing publishes, always inside the transaction that makes the change (the kit's relay moves the outbox to
// JetStream). RefundIssued (billing.refund.issued.v1) comes with refunds, in a later slice. It consumes
// identity.user.erasure_requested.v1 (the kit's erasure consumer, main.ts).

export const SUBJECTS = {
  paymentSucceeded: 'billing.payment.succeeded.v1',
  paymentFailed: 'billing.payment.failed.v1',
  refundIssued: 'billing.refund.issued.v1',
} as const;

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
};
