// The pages whose address carries a name that may match nothing (a post, a profile, a specialty…).
// Pure: proxy.ts asks missing-pages.ts whether the name exists, and the unit tests check the matching here.

export type DynamicRoute =
  | 'blog'
  | 'legal'
  | 'comparison'
  | 'price'
  | 'specialty'
  | 'therapist'
  | 'match'
  | 'bench'
  | 'conversation';

export interface DynamicRouteMatch {
  route: DynamicRoute;
  /** The path segment, percent-decoded. */
  param: string;
}

// Most specific first: /terapija/cena/{range} before /terapija/{specialty}.
const PATTERNS: readonly [DynamicRoute, RegExp][] = [
  ['blog', /^\/blog\/([^/]+)\/?$/],
  ['legal', /^\/legal\/([^/]+)\/?$/],
  ['comparison', /^\/poredjenje\/([^/]+)\/?$/],
  ['price', /^\/terapija\/cena\/([^/]+)\/?$/],
  ['specialty', /^\/terapija\/([^/]+)\/?$/],
  // A profile's own pages (…/book) exist only while the profile does.
  ['therapist', /^\/terapeuti\/([^/]+)(?:\/.*)?$/],
  ['match', /^\/upitnik\/([^/]+)\/?$/],
  // The bench's baseline pages exist only in a BFF started for the bench.
  ['bench', /^\/bench\/([^/]+)\/?$/],
  // A conversation exists for its members only: anyone else gets the same 404 as for a made-up id.
  ['conversation', /^\/app\/inbox\/([^/]+)\/?$/],
];

/** Which dynamic public route a path is, with its parameter; null for every other path. */
export function dynamicRouteOf(pathname: string): DynamicRouteMatch | null {
  for (const [route, pattern] of PATTERNS) {
    const raw = pattern.exec(pathname)?.[1];
    if (raw === undefined) continue;
    try {
      return { route, param: decodeURIComponent(raw) };
    } catch {
      // Broken percent-encoding names nothing we have.
      return { route, param: '' };
    }
  }
  return null;
}

/** Profile slugs as the therapists service makes them. */
export const PROFILE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_PROFILE_SLUG = 120;
export const RESULT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
