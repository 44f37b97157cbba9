import { publish } from '../events';
import type { Db } from '../store/db';
import type { PaymentRecord } from '../store/payments';
import type { Deps } from './deps';
import { issueInvoice } from './invoices';

/**
 * A payment has just become paid — Stripe's webhook for a card, staff reconciling a bank transfer for IPS. What
 * follows commits with it or not at all: the event booking confirms on, the invoice, the therapist's ledger.
 */
export async function afterPaid(tx: Db, d: Deps, payment: PaymentRecord, now: Date): Promise<void> {
  await publish.succeeded(tx, payment, now);
  await issueInvoice(tx, d, payment, now);
}
