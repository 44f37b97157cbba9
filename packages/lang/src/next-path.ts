// `next` (where to go after signing in) travels through query strings, forms and e-mail links, so it is
// attacker-controlled: only paths on this site survive. Identity checks it before it writes a link, the BFF
// again before it redirects; both use this one rule.

const BASE = 'https://oslonac.invalid';

/**
 * 512 characters, the stricter of the two limits this rule replaced (the BFF's 512, identity's 2048): every
 * page of the site, with its query and fragment, fits many times over, while a longer value only makes sign-in
 * links longer than some mail clients keep intact and gives a redirect more room to hide in.
 */
export const MAX_NEXT_PATH_LENGTH = 512;

/**
 * The path to go to after sign-in, or null for anything else, and the caller falls back to its default:
 * absolute or protocol-relative URLs, backslash tricks, control characters, paths that normalise into one
 * of those ('/..//evil.example'), and the API or the login page itself, which are never a place to land.
 */
export function sanitiseNextPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_NEXT_PATH_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers treat '\' like '/' and strip tabs/newlines inside URLs: '/\evil.com' and '/\t/evil.com' leave the site.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Normalisation (e.g. '/./' or '/..//x') can create a protocol-relative path; refuse those too.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (url.pathname.startsWith('/api/') || url.pathname === '/app/login') return null;
  return path;
}
