// The catalogue's taxonomy (specialties, approaches, languages) for every page and route that lists it.
import { therapists } from './gateways/therapists';
import type { TaxonomyView } from './views/therapists';

// The taxonomy changes only with a deploy of the service; a short per-process cache spares every page a call.
const TAXONOMY_TTL_MS = 5 * 60_000;
const taxonomyCache = globalThis as typeof globalThis & {
  __oslonacTaxonomy?: { at: number; value: TaxonomyView };
};

export async function loadTaxonomy(): Promise<TaxonomyView> {
  const cached = taxonomyCache.__oslonacTaxonomy;
  if (cached && Date.now() - cached.at < TAXONOMY_TTL_MS) return cached.value;
  const value = await therapists.listTaxonomy();
  taxonomyCache.__oslonacTaxonomy = { at: Date.now(), value };
  return value;
}

/** Tests reset the cache between services. */
export function forgetTaxonomy(): void {
  taxonomyCache.__oslonacTaxonomy = undefined;
}
