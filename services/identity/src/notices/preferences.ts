import type { Actor } from '@oslonac/kit';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@oslonac/lang';
import { errors } from '../domain/errors';
import {
  isEnabled,
  isWellFormedUnsubscribeToken,
  OPTIONAL_NOTICE_KINDS,
  type OptionalNoticeKind,
} from '../domain/notice-kinds';
import { hashToken } from '../domain/tokens';
import { transaction } from '../store/db';
import { findTokenOwner, readPreferences, savePreference } from '../store/notices';
import { findUserById } from '../store/users';
import type { NoticeDeps } from './deps';

// The person's choices about optional notices: on the account page (as themselves) and through the one-click
// unsubscribe link (the token is the credential; it names no one).

export interface NoticePreferenceView {
  kind: OptionalNoticeKind;
  enabled: boolean;
}

function view(stored: ReadonlyMap<OptionalNoticeKind, boolean>): NoticePreferenceView[] {
  return OPTIONAL_NOTICE_KINDS.map((kind) => ({ kind, enabled: isEnabled(stored, kind) }));
}

export async function getMyNoticePreferences(d: NoticeDeps, actor: Actor): Promise<NoticePreferenceView[]> {
  if (!(await findUserById(d.prisma, actor.userId))) throw errors.sessionInvalid();
  return view(await readPreferences(d.prisma, actor.userId));
}

/** The kinds listed are set, the others stay; a kind listed twice is refused rather than guessed. */
export async function saveMyNoticePreferences(
  d: NoticeDeps,
  actor: Actor,
  changes: NoticePreferenceView[],
): Promise<NoticePreferenceView[]> {
  const seen = new Set<OptionalNoticeKind>();
  for (const c of changes) {
    if (seen.has(c.kind))
      throw errors.invalidArgument('preferences', 'Ista vrsta obaveštenja je navedena dvaput.');
    seen.add(c.kind);
  }
  return transaction(d.prisma, async (tx) => {
    if (!(await findUserById(tx, actor.userId))) throw errors.sessionInvalid();
    const now = d.clock();
    for (const c of changes) await savePreference(tx, { userId: actor.userId, ...c, now });
    return view(await readPreferences(tx, actor.userId));
  });
}

async function owner(d: NoticeDeps, token: string) {
  if (!isWellFormedUnsubscribeToken(token)) throw errors.notFound('unsubscribe_token');
  const found = await findTokenOwner(d.prisma, hashToken(token));
  if (!found) throw errors.notFound('unsubscribe_token');
  return found;
}

/** What the link would turn off, for the page's confirm button; reading changes nothing. */
export async function describeUnsubscribe(
  d: NoticeDeps,
  token: string,
): Promise<{ kind: OptionalNoticeKind; unsubscribed: boolean; locale: Locale }> {
  const found = await owner(d, token);
  const stored = await readPreferences(d.prisma, found.userId);
  return {
    kind: found.kind,
    unsubscribed: !isEnabled(stored, found.kind),
    locale: isLocale(found.locale) ? found.locale : DEFAULT_LOCALE,
  };
}

/** One click: the kind is off; a second click is the same answer. */
export async function unsubscribe(d: NoticeDeps, token: string): Promise<{ kind: OptionalNoticeKind }> {
  const found = await owner(d, token);
  await savePreference(d.prisma, { userId: found.userId, kind: found.kind, enabled: false, now: d.clock() });
  return { kind: found.kind };
}
