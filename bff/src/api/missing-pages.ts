// Why proxy.ts looks up names before a page renders: Next answers notFound() thrown while a page renders with
// a 404 whose HTML is an empty error document (<html id="__next_error__">), filled in only by the browser's
// JavaScript from the flight data (vercel/next.js#62228; the HTML error-recovery path in app-render never
// renders not-found.tsx). Without scripts, and for crawlers that do not run them, such a 404 has no heading
// and no way on. An address that matches no route does not take that path: Next renders not-found.tsx on the
// server, inside the root layout, with status 404. So an address that names nothing is rewritten to one that
// matches no route. The pages keep their own notFound() for what changes between this look-up and rendering.
import { isPriceRange } from '@oslonac/web/screens/catalog/types';
import { comparison } from '../content/comparisons';
import { getLegal, getPost } from '../content/index';
import { resolveActor, withFreshActor } from '../server/actor';
import { bffConfig } from '../server/config';
import { readMatchSecret, readSessionToken } from '../server/cookies';
import {
  type DynamicRouteMatch,
  dynamicRouteOf,
  MAX_PROFILE_SLUG,
  PROFILE_SLUG,
  RESULT_ID,
} from '../server/dynamic-routes';
import { Forbidden, InvalidInput, NotFound, type UpstreamError } from '../server/gateways/errors';
import { messaging } from '../server/gateways/messaging';
import { therapists } from '../server/gateways/therapists';
import { reportError } from '../server/report';
import { loadTaxonomy } from '../server/taxonomy';

/** A path no route can match: app/ folders whose names start with "_" are private, never routes. */
export const NOT_FOUND_PATH = '/_nema';

// Profiles seen to exist are not asked about again for a minute, so following links costs no extra call; a
// name not seen is asked every time, so a profile approved a moment ago is found at once.
const SEEN_MS = 60_000;
const MAX_SEEN = 10_000;
const store = globalThis as typeof globalThis & { __oslonacSeenProfiles?: Map<string, number> };
const seenProfiles: Map<string, number> = store.__oslonacSeenProfiles ?? new Map();
store.__oslonacSeenProfiles = seenProfiles;

/** Remembers profiles known to exist (the sitemap lists them all, so it primes this too). */
export function rememberProfiles(slugs: Iterable<string>, now = Date.now()): void {
  if (seenProfiles.size >= MAX_SEEN) seenProfiles.clear();
  for (const slug of slugs) seenProfiles.set(slug, now + SEEN_MS);
}

/** A failed look-up that says the name does not exist; any other failure is rethrown (not known). */
function missingOrThrow(err: unknown, alsoMissing: readonly (typeof UpstreamError)[] = []): false {
  if (err instanceof NotFound || err instanceof InvalidInput) return false;
  if (alsoMissing.some((kind) => err instanceof kind)) return false;
  throw err;
}

async function profileExists(slug: string): Promise<boolean> {
  if (slug.length > MAX_PROFILE_SLUG || !PROFILE_SLUG.test(slug)) return false;
  const until = seenProfiles.get(slug);
  if (until !== undefined && until > Date.now()) return true;
  try {
    await therapists.getPublicProfile(slug);
  } catch (err) {
    return missingOrThrow(err);
  }
  rememberProfiles([slug]);
  return true;
}

async function matchExists(resultId: string, request: { headers: Headers; url?: string }): Promise<boolean> {
  if (!RESULT_ID.test(resultId)) return false;
  const token = readSessionToken(request);
  const session = token?.via === 'cookie' ? await resolveActor(token.token) : null;
  try {
    await withFreshActor(token, session, (actor) =>
      therapists.getMatch(resultId, actor, readMatchSecret(request, resultId)),
    );
  } catch (err) {
    // Someone else's result answers like a missing one, as the page does.
    return missingOrThrow(err, [Forbidden]);
  }
  return true;
}

async function conversationExists(relationshipId: string, request: { headers: Headers }): Promise<boolean> {
  if (!RESULT_ID.test(relationshipId)) return false;
  const token = readSessionToken(request);
  const session = token?.via === 'cookie' ? await resolveActor(token.token) : null;
  // Signed out (or a second factor owed): the page's own guard sends them to sign in first.
  if (!session || session.secondFactor === 'pending') return true;
  try {
    await messaging.getConversation(session.actorToken, relationshipId);
  } catch (err) {
    return missingOrThrow(err, [Forbidden]);
  }
  return true;
}

async function exists(
  match: DynamicRouteMatch,
  request: { headers: Headers; url?: string },
): Promise<boolean> {
  switch (match.route) {
    case 'blog':
      return getPost(match.param) !== null;
    case 'legal':
      return getLegal(match.param) !== null;
    case 'comparison':
      return comparison(match.param) !== null;
    case 'price':
      return isPriceRange(match.param);
    case 'specialty':
      return (await loadTaxonomy()).specialties.some((s) => s.slug === match.param);
    case 'therapist':
      return profileExists(match.param);
    case 'match':
      return matchExists(match.param, request);
    case 'bench':
      return bffConfig().benchPages;
    case 'conversation':
      return conversationExists(match.param, request);
  }
}

/**
 * Whether a page address names something that does not exist. When that cannot be told (a service is down),
 * false: the page renders and says what it can.
 */
export async function isMissingPage(
  pathname: string,
  request: { headers: Headers; url?: string },
): Promise<boolean> {
  const match = dynamicRouteOf(pathname);
  if (!match) return false;
  try {
    return !(await exists(match, request));
  } catch (err) {
    reportError(err, { where: 'proxy.missingPage', route: match.route }, 'upstream');
    return false;
  }
}
