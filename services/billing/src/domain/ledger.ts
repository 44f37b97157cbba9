import { THERAPIST_PRICING } from '@oslonac/lang/pricing';

// The therapist's ledger, as pure rules: which signed entries a payment, a refund and a payout write, and how the
// commission is computed. Every amount is integer minor units (bigint). The balance is always the plain sum of the
// entries, so nothing may be computed anywhere else.
//
// Rounding rule (one, everywhere): the commission on an amount is COMMISSION_BASIS_POINTS of it, rounded half up
// to the minor unit. A refund gives back the commission on the refunded part as the difference between the
// commission on what was kept before and after it, so however a payment is refunded in parts, the commission that
// stays is exactly the commission on what the client finally paid (and a full refund gives all of it back).

export type LedgerKind = 'session_earned' | 'commission' | 'refund' | 'payout';

export const COMMISSION_BASIS_POINTS = BigInt(THERAPIST_PRICING.commissionBasisPoints);

/** Oslonac's commission on a (non-negative) amount: basis points, rounded half up. */
export function commissionOf(amountMinor: bigint): bigint {
  if (amountMinor < 0n) throw new RangeError('commission of a negative amount');
  return (amountMinor * COMMISSION_BASIS_POINTS + 5_000n) / 10_000n;
}

export interface EntryDraft {
  kind: LedgerKind;
  /** Signed: what it adds to (+) or takes from (−) the therapist's balance. */
  amountMinor: bigint;
}

/** A paid session: the whole price earned, the commission taken. */
export function paidEntries(amountMinor: bigint): EntryDraft[] {
  return [
    { kind: 'session_earned', amountMinor },
    { kind: 'commission', amountMinor: -commissionOf(amountMinor) },
  ];
}

/**
 * A refund of `refundMinor` of a payment of `paidMinor` of which `refundedBefore` went back earlier: the refunded
 * part leaves the balance and its share of the commission comes back.
 */
export function refundEntries(paidMinor: bigint, refundedBefore: bigint, refundMinor: bigint): EntryDraft[] {
  const after = refundedBefore + refundMinor;
  if (refundMinor <= 0n || refundedBefore < 0n || after > paidMinor) {
    throw new RangeError(`refund ${refundMinor} after ${refundedBefore} of ${paidMinor}`);
  }
  const commissionBack = commissionOf(paidMinor - refundedBefore) - commissionOf(paidMinor - after);
  return [
    { kind: 'refund', amountMinor: -refundMinor },
    { kind: 'commission', amountMinor: commissionBack },
  ];
}

/** Money sent to the therapist. */
export function payoutEntry(amountMinor: bigint): EntryDraft {
  if (amountMinor <= 0n) throw new RangeError('a payout is positive');
  return { kind: 'payout', amountMinor: -amountMinor };
}

/** The balance: the sum of the entries, nothing else. */
export function balanceOf(entries: readonly { amountMinor: bigint }[]): bigint {
  return entries.reduce((sum, e) => sum + e.amountMinor, 0n);
}

/** The therapist's share of one paid amount (what the public page promises: price minus the commission). */
export function therapistShare(amountMinor: bigint): bigint {
  return amountMinor - commissionOf(amountMinor);
}
