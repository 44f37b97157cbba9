// E-mail notices, once for every path that touches them: the /api/v1 routes, the settings page, the
// unsubscribe page's button (a server action) and the one-click POST of mail clients (RFC 8058).
import type { z } from 'zod';
import { NotFound } from '../../server/gateways/errors';
import {
  describeUnsubscribe as describe,
  getMyNoticePreferences,
  saveMyNoticePreferences,
  unsubscribe as turnOff,
} from '../../server/gateways/identity';
import type { NoticePreference, UnsubscribeInfo } from '../../server/views/emails';
import { NOTICE_KINDS } from '../../server/views/emails';
import { type NoticePreferencesBody, UNSUBSCRIBE_TOKEN } from '../email-endpoints';
import type { Viewer } from './bookings';

type Who = Pick<Viewer, 'actorToken'>;
export type SavePreferencesInput = z.output<typeof NoticePreferencesBody>;

/** Every optional kind in the settings' order; one identity did not list counts as on (its default). */
function complete(list: NoticePreference[]): NoticePreference[] {
  return NOTICE_KINDS.map((kind) => ({ kind, enabled: list.find((p) => p.kind === kind)?.enabled ?? true }));
}

export async function noticePreferences(who: Who): Promise<NoticePreference[]> {
  return complete(await getMyNoticePreferences(who.actorToken));
}

export async function saveNoticePreferences(
  who: Who,
  input: SavePreferencesInput,
): Promise<NoticePreference[]> {
  return complete(await saveMyNoticePreferences(who.actorToken, input.preferences));
}

/** What the link would turn off, or null for a token that is malformed or names nothing (the page says so). */
export async function describeUnsubscribeLink(token: string): Promise<UnsubscribeInfo | null> {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return null;
  try {
    return await describe(token);
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
}

/**
 * Turns the link's kind off (again, harmlessly, if it is off). False for a token that is malformed or names
 * nothing; identity is not asked about a malformed one.
 */
export async function unsubscribeByLink(token: string): Promise<boolean> {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return false;
  try {
    await turnOff(token);
    return true;
  } catch (err) {
    if (err instanceof NotFound) return false;
    throw err;
  }
}
