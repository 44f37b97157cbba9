import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { answeringNow, DEFAULT_PROMISE, nextAnswerAt, type ReplyPromise } from '../domain/promise';
import { medianReplySeconds, replyWindowStart } from '../domain/reply-time';
import { publish } from '../events';
import {
  type ConversationRecord,
  findForMember,
  listForMember,
  type MemberRecord,
  markRead as markReadRow,
  unreadByConversation,
} from '../store/conversations';
import { type Db, transaction } from '../store/db';
import { isInConversation, timedMessagesOf } from '../store/messages';
import { findPromise } from '../store/promises';
import type { Deps } from './deps';
import { asTx } from './sealing';

// Conversations as a member sees them: members with their read positions, the unread count, and the therapist's
// promise with what it means right now.

export interface ConversationView {
  id: string;
  relationshipId: string;
  members: MemberRecord[];
  closedAt: Date | null;
  unreadCount: number;
  lastMessageAt: Date | null;
  /** The therapist's saved promise; null when the default applies. */
  promise: ReplyPromise | null;
  medianReplySeconds: number;
  answeringNow: boolean;
  nextAnswerAt: Date;
}

interface TherapistFacts {
  saved: ReplyPromise | null;
  median: number;
}

async function therapistFacts(
  db: Db,
  therapistUserId: string | undefined,
  now: Date,
): Promise<TherapistFacts> {
  if (!therapistUserId) return { saved: null, median: 0 };
  const saved = await findPromise(db, therapistUserId);
  const median = medianReplySeconds(await timedMessagesOf(db, therapistUserId, replyWindowStart(now)));
  return { saved, median };
}

function viewOf(c: ConversationRecord, unread: number, facts: TherapistFacts, now: Date): ConversationView {
  const effective = facts.saved ?? DEFAULT_PROMISE;
  return {
    id: c.id,
    relationshipId: c.relationshipId,
    members: c.members,
    closedAt: c.closedAt,
    unreadCount: unread,
    lastMessageAt: c.lastMessageAt,
    promise: facts.saved,
    medianReplySeconds: facts.median,
    answeringNow: answeringNow(now, effective),
    nextAnswerAt: nextAnswerAt(now, effective),
  };
}

const therapistOf = (c: ConversationRecord) => c.members.find((m) => m.role === 'therapist')?.userId;

export async function list(d: Deps, actor: Actor): Promise<ConversationView[]> {
  const now = d.clock();
  const conversations = await listForMember(d.prisma, actor.userId);
  const unread = await unreadByConversation(d.prisma, actor.userId);
  // One look per therapist: a therapist's list names themselves in every conversation.
  const facts = new Map<string, TherapistFacts>();
  const out: ConversationView[] = [];
  for (const c of conversations) {
    const t = therapistOf(c);
    const key = t ?? '';
    let f = facts.get(key);
    if (!f) {
      f = await therapistFacts(d.prisma, t, now);
      facts.set(key, f);
    }
    out.push(viewOf(c, unread.get(c.id) ?? 0, f, now));
  }
  return out;
}

export async function get(d: Deps, actor: Actor, relationshipId: string): Promise<ConversationView> {
  const now = d.clock();
  const c = await findForMember(d.prisma, relationshipId, actor.userId);
  if (!c) throw errors.notFound();
  const unread = await unreadByConversation(d.prisma, actor.userId);
  return viewOf(c, unread.get(c.id) ?? 0, await therapistFacts(d.prisma, therapistOf(c), now), now);
}

export async function unreadTotal(d: Deps, actor: Actor): Promise<number> {
  let total = 0;
  for (const n of (await unreadByConversation(d.prisma, actor.userId)).values()) total += n;
  return total;
}

/** Everything up to `upToMessageId` is read; the position never moves back, and only a move is announced. */
export async function markRead(
  d: Deps,
  actor: Actor,
  relationshipId: string,
  upToMessageId: string,
): Promise<MemberRecord> {
  return transaction(d.prisma, async (tx) => {
    const c = await findForMember(tx, relationshipId, actor.userId);
    if (!c) throw errors.notFound();
    if (!(await isInConversation(tx, c.id, upToMessageId))) throw errors.messageNotFound();
    const { member, moved } = await markReadRow(tx, c.id, actor.userId, upToMessageId);
    if (moved) {
      await publish.conversationRead(asTx(tx), {
        conversationId: c.id,
        relationshipId: c.relationshipId,
        readerUserId: actor.userId,
        upToMessageId,
        memberUserIds: c.members.map((m) => m.userId),
        occurredAt: d.clock(),
      });
    }
    return member;
  });
}
