// Title, description, canonical address and the links between its two scripts of a public page, and the site's
// origin for absolute links.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { bffConfig } from '../server/config';
import { isScript, SCRIPT_HEADER, scriptAlternates } from '../server/script';

const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/;

/**
 * The origin absolute links use: PUBLIC_URL when set (production), else the host the request came to, so a
 * local run links to itself. A Host header that is not a plain host name is ignored, never echoed.
 */
export async function siteOrigin(): Promise<string> {
  const configured = bffConfig().publicUrl;
  if (configured) return configured;
  const h = await headers();
  const host = h.get('x-forwarded-host')?.split(',')[0]?.trim() || h.get('host') || '';
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (!HOST.test(host)) return 'http://localhost';
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

export interface PublicPageMeta {
  /** The path of the page itself, without query: "/o-nama". */
  path: string;
  title: string;
  description: string;
  /** Blog posts are articles; everything else a website page. */
  article?: { publishedTime: string; modifiedTime: string; author: string };
  /** The home page's title is the whole title, without the " · Oslonac" suffix. */
  absoluteTitle?: boolean;
}

/**
 * Public pages are indexed (the root layout defaults to noindex for the signed-in part of the site). Each has
 * an address per script (?pismo=latinica, ?pismo=cirilica) besides its plain one; all three are linked.
 */
export async function publicMetadata(page: PublicPageMeta): Promise<Metadata> {
  const [origin, h] = await Promise.all([siteOrigin(), headers()]);
  const addressed = h.get(SCRIPT_HEADER);
  const alternates = scriptAlternates(origin, page.path, isScript(addressed) ? addressed : null);
  const url = alternates.canonical;
  return {
    metadataBase: new URL(origin),
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates,
    robots: { index: true, follow: true },
    openGraph: {
      title: page.title,
      description: page.description,
      url,
      siteName: 'Oslonac',
      ...(page.article
        ? {
            type: 'article',
            publishedTime: page.article.publishedTime,
            modifiedTime: page.article.modifiedTime,
            authors: [page.article.author],
          }
        : { type: 'website' }),
    },
  };
}
