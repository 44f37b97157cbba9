// What the catalogue pages read: query parsing with the API's own schema, and search and taxonomy with a calm
// outcome instead of a 500.
import type { CatalogOutcome } from '@oslonac/web/screens/catalog/CatalogScreens';
import type { CatalogFilterValues } from '@oslonac/web/screens/catalog/types';
import { z } from 'zod';
import { therapists } from '../../server/gateways/therapists';
import { problemFromGrpc } from '../../server/problem';
import { reportError } from '../../server/report';
import type { SearchInput, TaxonomyView } from '../../server/views/therapists';
import { InvalidInput, NotFound } from '../errors';
import {
  type CatalogFilters,
  loadTaxonomy,
  publicProfile,
  publicProfileBody,
  searchInputOf,
} from '../handlers/catalog';
import { CatalogQuery } from '../schemas';

export type { CatalogOutcome };

export type RawParams = Record<string, string | string[] | undefined>;

// Pages ignore parameters they do not know (utm_source, fbclid…); the API refuses them.
const PageQuery = z.object(CatalogQuery.shape);

export function parseCatalogParams(
  params: RawParams,
):
  | { ok: true; filters: CatalogFilters; values: CatalogFilterValues }
  | { ok: false; values: CatalogFilterValues } {
  const flat: Record<string, string> = {};
  let repeated = false;
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) repeated = true;
    else if (typeof v === 'string') flat[k] = v;
  }
  const text = (k: string, max: number) => (typeof flat[k] === 'string' ? flat[k]!.slice(0, max) : '');
  // What the form shows back is the raw text, so a visitor can correct it; only valid values are searched.
  const values: CatalogFilterValues = {
    q: text('q', 100),
    specialty: text('specialty', 64),
    approach: text('approach', 64),
    price: text('price', 20),
    gender: text('gender', 10),
    language: text('language', 5),
    couples: flat.couples === 'true' || flat.couples === '1' || flat.couples === 'on',
    city: text('city', 60),
    sort: text('sort', 20),
    dostupno: text('dostupno', 2),
  };
  const parsed = PageQuery.safeParse(flat);
  if (repeated || !parsed.success) return { ok: false, values };
  return { ok: true, filters: parsed.data, values };
}

/** A search that ends in results, "invalid filter" (the service refused a value) or "unavailable". */
export async function searchOutcome(
  input: SearchInput,
  actorToken: string | null | undefined,
): Promise<CatalogOutcome> {
  try {
    const res = await therapists.search(input, actorToken);
    return {
      kind: 'ok',
      result: {
        therapists: res.profiles.map(publicProfile),
        total: res.total,
        page: res.page,
        pageSize: res.pageSize,
      },
    };
  } catch (err) {
    const problem = problemFromGrpc(err);
    if (problem && problem.status >= 400 && problem.status < 500) return { kind: 'invalid' };
    reportError(err, { where: 'catalog.page.search' }, problem ? 'upstream' : 'bug');
    return { kind: 'unavailable' };
  }
}

export function filtersOutcome(filters: CatalogFilters, actorToken?: string | null): Promise<CatalogOutcome> {
  return searchOutcome(searchInputOf(filters), actorToken);
}

const EMPTY_TAXONOMY: TaxonomyView = { specialties: [], approaches: [] };

/** The taxonomy, or empty lists when the service is down (the page then says the list is unavailable). */
export async function safeTaxonomy(): Promise<TaxonomyView> {
  try {
    return await loadTaxonomy();
  } catch (err) {
    reportError(err, { where: 'catalog.page.taxonomy' }, 'upstream');
    return EMPTY_TAXONOMY;
  }
}

/** A public profile with its published reviews, or null when there is no such therapist (a 404, not a 500). */
export async function publicProfileOrNull(slug: string, actorToken: string | null | undefined) {
  try {
    return publicProfileBody(await therapists.getPublicProfile(slug, actorToken));
  } catch (err) {
    if (err instanceof NotFound || err instanceof InvalidInput) return null;
    throw err;
  }
}
