import { PRIVATE_PREFIXES } from '@oslonac/web/screens/public/routes';
import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/src/content/metadata';

export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...PRIVATE_PREFIXES] }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
