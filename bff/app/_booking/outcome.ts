// What the booking pages do with a failed call: a stable code in the address (?greska=…), shown back as the
// same Serbian sentence the API would answer with. Unknown codes are not echoed.
import type { Locale } from '@oslonac/lang';
import { CODE_MESSAGES } from '@/src/server/messages';
import { localize, problemFromGrpc } from '@/src/server/problem';
import { reportError } from '@/src/server/report';

/** The code to put in the address for a failed call (reported when it is not the caller's doing). */
export function failureCode(err: unknown, where: string): string {
  const problem = problemFromGrpc(err);
  if (problem && problem.status < 500) return problem.code;
  reportError(err, { where }, problem ? 'upstream' : 'bug');
  return problem ? 'upstream.unavailable' : 'internal';
}

/** `?greska=` as a sentence in the visitor's language, or null when it is not a code we know. */
export function problemText(code: string | null, locale: Locale): string | null {
  if (!code || code.length > 64 || !Object.hasOwn(CODE_MESSAGES, code)) return null;
  return localize(CODE_MESSAGES[code]!, locale);
}

/** `path` with extra query parameters (path is already same-site). */
export function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://oslonac.invalid');
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
}
