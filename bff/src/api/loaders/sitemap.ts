// What sitemap.xml lists: the fixed public pages, posts and legal texts, price and specialty pages, and every
// approved therapist profile, each with its addresses in both scripts. A source that fails (the therapists
// service down, or failing half-way through the profiles) leaves out only what it would have added.

import { PRICE_RANGE_SLUGS } from '@oslonac/web/screens/catalog/types';
import { CATALOG_ROUTES, MARKETING_ROUTES } from '@oslonac/web/screens/public/routes';
import type { MetadataRoute } from 'next';
import { listLegal, listPosts } from '../../content/index';
import { therapists } from '../../server/gateways/therapists';
import { reportError } from '../../server/report';
import { scriptAlternates } from '../../server/script';
import { loadTaxonomy } from '../../server/taxonomy';
import { rememberProfiles } from '../missing-pages';

type Entry = MetadataRoute.Sitemap[number];

export interface ListedProfile {
  slug: string;
  updatedAt: string | null;
}

export interface DatedPage {
  slug: string;
  /** YYYY-MM-DD */
  updated: string;
}

/** Where the changing parts of the site come from; a source that throws is left out. */
export interface SitemapSources {
  posts(): DatedPage[];
  legal(): DatedPage[];
  specialtySlugs(): Promise<string[]>;
  /** Calls `found` with each page of profiles as it arrives, so a failure later keeps the earlier pages. */
  profiles(found: (page: ListedProfile[]) => void): Promise<void>;
}

// One sitemap file holds at most 50,000 addresses; the rest of the site needs fewer than a hundred.
export const MAX_LISTED_PROFILES = 49_000;
const PROFILE_PAGE_SIZE = 50;
const PROFILES_BUDGET_MS = 20_000;

function entry(origin: string, path: string, more: Omit<Entry, 'url' | 'alternates'>): Entry {
  const { languages } = scriptAlternates(origin, path, null);
  return { url: `${origin}${path}`, alternates: { languages }, ...more };
}

export async function sitemapEntries(
  origin: string,
  sources: SitemapSources,
): Promise<MetadataRoute.Sitemap> {
  const fixed = [...MARKETING_ROUTES, ...CATALOG_ROUTES].map((r) =>
    entry(origin, r.path, { changeFrequency: r.changeFrequency, priority: r.priority }),
  );
  const prices = PRICE_RANGE_SLUGS.map((slug) =>
    entry(origin, `/terapija/cena/${slug}`, { changeFrequency: 'weekly', priority: 0.6 }),
  );
  const posts = sources
    .posts()
    .map((p) =>
      entry(origin, `/blog/${p.slug}`, { lastModified: p.updated, changeFrequency: 'yearly', priority: 0.6 }),
    );
  const legal = sources.legal().map((d) =>
    entry(origin, `/legal/${d.slug}`, {
      lastModified: d.updated,
      changeFrequency: 'yearly',
      priority: 0.2,
    }),
  );

  const [specialties, profiles] = await Promise.all([
    sources.specialtySlugs().catch((err: unknown) => {
      reportError(err, { where: 'sitemap.specialties' }, 'upstream');
      return [];
    }),
    (async () => {
      const listed: ListedProfile[] = [];
      await sources
        .profiles((page) => listed.push(...page))
        .catch((err: unknown) => reportError(err, { where: 'sitemap.profiles' }, 'upstream'));
      return listed;
    })(),
  ]);

  const seen = new Set<string>();
  const therapistEntries: Entry[] = [];
  for (const p of profiles) {
    if (seen.has(p.slug) || therapistEntries.length >= MAX_LISTED_PROFILES) continue;
    seen.add(p.slug);
    therapistEntries.push(
      entry(origin, `/terapeuti/${p.slug}`, {
        ...(p.updatedAt ? { lastModified: p.updatedAt } : {}),
        changeFrequency: 'weekly',
        priority: 0.7,
      }),
    );
  }
  const specialtyEntries = specialties.map((slug) =>
    entry(origin, `/terapija/${slug}`, { changeFrequency: 'weekly', priority: 0.7 }),
  );
  return [...fixed, ...prices, ...specialtyEntries, ...posts, ...legal, ...therapistEntries];
}

/** The live sources: content/, the taxonomy (cached) and the public search, page by page in its stable order. */
export const serviceSources: SitemapSources = {
  posts: listPosts,
  legal: listLegal,
  async specialtySlugs() {
    return (await loadTaxonomy()).specialties.map((s) => s.slug);
  },
  async profiles(found) {
    const started = Date.now();
    let listed = 0;
    for (let page = 1; listed < MAX_LISTED_PROFILES; page++) {
      if (Date.now() - started > PROFILES_BUDGET_MS)
        throw new Error('sitemap: listing profiles took too long');
      const res = await therapists.search({ page, pageSize: PROFILE_PAGE_SIZE, sort: 'relevance' });
      const slugs = res.profiles.map((p) => ({ slug: p.slug, updatedAt: p.updatedAt }));
      found(slugs);
      rememberProfiles(slugs.map((p) => p.slug));
      listed += slugs.length;
      if (slugs.length < PROFILE_PAGE_SIZE || listed >= res.total) return;
    }
  },
};
