import type { MetadataRoute } from 'next';
import { listLegal, listPosts } from '@/src/content';
import { siteOrigin } from '@/src/content/metadata';
import { CATALOG_ROUTES, MARKETING_ROUTES } from '../../web/src/screens/public/routes';

// Absolute URLs need the origin of the request (or PUBLIC_URL), so the sitemap is built per request.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin();
  const pages = [...MARKETING_ROUTES, ...CATALOG_ROUTES].map((r) => ({
    url: `${origin}${r.path}`,
    changeFrequency: r.changeFrequency,
    priority: r.priority,
  }));
  const posts = listPosts().map((p) => ({
    url: `${origin}/blog/${p.slug}`,
    lastModified: p.updated,
    changeFrequency: 'yearly' as const,
    priority: 0.6,
  }));
  const legal = listLegal().map((d) => ({
    url: `${origin}/legal/${d.slug}`,
    lastModified: d.updated,
    changeFrequency: 'yearly' as const,
    priority: 0.2,
  }));
  return [...pages, ...posts, ...legal];
}
