import type { Actor, EraseFn, ErasureResult, Tx } from '@oslonac/kit';
import type { Clock } from '../clock';
import { keyOwner, keyOwnerPrefix, MIN_MEMBERS_TO_WRITE } from '../domain/conversations';
import { type Db, transaction } from '../store/db';
import {
  closeConversations,
  conversationsTouchedBy,
  deleteConversations,
  deletePersonRows,
  keyOwnersWithPrefix,
  membershipsOf,
  membersLeft,
  messagesOf,
  reportsFiledBy,
} from '../store/erasure';
import { findPromise } from '../store/promises';
import type { Deps } from './deps';
import { FILE_NAME_CONTEXT, MESSAGE_CONTEXT, openText, REASON_CONTEXT } from './sealing';

// GDPR Art. 15/20 (export) and 17 (erasure) for what messaging holds about a person. The consumer (main.ts) runs
// `eraseUser` in the kit's erasure transaction, which also shreds the keys it names and announces
// messaging.user.erased.v1.

/**
 * The person's conversations (which, their role, where they read to) and their own messages opened, with their
 * attachments' names and types (the files themselves stay downloadable in the inbox), the reports they filed
 * and their reply promise. The others' messages are the others' data and are not in it.
 */
export async function exportMyData(d: Deps, actor: Actor): Promise<string> {
  return transaction(d.prisma, async (tx) => {
    const conversations = (await membershipsOf(tx, actor.userId)).map((m) => ({
      conversationId: m.conversation.id,
      relationshipId: m.conversation.relationshipId,
      role: m.role,
      joinedAt: m.joinedAt.toISOString(),
      lastReadMessageId: m.lastReadMessageId ?? '',
      closedAt: m.conversation.closedAt?.toISOString() ?? null,
    }));
    const messages = [];
    for (const m of await messagesOf(tx, actor.userId)) {
      const attachments = [];
      for (const a of m.attachments) {
        attachments.push({
          id: a.id,
          fileName: await openText(d.crypto, tx, a.fileNameCiphertext, FILE_NAME_CONTEXT(a.id)),
          contentType: a.contentType,
          sizeBytes: a.sizeBytes,
        });
      }
      messages.push({
        id: m.id,
        conversationId: m.conversationId,
        text: await openText(d.crypto, tx, m.textCiphertext, MESSAGE_CONTEXT(m.id)),
        attachments,
        sentAt: m.sentAt.toISOString(),
      });
    }
    const reports = [];
    for (const r of await reportsFiledBy(tx, actor.userId)) {
      reports.push({
        id: r.id,
        messageId: r.messageId,
        conversationId: r.conversationId,
        status: r.status,
        reason: await openText(d.crypto, tx, r.reasonCiphertext, REASON_CONTEXT(r.id)),
        createdAt: r.createdAt.toISOString(),
        resolvedAt: r.resolvedAt?.toISOString() ?? null,
      });
    }
    const replyPromise = await findPromise(tx, actor.userId);
    return JSON.stringify({
      service: 'messaging',
      userId: actor.userId,
      conversations,
      messages,
      reportsFiled: reports,
      replyPromise,
    });
  });
}

/**
 * Erases the person here: their messages (with attachments, and reports about them), their unsent uploads, the
 * reports they filed, their memberships, presence and promise, and their key in every conversation they wrote in
 * (so copies in backups no longer open). The others keep their own words. A conversation left with one member is
 * closed (nobody to write to); one left with nobody is deleted with every key it had. The audit log keeps its
 * rows: ids and actions only.
 */
export async function eraseUser(tx: Tx, userId: string, now: Date): Promise<ErasureResult> {
  const db = tx as unknown as Db;
  const touched = await conversationsTouchedBy(db, userId);
  await deletePersonRows(db, userId);
  const left = await membersLeft(db, touched);
  const empty = touched.filter((id) => (left.get(id) ?? 0) === 0);
  const alone = touched.filter((id) => {
    const n = left.get(id) ?? 0;
    return n > 0 && n < MIN_MEMBERS_TO_WRITE;
  });
  const emptyKeys = await keyOwnersWithPrefix(db, empty.map(keyOwnerPrefix));
  await deleteConversations(db, empty);
  await closeConversations(db, alone, now);
  return { ownerKeys: [...touched.map((id) => keyOwner(id, userId)), ...emptyKeys], keptRecords: 0 };
}

/** The erase function the kit's erasure consumer runs, on the service's clock. */
export function eraser(clock: Clock): EraseFn {
  return (tx, userId) => eraseUser(tx, userId, clock());
}
