import type { Tx } from '@oslonac/kit';
import type { MessageSent } from '@oslonac/proto/oslonac/events/v1/messaging';
import { isEnabled, MESSAGE_MAIL_INTERVAL_MS, noticeLinks } from '../domain/notice-kinds';
import type { Db } from '../store/db';
import { findRecipients, readPreferences, takeMessageMailSlot } from '../store/notices';
import type { NoticeDeps } from './deps';
import { sendNotice } from './send';

/**
 * "You have a new message" to the members messaging saw offline (notify_user_ids), never the sender, at most one
 * per conversation and person per hour. The slot is taken only when a mail really goes (the person has the kind
 * on), so turning it back on is not met by a stale throttle. Never the message's text: only a link.
 */
export async function onMessageSent(tx: Tx, d: NoticeDeps, e: MessageSent): Promise<void> {
  const ids = [...new Set(e.notifyUserIds)].filter((id) => id !== e.senderUserId);
  const people = await findRecipients(tx as Db, ids);
  const link = noticeLinks.conversation(d.publicUrl, e.relationshipId);
  for (const id of ids) {
    const person = people.get(id);
    if (!person) continue;
    if (!isEnabled(await readPreferences(tx as Db, id), 'new_message')) continue;
    const now = d.clock();
    const slot = await takeMessageMailSlot(tx as Db, {
      conversationId: e.conversationId,
      userId: id,
      now,
      intervalMs: MESSAGE_MAIL_INTERVAL_MS,
    });
    if (slot) await sendNotice(tx, d, person, () => ({ kind: 'new_message', link }));
  }
}
