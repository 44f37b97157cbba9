import type { MetadataRoute } from 'next';
import { serviceSources, sitemapEntries } from '@/src/api/loaders/sitemap';
import { siteOrigin } from '@/src/content/metadata';

// Absolute URLs need the origin of the request (or PUBLIC_URL), and profiles change: built per request.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await siteOrigin(), serviceSources);
}
