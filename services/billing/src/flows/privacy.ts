import type { Actor, EraseFn } from '@oslonac/kit';
import { customerOf, forgetCustomer } from '../store/customers';
import type { Db } from '../store/db';
import {
  billingDetailsOf,
  clearPaymentBuyers,
  countInvoicesOf,
  deleteBillingDetails,
  invoicesOf,
} from '../store/invoices';
import { allEntriesOf, countEntriesOf } from '../store/ledger';
import { countPaymentsOf, paymentsOf } from '../store/payments';
import { accountOf, countPayoutsOf, deleteAccount, payoutsOf } from '../store/payouts';
import { deleteCustomer } from './cards';
import type { Deps } from './deps';
import { accountOwner } from './payouts';

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
  // Saved cards live at Stripe under this customer; billing holds only the pairing.
  const stripeCustomerId = await customerOf(d.prisma, actor.userId);
  // A therapist's money: the ledger and payouts (financial records, kept) and the payout account (last four only).
  const ledger = await allEntriesOf(d.prisma, actor.userId);
  const payouts = await payoutsOf(d.prisma, actor.userId, 10_000);
  const account = await accountOf(d.prisma, actor.userId);
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
    stripeCustomerId,
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
    ledger: ledger.map((e) => ({
      id: e.id,
      kind: e.kind,
      amountMinor: Number(e.amountMinor),
      currency: e.currency,
      bookingId: e.bookingId,
      paymentId: e.paymentId,
      refundId: e.refundId,
      payoutId: e.payoutId,
      occurredAt: iso(e.occurredAt),
    })),
    payouts: payouts.map((p) => ({
      id: p.id,
      period: p.period,
      amountMinor: Number(p.amountMinor),
      currency: p.currency,
      method: p.method,
      status: p.status,
      reference: p.reference,
      createdAt: iso(p.createdAt),
      paidAt: iso(p.paidAt),
    })),
    payoutAccount: account
      ? {
          country: account.country,
          accountHolder: account.accountHolder,
          accountLast4: account.accountLast4,
          method: account.method,
        }
      : null,
  });
}

/**
 * Deletes the saved billing details, clears the buyer from the person's payments, keeps payments and issued
 * invoices (the printed buyer name stays: the law keeps invoices as issued) and reports how many were kept.
 */
export function eraser(d: Deps): EraseFn {
  return async (tx, userId) => {
    const db = tx as unknown as Db;
    // Saved cards: the Stripe Customer is deleted at Stripe first (its cards with it), then the pairing. Should
    // this transaction roll back, the retried erasure finds the customer already deleted and goes on.
    const stripeCustomer = await customerOf(db, userId);
    if (stripeCustomer) {
      await deleteCustomer(d, stripeCustomer);
      await forgetCustomer(db, userId);
    }
    await deleteBillingDetails(db, userId);
    await clearPaymentBuyers(db, userId);
    // A therapist's payout account goes (its sealed number shredded with the key); the ledger and the payouts
    // are financial records the law keeps, and name nobody.
    await deleteAccount(db, userId);
    const keptRecords =
      (await countPaymentsOf(db, userId)) +
      (await countInvoicesOf(db, userId)) +
      (await countEntriesOf(db, userId)) +
      (await countPayoutsOf(db, userId));
    return { ownerKeys: [accountOwner(userId)], keptRecords };
  };
}
