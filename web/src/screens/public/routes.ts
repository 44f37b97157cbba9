/**
 * Every public page that is not generated from data, for sitemap.xml and the public journeys. Blog posts and
 * legal texts are added from content/; therapist profiles and specialty pages belong to the catalog.
 */
export interface PublicRoute {
  path: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

/** Pages of the public site this module renders (marketing, blog index, support, comparisons). */
export const MARKETING_ROUTES: readonly PublicRoute[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/brzo-zakazivanje', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/diskretna-i-sigurna-terapija', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/fleksibilni-termini', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/iskusni-psiholozi', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/iskustva', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/pristupacna-cena-psihoterapije', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/pronadjite-psihologa-online', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/psiholozi-na-srpskom', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/terapija-za-parove', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/za-psihoterapeute', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/o-nama', changeFrequency: 'yearly', priority: 0.5 },
  { path: '/podrska', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/cookies', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/partneri', changeFrequency: 'monthly', priority: 0.4 },
  { path: '/blog', changeFrequency: 'weekly', priority: 0.6 },
  { path: '/poredjenje/oslonac-vs-betterhelp', changeFrequency: 'yearly', priority: 0.4 },
];

/**
 * Entry points of the therapist catalog (other modules render them; the sitemap still lists them). Price pages,
 * specialty pages and profiles are listed from their data (PRICE_RANGES, the taxonomy, the profiles).
 */
export const CATALOG_ROUTES: readonly PublicRoute[] = [
  { path: '/terapeuti', changeFrequency: 'daily', priority: 0.9 },
  { path: '/terapija', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/pretraga', changeFrequency: 'weekly', priority: 0.6 },
  { path: '/upitnik', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/povezi-me', changeFrequency: 'monthly', priority: 0.6 },
];

/** Never indexed: the signed-in app, staff tools, the API and the one-time sign-in pages. */
export const PRIVATE_PREFIXES: readonly string[] = [
  '/app',
  '/admin',
  '/api',
  '/monitoring',
  '/partneri/login',
  '/verify-request',
  '/mobile-auth',
];
