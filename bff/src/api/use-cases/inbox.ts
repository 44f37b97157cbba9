// The inbox's use cases: the /api/v1 handlers and the pages both go through here. Messaging decides membership
// (every call runs as the caller); the BFF composes who each conversation is with from booking's relationships,
// which messaging does not hold.
import type { z } from 'zod';
import type { ResolvedSession } from '../../server/actor';
import { booking } from '../../server/gateways/booking';
import { NotFound } from '../../server/gateways/errors';
import { type Conversation, messaging } from '../../server/gateways/messaging';
import { reportError } from '../../server/report';
import type { Relationship } from '../../server/views/booking';
import type { ConversationSummary, MessagePage, ReplyPromise } from '../../server/views/messaging';
import type { ReplyPromiseBody, ReportMessageBody, SendMessageBody } from '../inbox-schemas';

type Session = Pick<ResolvedSession, 'actorToken' | 'user'>;

/**
 * Who a conversation is with, as `userId` sees it: the therapist for the client or partner; for the therapist,
 * the client and (in couples therapy) the partner. Unknown relationship → no names (the page says "razgovor").
 */
export function namesFor(relationship: Relationship | undefined, userId: string): string[] {
  if (!relationship) return [];
  if (relationship.therapistUserId === userId) {
    return [relationship.clientName, relationship.partnerName].filter((n): n is string => Boolean(n?.trim()));
  }
  return relationship.therapistName?.trim() ? [relationship.therapistName] : [];
}

/** Display names by user id, as booking knows them (empty names left out). */
export function memberNamesOf(relationship: Relationship | undefined): Record<string, string> {
  if (!relationship) return {};
  const pairs: [string, string][] = [
    [relationship.therapistUserId, relationship.therapistName],
    [relationship.clientUserId, relationship.clientName],
    [relationship.partnerUserId, relationship.partnerName],
  ];
  return Object.fromEntries(pairs.filter(([id, name]) => id && name?.trim()));
}

export function summaryOf(
  c: Conversation,
  relationship: Relationship | undefined,
  userId: string,
): ConversationSummary {
  const { id: _id, ...rest } = c;
  return { ...rest, names: namesFor(relationship, userId), memberNames: memberNamesOf(relationship) };
}

/** Newest activity first; a conversation without messages sorts by nothing and goes last. */
export function newestFirst(a: ConversationSummary, b: ConversationSummary): number {
  const ta = a.lastMessageAt ?? '';
  const tb = b.lastMessageAt ?? '';
  return ta < tb ? 1 : ta > tb ? -1 : 0;
}

/** Names are decoration: when booking cannot answer, the inbox still opens (without them). */
async function relationshipsOf(session: Session): Promise<Map<string, Relationship>> {
  try {
    const list = await booking.listMyRelationships(session.actorToken);
    return new Map(list.map((r) => [r.id, r]));
  } catch (err) {
    reportError(err, { where: 'inbox.relationships' }, 'upstream');
    return new Map();
  }
}

export async function listInbox(session: Session): Promise<ConversationSummary[]> {
  const [conversations, relationships] = await Promise.all([
    messaging.listConversations(session.actorToken),
    relationshipsOf(session),
  ]);
  return conversations
    .map((c) => summaryOf(c, relationships.get(c.relationshipId), session.user.id))
    .sort(newestFirst);
}

/** The conversation with its names; NotFound for anyone not in it (the page's and the API's 404). */
export async function getInboxConversation(
  session: Session,
  relationshipId: string,
): Promise<ConversationSummary> {
  const [conversation, relationships] = await Promise.all([
    messaging.getConversation(session.actorToken, relationshipId),
    relationshipsOf(session),
  ]);
  return summaryOf(conversation, relationships.get(relationshipId), session.user.id);
}

/** The thread's first view, or null for anyone not in the conversation (the page's 404). */
export async function openThreadOrNull(
  session: Session,
  relationshipId: string,
): Promise<{ conversation: ConversationSummary; page: MessagePage } | null> {
  try {
    return await openThread(session, relationshipId);
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
}

/** The thread's first view: the conversation and its newest page of messages. */
export async function openThread(
  session: Session,
  relationshipId: string,
): Promise<{ conversation: ConversationSummary; page: MessagePage }> {
  const conversation = await getInboxConversation(session, relationshipId);
  const page = await messaging.listMessages(session.actorToken, { relationshipId });
  return { conversation, page };
}

export async function listInboxMessages(
  session: Session,
  relationshipId: string,
  query: { after?: string; before?: string },
): Promise<MessagePage> {
  return messaging.listMessages(session.actorToken, { relationshipId, ...query });
}

export type SendMessageInput = z.output<typeof SendMessageBody>;

export async function sendInboxMessage(session: Session, relationshipId: string, input: SendMessageInput) {
  return messaging.sendMessage(session.actorToken, { relationshipId, ...input });
}

export async function markInboxRead(session: Session, relationshipId: string, upToMessageId: string) {
  await messaging.markRead(session.actorToken, relationshipId, upToMessageId);
}

export async function reportInboxMessage(
  session: Session,
  messageId: string,
  input: z.output<typeof ReportMessageBody>,
): Promise<{ reportId: string }> {
  return messaging.reportMessage(session.actorToken, messageId, input.reason);
}

/** The badge's number; null when messaging cannot say just now (the badge is left out, the page still renders). */
export async function unreadCountOrNull(session: Session | null): Promise<number | null> {
  if (!session) return null;
  try {
    return await messaging.getUnreadCount(session.actorToken, { quick: true });
  } catch (err) {
    if (!(err instanceof NotFound)) reportError(err, { where: 'inbox.unread' }, 'upstream');
    return null;
  }
}

export async function getReplyPromise(session: Session) {
  return messaging.getMyReplyPromise(session.actorToken);
}

/** For the settings page: null when messaging cannot say just now (the page says so and the rest works). */
export async function replyPromiseOrNull(actorToken: string) {
  try {
    return await messaging.getMyReplyPromise(actorToken);
  } catch (err) {
    reportError(err, { where: 'inbox.replyPromise' }, 'upstream');
    return null;
  }
}

export async function saveReplyPromise(
  session: Session,
  input: z.output<typeof ReplyPromiseBody>,
): Promise<{ promise: ReplyPromise; isDefault: false }> {
  const days = [...new Set(input.days)].sort((a, b) => a - b);
  const promise = await messaging.saveMyReplyPromise(session.actorToken, { ...input, days });
  return { promise, isDefault: false };
}
