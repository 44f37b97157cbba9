import type { Actor } from '@oslonac/kit';
import { isRefundable } from '../domain/refund';
import { staffErrors } from '../domain/staff-errors';
import { newId } from '../ids';
import { type AdminPaymentRecord, adminPayment, insertStaffRefund, refundWithMethod } from '../store/admin';
import { audit } from '../store/audit';
import { transaction } from '../store/db';
import { askedOf, lockPaymentById } from '../store/refunds';
import type { Deps } from './deps';
import { completeRefund } from './refunds';

// Money staff give back outside the cancellation policy. The refund is written 'requested' with the reason staff
// wrote and its audit row in one transaction; from there it is like every refund: a card payment's goes to Stripe
// in the refund round (flows/refunds.ts) under its own idempotency key; an IPS payment's cannot (Stripe never held
// that money), so it waits, shown to staff as "vratiti uplatom na račun", until staff send it from the bank and
// mark it sent, which completes it through the same completeRefund (credit note, billing.refund.issued.v1, once).

const isParty = (a: Actor, p: { clientUserId: string; therapistUserId: string }) =>
  p.clientUserId === a.userId || p.therapistUserId === a.userId;

async function reload(d: Deps, paymentId: string): Promise<AdminPaymentRecord> {
  const out = await adminPayment(d.prisma, paymentId);
  if (!out) throw staffErrors.paymentNotFound();
  return out;
}

export async function refundByStaff(
  d: Deps,
  actor: Actor,
  r: { paymentId: string; amountMinor: bigint; reason: string },
): Promise<AdminPaymentRecord> {
  await transaction(d.prisma, async (tx) => {
    const now = d.clock();
    const p = await lockPaymentById(tx, r.paymentId);
    if (!p) throw staffErrors.paymentNotFound();
    if (isParty(actor, p)) throw staffErrors.ownPayment();
    if (!isRefundable(p.status)) throw staffErrors.notRefundable();
    // What is left after every refund issued or still on its way (so two refunds can never exceed the payment).
    const left = p.amountMinor - (await askedOf(tx, p.id));
    if (r.amountMinor > left) throw staffErrors.refundTooMuch(left > 0n ? left : 0n, p.currency);
    const id = newId();
    await insertStaffRefund(
      tx,
      {
        id,
        paymentId: p.id,
        bookingId: p.bookingId,
        idempotencyKey: `refund:${p.bookingId}:staff:${id}`,
        amountMinor: r.amountMinor,
        currency: p.currency,
        note: r.reason,
      },
      now,
    );
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'refund_requested',
        paymentId: p.id,
        note: `Povraćaj ${r.amountMinor} (${p.currency}, ${p.method === 'ips' ? 'uplatom na račun' : 'Stripe'}): ${r.reason}`,
      },
      now,
    );
  });
  d.log.info(
    { actor_user_id: actor.userId, payment_id: r.paymentId, amount_minor: Number(r.amountMinor) },
    'refund requested by staff',
  );
  return reload(d, r.paymentId);
}

/** An IPS payment's refund staff have sent from the bank: completed once, with its audit row. */
export async function markBankRefundSent(
  d: Deps,
  actor: Actor,
  r: { refundId: string; note: string },
): Promise<AdminPaymentRecord> {
  const refund = await refundWithMethod(d.prisma, r.refundId);
  if (!refund) throw staffErrors.refundNotFound();
  if (refund.payment.method !== 'ips') throw staffErrors.notBankRefund();
  if (isParty(actor, refund.payment)) throw staffErrors.ownPayment();
  if (refund.status !== 'requested') throw staffErrors.refundNotOpen();
  const done = await completeRefund(d, refund.id, null, (tx, now) =>
    audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'bank_refund_sent',
        paymentId: refund.paymentId,
        note: `Povraćaj ${refund.id} poslat sa računa${r.note ? `: ${r.note}` : ''}`,
      },
      now,
    ),
  );
  // A colleague marked it sent a moment earlier: theirs counted, this one changes nothing.
  if (!done) throw staffErrors.refundNotOpen();
  d.log.info({ actor_user_id: actor.userId, refund_id: refund.id }, 'bank refund marked sent');
  return reload(d, refund.paymentId);
}
