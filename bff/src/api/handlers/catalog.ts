// The public catalogue: search, profiles, taxonomy. Route handlers and the server-rendered pages share these
// functions, so a filter means the same thing in /api/v1/therapists and on /terapeuti.
import type { z } from 'zod';
import { type ResolvedSession, resolveActor, withFreshActor } from '../../server/actor';
import { therapists } from '../../server/gateways/therapists';
import { reportError } from '../../server/report';
import { loadTaxonomy } from '../../server/taxonomy';
import {
  CATALOG_PAGE_SIZE,
  PRICE_RANGES,
  type ProfileView,
  type PublicProfileView,
  type SearchInput,
} from '../../server/views/therapists';
import { type EndpointContext, json } from '../route';
import type { CatalogQuery } from '../schemas';

export { forgetTaxonomy, loadTaxonomy } from '../../server/taxonomy';

export type CatalogFilters = z.output<typeof CatalogQuery>;

/** Query parameters (already validated) → the service's search request. '' means "not set". */
export function searchInputOf(f: CatalogFilters): SearchInput {
  const range = f.price ? PRICE_RANGES[f.price] : null;
  const input: SearchInput = {
    page: f.page ?? 1,
    pageSize: f.pageSize ?? CATALOG_PAGE_SIZE,
    sort: f.sort || 'relevance',
  };
  const q = f.q?.trim();
  if (q) input.query = q;
  if (f.specialty) input.specialties = [f.specialty];
  if (f.approach) input.approaches = [f.approach];
  if (range) {
    input.priceMinRsd = range.minRsd;
    input.priceMaxRsd = range.maxRsd;
  }
  if (f.gender) input.gender = f.gender;
  if (f.language) input.languages = [f.language];
  if (f.couples) input.couplesOnly = true;
  const city = f.city?.trim();
  if (city) input.city = city;
  if (f.dostupno) input.availableWithinDays = f.dostupno;
  return input;
}

/**
 * The session of a public request when there is one. Identity being down must not take the catalogue with
 * it, so an unresolvable session is served as a visitor (who then sees only base prices).
 */
export async function optionalSession(
  token: { token: string } | null | undefined,
): Promise<ResolvedSession | null> {
  if (!token) return null;
  try {
    return await resolveActor(token.token);
  } catch (err) {
    reportError(err, { where: 'catalog.optionalSession' }, 'upstream');
    return null;
  }
}

/**
 * What the public may see of a profile: no account id, review state or the checker's notes. The badge
 * says what was checked, not who checked it.
 */
export function publicProfile(p: ProfileView) {
  return {
    id: p.id,
    slug: p.slug,
    displayName: p.displayName,
    title: p.title,
    photoUrl: p.photoUrl,
    bio: p.bio,
    languages: p.languages,
    specialties: p.specialties,
    approaches: p.approaches,
    education: p.education,
    certifications: p.certifications,
    yearsOfPractice: p.yearsOfPractice,
    city: p.city,
    gender: p.gender,
    worksWithCouples: p.worksWithCouples,
    sessionTypes: p.sessionTypes,
    verification: p.verification
      ? {
          degreeChecked: p.verification.degreeChecked,
          licenceNumber: p.verification.licenceNumber,
          association: p.verification.association,
          supervisionChecked: p.verification.supervisionChecked,
          checkedAt: p.verification.checkedAt,
        }
      : null,
    featured: p.featured,
    ratingAverage: p.ratingAverage,
    reviewCount: p.reviewCount,
    timeZone: p.timeZone,
    firstFreeSlot: p.firstFreeSlot,
  };
}
export type PublicProfile = ReturnType<typeof publicProfile>;

export function publicProfileBody(v: PublicProfileView) {
  return {
    profile: publicProfile(v.profile),
    reviews: v.reviews
      .filter((r) => r.status === 'published')
      .map((r) => ({
        id: r.id,
        rating: r.rating,
        text: r.text,
        authorLabel: r.authorLabel,
        createdAt: r.createdAt,
      })),
    individualPrices: v.individualPrices,
  };
}

// --- route handlers -----------------------------------------------------------------------------------

export async function getTaxonomy(_ctx: EndpointContext<'therapistTaxonomy'>): Promise<Response> {
  return json(await loadTaxonomy());
}

export async function searchTherapists(ctx: EndpointContext<'therapistSearch'>): Promise<Response> {
  const session = await optionalSession(ctx.token);
  const res = await withFreshActor(ctx.token, session, (actor) =>
    therapists.search(searchInputOf(ctx.query), actor),
  );
  return json({
    therapists: res.profiles.map(publicProfile),
    total: res.total,
    page: res.page,
    pageSize: res.pageSize,
  });
}

export async function getTherapist(ctx: EndpointContext<'therapistProfile'>): Promise<Response> {
  const session = await optionalSession(ctx.token);
  // With the visitor's actor the service adds their individual prices, and only theirs.
  const view = await withFreshActor(ctx.token, session, (actor) =>
    therapists.getPublicProfile(ctx.params.slug, actor),
  );
  return json(publicProfileBody(view));
}
