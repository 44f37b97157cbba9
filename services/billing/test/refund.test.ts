import { describe, expect, it } from '@jest/globals';
import { refundAmount, refundable, refundKey, statusAfterRefund } from '../src/domain/refund';

describe('refund rules', () => {
  it('refunds round(amount × percent / 100), half up, percent clamped', () => {
    expect(refundAmount(400000n, 100)).toBe(400000n);
    expect(refundAmount(400000n, 50)).toBe(200000n);
    expect(refundAmount(400000n, 0)).toBe(0n);
    expect(refundAmount(3n, 50)).toBe(2n);
    expect(refundAmount(1n, 49)).toBe(0n);
    expect(refundAmount(999n, 33)).toBe(330n);
    expect(refundAmount(100n, 150)).toBe(100n);
    expect(refundAmount(100n, -5)).toBe(0n);
  });

  it('never asks for more than is left of the payment', () => {
    expect(refundable(400000n, 0n, 400000n)).toBe(400000n);
    expect(refundable(400000n, 200000n, 400000n)).toBe(200000n);
    expect(refundable(400000n, 400000n, 1n)).toBe(0n);
    expect(refundable(400000n, 0n, 0n)).toBe(0n);
  });

  it('a payment is refunded in full or in part', () => {
    expect(statusAfterRefund(400000n, 400000n)).toBe('refunded');
    expect(statusAfterRefund(400000n, 200000n)).toBe('partially_refunded');
    expect(statusAfterRefund(400000n, 0n)).toBe('succeeded');
    expect(refundKey('b', 'e')).toBe('refund:b:e');
  });
});
