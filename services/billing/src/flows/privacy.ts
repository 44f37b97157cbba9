import type { Actor, EraseFn } from '@oslonac/kit';
import type { Db } from '../store/db';
import { countPaymentsOf, paymentsOf } from '../store/payments';
import type { Deps } from './deps';

// GDPR Art. 15/20 (export) and 17 (erasure) for what billing holds about a person. A payment is a financial record
// the law keeps (accounting and tax rules), and billing stores nothing else about anyone: no name, no e-mail, no
// card (Stripe's hosted page takes the card; we keep Stripe's ids only). Erasure therefore deletes nothing, seals
// nothing, shreds no key, and counts the kept payments.

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Everything billing holds about the signed-in person, as one JSON document. */
export async function exportMyData(d: Deps, actor: Actor): Promise<string> {
  const payments = await paymentsOf(d.prisma, actor.userId, 0, 10_000);
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
  });
}

/** Keeps the person's payments (they name nobody) and reports how many; there is nothing personal to delete. */
export function eraser(_d: Deps): EraseFn {
  return async (tx, userId) => {
    const keptRecords = await countPaymentsOf(tx as unknown as Db, userId);
    return { ownerKeys: [], keptRecords };
  };
}
