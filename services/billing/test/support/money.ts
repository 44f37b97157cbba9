import { v7 } from 'uuid';
import { afterPaid } from '../../src/flows/paid';
import { completeRefund } from '../../src/flows/refunds';
import { transaction } from '../../src/store/db';
import { insertPayment, type PaymentRecord, paymentSelect } from '../../src/store/payments';
import { insertRequestedRefund } from '../../src/store/refunds';
import type { Harness } from './harness';

// Money facts for the ledger and payout tests, through the service's own steps: a payment made paid by afterPaid
// (as the webhook or staff reconciliation does) and a refund finished by completeRefund (as the refund round does).

/** A payment for one of the therapist's sessions, paid at `paidAt` through afterPaid. */
export async function paidPayment(
  h: Harness,
  p: { therapistUserId: string; amountMinor: bigint; currency?: string; paidAt: Date },
): Promise<PaymentRecord> {
  const id = v7();
  await insertPayment(h.prisma, {
    id,
    bookingId: v7(),
    clientUserId: v7(),
    therapistUserId: p.therapistUserId,
    method: 'card',
    status: 'succeeded',
    amountMinor: p.amountMinor,
    currency: p.currency ?? 'RSD',
    checkoutSessionId: `cs_test_${id}`,
    checkoutUrl: null,
    checkoutExpiresAt: null,
    paymentIntentId: `pi_${id}`,
    ipsReference: null,
    failureCode: '',
    refundedMinor: 0n,
    createdAt: p.paidAt,
    paidAt: p.paidAt,
    updatedAt: p.paidAt,
  });
  const record = await h.prisma.payment.findUniqueOrThrow({ where: { id }, select: paymentSelect });
  await transaction(h.prisma, (tx) => afterPaid(tx, h.deps, record, p.paidAt));
  return record;
}

/** A refund of part of a payment, requested and then issued as the refund round issues it (clock = now). */
export async function issuedRefund(h: Harness, payment: PaymentRecord, amountMinor: bigint): Promise<string> {
  const id = v7();
  await insertRequestedRefund(
    h.prisma,
    {
      id,
      paymentId: payment.id,
      bookingId: payment.bookingId,
      reason: 'booking_cancelled',
      idempotencyKey: `refund:${payment.bookingId}:${id}`,
      amountMinor,
      currency: payment.currency,
    },
    h.clock.now,
  );
  if (!(await completeRefund(h.deps, id, `re_test_${id}`))) throw new Error('refund not completed');
  return id;
}
