import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LedgerEntryKind } from '@oslonac/proto/oslonac/billing/v1/billing';
import { v7 } from 'uuid';
import { commissionOf } from '../src/domain/ledger';
import { afterPaid } from '../src/flows/paid';
import { completeRefund } from '../src/flows/refunds';
import { transaction } from '../src/store/db';
import { allEntriesOf } from '../src/store/ledger';
import { insertPayment, paymentSelect } from '../src/store/payments';
import { failure, type Harness, startBilling } from './support/harness';
import { issuedRefund, paidPayment } from './support/money';

// The therapist's ledger against real PostgreSQL: every money fact writes its entries in its own transaction, once
// however often it is retried, and the balance is always the sum of the entries, which is always what was paid,
// minus what went back, minus the commission on what stayed, minus what was paid out.

const START = new Date('2026-11-10T10:00:00Z');
let h: Harness;

beforeAll(async () => {
  h = await startBilling('billing_ledger', START);
});
afterAll(async () => {
  await h?.close();
});

const sum = (xs: readonly { amountMinor: bigint }[]) => xs.reduce((s, x) => s + x.amountMinor, 0n);

describe('ledger', () => {
  it('sums to paid − refunded − commission over payments and partial refunds, as the therapist sees it', async () => {
    const me = await h.person(['therapist']);
    const t = me.actor.userId;
    const a = await paidPayment(h, { therapistUserId: t, amountMinor: 400000n, paidAt: START });
    const b = await paidPayment(h, { therapistUserId: t, amountMinor: 333333n, paidAt: START });
    h.clock.advance(60);
    await issuedRefund(h, a, 100001n); // part of a
    await issuedRefund(h, b, 3n); // a tiny part of b
    await issuedRefund(h, b, 333330n); // the rest of b
    await issuedRefund(h, a, 299999n); // the rest of a
    const c = await paidPayment(h, { therapistUserId: t, amountMinor: 4500n, paidAt: h.clock.now });
    await issuedRefund(h, c, 2250n); // half of c

    const entries = await allEntriesOf(h.prisma, t);
    const paid = 400000n + 333333n + 4500n;
    const refunded = 400000n + 333333n + 2250n;
    // The commission that stays is that of what each client finally paid.
    const commission = commissionOf(0n) + commissionOf(0n) + commissionOf(2250n);
    expect(sum(entries)).toBe(paid - refunded - commission);
    expect(sum(entries.filter((e) => e.kind === 'commission'))).toBe(-commission);
    // Two per payment and per refund, but the refund of 3 minor units moved no commission (50 000 on 333 333 and on
    // 333 330 alike, half up), and a zero entry is never written.
    expect(entries).toHaveLength(3 * 2 + 5 * 2 - 1);

    const view = await h.call(h.client.getMyLedger.bind(h.client), { pageSize: 0, pageToken: '' }, me.token);
    expect(view.balanceMinor).toBe(Number(paid - refunded - commission));
    expect(view.currency).toBe('RSD');
    expect(view.entries).toHaveLength(15);
    expect(view.entries.reduce((s, e) => s + e.amountMinor, 0)).toBe(view.balanceMinor);
    // Newest first: the last refund's entries lead.
    expect([
      LedgerEntryKind.LEDGER_ENTRY_KIND_REFUND,
      LedgerEntryKind.LEDGER_ENTRY_KIND_COMMISSION,
    ]).toContain(view.entries[0]!.kind);
    expect(view.entries.at(-1)!.kind).not.toBe(LedgerEntryKind.LEDGER_ENTRY_KIND_PAYOUT);
    // Nothing from October is waiting: the next payout (10 December) holds November so far.
    expect(view.upcomingPayoutOn).toBe('2026-12-10');
    expect(view.upcomingPayoutMinor).toBe(view.balanceMinor);
    const page = await h.call(h.client.getMyLedger.bind(h.client), { pageSize: 10, pageToken: '' }, me.token);
    expect(page.entries).toHaveLength(10);
    expect(page.nextPageToken).toBe('10');
    expect(page.balanceMinor).toBe(view.balanceMinor);
  });

  it('writes a payment’s entries once however often afterPaid runs, and a refund’s once however often it completes', async () => {
    const t = v7();
    const p = await paidPayment(h, { therapistUserId: t, amountMinor: 10000n, paidAt: h.clock.now });
    await transaction(h.prisma, (tx) => afterPaid(tx, h.deps, p, h.clock.now)).catch(() => undefined);
    const refund = await issuedRefund(h, p, 5000n);
    expect(await completeRefund(h.deps, refund, 're_again')).toBe(false);
    const entries = await allEntriesOf(h.prisma, t);
    expect(entries.map((e) => [e.kind, e.amountMinor])).toEqual([
      ['session_earned', 10000n],
      ['commission', -1500n],
      ['refund', -5000n],
      ['commission', 750n],
    ]);
  });

  it('writes nothing when the money fact’s transaction rolls back', async () => {
    const t = v7();
    const id = v7();
    await insertPayment(h.prisma, {
      id,
      bookingId: v7(),
      clientUserId: v7(),
      therapistUserId: t,
      method: 'card',
      status: 'succeeded',
      amountMinor: 5000n,
      currency: 'RSD',
      checkoutSessionId: null,
      checkoutUrl: null,
      checkoutExpiresAt: null,
      paymentIntentId: null,
      ipsReference: null,
      failureCode: '',
      refundedMinor: 0n,
      createdAt: START,
      paidAt: START,
      updatedAt: START,
    });
    const record = await h.prisma.payment.findUniqueOrThrow({ where: { id }, select: paymentSelect });
    await expect(
      transaction(h.prisma, async (tx) => {
        await afterPaid(tx, h.deps, record, START);
        throw new Error('crash after the ledger write');
      }),
    ).rejects.toThrow('crash');
    expect(await allEntriesOf(h.prisma, t)).toEqual([]);
  });

  it('is for therapists: a client is refused', async () => {
    const client = await h.person(['client']);
    const err = await failure(
      h.call(h.client.getMyLedger.bind(h.client), { pageSize: 0, pageToken: '' }, client.token),
    );
    expect(err.code).toBe('auth.role_required');
  });
});
