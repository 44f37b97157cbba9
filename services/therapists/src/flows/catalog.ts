import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import type { SessionKind } from '../domain/profile';
import type { SearchFilter } from '../domain/search-filter';
import { individualPriceChanged } from '../events';
import { transaction } from '../store/db';
import {
  deletePriceOf,
  type IndividualPriceView,
  pricesForClient,
  pricesOfProfile,
  upsertPrice,
} from '../store/prices';
import { findProfile, findProfileRef, listTaxonomy, type ProfileView } from '../store/profiles';
import { publishedReviews, type ReviewView } from '../store/reviews';
import { searchProfiles } from '../store/search';
import type { Deps } from './deps';

/** Specialties and approaches, in the order the catalogue shows them. */
export function taxonomy(d: Deps) {
  return listTaxonomy(d.prisma);
}

export function search(d: Deps, f: SearchFilter) {
  return searchProfiles(d.prisma, f);
}

/**
 * An approved profile with its published reviews; the individual prices only when the caller is the client
 * they were set for (nobody else, not even other clients, learns they exist).
 */
export async function getPublicProfile(
  d: Deps,
  actor: Actor | null,
  slug: string,
): Promise<{ profile: ProfileView; reviews: ReviewView[]; individualPrices: IndividualPriceView[] }> {
  const profile = await findProfile(d.prisma, { slug });
  if (profile?.status !== 'approved') throw errors.notFound('profile');
  const [reviews, individualPrices] = await Promise.all([
    publishedReviews(d.prisma, profile.id, 50),
    actor?.roles.includes('client')
      ? pricesForClient(d.prisma, profile.id, actor.userId)
      : Promise.resolve([]),
  ]);
  return { profile, reviews, individualPrices };
}

async function ownProfileId(d: Deps, actor: Actor): Promise<string> {
  const p = await findProfileRef(d.prisma, { userId: actor.userId });
  if (!p) throw errors.noProfile();
  return p.id;
}

export async function setIndividualPrice(
  d: Deps,
  actor: Actor,
  input: { clientUserId: string; kind: SessionKind; amountMinor: number; currency: 'RSD' | 'EUR' },
): Promise<IndividualPriceView> {
  if (input.clientUserId === actor.userId) {
    throw errors.invalidArgument('clientUserId', 'Individualna cena se određuje za klijenta.');
  }
  const profileId = await ownProfileId(d, actor);
  const now = d.clock();
  // The price and its event in one transaction: booking charges what the outbox says.
  return transaction(d.prisma, async (tx) => {
    const price = await upsertPrice(tx, { profileId, ...input, now });
    await individualPriceChanged(tx, {
      priceId: price.id,
      therapistUserId: actor.userId,
      therapistProfileId: profileId,
      clientUserId: price.clientUserId,
      kind: price.kind,
      amountMinor: price.amountMinor,
      currency: price.currency,
      removed: false,
      occurredAt: now,
    });
    return price;
  });
}

export async function listIndividualPrices(d: Deps, actor: Actor): Promise<IndividualPriceView[]> {
  return pricesOfProfile(d.prisma, await ownProfileId(d, actor));
}

export async function deleteIndividualPrice(d: Deps, actor: Actor, priceId: string): Promise<void> {
  const now = d.clock();
  await transaction(d.prisma, async (tx) => {
    const price = await deletePriceOf(tx, actor.userId, priceId);
    if (!price) throw errors.notFound('individual_price');
    await individualPriceChanged(tx, {
      priceId: price.id,
      therapistUserId: actor.userId,
      therapistProfileId: price.profileId,
      clientUserId: price.clientUserId,
      kind: price.kind,
      amountMinor: 0,
      currency: price.currency,
      removed: true,
      occurredAt: now,
    });
  });
}
