// The frame of the one-click unsubscribe (RFC 8058): POST /api/v1/unsubscribe/{token} with the form-encoded body
// List-Unsubscribe=One-Click. Mail providers post it from their own servers, with no session, no CSRF token and
// often no Origin, so unlike every other /api/v1 POST it skips the CSRF check (route.ts) on purpose: the token
// in the address is the only credential, it changes nothing but that one kind of mail for that one person, and
// a forged post could only do what the link's owner asked for by clicking. It never reads the session cookie.
// Plain-text answers: mail clients show nothing, and a person who lands here reads one sentence.

import { readBodyLimited } from '../server/body';
import type { Message } from '../server/message';
import { localize } from '../server/problem';
import { reportError } from '../server/report';
import type { Locale } from '../shared/types';
import { UnsubscribeForm } from './email-endpoints';
import { localeOf, type NextRouteContext } from './route';
import { unsubscribeByLink } from './use-cases/notices';

const MAX_BYTES = 2048;

const TEXT: Record<'done' | 'unknown' | 'bad' | 'later', Message> = {
  done: {
    sr: 'Odjavljeni ste. Ove poruke vam više nećemo slati. Ostala podešavanja e-pošte su u podešavanjima naloga.',
    en: 'You are unsubscribed. We will not send you these e-mails any more. Other e-mail settings are in your account settings.',
  },
  unknown: {
    sr: 'Ovaj link za odjavu ne postoji ili više ne važi.',
    en: 'This unsubscribe link does not exist or is no longer valid.',
  },
  bad: {
    sr: 'Zahtev za odjavu nije potpun. Otvorite link iz poruke i potvrdite odjavu dugmetom.',
    en: 'The unsubscribe request is incomplete. Open the link in the e-mail and confirm with the button.',
  },
  later: {
    sr: 'Odjava trenutno nije moguća. Pokušajte ponovo za nekoliko minuta.',
    en: 'Unsubscribing is not possible right now. Please try again in a few minutes.',
  },
};

function plain(status: number, key: keyof typeof TEXT, locale: Locale, extra: Record<string, string> = {}) {
  return new Response(`${localize(TEXT[key], locale)}\n`, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'content-language': locale,
      ...extra,
    },
  });
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

async function readForm(req: Request): Promise<Record<string, string> | null> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) return null;
  const bytes = await readBodyLimited(req, MAX_BYTES);
  if (!bytes) return null;
  try {
    const form = await new Response(bytes, {
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
    }).formData();
    const out: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === 'string') out[key] = value;
    return out;
  } catch {
    return null;
  }
}

export async function unsubscribeRoute(req: Request, context: NextRouteContext): Promise<Response> {
  // Mail clients send no cookie: they get Serbian Latin, the default.
  const locale = localeOf(req);
  const params = (await context?.params) ?? {};
  const token = typeof params.token === 'string' ? params.token : '';
  const form = await readForm(req);
  if (!form || !UnsubscribeForm.safeParse(form).success) return plain(400, 'bad', locale);
  try {
    return (await unsubscribeByLink(token)) ? plain(200, 'done', locale) : plain(404, 'unknown', locale);
  } catch (err) {
    reportError(err, { route: 'POST /api/v1/unsubscribe/{token}' }, 'upstream');
    return plain(503, 'later', locale, { 'retry-after': '30' });
  }
}
