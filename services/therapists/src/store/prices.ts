import type { SessionKind } from '../domain/profile';
import { newId } from '../ids';
import type { Db } from './db';

// Individual prices: what one therapist charges one client for one kind of session.

export interface IndividualPriceView {
  id: string;
  clientUserId: string;
  kind: SessionKind;
  amountMinor: number;
  currency: string;
  updatedAt: Date;
}

const priceSelect = {
  id: true,
  clientUserId: true,
  kind: true,
  amountMinor: true,
  currency: true,
  updatedAt: true,
} as const;

function view(p: {
  id: string;
  clientUserId: string;
  kind: string;
  amountMinor: bigint;
  currency: string;
  updatedAt: Date;
}): IndividualPriceView {
  return {
    id: p.id,
    clientUserId: p.clientUserId,
    kind: p.kind as SessionKind,
    amountMinor: Number(p.amountMinor),
    currency: p.currency,
    updatedAt: p.updatedAt,
  };
}

export async function upsertPrice(
  db: Db,
  p: {
    profileId: string;
    clientUserId: string;
    kind: SessionKind;
    amountMinor: number;
    currency: string;
    now: Date;
  },
): Promise<IndividualPriceView> {
  const amountMinor = BigInt(p.amountMinor);
  const row = await db.individualPrice.upsert({
    where: {
      profileId_clientUserId_kind: { profileId: p.profileId, clientUserId: p.clientUserId, kind: p.kind },
    },
    create: {
      id: newId(),
      profileId: p.profileId,
      clientUserId: p.clientUserId,
      kind: p.kind,
      amountMinor,
      currency: p.currency,
      updatedAt: p.now,
    },
    update: { amountMinor, currency: p.currency, updatedAt: p.now },
    select: priceSelect,
  });
  return view(row);
}

/** The therapist's own list, most recently changed first. */
export async function pricesOfProfile(db: Db, profileId: string): Promise<IndividualPriceView[]> {
  const rows = await db.individualPrice.findMany({
    where: { profileId },
    select: priceSelect,
    orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
  });
  return rows.map(view);
}

/** What one client pays this therapist, by kind. */
export async function pricesForClient(
  db: Db,
  profileId: string,
  clientUserId: string,
): Promise<IndividualPriceView[]> {
  const rows = await db.individualPrice.findMany({
    where: { profileId, clientUserId },
    select: priceSelect,
    orderBy: { kind: 'asc' },
  });
  return rows.map(view);
}

/**
 * Only the therapist who set the price can delete it; answers the deleted price (for its event), or null when
 * there is no such price of theirs.
 */
export async function deletePriceOf(
  db: Db,
  therapistUserId: string,
  priceId: string,
): Promise<(IndividualPriceView & { profileId: string }) | null> {
  const rows = await db.$queryRaw<
    {
      id: string;
      profileId: string;
      clientUserId: string;
      kind: string;
      amountMinor: bigint;
      currency: string;
      updatedAt: Date;
    }[]
  >`
    DELETE FROM individual_prices p USING profiles f
    WHERE p.id = ${priceId}::uuid AND f.id = p.profile_id AND f.user_id = ${therapistUserId}::uuid
    RETURNING p.id::text AS "id", p.profile_id::text AS "profileId", p.client_user_id::text AS "clientUserId",
      p.kind, p.amount_minor AS "amountMinor", p.currency, p.updated_at AS "updatedAt"`;
  const [row] = rows;
  return row ? { ...view(row), profileId: row.profileId } : null;
}
