import { MAX_ATTACHMENTS_PER_MESSAGE } from './attachments';
import { errors } from './errors';

export const MAX_TEXT_LENGTH = 5000;
export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 200;

/**
 * The text as stored: trimmed, 1–5000 characters (counted as people count them, by code point), or empty when
 * the message carries at least one attachment.
 */
export function checkMessage(text: string, attachmentCount: number): string {
  const clean = text.trim();
  if ([...clean].length > MAX_TEXT_LENGTH) throw errors.textTooLong(MAX_TEXT_LENGTH);
  if (attachmentCount > MAX_ATTACHMENTS_PER_MESSAGE)
    throw errors.tooManyAttachments(MAX_ATTACHMENTS_PER_MESSAGE);
  if (clean.length === 0 && attachmentCount === 0) throw errors.emptyMessage();
  return clean;
}

/** 0 (unset) is the default page; anything above the maximum is the maximum. */
export function pageLimit(requested: number): number {
  if (requested <= 0) return DEFAULT_PAGE;
  return Math.min(requested, MAX_PAGE);
}

export type Page =
  | { kind: 'newest'; limit: number }
  | { kind: 'after'; afterId: string; limit: number }
  | { kind: 'before'; beforeId: string; limit: number };

/** Which slice ListMessages reads: resuming a stream, paging back, or the newest page. Both cursors is an error. */
export function pageOf(q: { afterMessageId: string; beforeMessageId: string; limit: number }): Page {
  const limit = pageLimit(q.limit);
  if (q.afterMessageId && q.beforeMessageId) {
    throw errors.invalidArgument(
      'afterMessageId',
      'Zadajte samo jedan od after_message_id i before_message_id.',
    );
  }
  if (q.afterMessageId) return { kind: 'after', afterId: q.afterMessageId, limit };
  if (q.beforeMessageId) return { kind: 'before', beforeId: q.beforeMessageId, limit };
  return { kind: 'newest', limit };
}

/** Who may be e-mailed about a new message: the other members whose live stream is not open now. */
export function notifyRecipients(
  memberIds: string[],
  senderId: string,
  onlineUntil: Map<string, Date>,
  now: Date,
): string[] {
  return memberIds.filter((id) => {
    if (id === senderId) return false;
    const until = onlineUntil.get(id);
    return !until || until.getTime() <= now.getTime();
  });
}

/** How far ahead a live stream may say it stays open: a BFF that dies cannot keep someone "online" for long. */
export const MAX_PRESENCE_AHEAD_MS = 10 * 60_000;

export function clampPresence(onlineUntil: Date, now: Date): Date {
  return new Date(Math.min(onlineUntil.getTime(), now.getTime() + MAX_PRESENCE_AHEAD_MS));
}
