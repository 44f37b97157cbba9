import { publish } from '../events';
import type { Db } from '../store/db';
import { cancelOtherPending, type PaymentRecord } from '../store/payments';
import type { RefundRecord } from '../store/refunds';
import type { Deps } from './deps';
import { issueInvoice } from './invoices';
import { writePaid, writeRefund } from './ledger';

/**
 * A payment has just become paid — Stripe's webhook for a card, staff reconciling a bank transfer for IPS. What
 * follows commits with it or not at all: the event booking confirms on, the invoice, the therapist's ledger.
 */
export async function afterPaid(tx: Db, d: Deps, payment: PaymentRecord, now: Date): Promise<void> {
  await publish.succeeded(tx, payment, now);
  await issueInvoice(tx, d, payment, now);
  // The therapist's ledger: SESSION_EARNED and the commission on it.
  await writePaid(tx, payment, now);
  // A bank order left open beside a paid card (or the reverse) is closed. Should money still come on it, the late
  // payment is recorded, booking rejects it as already paid, and it goes back (refunds.ts).
  await cancelOtherPending(tx, payment.bookingId, payment.id, now);
}

/**
 * A refund has just been issued (Stripe refunded it, or staff sent it back by bank); `before` is the payment as it
 * was before this refund. Commits with the refund: REFUND and the commission on it returned, in the ledger.
 */
export async function afterRefundIssued(
  tx: Db,
  _d: Deps,
  refund: RefundRecord,
  before: PaymentRecord,
  now: Date,
): Promise<void> {
  await writeRefund(tx, refund, before, now);
}
