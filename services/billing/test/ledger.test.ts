import { describe, expect, it } from '@jest/globals';
import { THERAPIST_PRICING } from '@oslonac/lang/pricing';
import {
  balanceOf,
  COMMISSION_BASIS_POINTS,
  commissionOf,
  type EntryDraft,
  paidEntries,
  payoutEntry,
  refundEntries,
  therapistShare,
} from '../src/domain/ledger';

describe('commission', () => {
  it('is the pricing module’s 15 %, the number the public page quotes', () => {
    expect(COMMISSION_BASIS_POINTS).toBe(1500n);
    expect(THERAPIST_PRICING.commissionPercent * 100).toBe(THERAPIST_PRICING.commissionBasisPoints);
    expect(commissionOf(400000n)).toBe(60000n);
    expect(therapistShare(400000n)).toBe(340000n);
  });

  it('rounds half up to the minor unit', () => {
    expect(commissionOf(0n)).toBe(0n);
    expect(commissionOf(1n)).toBe(0n); // 0.15
    expect(commissionOf(3n)).toBe(0n); // 0.45
    expect(commissionOf(4n)).toBe(1n); // 0.60
    expect(commissionOf(10n)).toBe(2n); // 1.5 → 2
    expect(commissionOf(30n)).toBe(5n); // 4.5 → 5
    expect(commissionOf(333333n)).toBe(50000n); // 49999.95
    expect(() => commissionOf(-1n)).toThrow(RangeError);
  });
});

describe('entries', () => {
  it('a paid session earns the price and gives up the commission', () => {
    expect(paidEntries(400000n)).toEqual([
      { kind: 'session_earned', amountMinor: 400000n },
      { kind: 'commission', amountMinor: -60000n },
    ]);
  });

  it('a refund takes the refunded part and gives back the commission on it', () => {
    expect(refundEntries(400000n, 0n, 200000n)).toEqual([
      { kind: 'refund', amountMinor: -200000n },
      { kind: 'commission', amountMinor: 30000n },
    ]);
    expect(() => refundEntries(400000n, 300000n, 200000n)).toThrow(RangeError);
    expect(() => refundEntries(400000n, 0n, 0n)).toThrow(RangeError);
  });

  it('however a payment is refunded in parts, the commission left is that of what the client finally paid', () => {
    for (const [paid, parts] of [
      [333333n, [1n, 2n, 3n, 100000n]],
      [10n, [3n, 3n, 4n]],
      [999n, [333n, 333n]],
      [400000n, [400000n]],
      [7n, [1n, 1n, 1n, 1n, 1n, 1n, 1n]],
    ] as const) {
      const entries: EntryDraft[] = paidEntries(paid);
      let refunded = 0n;
      for (const part of parts) {
        entries.push(...refundEntries(paid, refunded, part));
        refunded += part;
        const commission = balanceOf(entries.filter((e) => e.kind === 'commission'));
        expect(commission).toBe(-commissionOf(paid - refunded));
        expect(balanceOf(entries)).toBe(paid - refunded - commissionOf(paid - refunded));
      }
    }
  });

  it('a full refund gives every bit of the commission back', () => {
    const entries = [...paidEntries(12345n), ...refundEntries(12345n, 0n, 12345n)];
    expect(balanceOf(entries)).toBe(0n);
  });

  it('a payout takes what it sends, and only a positive amount', () => {
    expect(payoutEntry(340000n)).toEqual({ kind: 'payout', amountMinor: -340000n });
    expect(() => payoutEntry(0n)).toThrow(RangeError);
  });
});
