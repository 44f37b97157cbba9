// The script of Serbian in the address: `?pismo=cirilica` / `?pismo=latinica`. The visitor's choice lives in a
// cookie, which search engines do not keep; this form gives each script an address of its own, so both can be
// crawled and linked. proxy.ts honours it for the request (and keeps it in the cookie), page metadata links
// the two forms to each other. Pure functions only: proxy.ts and the unit tests load this file.

export type Script = 'sr-Latn' | 'sr-Cyrl';

export const SCRIPT_PARAM = 'pismo';
/** Set by proxy.ts on page requests whose address names a script; metadata reads it for the canonical link. */
export const SCRIPT_HEADER = 'x-oslonac-pismo';

const PARAM_VALUES = { latinica: 'sr-Latn', cirilica: 'sr-Cyrl' } as const satisfies Record<string, Script>;
type ParamValue = keyof typeof PARAM_VALUES;

export function scriptParamValue(script: Script): ParamValue {
  return script === 'sr-Cyrl' ? 'cirilica' : 'latinica';
}

export function isScript(value: unknown): value is Script {
  return value === 'sr-Latn' || value === 'sr-Cyrl';
}

/** One value of the parameter as a script; anything else (wrong case, other words, empty) is no choice. */
export function scriptOf(value: string | null | undefined): Script | null {
  return typeof value === 'string' && Object.hasOwn(PARAM_VALUES, value)
    ? PARAM_VALUES[value as ParamValue]
    : null;
}

/** The script an address asks for: null without the parameter, or when it is repeated with different values. */
export function scriptFromSearch(params: URLSearchParams): Script | null {
  const values = params.getAll(SCRIPT_PARAM);
  if (values.length === 0) return null;
  const scripts = new Set(values.map(scriptOf));
  if (scripts.size !== 1) return null;
  return [...scripts][0] ?? null;
}

/** A path with its query, without the script parameter: where the language switch sends the visitor back to. */
export function withoutScriptParam(pathWithSearch: string): string {
  const q = pathWithSearch.indexOf('?');
  if (q === -1) return pathWithSearch;
  const params = new URLSearchParams(pathWithSearch.slice(q + 1));
  if (!params.has(SCRIPT_PARAM)) return pathWithSearch;
  params.delete(SCRIPT_PARAM);
  const rest = params.toString();
  return rest ? `${pathWithSearch.slice(0, q)}?${rest}` : pathWithSearch.slice(0, q);
}

/** The address of `path` (no query) in one script. */
export function scriptUrl(origin: string, path: string, script: Script): string {
  return `${origin}${path}?${SCRIPT_PARAM}=${scriptParamValue(script)}`;
}

export interface ScriptAlternates {
  canonical: string;
  languages: { 'sr-Latn': string; 'sr-Cyrl': string; 'x-default': string };
}

/**
 * Links between the forms of one page. Each form is its own canonical (the plain address serves the visitor's
 * cookie, Latin for a crawler); the plain address is x-default, the one for visitors who have not chosen.
 */
export function scriptAlternates(origin: string, path: string, addressed: Script | null): ScriptAlternates {
  const plain = `${origin}${path}`;
  return {
    canonical: addressed ? scriptUrl(origin, path, addressed) : plain,
    languages: {
      'sr-Latn': scriptUrl(origin, path, 'sr-Latn'),
      'sr-Cyrl': scriptUrl(origin, path, 'sr-Cyrl'),
      'x-default': plain,
    },
  };
}

/** A Cookie request header with `name` set to `value`: earlier values of it are dropped, the rest kept as sent. */
export function withCookie(header: string | null, name: string, value: string): string {
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && part.slice(0, Math.max(0, part.indexOf('='))).trim() !== name);
  return [...kept, `${name}=${encodeURIComponent(value)}`].join('; ');
}
