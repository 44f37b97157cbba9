import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { checkMessage, notifyRecipients, pageOf } from '../domain/messages';
import { publish } from '../events';
import { newId } from '../ids';
import { attachmentsOf, bindToMessage } from '../store/attachments';
import { findForMember, lockForMember, touchLastMessage } from '../store/conversations';
import { type Db, transaction } from '../store/db';
import { findByClientId, hasOlderThan, insertMessage, listPage, type SealedMessage } from '../store/messages';
import { presenceOf } from '../store/presence';
import type { Deps } from './deps';
import { asTx, MESSAGE_CONTEXT, type MessageView, openMessages, seal } from './sealing';

// Sending and reading messages. A message is written, sealed, and announced (MessageSent in the outbox) in one
// transaction; reading opens only what the caller, a member, may see.

export async function list(
  d: Deps,
  actor: Actor,
  q: { relationshipId: string; afterMessageId: string; beforeMessageId: string; limit: number },
): Promise<{ messages: MessageView[]; hasOlder: boolean }> {
  const page = pageOf(q);
  return transaction(d.prisma, async (tx) => {
    const c = await findForMember(tx, q.relationshipId, actor.userId);
    if (!c) throw errors.notFound();
    const rows = await listPage(tx, c.id, page);
    const first = rows[0];
    const hasOlder = first
      ? await hasOlderThan(tx, c.id, first.id)
      : page.kind === 'after'
        ? await hasOlderThan(tx, c.id, page.afterId, true)
        : false;
    const attachments = await attachmentsOf(
      tx,
      rows.map((m) => m.id),
    );
    return { messages: await openMessages(d.crypto, tx, rows, attachments), hasOlder };
  });
}

const reusedClientId = () =>
  errors.invalidArgument(
    'clientMessageId',
    'Ovaj identifikator poruke je već upotrebljen u drugom razgovoru.',
  );

async function opened(d: Deps, tx: Db, m: SealedMessage): Promise<MessageView> {
  const attachments = await attachmentsOf(tx, [m.id]);
  const [view] = await openMessages(d.crypto, tx, [m], attachments);
  return view as MessageView;
}

/**
 * Sends a message. The same client_message_id from the same sender returns the message already stored (even
 * once the conversation closed: the send did happen). Attachments must be the sender's unsent uploads here.
 */
export async function send(
  d: Deps,
  actor: Actor,
  r: { relationshipId: string; text: string; attachmentIds: string[]; clientMessageId: string },
): Promise<MessageView> {
  const attachmentIds = [...new Set(r.attachmentIds)];
  const text = checkMessage(r.text, attachmentIds.length);
  return transaction(d.prisma, async (tx) => {
    const c = await lockForMember(tx, r.relationshipId, actor.userId);
    if (!c) throw errors.notFound();
    const clientMessageId = r.clientMessageId || newId();
    const earlier = await findByClientId(tx, actor.userId, clientMessageId);
    if (earlier) {
      if (earlier.conversationId !== c.id) throw reusedClientId();
      return opened(d, tx, earlier);
    }
    if (c.closedAt) throw errors.conversationClosed();
    const now = d.clock();
    const id = newId();
    const author = { conversationId: c.id, userId: actor.userId };
    const textCiphertext = await seal(d.crypto, tx, author, text, MESSAGE_CONTEXT(id));
    const inserted = await insertMessage(tx, {
      id,
      conversationId: c.id,
      senderUserId: actor.userId,
      clientMessageId,
      textCiphertext,
      sentAt: now,
    });
    // Only a send of the same id into another conversation at this very moment gets here.
    if (!inserted) throw reusedClientId();
    const bound = await bindToMessage(tx, attachmentIds, {
      messageId: id,
      conversationId: c.id,
      uploaderUserId: actor.userId,
    });
    if (bound !== attachmentIds.length) throw errors.attachmentUnavailable();
    await touchLastMessage(tx, c.id, now);
    const full = await findForMember(tx, r.relationshipId, actor.userId);
    const memberIds = (full?.members ?? []).map((m) => m.userId);
    const online = await presenceOf(tx, memberIds);
    await publish.messageSent(asTx(tx), {
      messageId: id,
      conversationId: c.id,
      relationshipId: r.relationshipId,
      senderUserId: actor.userId,
      memberUserIds: memberIds,
      notifyUserIds: notifyRecipients(memberIds, actor.userId, online, now),
      occurredAt: now,
    });
    return opened(d, tx, {
      id,
      conversationId: c.id,
      senderUserId: actor.userId,
      textCiphertext,
      sentAt: now,
    });
  });
}
