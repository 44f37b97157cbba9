// `next` travels through query strings and e-mail links, so it is attacker-controlled: only paths on this
// site survive. Isomorphic (pages and route handlers use it).
export const DEFAULT_NEXT = '/app/dashboard';
export const ONBOARDING_PATH = '/app/onboarding';
const MAX_LENGTH = 512;

export function safeNextPath(value: unknown, fallback: string = DEFAULT_NEXT): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  // '//' and '/\' are protocol-relative to browsers; control characters and backslashes get normalised
  // by URL parsers in ways that can turn a path into another host.
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://oslonac.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://oslonac.invalid') return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Normalisation ('/..//x' → '//x') can produce a protocol-relative path after the checks above.
  if (path.startsWith('//')) return fallback;
  // Never bounce back into the API or the login page itself.
  if (url.pathname.startsWith('/api/') || url.pathname === '/app/login') return fallback;
  return path;
}

/** Where to go after signing in: an explicit safe `next`, else onboarding until it is done, else dashboard. */
export function afterSignInPath(next: unknown, onboardingStep: string): string {
  const fallback = onboardingStep === 'done' ? DEFAULT_NEXT : ONBOARDING_PATH;
  return safeNextPath(next, fallback);
}

export function loginPath(nextPath: string): string {
  const next = safeNextPath(nextPath, '');
  return next ? `/app/login?next=${encodeURIComponent(next)}` : '/app/login';
}
