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

/** Only the therapist who set the price can delete it; false when there is no such price of theirs. */
export async function deletePriceOf(db: Db, therapistUserId: string, priceId: string): Promise<boolean> {
  const deleted = await db.individualPrice.deleteMany({
    where: { id: priceId, profile: { userId: therapistUserId } },
  });
  return deleted.count > 0;
}
