import type { Actor, EraseFn } from '@oslonac/kit';
import type { Db } from '../store/db';
import {
  billingDetailsOf,
  clearPaymentBuyers,
  countInvoicesOf,
  deleteBillingDetails,
  invoicesOf,
} from '../store/invoices';
import { countPaymentsOf, paymentsOf } from '../store/payments';
import type { Deps } from './deps';

// GDPR Art. 15/20 (export) and 17 (erasure) for what billing holds about a person. Payments and invoices are
// financial records the law keeps (accounting and tax rules). No card ever reaches us (Stripe's hosted page takes
// it). Names: the buyer details a client saved (deleted by erasure), the buyer a payment will invoice (cleared by
// erasure) and the buyer printed on an issued invoice or credit note, which the law requires to stay as issued
// (Art. 17(3)(b)): erasure keeps it, and counts the kept payments and invoices.

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Everything billing holds about the signed-in person, as one JSON document. */
export async function exportMyData(d: Deps, actor: Actor): Promise<string> {
  const payments = await paymentsOf(d.prisma, actor.userId, 0, 10_000);
  const invoices = await invoicesOf(d.prisma, actor.userId, 0, 10_000);
  const details = await billingDetailsOf(d.prisma, actor.userId);
  return JSON.stringify({
    service: 'billing',
    userId: actor.userId,
    payments: payments.map((p) => ({
      id: p.id,
      bookingId: p.bookingId,
      method: p.method,
      status: p.status,
      amountMinor: Number(p.amountMinor),
      currency: p.currency,
      failureCode: p.failureCode,
      refundedMinor: Number(p.refundedMinor),
      createdAt: iso(p.createdAt),
      paidAt: iso(p.paidAt),
    })),
    billingDetails: details,
    invoices: invoices.map((i) => ({
      id: i.id,
      number: i.number,
      kind: i.kind,
      paymentId: i.paymentId,
      bookingId: i.bookingId,
      correctsNumber: i.correctsNumber || null,
      buyerName: i.buyerName,
      buyerPib: i.buyerPib || null,
      service: i.serviceText,
      serviceDate: i.serviceDate,
      amountMinor: Number(i.amountMinor),
      currency: i.currency,
      issuedAt: iso(i.issuedAt),
    })),
  });
}

/**
 * Deletes the saved billing details, clears the buyer from the person's payments, keeps payments and issued
 * invoices (the printed buyer name stays: the law keeps invoices as issued) and reports how many were kept.
 */
export function eraser(_d: Deps): EraseFn {
  return async (tx, userId) => {
    const db = tx as unknown as Db;
    await deleteBillingDetails(db, userId);
    await clearPaymentBuyers(db, userId);
    const keptRecords = (await countPaymentsOf(db, userId)) + (await countInvoicesOf(db, userId));
    return { ownerKeys: [], keptRecords };
  };
}
