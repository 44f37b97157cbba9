// POST /api/locale: the language switcher is a plain form so it works without JavaScript.
import { DEFAULT_LOCALE, isLocale } from '../shared/types';
import { readBodyLimited } from './body';
import { localeCookie } from './cookies';
import { isCrossSite, ownOrigins } from './csrf';
import { problemResponse } from './problem';
import { withoutScriptParam } from './script';

const LIMIT = 4096;

/**
 * Back to the page the form was on, if it is ours; '/' otherwise. Without ?pismo=: an address that names a
 * script would overrule the choice just made.
 */
export function backTo(req: Request): string {
  const referer = req.headers.get('referer');
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    if (!ownOrigins(req).has(url.origin)) return '/';
    const path = withoutScriptParam(`${url.pathname}${url.search}`);
    return path.startsWith('/') && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}

async function localeField(req: Request): Promise<string | null> {
  const bytes = await readBodyLimited(req, LIMIT);
  if (bytes === null) return null;
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  try {
    if (type.startsWith('application/x-www-form-urlencoded')) {
      return new URLSearchParams(new TextDecoder().decode(bytes)).get('locale');
    }
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
      const value = form.get('locale');
      return typeof value === 'string' ? value : null;
    }
    if (type.startsWith('application/json')) {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
      const value = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>).locale : null;
      return typeof value === 'string' ? value : null;
    }
  } catch {
    return null;
  }
  return null;
}

export async function switchLocale(req: Request): Promise<Response> {
  if (isCrossSite(req)) return problemResponse(403, 'csrf.failed', DEFAULT_LOCALE);
  const locale = await localeField(req);
  if (!isLocale(locale)) {
    return problemResponse(400, 'request.invalid', DEFAULT_LOCALE, {
      errors: {
        locale: { sr: 'Izaberite jedan od ponuđenih jezika.', en: 'Choose one of the offered languages.' },
      },
    });
  }
  return new Response(null, {
    status: 303,
    headers: { location: backTo(req), 'set-cookie': localeCookie(req, locale), 'cache-control': 'no-store' },
  });
}
