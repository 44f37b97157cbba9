import type { Db } from './db';
import { type PaymentRecord, paymentSelect } from './payments';

// IPS QR payments: the open one of a booking and the numbers references are made from.

/** The booking's pending IPS payment (at most one: a partial unique index). */
export function openIpsPayment(db: Db, bookingId: string): Promise<PaymentRecord | null> {
  return db.payment.findFirst({
    where: { bookingId, method: 'ips', status: 'pending' },
    select: paymentSelect,
  });
}

/** The next reference number; a sequence, so numbers are never reused even when a start rolls back. */
export async function nextIpsNumber(db: Db): Promise<bigint> {
  const rows = await db.$queryRaw<{ n: bigint }[]>`SELECT nextval('ips_reference_seq') AS n`;
  const n = rows[0]?.n;
  if (n === undefined) throw new Error('ips_reference_seq answered nothing');
  return BigInt(n);
}
