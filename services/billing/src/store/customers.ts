import type { Db } from './db';

// The pairing of a client with their Stripe Customer: the only thing billing keeps about saved cards.

/** The client's Stripe Customer id, or null before their first card or card payment. */
export async function customerOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.stripeCustomer.findUnique({
    where: { userId },
    select: { stripeCustomerId: true },
  });
  return row?.stripeCustomerId ?? null;
}

/**
 * Records the pairing unless one exists (a concurrent start got there first) and answers the one that is stored:
 * whoever wrote it, every caller goes on with the same customer.
 */
export async function keepCustomer(
  db: Db,
  userId: string,
  stripeCustomerId: string,
  now: Date,
): Promise<string> {
  await db.stripeCustomer.createMany({
    data: [{ userId, stripeCustomerId, createdAt: now }],
    skipDuplicates: true,
  });
  const stored = await customerOf(db, userId);
  if (!stored) throw new Error(`stripe customer of ${userId} was not stored`);
  return stored;
}

/** Erasure: the pairing goes with the person (the customer itself is deleted at Stripe first). */
export async function forgetCustomer(db: Db, userId: string): Promise<void> {
  await db.stripeCustomer.deleteMany({ where: { userId } });
}
