// What public pages share for their addresses and <head>: the page number in the query, absolute URLs, and the
// metadata of indexable pages (title, description, canonical, links between scripts).
import type { Locale } from '@oslonac/lang';
import type { Metadata } from 'next';
import type { RawParams } from '@/src/api/loaders/catalog';
import { publicMetadata as sitePublicMetadata } from '@/src/content/metadata';
import { bffConfig } from '@/src/server/config';

/** `page` from the address for pages whose other filters are in the path: invalid → null. */
export function pageParam(params: RawParams): number | null {
  const raw = params.page;
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[0-9]{1,3}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 500 ? n : null;
}

export function absoluteUrl(path: string): string {
  return `${bffConfig().publicUrl ?? ''}${path}`;
}

/** Public, indexable page metadata: canonical address and the links between scripts (one helper for the site). */
export function publicMetadata(o: {
  title: string;
  description: string;
  path: string;
  locale: Locale;
}): Promise<Metadata> {
  return sitePublicMetadata({ title: o.title, description: o.description, path: o.path });
}
