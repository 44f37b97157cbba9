import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import type { SessionKind } from '../domain/profile';
import type { SearchFilter } from '../domain/search-filter';
import { newId } from '../ids';
import { findProfile, type ProfileView } from '../store/profiles';
import { searchProfiles } from '../store/search';
import type { Deps } from './deps';

export interface ReviewView {
  id: string;
  profileId: string;
  rating: number;
  text: string;
  authorLabel: string;
  status: 'pending' | 'published' | 'rejected';
  createdAt: Date;
}

export interface IndividualPriceView {
  id: string;
  clientUserId: string;
  kind: SessionKind;
  amountMinor: number;
  currency: string;
  updatedAt: Date;
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
  const [reviews, prices] = await Promise.all([
    d.prisma.review.findMany({
      where: { profileId: profile.id, status: 'published' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 50,
    }),
    actor?.roles.includes('client')
      ? d.prisma.individualPrice.findMany({
          where: { profileId: profile.id, clientUserId: actor.userId },
          orderBy: { kind: 'asc' },
        })
      : Promise.resolve([]),
  ]);
  return {
    profile,
    reviews: reviews.map((r) => ({
      id: r.id,
      profileId: r.profileId,
      rating: r.rating,
      text: r.text,
      authorLabel: r.authorLabel,
      status: r.status,
      createdAt: r.createdAt,
    })),
    individualPrices: prices.map(priceView),
  };
}

function priceView(p: {
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

async function ownProfileId(d: Deps, actor: Actor): Promise<string> {
  const p = await d.prisma.profile.findUnique({ where: { userId: actor.userId }, select: { id: true } });
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
  const row = await d.prisma.individualPrice.upsert({
    where: {
      profileId_clientUserId_kind: { profileId, clientUserId: input.clientUserId, kind: input.kind },
    },
    create: {
      id: newId(),
      profileId,
      clientUserId: input.clientUserId,
      kind: input.kind,
      amountMinor: BigInt(input.amountMinor),
      currency: input.currency,
      updatedAt: now,
    },
    update: { amountMinor: BigInt(input.amountMinor), currency: input.currency, updatedAt: now },
  });
  return priceView(row);
}

export async function listIndividualPrices(d: Deps, actor: Actor): Promise<IndividualPriceView[]> {
  const profileId = await ownProfileId(d, actor);
  const rows = await d.prisma.individualPrice.findMany({
    where: { profileId },
    orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
  });
  return rows.map(priceView);
}

export async function deleteIndividualPrice(d: Deps, actor: Actor, priceId: string): Promise<void> {
  const deleted = await d.prisma.individualPrice.deleteMany({
    where: { id: priceId, profile: { userId: actor.userId } },
  });
  if (deleted.count === 0) throw errors.notFound('individual_price');
}
