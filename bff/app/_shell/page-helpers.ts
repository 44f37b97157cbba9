import type { Messages } from '@oslonac/web/i18n';
import { t } from '@oslonac/web/i18n';
import type { Metadata } from 'next';
import { getLocale } from '@/src/server/session';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One value of a query parameter: the first when repeated, null when absent or longer than `max`. */
export function param(
  params: Record<string, string | string[] | undefined>,
  name: string,
  max = 512,
): string | null {
  const raw = params[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || value.length === 0 || value.length > max) return null;
  return value;
}

/** The page's <title> in the visitor's language; the root layout adds " · Oslonac". */
export async function titleMetadata<K extends string>(messages: Messages<K>, key: K): Promise<Metadata> {
  const locale = await getLocale();
  return { title: t(messages, locale, key) };
}

/** `page` from the query: 1–500, anything else is page 1. */
export function pageFrom(params: Record<string, string | string[] | undefined>): number {
  const raw = param(params, 'page', 3);
  const n = raw && /^[1-9][0-9]{0,2}$/.test(raw) ? Number(raw) : 1;
  return Math.min(n, 500);
}
