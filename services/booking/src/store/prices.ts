import type { Db } from './db';
import type { Kind } from './therapists';

// Individual prices: booking's copy of what a therapist charges one client, from therapists' events. A removal keeps
// the row without a price, so the newest event always wins whatever order the events arrive in.

export interface IndividualPriceFact {
  therapistUserId: string;
  clientUserId: string;
  kind: string;
  /** null: the price was removed (the public price applies again). */
  priceRsdMinor: number | null;
  occurredAt: Date;
}

/** Applies a price event unless a newer one is already applied; true when it changed the row. */
export async function applyIndividualPrice(db: Db, f: IndividualPriceFact): Promise<boolean> {
  const price = f.priceRsdMinor === null ? null : BigInt(f.priceRsdMinor);
  const n = await db.$executeRaw`
    INSERT INTO "individual_price" ("therapist_user_id", "client_user_id", "kind", "price_rsd_minor", "source_at")
    VALUES (${f.therapistUserId}::uuid, ${f.clientUserId}::uuid, ${f.kind}, ${price}, ${f.occurredAt})
    ON CONFLICT ("therapist_user_id", "client_user_id", "kind") DO UPDATE
      SET "price_rsd_minor" = EXCLUDED."price_rsd_minor", "source_at" = EXCLUDED."source_at"
      WHERE "individual_price"."source_at" <= EXCLUDED."source_at"`;
  return n > 0;
}

/** The client's own RSD prices with this therapist, by kind (only the ones in force). */
export async function individualPricesFor(
  db: Db,
  therapistUserId: string,
  clientUserId: string,
): Promise<Map<Kind, number>> {
  const rows = await db.individualPrice.findMany({
    where: { therapistUserId, clientUserId, priceRsdMinor: { not: null } },
    select: { kind: true, priceRsdMinor: true },
  });
  return new Map(rows.map((r) => [r.kind as Kind, Number(r.priceRsdMinor)]));
}
