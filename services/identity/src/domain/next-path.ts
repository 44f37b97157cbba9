const BASE = 'https://oslonac.invalid';
const MAX_LENGTH = 2048;

/**
 * Where to go after sign-in, only ever a path on our own site. Returns null for anything else (absolute or
 * protocol-relative URLs, backslash tricks, control characters), and the caller falls back to its default.
 */
export function sanitiseNextPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (raw.length > MAX_LENGTH) return null;
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
  return path;
}
