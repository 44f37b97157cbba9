import { describe, expect, it } from '@jest/globals';
import {
  applyFact,
  checkoutExpiry,
  isOwnUrl,
  isResumable,
  type PaymentFact,
  type PaymentState,
} from '../src/domain/payment';

const pending: PaymentState = { status: 'pending', failureCode: '' };
const paid: PaymentFact = { kind: 'paid', paymentIntentId: 'pi_1' };
const declined: PaymentFact = { kind: 'failed', failureCode: 'card_declined', paymentIntentId: 'pi_1' };
const expired: PaymentFact = { kind: 'expired' };

/** Applies facts in order, as the webhook does. */
function run(facts: PaymentFact[], start: PaymentState = pending) {
  let state = start;
  const announced: string[] = [];
  for (const f of facts) {
    const t = applyFact(state, f);
    if (t.next) state = { status: t.next.status, failureCode: t.next.failureCode };
    if (t.announce) announced.push(t.announce);
  }
  return { state, announced };
}

describe('applyFact', () => {
  it('a paid checkout succeeds and is announced once', () => {
    expect(run([paid, paid])).toEqual({
      state: { status: 'succeeded', failureCode: '' },
      announced: ['succeeded'],
    });
  });

  it('a failure or an expiry after success never downgrades it', () => {
    expect(run([paid, declined, expired])).toEqual({
      state: { status: 'succeeded', failureCode: '' },
      announced: ['succeeded'],
    });
  });

  it('a declined card keeps the checkout open with the reason; success after it still succeeds', () => {
    expect(applyFact(pending, declined)).toEqual({
      next: { status: 'pending', failureCode: 'card_declined', paid: false },
      announce: 'failed',
    });
    expect(run([declined, paid])).toEqual({
      state: { status: 'succeeded', failureCode: '' },
      announced: ['failed', 'succeeded'],
    });
  });

  it('an expired checkout is cancelled, and money taken anyway still counts', () => {
    expect(run([expired])).toEqual({ state: { status: 'cancelled', failureCode: '' }, announced: [] });
    expect(run([expired, declined, paid]).state.status).toBe('succeeded');
  });

  it('every order of the same facts ends in the same state when one of them is a payment', () => {
    const facts = [paid, declined, expired];
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    for (const order of orders) {
      const out = run(order.map((i) => facts[i] as PaymentFact));
      expect(out.state.status).toBe('succeeded');
      expect(out.announced.filter((a) => a === 'succeeded')).toHaveLength(1);
    }
  });

  it('refunded payments ignore late checkout facts', () => {
    for (const f of [paid, declined, expired]) {
      expect(applyFact({ status: 'refunded', failureCode: '' }, f)).toEqual({ next: null, announce: null });
    }
  });
});

describe('checkoutExpiry', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('ends the checkout at the booking deadline when Stripe allows it', () => {
    expect(checkoutExpiry(now, at(45))).toEqual(at(45));
  });

  it('clamps a deadline closer than Stripe’s 30 minutes up to 31', () => {
    expect(checkoutExpiry(now, at(10))).toEqual(at(31));
    expect(checkoutExpiry(now, at(-5))).toEqual(at(31));
  });

  it('clamps a deadline past 24 hours (or none) down to 23 h 59 min', () => {
    expect(checkoutExpiry(now, at(3 * 24 * 60))).toEqual(at(24 * 60 - 1));
    expect(checkoutExpiry(now, null)).toEqual(at(24 * 60 - 1));
  });
});

describe('isResumable', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it('hands a checkout out again only with more than five minutes left', () => {
    expect(isResumable(new Date(now.getTime() + 6 * 60_000), now)).toBe(true);
    expect(isResumable(new Date(now.getTime() + 5 * 60_000), now)).toBe(false);
    expect(isResumable(null, now)).toBe(false);
  });
});

describe('isOwnUrl', () => {
  const publicUrl = 'https://oslonac.rs';
  it('accepts our origin only', () => {
    expect(isOwnUrl('https://oslonac.rs/app/placanje/uspeh?s={CHECKOUT_SESSION_ID}', publicUrl)).toBe(true);
    expect(isOwnUrl('https://oslonac.rs.evil.test/x', publicUrl)).toBe(false);
    expect(isOwnUrl('http://oslonac.rs/x', publicUrl)).toBe(false);
    expect(isOwnUrl('https://user:pw@oslonac.rs/x', publicUrl)).toBe(false);
    expect(isOwnUrl('javascript:alert(1)', publicUrl)).toBe(false);
    expect(isOwnUrl('/relative', publicUrl)).toBe(false);
  });
});
