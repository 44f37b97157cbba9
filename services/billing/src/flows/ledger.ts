import type { Actor } from '@oslonac/kit';
import { type EntryDraft, paidEntries, payoutEntry, refundEntries } from '../domain/ledger';
import { lastEndedPeriod, nextPeriod, payoutDueOn } from '../domain/payout';
import { newId } from '../ids';
import type { Db } from '../store/db';
import {
  currencyOf,
  earnedBefore,
  entriesOf,
  insertEntries,
  type LedgerRecord,
  sumOf,
} from '../store/ledger';
import type { PaymentRecord } from '../store/payments';
import { assignedOf, type PayoutRecord, payoutsOf } from '../store/payouts';
import type { RefundRecord } from '../store/refunds';
import type { Deps } from './deps';

// The therapist's ledger: the entries each money fact writes (always inside that fact's transaction, so the ledger
// and the money can never disagree) and the therapist's view of it.

/** The currency a therapist with no entries yet is shown in. */
const HOME_CURRENCY = 'RSD';

/** A payment became paid: SESSION_EARNED +amount, COMMISSION −its 15 %. Once per payment. */
export async function writePaid(tx: Db, p: PaymentRecord, now: Date): Promise<void> {
  const at = p.paidAt ?? now;
  await insertEntries(
    tx,
    paidEntries(p.amountMinor).map((e: EntryDraft) => ({
      ...e,
      id: newId(),
      therapistUserId: p.therapistUserId,
      currency: p.currency,
      bookingId: p.bookingId,
      paymentId: p.id,
      entryKey: `payment:${p.id}:${e.kind}`,
      occurredAt: at,
    })),
  );
}

/**
 * A refund was issued: REFUND −amount, COMMISSION +its share. `before` is the payment as it was before this refund
 * (its refundedMinor not yet grown). Once per refund.
 */
export async function writeRefund(tx: Db, r: RefundRecord, before: PaymentRecord, now: Date): Promise<void> {
  await insertEntries(
    tx,
    refundEntries(before.amountMinor, before.refundedMinor, r.amountMinor).map((e) => ({
      ...e,
      id: newId(),
      therapistUserId: before.therapistUserId,
      currency: r.currency,
      bookingId: r.bookingId,
      paymentId: r.paymentId,
      refundId: r.id,
      entryKey: `refund:${r.id}:${e.kind}`,
      occurredAt: now,
    })),
  );
}

/** A payout left: PAYOUT −amount. Once per payout. */
export async function writePayout(tx: Db, p: PayoutRecord, now: Date): Promise<void> {
  await insertEntries(tx, [
    {
      ...payoutEntry(p.amountMinor),
      id: newId(),
      therapistUserId: p.therapistUserId,
      currency: p.currency,
      payoutId: p.id,
      entryKey: `payout:${p.id}`,
      occurredAt: now,
    },
  ]);
}

/**
 * What the therapist is owed for everything before `end` (null: everything so far) and not yet given to a payout: earnings minus every
 * payout already made for them (pending, failed or paid), never below zero.
 */
export async function owedBefore(
  db: Db,
  therapistUserId: string,
  currency: string,
  end: Date | null,
): Promise<bigint> {
  const earned = await sumOf(db, therapistUserId, currency, {
    ...(end ? { before: end } : {}),
    withoutPayouts: true,
  });
  const owed = earned - (await assignedOf(db, therapistUserId, currency));
  return owed > 0n ? owed : 0n;
}

export { earnedBefore };

export interface LedgerView {
  entries: LedgerRecord[];
  nextOffset: number | null;
  balanceMinor: bigint;
  currency: string;
  upcomingMinor: bigint;
  upcomingOn: string;
  payouts: PayoutRecord[];
}

/** The therapist's own ledger page, balance, the next payout (amount and date) and their payouts. */
export async function myLedger(
  d: Deps,
  actor: Actor,
  page: { offset: number; size: number },
): Promise<LedgerView> {
  const me = actor.userId;
  const currency = (await currencyOf(d.prisma, me)) ?? HOME_CURRENCY;
  const rows = await entriesOf(d.prisma, me, currency, page.offset, page.size + 1);
  const payouts = await payoutsOf(d.prisma, me);
  const balanceMinor = await sumOf(d.prisma, me, currency);
  const last = lastEndedPeriod(d.clock());
  const lastPayout = payouts.find((p) => p.period === last.period && p.currency === currency);
  // Last month's payout, while it has not left (or is still to be made, with something in it); else the one that
  // will hold this month so far, on the payout day of next month.
  const waiting = lastPayout
    ? lastPayout.status === 'paid'
      ? 0n
      : lastPayout.amountMinor
    : await owedBefore(d.prisma, me, currency, last.end);
  const upcomingMinor = waiting > 0n ? waiting : await owedBefore(d.prisma, me, currency, null);
  const upcomingOn = payoutDueOn(waiting > 0n ? last.period : nextPeriod(last.period));
  return {
    entries: rows.slice(0, page.size),
    nextOffset: rows.length > page.size ? page.offset + page.size : null,
    balanceMinor,
    currency,
    upcomingMinor,
    upcomingOn,
    payouts,
  };
}
